#!/usr/bin/env node
// @ts-check
/**
 * Draws the store badges' words ("Download on the App Store", "GET IT ON Google Play", and the
 * stores' own words in each of the site's other languages) as outlines in a file of their own, which every page's badges show by reference:
 *   static/static/store-badge-lettering-<hash>.svg       (English; served at /static/…, cached
 *   static/static/store-badge-lettering-de-<hash>.svg    for a year; one file per language)
 *   src/components/store-badge/badge-lettering.ts        (the file's address, for the badges)
 *
 * Run from the repository root:   node scripts/badge-lettering.cjs
 *
 * Why outlines: set as SVG text, each line was laid out again for every size it was drawn at (the
 * header's badges and the hero's are different sizes), and on a Linux host each of those sizes is
 * a font lookup the page waits for. The badges' words alone were about a third of the home page's
 * first layout on the bench host (docs/decisions/0058-badge-outlines.md has the figures). Outlines also draw the same
 * letters on every system, as the stores' own artwork does, where system-ui gave San Francisco,
 * Roboto, Segoe UI or DejaVu Sans squeezed to width.
 * In a file of their own the outlines (6 KB) cost a page's HTML nothing and are fetched once.
 *
 * The letters are Inter Medium (@fontsource/inter, SIL Open Font License 1.1), set at the badges'
 * cap heights and scaled across to each line's width in the stores' artwork. Re-run after
 * changing a line or upgrading @fontsource/inter and commit the result; badge-lettering.test.ts
 * fails until then.
 */
const { createHash } = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const opentype = require("opentype.js");
const { optimize } = require("svgo");

const ROOT = path.resolve(__dirname, "..");
/** Gatsby copies static/ into public/ as it is: this folder is served at /static/. */
const STATIC_DIR = path.join(ROOT, "static/static");
const TS_FILE = path.join(ROOT, "src/components/store-badge/badge-lettering.ts");
const FILE_PREFIX = "store-badge-lettering-";
const FONT_PACKAGE = "@fontsource/inter";
const FONT_FILE = `${FONT_PACKAGE}/files/inter-latin-500-normal.woff`;
/** Tenths of a unit in the badges' 40-unit-high boxes: a sixth of a pixel on a 3× screen. */
const DECIMALS = 1;

/**
 * Each badge's lines in English: where the baseline starts, the font size (the cap height of the
 * stores' artwork) and the width the line fills, in the badge's own units (src/components/
 * store-badge/badge-art.tsx draws the rest of each badge in the same box).
 */
const BADGES = [
  {
    key: "appStoreBadge",
    id: "art-app-store-badge-lettering",
    lines: [
      { text: "Download on the", x: 35.02, y: 14.7, size: 8.46, width: 70.13 },
      { text: "App Store", x: 34.43, y: 30.5, size: 17.6, width: 75.75 },
    ],
  },
  {
    key: "googlePlayBadge",
    id: "art-google-play-badge-lettering",
    lines: [
      { text: "GET IT ON", x: 40.94, y: 13, size: 8.5, width: 39.9 },
      { text: "Google Play", x: 40.15, y: 30, size: 17.7, width: 85.8 },
    ],
  },
];

/**
 * The words of each store's own badge in the other languages (Apple's "Laden im App Store" and
 * "Descárgalo en el App Store", Google's "JETZT BEI" and "DISPONIBLE EN"), one per English line.
 * A line keeps the English line's start, size and squeeze; one longer than English is narrowed to
 * end where the badge's longest English line ends, so the store's clear space stays as it is.
 */
const TRANSLATIONS = {
  de: {
    appStoreBadge: ["Laden im", "App Store"],
    googlePlayBadge: ["JETZT BEI", "Google Play"],
  },
  es: {
    appStoreBadge: ["Descárgalo en el", "App Store"],
    googlePlayBadge: ["DISPONIBLE EN", "Google Play"],
  },
};

/** The language codes in the order the module lists them: English, then the translations. */
const LANGUAGES = ["en", ...Object.keys(TRANSLATIONS)];

/**
 * A badge's lines in one language, laid out as described above.
 * @param {opentype.Font} font
 * @param {(typeof BADGES)[number]} badge
 * @param {string} language
 */
const linesIn = (font, badge, language) => {
  if (language === "en") return badge.lines;
  const end = Math.max(...badge.lines.map((line) => line.x + line.width));
  return badge.lines.map((line, index) => {
    const text =
      TRANSLATIONS[/** @type {keyof typeof TRANSLATIONS} */ (language)][
        /** @type {"appStoreBadge" | "googlePlayBadge"} */ (badge.key)
      ][index] ?? line.text;
    if (text === line.text) return line;
    const squeeze = line.width / font.getAdvanceWidth(line.text, line.size);
    const width = Math.min(font.getAdvanceWidth(text, line.size) * squeeze, end - line.x);
    return { ...line, text, width: Number(width.toFixed(2)) };
  });
};

/** The lettering file and the module naming it, as this checkout's font would draw them. */
const renderLettering = () => {
  const fontPath = require.resolve(FONT_FILE);
  const data = fs.readFileSync(fontPath);
  const font = opentype.parse(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  );
  const files = LANGUAGES.map((language) => {
    const paths = BADGES.map((badge) => {
      const outlines = linesIn(font, badge, language).map(({ text, x, y, size, width }) => {
        const scale = width / font.getAdvanceWidth(text, size);
        const d = font.getPath(text, 0, 0, size).toPathData(4);
        return `<path transform="translate(${x} ${y}) scale(${scale.toFixed(5)} 1)" d="${d}"/>`;
      });
      return `<g id="${badge.id}">${outlines.join("")}</g>`;
    });
    const svg = optimize(`<svg xmlns="http://www.w3.org/2000/svg">${paths.join("")}</svg>`, {
      floatPrecision: DECIMALS,
      plugins: [
        {
          name: "preset-default",
          // The groups are what the badges point at: keep them and their ids.
          params: { overrides: { cleanupIds: false, collapseGroups: false } },
        },
      ],
    }).data;
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 20);
    // English keeps the name it always had; a page fetches only its own language's file.
    const fileName = `${FILE_PREFIX}${language === "en" ? "" : `${language}-`}${hash}.svg`;
    return { language, svg, fileName };
  });
  const fontVersion = JSON.parse(
    fs.readFileSync(require.resolve(`${FONT_PACKAGE}/package.json`), "utf8"),
  ).version;
  const names = files.map(({ language, fileName }) => `  ${language}: "/static/${fileName}",`);
  const ids = BADGES.map(({ key, id }) => `  ${key}: "${id}",`).join("\n");
  const module = `// Generated by scripts/badge-lettering.cjs from Inter Medium (${FONT_PACKAGE} ${fontVersion},
// SIL Open Font License 1.1). Do not edit. Regenerate with: node scripts/badge-lettering.cjs

/** The file holding each store badge's words in each language, drawn as outlines (see the script). */
export const BADGE_LETTERING_FILES = {
${names.join("\n")}
} as const;

/** The group in each file that draws each badge's words. */
export const BADGE_LETTERING_IDS = {
${ids}
} as const;
`;
  return { files, module };
};

/** The lettering files in static/static/: the current one, and any an earlier run left. */
const letteringFiles = () =>
  fs.existsSync(STATIC_DIR)
    ? fs.readdirSync(STATIC_DIR).filter((file) => file.startsWith(FILE_PREFIX))
    : [];

const write = () => {
  const { files, module } = renderLettering();
  const current = new Set(files.map(({ fileName }) => fileName));
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  for (const old of letteringFiles()) {
    if (!current.has(old)) fs.rmSync(path.join(STATIC_DIR, old));
  }
  for (const { svg, fileName } of files) {
    fs.writeFileSync(path.join(STATIC_DIR, fileName), svg);
    console.log(`Wrote static/static/${fileName} (${svg.length} bytes)`);
  }
  fs.writeFileSync(TS_FILE, module);
  console.log(`Wrote ${path.relative(ROOT, TS_FILE)}`);
};

module.exports = { STATIC_DIR, TS_FILE, letteringFiles, renderLettering };

if (require.main === module) write();
