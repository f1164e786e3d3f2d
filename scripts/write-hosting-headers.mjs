// Runs after `gatsby build` (npm's postbuild): hashes the inline scripts of every built page into
// the Content-Security-Policy and writes the hosting files that depend on the build:
//   public/_headers                       Netlify and Cloudflare Pages
//   deploy/nginx/security-headers.conf    nginx (deploy/nginx/site.conf.template includes it)
//   public/robots.txt                     points crawlers to the sitemap
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { listFiles, listPages, pagePath } = require("./built-site.cjs");
const {
  HASHED_ROOT_ASSET,
  headersFileProblems,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHashes,
} = require("../deploy/hosting-headers.cjs");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const NGINX_HEADERS = path.join(ROOT, "deploy", "nginx", "security-headers.conf");
const SITEMAP_INDEX = "sitemap-index.xml";

/** The sitemap plugin writes absolute URLs; robots.txt must name the index the same way. */
const sitemapIndexUrl = () => {
  const index = readFileSync(path.join(PUBLIC, SITEMAP_INDEX), "utf8");
  const firstSitemap = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  if (!firstSitemap) throw new Error(`public/${SITEMAP_INDEX} names no sitemap`);
  return new URL(SITEMAP_INDEX, firstSitemap).href;
};

const robotsTxt = (sitemapUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

const main = () => {
  const pages = listPages(PUBLIC);
  if (pages.length === 0) throw new Error("public/ has no pages: run gatsby build first");
  const hashes = scriptHashes(pages.map((file) => readFileSync(path.join(PUBLIC, file), "utf8")));
  const hashedAssets = listFiles(PUBLIC).filter((file) => HASHED_ROOT_ASSET.test(file));

  const headersFile = renderHeadersFile({ hashes, hashedAssets, pagePaths: pages.map(pagePath) });
  const problems = headersFileProblems(headersFile);
  if (problems.length > 0) {
    throw new Error(
      `public/_headers would not work on Cloudflare Pages:\n  ${problems.join("\n  ")}`,
    );
  }

  writeFileSync(path.join(PUBLIC, "_headers"), headersFile);
  writeFileSync(NGINX_HEADERS, renderNginxHeaders(hashes));
  writeFileSync(path.join(PUBLIC, "robots.txt"), robotsTxt(sitemapIndexUrl()));
  console.log(
    `Hosting headers: ${hashes.length} inline script hashes from ${pages.length} pages, ` +
      `${hashedAssets.length} immutable assets. Wrote public/_headers, public/robots.txt and ` +
      `${path.relative(ROOT, NGINX_HEADERS)}.`,
  );
};

try {
  main();
} catch (error) {
  console.error(`write-hosting-headers: ${error.message}`);
  process.exit(1);
}
