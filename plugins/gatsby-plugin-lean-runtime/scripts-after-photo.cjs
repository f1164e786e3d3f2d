// @ts-check
// A recipe page's largest paint is its photo. On a slow connection the bundles Gatsby starts at
// once (webpack runtime, React, the app: about 75 KB) share the bandwidth with it and hold it
// back: about 270 ms under Lighthouse's applied mobile throttling. The page paints fully without
// them, so on recipe pages they wait for the photo. Run on the built HTML after Gatsby has
// written it (this plugin's onPostBuild) and before the site's own onPostBuild hashes the inline
// scripts: Gatsby writes these script tags in its own scripts slice, after every SSR hook has run,
// and runs the site's gatsby-node after every plugin's.
const fs = require("node:fs");
const path = require("node:path");
const {
  contentVersion,
  stampsFile,
  stampsOn,
  withStamps,
} = require("../../scripts/file-stamps.cjs");

/** Pages under this folder of public/ open with their photo (src/recipes/slug.ts RECIPES_PATH). */
const RECIPES_DIR = "recipes/";
/** However slow the photo, the page becomes interactive no later than this after the HTML is read. */
const PHOTO_WAIT_CAP_MS = 3000;
const LOADER_ID = "scripts-after-photo";
/** Gatsby's bundle tags: `<script src="/app-….js" async></script>`. */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Starts the bundles once the prioritised photo has arrived or failed, or after the cap. The
 * bundles are the same on every recipe page, so this script is too: one CSP hash for them all.
 */
/** @param {string[]} sources */
const loaderSource = (sources, capMs = PHOTO_WAIT_CAP_MS) =>
  `(function(){var d=document,s=${JSON.stringify(sources)},go=!1;` +
  `function start(){if(go)return;go=!0;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}` +
  `var i=d.querySelector('img[fetchpriority="high"]');if(!i||i.complete){start();return}` +
  `i.addEventListener("load",start);i.addEventListener("error",start);setTimeout(start,${capMs})})()`;

/** recipes/<slug>/index.html; not the list of recipes (recipes/index.html, recipes/2/index.html). */
const RECIPE_PAGE = /^recipes\/(?!\d+\/)[^/]+\/index\.html$/;
/** @param {string} file */
const isRecipePage = (file) => RECIPE_PAGE.test(file);

/** The page's HTML with its bundle tags replaced by the loader; unchanged if it has none. */
/** @param {string} html */
const withScriptsAfterPhoto = (html) => {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => String(match[1]));
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script id="${LOADER_ID}">${loaderSource(sources)}</script>`;
  });
};

/** The built pages under publicDir/recipes, as paths relative to publicDir. */
/** @param {string} publicDir */
const recipeFolderPages = (publicDir) => {
  const dir = path.join(publicDir, RECIPES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => `${RECIPES_DIR}${String(file).split(path.sep).join("/")}`)
    .filter((file) => file.endsWith("/index.html"));
};

/** Where the stamps of the pages this step last left are kept (scripts/file-stamps.cjs). */
const STAMPS_NAME = "scripts-after-photo-pages";
const THIS_FILE = path.join("plugins", "gatsby-plugin-lean-runtime", "scripts-after-photo.cjs");

/**
 * Rewrites the built recipe pages under publicDir that were written since it last ran (all of
 * them in a first build, or with stamps off); returns how many pages it checked and changed.
 */
/**
 * @param {string} publicDir
 * @param {{ stamps?: boolean }} [options]
 * @returns {{ pages: number, checked: number, changed: number }}
 */
const deferRecipePageScripts = (publicDir, { stamps = stampsOn() } = {}) => {
  const pages = recipeFolderPages(publicDir).filter(isRecipePage);
  let changed = 0;
  const { redone } = withStamps(
    {
      dir: publicDir,
      files: pages,
      recordFile: stampsFile(publicDir, STAMPS_NAME),
      // Everything that decides a page's rewrite is this file, found from the site folder
      // Gatsby runs in: it runs a compiled copy of it.
      version: contentVersion([path.join(process.cwd(), THIS_FILE)]),
      enabled: stamps,
    },
    (file) => {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const next = withScriptsAfterPhoto(html);
      if (next === html) return false;
      fs.writeFileSync(path.join(publicDir, file), next);
      changed += 1;
      return true;
    },
  );
  return { pages: pages.length, checked: redone, changed };
};

module.exports = {
  LOADER_ID,
  PHOTO_WAIT_CAP_MS,
  deferRecipePageScripts,
  isRecipePage,
  loaderSource,
  withScriptsAfterPhoto,
};
