// Where the pages of a Gatsby build are, shared by scripts/write-hosting-headers.mjs and the
// output tests so they always agree on what a page is.
const fs = require("node:fs");
const path = require("node:path");

/** Gatsby's build-internal folders and the recipe editor (/admin): their HTML files are not pages. */
const INTERNAL_DIRS = new Set(["_gatsby", "page-data", "static", "~partytown", "admin"]);
const INDEX_FILE = "index.html";

/** Every file under dir, as a relative path with forward slashes. */
const listFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();

const isPage = (file) => file.endsWith(".html") && !INTERNAL_DIRS.has(file.split("/")[0]);

/** The built pages under publicDir, as relative file paths. */
const listPages = (publicDir) => listFiles(publicDir).filter(isPage);

/** contact/index.html is served at /contact, index.html at /, 404.html at /404.html. */
const pagePath = (file) => {
  if (file === INDEX_FILE) return "/";
  const suffix = `/${INDEX_FILE}`;
  return file.endsWith(suffix) ? `/${file.slice(0, -suffix.length)}` : `/${file}`;
};

/** The paths a build's sitemap lists, which are the pages a visitor can find, sorted. */
const sitemapPaths = (publicDir) => {
  const locs = (file) =>
    [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
  return locs("sitemap-index.xml")
    .flatMap((sitemap) => locs(sitemap.slice(1)))
    .map((urlPath) => (urlPath === "/" ? urlPath : urlPath.replace(/\/$/, "")))
    .sort();
};

/** Analytics chunk groups are named after their webpackChunkName, which starts like this. */
const ANALYTICS_CHUNK_PREFIX = "analytics-";

/** The scripts only the analytics client loads, as site paths, from webpack's record of the build. */
const analyticsChunkFiles = (publicDir) => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const groups = Object.entries(stats.namedChunkGroups);
  const assetsOf = (group) =>
    group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name));
  const isAnalytics = ([name]) => name.startsWith(ANALYTICS_CHUNK_PREFIX);
  const elsewhere = new Set(groups.filter((g) => !isAnalytics(g)).flatMap(([, g]) => assetsOf(g)));
  return groups
    .filter(isAnalytics)
    .flatMap(([, g]) => assetsOf(g))
    .filter((file) => file.endsWith(".js") && !elsewhere.has(file))
    .map((file) => `/${file}`);
};

module.exports = { analyticsChunkFiles, listFiles, listPages, pagePath, sitemapPaths };
