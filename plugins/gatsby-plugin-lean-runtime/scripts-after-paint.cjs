// @ts-check
// On a slow connection the bundles Gatsby starts at once (webpack runtime, React, the app: about
// 75 KB) share the bandwidth and the main thread with the page's first paint. Every page paints
// fully without them, so they wait: on a page that opens with a photo (a recipe page, `/`), for
// the photo; on the others, for the first contentful paint. Run on the built HTML after Gatsby has
// written it (this plugin's onPostBuild) and before the site's own onPostBuild hashes the inline
// scripts: Gatsby writes these script tags in its own scripts slice, after every SSR hook has run,
// and runs the site's gatsby-node after every plugin's.
const fs = require("node:fs");
const path = require("node:path");
const { listPages } = require("../../scripts/built-site.cjs");
const {
  contentVersion,
  stampsFile,
  stampsOn,
  withStamps,
} = require("../../scripts/file-stamps.cjs");

/** However slow the photo or the paint, the bundles start this long after the loader, at most. */
const PAINT_WAIT_CAP_MS = 3000;
const LOADER_ID = "scripts-after-paint";
/** Gatsby's bundle tags: `<script src="/app-….js" async></script>`. */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Starts the bundles once the prioritised photo has arrived or failed; without one, once the
 * browser has reported the first contentful paint (a browser that cannot report it, or a page
 * loaded out of sight, starts them at once); in any case after the cap, and only once. The
 * bundles are the same on every page, so this script is too: one CSP hash for them all.
 */
/** @param {string[]} sources */
const loaderSource = (sources, capMs = PAINT_WAIT_CAP_MS) =>
  `(function(){var d=document,s=${JSON.stringify(sources)},go=!1;` +
  `function start(){if(go)return;go=!0;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}` +
  `setTimeout(start,${capMs});var i=d.querySelector('img[fetchpriority="high"]');` +
  `if(i&&!i.complete){i.addEventListener("load",start);i.addEventListener("error",start);return}` +
  `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];` +
  `if(i||d.visibilityState!=="visible"||t.indexOf("paint")<0){start();return}` +
  `try{new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:!0})}catch(e){start()}})()`;

/** The sources of Gatsby's bundle tags in a page, in their order. */
/** @param {string} html */
const bundleTagSources = (html) =>
  [...html.matchAll(BUNDLE_SCRIPT)].map((match) => String(match[1]));

/** The scripts a page starts with: Gatsby's bundle tags, or the loader's list in their place. */
/** @param {string} html */
const pageBundles = (html) => {
  const listed = new RegExp(`<script id="${LOADER_ID}">[^<]*?,s=(\\[[^\\]]*\\])`).exec(html)?.[1];
  return [.../** @type {string[]} */ (listed ? JSON.parse(listed) : []), ...bundleTagSources(html)];
};

/** The page's HTML with its bundle tags replaced by the loader; unchanged if it has none. */
/** @param {string} html */
const withScriptsAfterPaint = (html) => {
  const sources = bundleTagSources(html);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script id="${LOADER_ID}">${loaderSource(sources)}</script>`;
  });
};

/** Where the stamps of the pages this step last left are kept (scripts/file-stamps.cjs). */
const STAMPS_NAME = "scripts-after-paint-pages";
const THIS_FILE = path.join("plugins", "gatsby-plugin-lean-runtime", "scripts-after-paint.cjs");

/**
 * Rewrites the built pages under publicDir that were written since it last ran (all of them in a
 * first build, or with stamps off); returns how many pages it checked and changed.
 */
/**
 * @param {string} publicDir
 * @param {{ stamps?: boolean }} [options]
 * @returns {{ pages: number, checked: number, changed: number }}
 */
const deferPageScripts = (publicDir, { stamps = stampsOn() } = {}) => {
  const pages = listPages(publicDir);
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
      const next = withScriptsAfterPaint(html);
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
  PAINT_WAIT_CAP_MS,
  deferPageScripts,
  loaderSource,
  pageBundles,
  withScriptsAfterPaint,
};
