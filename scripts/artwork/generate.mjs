#!/usr/bin/env node
// @ts-check
/**
 * Pantry Chef artwork generator.
 *
 * Draws every piece of the site's original artwork as SVG in code and renders it with sharp:
 *   - data/images/<recipe>.jpg           one 1200x900 food photo per recipe in data/recipes/
 *   - src/images/hero-phone.png          the hero phone mockup showing the app UI
 *   - static/social-card.png             the 1200x630 social sharing card
 *   - src/images/logo.svg                the logo mark
 *   - src/images/icon.png                512x512 app / favicon source
 *   - src/components/logo/logo-mark.tsx  the logo mark as a React component
 *
 * Run from the repository root:   node scripts/artwork/generate.mjs
 * Only some recipes:              node scripts/artwork/generate.mjs --only=shakshuka,caprese-salad
 * Only the brand artwork:         node scripts/artwork/generate.mjs --only=brand
 * Somewhere else:                 node scripts/artwork/generate.mjs --out=/tmp/artwork
 * Print the drawings' hashes only: node scripts/artwork/generate.mjs --drawings
 *
 * The outputs are committed; re-run only when the artwork or the recipe list changes, and commit
 * fingerprints.json with them. Output is byte-for-byte reproducible: all scatter comes from seeded
 * random sources, sharp is pinned in package.json, and text uses the fonts fonts.mjs provides.
 * fingerprints.json records, for every output, the sha256 of its drawing (the SVG or TSX source)
 * and of the file. Rendering all photos takes minutes of CPU, so artwork.test.ts redraws every
 * source in a second and compares those hashes, then renders a sample byte for byte.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import sharp from "sharp";
import { BRAND } from "./brand.mjs";
import { useArtworkFonts } from "./fonts.mjs";
import { heroSvg } from "./hero.mjs";
import { appIconSvg, logoMarkComponent, logoSvg } from "./logo.mjs";
import { recipeSvg } from "./recipe-photo.mjs";
import { RECIPE_SCENES } from "./recipes/index.mjs";
import { socialCardSvg } from "./social-card.mjs";

/** @typedef {import("./recipes/index.mjs").RecipeFile} RecipeFile */
/**
 * An output file: draw() returns its source (SVG or TSX), render() turns that into its contents.
 * @typedef {{ path: string, draw: () => string | Promise<string>, render: (source: string) => Promise<Buffer | string> }} Output
 */
/**
 * For every output, the sha256 of its drawing and of its file.
 * @typedef {Record<string, { drawing: string, file: string }>} Fingerprints
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FINGERPRINTS = "scripts/artwork/fingerprints.json";
const LOGO_COMPONENT = "src/components/logo/logo-mark.tsx";
const MAX_PHOTO_BYTES = 120 * 1024;
/** @type {import("sharp").PngOptions} */
const PALETTE_PNG = {
  palette: true,
  quality: 95,
  colours: 256,
  dither: 0.6,
  compressionLevel: 9,
  effort: 10,
};

/** @param {string[]} argv */
const readOptions = (argv) => {
  /** @param {string} name */
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value("only");
  return {
    outRoot: path.resolve(value("out") ?? ROOT),
    only: only ? only.split(",") : null,
    drawingsOnly: argv.includes("--drawings"),
  };
};

/** @param {string | Buffer} data */
const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/**
 * Lowers the JPEG quality step by step until the photo fits the page-weight budget.
 * @param {string} svg
 */
const renderPhoto = async (svg) => {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  let quality = 78;
  let jpeg;
  for (;;) {
    jpeg = await sharp(png).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
    if (jpeg.length <= MAX_PHOTO_BYTES || quality <= 60) break;
    quality -= 3;
  }
  if (jpeg.length > MAX_PHOTO_BYTES) {
    throw new Error(`A photo is ${jpeg.length} bytes even at JPEG quality ${quality}`);
  }
  return jpeg;
};

/**
 * @param {string} svg
 * @param {string} [background] flattened under any transparency
 */
const renderPalettePng = async (svg, background) => {
  let image = sharp(Buffer.from(svg));
  if (background) image = image.flatten({ background });
  const png = await image.png().toBuffer();
  return sharp(png).png(PALETTE_PNG).toBuffer();
};

/** @param {string} source */
const formatLogoComponent = async (source) => {
  const options = await prettier.resolveConfig(path.join(ROOT, LOGO_COMPONENT));
  return prettier.format(source, { ...options, filepath: LOGO_COMPONENT });
};

/**
 * Every output as { path, draw, render }: draw returns its source, render turns that into the
 * file's bytes. Drawings run in this order, which numbers the thumbnails' SVG ids.
 * @param {readonly RecipeFile[]} recipes
 * @param {string[] | null} only
 * @returns {Output[]}
 */
const artworkOutputs = (recipes, only) => {
  const missing = recipes.filter((recipe) => !RECIPE_SCENES[path.basename(recipe.image)]);
  if (missing.length && !only) {
    const list = missing.map((recipe) => `${recipe.recipeName} (${recipe.image})`).join(", ");
    throw new Error(`No drawing for: ${list}`);
  }
  const photos = recipes
    .map((recipe) => path.basename(recipe.image))
    .filter((file) => RECIPE_SCENES[file] && (!only || only.some((name) => file.startsWith(name))))
    .map((file) => ({
      path: `data/images/${file}`,
      draw: () => recipeSvg(file),
      render: renderPhoto,
    }));
  if (only && !only.includes("brand")) return photos;
  return [
    ...photos,
    { path: "src/images/logo.svg", draw: logoSvg, render: async (svg) => Buffer.from(svg) },
    { path: LOGO_COMPONENT, draw: logoMarkComponent, render: formatLogoComponent },
    {
      path: "src/images/icon.png",
      draw: appIconSvg,
      render: (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
    },
    {
      path: "src/images/hero-phone.png",
      draw: () => heroSvg(recipes),
      render: (svg) => renderPalettePng(svg),
    },
    {
      path: "static/social-card.png",
      draw: socialCardSvg,
      render: (svg) => renderPalettePng(svg, BRAND.bg),
    },
  ];
};

/**
 * Runs the tasks at most `limit` at a time.
 * @param {(() => Promise<void>)[]} tasks
 * @param {number} limit
 */
const inParallel = async (tasks, limit) => {
  const queue = [...tasks];
  const worker = async () => {
    while (queue.length) await /** @type {() => Promise<void>} */ (queue.shift())();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
};

/**
 * @param {string} file
 * @returns {Promise<Fingerprints>}
 */
const readFingerprints = async (file) => {
  try {
    return JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return {};
    throw error;
  }
};

/**
 * @param {string} file
 * @param {string | Buffer} data
 */
const writeFile = async (file, data) => {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
};

/**
 * The recipes in the home page's order (data/showcase.json), then the others by file name.
 * @returns {Promise<RecipeFile[]>}
 */
const readRecipes = async () => {
  const dir = path.join(ROOT, "data/recipes");
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  /** @type {{ recipes: string[] }} */
  const showcase = JSON.parse(await fs.readFile(path.join(ROOT, "data/showcase.json"), "utf8"));
  const order = [
    ...showcase.recipes.map((slug) => `${slug}.json`),
    ...names.filter((name) => !showcase.recipes.includes(name.replace(/\.json$/, ""))),
  ];
  return Promise.all(
    order.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), "utf8"))),
  );
};

const main = async () => {
  const { outRoot, only, drawingsOnly } = readOptions(process.argv.slice(2));
  useArtworkFonts(path.join(ROOT, "node_modules/.cache/artwork"));
  const recipes = await readRecipes();
  const outputs = artworkOutputs(recipes, only);

  /** @type {Map<Output, string>} */
  const drawings = new Map();
  for (const output of outputs) drawings.set(output, await output.draw());
  /** @param {Output} output one of the outputs, all drawn above */
  const drawingOf = (output) => /** @type {string} */ (drawings.get(output));
  if (drawingsOnly) {
    const hashes = Object.fromEntries(
      outputs.map((output) => [output.path, sha256(drawingOf(output))]),
    );
    console.log(JSON.stringify(hashes, null, 2));
    return;
  }

  const fingerprints = await readFingerprints(path.join(ROOT, FINGERPRINTS));
  const renders = outputs.map((output) => async () => {
    const started = Date.now();
    const data = await output.render(drawingOf(output));
    await writeFile(path.join(outRoot, output.path), data);
    fingerprints[output.path] = { drawing: sha256(drawingOf(output)), file: sha256(data) };
    const kilobytes = (Buffer.byteLength(data) / 1024).toFixed(1);
    console.log(`${output.path}  ${kilobytes} KB  ${Date.now() - started} ms`);
  });
  await inParallel(renders, os.availableParallelism());

  const sorted = Object.fromEntries(
    Object.entries(fingerprints).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  await writeFile(path.join(outRoot, FINGERPRINTS), `${JSON.stringify(sorted, null, 2)}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
