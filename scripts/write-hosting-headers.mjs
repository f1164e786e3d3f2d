// Runs after `gatsby build` (npm's postbuild): hashes the inline scripts of every built page into
// the Content-Security-Policy and writes the hosting files that depend on the build:
//   public/_headers                       Netlify and Cloudflare Pages
//   deploy/nginx/*-headers.conf           nginx (deploy/nginx/site.conf.template includes them)
//   public/robots.txt                     points crawlers to the sitemap
// First, recipe pages are made to start their scripts once their photo is in
// (scripts/scripts-after-photo.cjs). It also moves what is not content out of public/ into build-info/: webpack's record of the
// build (the tests and benches read it there) and the source maps.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const {
  WEBPACK_STATS,
  buildInfoDir,
  listFiles,
  listPages,
  pagePatterns,
} = require("./built-site.cjs");
const { backendFromEnv } = require("./cms/backend.cjs");
const { isRecipePage, withScriptsAfterPhoto } = require("./scripts-after-photo.cjs");
const {
  HASHED_ROOT_ASSET,
  WELL_KNOWN_JSON,
  headersFileProblems,
  hostingHeaders,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHashes,
} = require("../deploy/hosting-headers.cjs");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const BUILD_INFO = buildInfoDir(PUBLIC);
const NGINX_DIR = path.join(ROOT, "deploy", "nginx");
const SITEMAP_INDEX = "sitemap-index.xml";
/** Written by gatsby-node from the site config (src/config/hosting-settings.ts). */
const HOSTING_SETTINGS = path.join(BUILD_INFO, "hosting-settings.json");

/** The sitemap plugin writes absolute URLs; robots.txt must name the index the same way. */
const sitemapIndexUrl = () => {
  const index = readFileSync(path.join(PUBLIC, SITEMAP_INDEX), "utf8");
  const firstSitemap = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  if (!firstSitemap) throw new Error(`public/${SITEMAP_INDEX} names no sitemap`);
  return new URL(SITEMAP_INDEX, firstSitemap).href;
};

const robotsTxt = (sitemapUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

const moveOut = (file, target) => {
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(path.join(PUBLIC, file), target);
};

/** Source maps would publish the source; the stats file only serves the build's own tools. */
const keepBuildRecordsPrivate = () => {
  const stats = existsSync(path.join(PUBLIC, WEBPACK_STATS)) ? [WEBPACK_STATS] : [];
  stats.forEach((file) => moveOut(file, path.join(BUILD_INFO, file)));
  const maps = listFiles(PUBLIC).filter((file) => file.endsWith(".map"));
  const mapsDir = path.join(BUILD_INFO, "source-maps");
  // Keep only this build's maps; a build without maps in public/ has already moved them.
  if (maps.length > 0) rmSync(mapsDir, { recursive: true, force: true });
  maps.forEach((file) => moveOut(file, path.join(mapsDir, file)));
  return [...stats, ...(maps.length > 0 ? [`${maps.length} source maps`] : [])];
};

const readHostingSettings = () => {
  if (!existsSync(HOSTING_SETTINGS)) {
    throw new Error(`${path.relative(ROOT, HOSTING_SETTINGS)} is missing: run gatsby build first`);
  }
  return JSON.parse(readFileSync(HOSTING_SETTINGS, "utf8"));
};

/**
 * Each page's final HTML, read once: recipe pages are rewritten first to start their bundles once
 * their photo is in (scripts/scripts-after-photo.cjs), so the hashes cover what is served.
 */
const finalPages = (pages) =>
  pages.map((file) => {
    const html = readFileSync(path.join(PUBLIC, file), "utf8");
    if (!isRecipePage(file)) return { html, deferred: false };
    const next = withScriptsAfterPhoto(html);
    if (next === html) return { html, deferred: false };
    writeFileSync(path.join(PUBLIC, file), next);
    return { html: next, deferred: true };
  });

const main = () => {
  const pages = listPages(PUBLIC);
  if (pages.length === 0) throw new Error("public/ has no pages: run gatsby build first");
  const served = finalPages(pages);
  const deferred = served.filter((page) => page.deferred).length;
  const moved = keepBuildRecordsPrivate();
  const files = listFiles(PUBLIC);
  const hashes = scriptHashes(served.map((page) => page.html));
  const hashedAssets = files.filter((file) => HASHED_ROOT_ASSET.test(file));
  const wellKnownFiles = WELL_KNOWN_JSON.filter((urlPath) => files.includes(urlPath.slice(1)));
  const { cspReportUrl, analyticsHost } = readHostingSettings();
  const headers = hostingHeaders({
    hashes,
    backend: backendFromEnv(process.env),
    reportUrl: cspReportUrl,
    analyticsHost,
  });

  const headersFile = renderHeadersFile({
    headers,
    hashedAssets,
    pagePatterns: pagePatterns(files),
    wellKnownFiles,
  });
  const problems = headersFileProblems(headersFile);
  if (problems.length > 0) {
    throw new Error(
      `public/_headers would not work on Cloudflare Pages:\n  ${problems.join("\n  ")}`,
    );
  }

  writeFileSync(path.join(PUBLIC, "_headers"), headersFile);
  Object.entries(renderNginxHeaders(headers)).forEach(([name, text]) =>
    writeFileSync(path.join(NGINX_DIR, name), text),
  );
  writeFileSync(path.join(PUBLIC, "robots.txt"), robotsTxt(sitemapIndexUrl()));
  console.log(
    `Recipe pages: ${deferred} start their scripts once their photo is in. ` +
      `Hosting headers: ${hashes.length} inline script hashes from ${pages.length} pages, ` +
      `${hashedAssets.length} immutable assets${cspReportUrl ? ", CSP reports on" : ""}. ` +
      `Wrote public/_headers, public/robots.txt and deploy/nginx/*-headers.conf` +
      (moved.length > 0
        ? `; moved ${moved.join(" and ")} to ${path.relative(ROOT, BUILD_INFO)}/.`
        : "."),
  );
};

try {
  main();
} catch (error) {
  console.error(`write-hosting-headers: ${error.message}`);
  process.exit(1);
}
