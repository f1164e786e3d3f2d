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
/**
 * Once the photo has arrived, the bundles wait this long at most for its paint to be reported,
 * should the browser's count of its size differ from the loader's.
 */
const PHOTO_PAINT_GRACE_MS = 1000;
const LOADER_ID = "scripts-after-paint";
/** Gatsby's bundle tags: `<script src="/app-….js" async></script>`. */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Starts the bundles once the page's largest paint is on screen, and only once:
 * - on a page that opens with a prioritised photo (a recipe page, `/`), once the browser reports a
 *   largest paint that is the photo, or one the arrived photo cannot outgrow (text painted larger
 *   than the photo shows). A photo below the window, as `/`'s is on a phone, is not waited for.
 *   The photo's `load` comes a frame or more before its paint, and a script begun in between is,
 *   as far as Lighthouse can tell, one the paint waited on;
 * - on any other page, or where largest paints cannot be reported, once the first contentful
 *   paint is (and the photo has arrived, if there is one);
 * - where no paint can be reported, once the photo has arrived, or at once without one; on a page
 *   loaded out of sight (a background tab, a prerender), at once;
 * - after a visitor's first input (which ends the reports of largest paints), once the photo has
 *   arrived;
 * - in any case at the cap after the loader ran, or at the grace after the photo arrived.
 * The bundles are the same on every page, so this script is too: one CSP hash for them all.
 */
/** @param {string[]} sources */
const loaderSource = (sources, capMs = PAINT_WAIT_CAP_MS, graceMs = PHOTO_PAINT_GRACE_MS) =>
  `(function(){var d=document,w=window,s=${JSON.stringify(sources)},go=!1,` +
  `i=d.querySelector('img[fetchpriority="high"]'),ok=!i,fcp=!1,big;` +
  `function start(){if(go)return;go=!0;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}` +
  // The most the photo could count as a largest paint: its area within the window; once it has
  // arrived, less what it is shown larger than its pixels (as the browser counts an image's size).
  `function area(){var r=i.getBoundingClientRect(),x=Math.min(r.right,w.innerWidth)-Math.max(r.left,0),y=Math.min(r.bottom,w.innerHeight)-Math.max(r.top,0);` +
  `return x>0&&y>0?x*y*(ok?Math.min(1,i.naturalWidth*i.naturalHeight/(r.width*r.height)||0):1):0}` +
  // A photo out of the window is not waited for; one in it, until it has arrived.
  `function check(){var a=big&&area();if(big?big.element===i||a<=big.size&&(ok||!a):ok&&fcp)start()}` +
  `function settle(){ok=!0;setTimeout(start,${graceMs});check()}` +
  // A visitor's first input ends the browser's reports of largest paints: from then on, the photo's
  // arrival is enough.
  `function input(){big=0;fcp=!0;L=!1;check()}["keydown","pointerdown","touchstart","wheel"].forEach(function(n){w.addEventListener(n,input,{capture:!0,passive:!0})});` +
  `setTimeout(start,${capMs});if(i&&i.complete)settle();else if(i){i.addEventListener("load",settle);i.addEventListener("error",settle)}` +
  `var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[],L=i&&t.indexOf("largest-contentful-paint")>=0;` +
  `if(d.visibilityState!=="visible"){start();return}if(t.indexOf("paint")<0){fcp=!0;check();return}` +
  `try{new P(function(l){var a=l.getEntries();if(L)big=a[a.length-1];else fcp=fcp||l.getEntriesByName("first-contentful-paint").length>0;check()})` +
  `.observe({type:L?"largest-contentful-paint":"paint",buffered:!0})}catch(e){start()}})()`;

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

/** The loader as this step writes it, whichever loader's text it carries. */
const LOADER_SCRIPT = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`);
/** Whatever starts a page's bundles: the loader, or Gatsby's tags. */
const PAGE_SCRIPTS = new RegExp(`${LOADER_SCRIPT.source}|${BUNDLE_SCRIPT.source}`, "g");

/**
 * The page's HTML with its bundles started by the current loader (`afterPaint`), or by Gatsby's
 * own tags, in the place of the first; unchanged if it has none. A warm build leaves a page's
 * HTML as the last build wrote it when nothing Gatsby renders has changed, so a page may carry an
 * earlier loader, or the loader where the lever is now off.
 */
/**
 * @param {string} html
 * @param {{ afterPaint?: boolean }} [options]
 */
const withPageScripts = (html, { afterPaint = true } = {}) => {
  const sources = pageBundles(html);
  if (sources.length === 0) return html;
  const scripts = afterPaint
    ? `<script id="${LOADER_ID}">${loaderSource(sources)}</script>`
    : sources.map((source) => `<script src="${source}" async=""></script>`).join("");
  let first = true;
  return html.replace(PAGE_SCRIPTS, () => {
    if (!first) return "";
    first = false;
    return scripts;
  });
};

/** Where the stamps of the pages this step last left are kept (scripts/file-stamps.cjs). */
const STAMPS_NAME = "scripts-after-paint-pages";
const THIS_FILE = path.join("plugins", "gatsby-plugin-lean-runtime", "scripts-after-paint.cjs");

/**
 * Gives the built pages under publicDir that were written since it last ran (all of them in a
 * first build, with stamps off, or after a change to this file or to `afterPaint`) the loader,
 * or Gatsby's own tags where `afterPaint` is off; returns how many pages it checked and changed.
 */
/**
 * @param {string} publicDir
 * @param {{ stamps?: boolean, afterPaint?: boolean }} [options]
 * @returns {{ pages: number, checked: number, changed: number }}
 */
const deferPageScripts = (publicDir, { stamps = stampsOn(), afterPaint = true } = {}) => {
  const pages = listPages(publicDir);
  let changed = 0;
  const { redone } = withStamps(
    {
      dir: publicDir,
      files: pages,
      recordFile: stampsFile(publicDir, STAMPS_NAME),
      // Everything that decides a page's rewrite is this file, found from the site folder
      // Gatsby runs in (it runs a compiled copy of it), and whether the lever is on.
      version: `${contentVersion([path.join(process.cwd(), THIS_FILE)])}:${afterPaint ? "on" : "off"}`,
      enabled: stamps,
    },
    (file) => {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const next = withPageScripts(html, { afterPaint });
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
  PHOTO_PAINT_GRACE_MS,
  deferPageScripts,
  loaderSource,
  pageBundles,
  withPageScripts,
};
