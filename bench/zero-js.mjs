// @ts-check
// Builds the zero-JavaScript limit of the site: the same files with every script removed. JSON-LD
// blocks stay: they are the page's structured data, which a page without JavaScript carries too.
import { cp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const SCRIPT_TAG = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
/** A data block the browser never runs: `<script type="application/ld+json">`. */
const DATA_BLOCK = /\btype=["']?application\/ld\+json\b/i;
/** Preloads would still download the scripts the limit must not have. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\bas=["']?script\b|[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;

/** @param {string} html */
export const stripScripts = (html) =>
  html
    .replace(SCRIPT_TAG, (tag, attributes) => (DATA_BLOCK.test(attributes) ? tag : ""))
    .replace(SCRIPT_PRELOAD, "");

/** @param {string} html */
export const leftovers = (html) => {
  const problems = [];
  const openingTags = [...html.matchAll(/<script\b([^>]*)>/gi)];
  if (openingTags.some(([, attributes]) => !DATA_BLOCK.test(String(attributes)))) {
    problems.push("a <script> tag");
  }
  if (/<link\b[^>]*\bas=["']?script\b/i.test(html)) problems.push("a script preload");
  return problems;
};

/** @param {string} dir */
const htmlFiles = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
};

/**
 * @param {string} source the built site (public/)
 * @param {string} target where the transformed copy goes; replaced if present
 * @returns {Promise<number>} how many pages were transformed
 */
export const buildZeroJsCopy = async (source, target) => {
  await rm(target, { recursive: true, force: true });
  await cp(source, target, {
    recursive: true,
    filter: (file) => !file.endsWith(".js") && !file.endsWith(".map"),
  });
  const files = await htmlFiles(target);
  for (const file of files) {
    const html = stripScripts(await readFile(file, "utf8"));
    const problems = leftovers(html);
    if (problems.length > 0) {
      throw new Error(`${path.relative(target, file)} still has ${problems.join(", ")}`);
    }
    await writeFile(file, html);
  }
  return files.length;
};
