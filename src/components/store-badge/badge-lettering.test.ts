/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES } from "../../i18n/languages";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { BADGE_LETTERING_FILES, BADGE_LETTERING_IDS } from "./badge-lettering";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const script = require("../../../scripts/badge-lettering.cjs") as {
  STATIC_DIR: string;
  TS_FILE: string;
  letteringFiles: () => string[];
  renderLettering: () => {
    files: { language: string; svg: string; fileName: string }[];
    module: string;
  };
};

const REGENERATE = "node scripts/badge-lettering.cjs";

describe("the store badges' lettering", () => {
  const rendered = script.renderLettering();
  const committed = (file: string) => path.join(script.STATIC_DIR, path.basename(file));

  it(`is what the script draws from the installed font (after a change: ${REGENERATE})`, () => {
    expect(readFileSync(script.TS_FILE, "utf8")).toBe(rendered.module);
    for (const { svg, fileName } of rendered.files) {
      expect(readFileSync(committed(fileName), "utf8")).toBe(svg);
    }
  });

  it("is one file per language, named after a hash of its content, served as /static/", () => {
    expect(Object.keys(BADGE_LETTERING_FILES)).toEqual(LANGUAGE_CODES);
    expect(script.letteringFiles().sort()).toEqual(
      Object.values(BADGE_LETTERING_FILES)
        .map((file) => path.basename(file))
        .sort(),
    );
    for (const { language, fileName } of rendered.files) {
      const file = BADGE_LETTERING_FILES[language as keyof typeof BADGE_LETTERING_FILES];
      expect(file).toBe(`/static/${fileName}`);
      const hash = createHash("sha256")
        .update(readFileSync(committed(file)))
        .digest("hex")
        .slice(0, 20);
      expect(file).toContain(`-${hash}.svg`);
    }
  });

  it("keeps the English file as it was, so English pages fetch what they always did", () => {
    expect(BADGE_LETTERING_FILES.en).toBe("/static/store-badge-lettering-b0eb654bb413053c78b9.svg");
  });

  it("draws each badge's words as outlines, in a group the badge points at", () => {
    for (const name of Object.keys(BADGE_LETTERING_IDS)) expect(SPRITE_ART).toHaveProperty(name);
    for (const file of Object.values(BADGE_LETTERING_FILES)) {
      const svg = readFileSync(committed(file), "utf8");
      for (const id of Object.values(BADGE_LETTERING_IDS)) {
        expect(svg).toMatch(new RegExp(`<g id="${id}"><path d="M[^"]{400,}"/>`));
      }
      // Outlines only: no text to lay out, no transform left for the browser to apply.
      expect(svg).not.toMatch(/<text|transform=|font-/);
    }
  });
});
