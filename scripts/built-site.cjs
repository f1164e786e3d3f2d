// @ts-check
// Where the pages of a Gatsby build are, shared by build-steps/post-build.ts and the
// output tests so they always agree on what a page is, and where the build keeps what it does
// not deploy.
const fs = require("node:fs");
const path = require("node:path");

/** Gatsby's build-internal folders and the recipe editor (/admin): their HTML files are not pages. */
const INTERNAL_DIRS = new Set(["_gatsby", "page-data", "static", "~partytown", "admin"]);
const INDEX_FILE = "index.html";

/**
 * Every file under dir, as a relative path with forward slashes.
 * @param {string} dir
 * @returns {string[]}
 */
const listFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();

/**
 * Whether a file listed by listFiles is a page.
 * @param {string} file
 */
const isPage = (file) => file.endsWith(".html") && !INTERNAL_DIRS.has(file.split("/")[0] ?? "");

/**
 * The built pages under publicDir, as relative file paths.
 * @param {string} publicDir
 */
const listPages = (publicDir) => listFiles(publicDir).filter(isPage);

/**
 * contact/index.html is served at /contact/ (gatsby-config trailingSlash: "always"), index.html at
 * /, 404.html at /404.html.
 * @param {string} file
 */
const pagePath = (file) => {
  if (file === INDEX_FILE) return "/";
  const suffix = INDEX_FILE;
  return file.endsWith(`/${suffix}`) ? `/${file.slice(0, -suffix.length)}` : `/${file}`;
};

/**
 * URL patterns that together match every page and nothing else of the build, for header rules.
 * A top-level folder that holds only pages is matched as a whole (/contact/*), and by its name
 * alone, which the hosts answer with a redirect to the page (/contact); that keeps the rule count
 * low as pages grow. A page beside other files is matched by its own paths.
 * @param {readonly string[]} files
 * @returns {string[]}
 */
const pagePatterns = (files) => {
  const pages = files.filter(isPage);
  /** @param {string} file */
  const folderOf = (file) => (file.includes("/") ? file.split("/")[0] : undefined);
  // One pass over the files: checking each page's folder against every file took seconds at
  // thousands of pages and tens of thousands of files.
  /** @type {Map<string, boolean>} */
  const folderHoldsOnlyPages = new Map();
  files.forEach((file) => {
    const folder = folderOf(file);
    if (folder)
      folderHoldsOnlyPages.set(folder, (folderHoldsOnlyPages.get(folder) ?? true) && isPage(file));
  });
  const pageFolders = new Set(
    pages
      .map(folderOf)
      .filter(/** @returns {folder is string} */ (folder) => folder !== undefined)
      .filter((folder) => folderHoldsOnlyPages.get(folder)),
  );
  const ownPaths = pages
    .filter((file) => !pageFolders.has(folderOf(file) ?? ""))
    .flatMap((file) => {
      const urlPath = pagePath(file);
      return urlPath === "/" || !file.endsWith(`/${INDEX_FILE}`)
        ? [urlPath]
        : [urlPath.slice(0, -1), urlPath];
    });
  return [...ownPaths, ...[...pageFolders].flatMap((folder) => [`/${folder}`, `/${folder}/*`])];
};

/** Build output that is not deployed, beside public/: webpack's record of the build, source maps. */
const BUILD_INFO_DIR = "build-info";
/** @param {string} publicDir */
const buildInfoDir = (publicDir) =>
  path.join(path.dirname(path.resolve(publicDir)), BUILD_INFO_DIR);
const WEBPACK_STATS = "webpack.stats.json";

/**
 * The paths a build's sitemap lists, which are the pages a visitor can find, sorted.
 * @param {string} publicDir
 * @returns {string[]}
 */
const sitemapPaths = (publicDir) => {
  /** @param {string} file */
  const locs = (file) =>
    [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
  return locs("sitemap-index.xml")
    .flatMap((sitemap) => locs(sitemap.slice(1)))
    .sort();
};

/** Analytics chunk groups are named after their webpackChunkName, which starts like this. */
const ANALYTICS_CHUNK_PREFIX = "analytics-";

/**
 * @typedef {{ assets: (string | { name: string })[] }} ChunkGroup
 * @typedef {[name: string, files: string[]]} NamedChunkGroup
 */

/**
 * Webpack's named chunk groups (the entry point and every named chunk) with their files, from its
 * record of a build (public/webpack.stats.json, moved to build-info/ after the build).
 * @param {string} statsFile
 * @returns {NamedChunkGroup[]}
 */
const namedChunkGroups = (statsFile) => {
  /** @type {{ namedChunkGroups: Record<string, ChunkGroup> }} */
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"));
  return Object.entries(stats.namedChunkGroups).map(([name, group]) => [
    name,
    group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)),
  ]);
};

/**
 * The scripts only the chunk groups named with `prefix` load, as site paths, from webpack's record.
 * @param {string} publicDir
 * @param {string} prefix
 * @returns {string[]}
 */
const chunkGroupFiles = (publicDir, prefix) => {
  const groups = namedChunkGroups(path.join(buildInfoDir(publicDir), WEBPACK_STATS));
  /** @param {NamedChunkGroup} group */
  const isAnalytics = ([name]) => name.startsWith(prefix);
  const elsewhere = new Set(groups.filter((g) => !isAnalytics(g)).flatMap(([, files]) => files));
  // Each file once, though two of the groups share it.
  const files = new Set(groups.filter(isAnalytics).flatMap(([, files]) => files));
  return [...files]
    .filter((file) => file.endsWith(".js") && !elsewhere.has(file))
    .map((file) => `/${file}`);
};

/**
 * Chunk groups a page fetches when it is idle or at the visitor's first use (the fridge picker's
 * panel, a recipe page's cook tools): not part of the script a route needs until idle.
 */
const IDLE_CHUNK_GROUPS = /** @type {const} */ ({
  fridgePanel: "fridge-panel",
  cookTools: "cook-tools",
});

/**
 * The scripts only the idle chunk groups load.
 * @param {string} publicDir
 */
const idleChunkFiles = (publicDir) =>
  Object.values(IDLE_CHUNK_GROUPS).flatMap((group) => chunkGroupFiles(publicDir, group));

/**
 * The scripts only the analytics client loads.
 * @param {string} publicDir
 */
const analyticsChunkFiles = (publicDir) => chunkGroupFiles(publicDir, ANALYTICS_CHUNK_PREFIX);

module.exports = {
  BUILD_INFO_DIR,
  chunkGroupFiles,
  namedChunkGroups,
  WEBPACK_STATS,
  analyticsChunkFiles,
  IDLE_CHUNK_GROUPS,
  idleChunkFiles,
  buildInfoDir,
  isPage,
  listFiles,
  listPages,
  pagePath,
  pagePatterns,
  sitemapPaths,
};
