// Everything the build does after Gatsby has written public/, run from gatsby-node's onPostBuild,
// so `gatsby build`, `npx gatsby build` (the hosts' presets) and `npm run build` all produce the
// same deployable site. The steps (STEPS below) run in this order, each on the previous one's
// output: copy the recipe editor (scripts/cms/copy-assets.cjs); hash the inline scripts of every
// page as served (the lean runtime plugin's onPostBuild, which Gatsby runs first, has already made
// recipe pages start their scripts after the photo); give 404.html the page policy in a <meta>, since Netlify and Cloudflare Pages serve it
// without one; write public/_headers and build-info/nginx/*-headers.conf
// (deploy/nginx/site.conf.template includes them); write robots.txt; mark (or unmark) an
// end-to-end build, which the Docker image refuses; move webpack's stats and the source maps out
// of public/ into build-info/.
const {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require("node:fs");
const path = require("node:path");
const {
  WEBPACK_STATS,
  buildInfoDir,
  isPage,
  listFiles,
  pagePatterns,
} = require("./built-site.cjs");
const { copyEditorAssets } = require("./cms/copy-assets.cjs");
const { codeVersion, stampsFile, stampsOn, withStamps } = require("./file-stamps.cjs");
const {
  HASHED_ROOT_ASSET,
  WELL_KNOWN_JSON,
  headersFileProblems,
  hostingHeaders,
  metaPolicy,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHashes,
} = require("../deploy/hosting-headers.cjs");

const SITEMAP_INDEX = "sitemap-index.xml";
const NOT_FOUND_PAGE = "404.html";
/** Present only in a public/ built for the end-to-end tests (test token, a failing page). */
const E2E_BUILD_MARKER = ".e2e-build";
/** Where the nginx header files go, inside the build-info folder beside public/. */
const NGINX_HEADERS_DIR = "nginx";

/** Where the stamps and script hashes of the pages last hashed are kept (scripts/file-stamps.cjs). */
const HASH_STAMPS_NAME = "post-build-page-hashes";
/** Found from the project root: Gatsby bundles gatsby-node with Parcel, which moves __dirname. */
const HOSTING_HEADERS = path.join("deploy", "hosting-headers.cjs");

const nginxHeadersDir = (publicDir) => path.join(buildInfoDir(publicDir), NGINX_HEADERS_DIR);

/** The sitemap plugin writes absolute URLs; robots.txt must name the index the same way. */
const sitemapIndexUrl = (publicDir) => {
  const index = readFileSync(path.join(publicDir, SITEMAP_INDEX), "utf8");
  const firstSitemap = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  if (!firstSitemap) throw new Error(`public/${SITEMAP_INDEX} names no sitemap`);
  return new URL(SITEMAP_INDEX, firstSitemap).href;
};

const robotsTxt = (sitemapUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

const META_CHARSET = /<meta char[sS]et="utf-8"\/?>/;

/** The page with a policy <meta> right after its charset, before any script can run. */
const withMetaPolicy = (html, policy) => {
  if (!META_CHARSET.test(html)) throw new Error(`${NOT_FOUND_PAGE} has no <meta charset>`);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, "")
    .replace(META_CHARSET, (charset) => `${charset}${tag}`);
};

/**
 * Each step gets the shared state and returns what it adds to it, plus a summary for the log.
 * The state starts with { root, publicDir, backend, reportUrl, analyticsHost, e2e }.
 */
const STEPS = [
  {
    name: "copy the recipe editor",
    run: async ({ root, publicDir, backend }) => ({
      summary: await copyEditorAssets({ root, publicDir, backend }),
    }),
  },
  {
    name: "hash inline scripts",
    run: ({ root, publicDir, backend, reportUrl, analyticsHost, stamps = stampsOn() }) => {
      // Listed once here for the later steps too (at 2,400 recipes public/ holds 20,000 files);
      // after this step only _headers and robots.txt are added, and the maps taken out last.
      const files = listFiles(publicDir);
      const pages = files.filter(isPage);
      if (pages.length === 0) throw new Error("public/ has no pages");
      // Only the pages written since the last build are read; the others' hashes are recorded.
      const { results, redone } = withStamps(
        {
          dir: publicDir,
          files: pages,
          recordFile: stampsFile(publicDir, HASH_STAMPS_NAME),
          version: codeVersion([readFileSync(path.join(root, HOSTING_HEADERS))]),
          enabled: stamps,
        },
        (file) => scriptHashes([readFileSync(path.join(publicDir, file), "utf8")]),
      );
      const hashes = [...new Set(results.flat())].sort();
      return {
        files,
        headers: hostingHeaders({ hashes, backend, reportUrl, analyticsHost }),
        summary:
          `${hashes.length} inline script hashes from ${pages.length} pages ` +
          `(${redone} written by this build read)`,
      };
    },
  },
  {
    name: "give the not-found page its policy",
    run: ({ publicDir, headers }) => {
      const file = path.join(publicDir, NOT_FOUND_PAGE);
      writeFileSync(file, withMetaPolicy(readFileSync(file, "utf8"), metaPolicy(headers.page)));
      return { summary: `${NOT_FOUND_PAGE} carries the page policy in a <meta>` };
    },
  },
  {
    name: "write header files",
    run: ({ publicDir, headers, files = listFiles(publicDir) }) => {
      const hashedAssets = files.filter((file) => HASHED_ROOT_ASSET.test(file));
      const wellKnownFiles = WELL_KNOWN_JSON.filter((urlPath) => files.includes(urlPath.slice(1)));
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
      writeFileSync(path.join(publicDir, "_headers"), headersFile);
      const nginxDir = nginxHeadersDir(publicDir);
      mkdirSync(nginxDir, { recursive: true });
      Object.entries(renderNginxHeaders(headers)).forEach(([name, text]) =>
        writeFileSync(path.join(nginxDir, name), text),
      );
      return {
        summary:
          `${hashedAssets.length} immutable assets; wrote public/_headers and ` +
          `${path.relative(path.dirname(publicDir), nginxDir)}/*-headers.conf`,
      };
    },
  },
  {
    name: "write robots.txt",
    run: ({ publicDir }) => {
      writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(sitemapIndexUrl(publicDir)));
      return { summary: "wrote public/robots.txt" };
    },
  },
  {
    name: "mark an end-to-end build",
    run: ({ publicDir, e2e }) => {
      const marker = path.join(publicDir, E2E_BUILD_MARKER);
      if (!e2e) {
        rmSync(marker, { force: true });
        return { summary: "not an end-to-end build" };
      }
      writeFileSync(marker, "Built for the end-to-end tests: never deploy this folder.\n");
      return { summary: `wrote public/${E2E_BUILD_MARKER}` };
    },
  },
  {
    name: "move build records out of public/",
    run: ({ publicDir, files = listFiles(publicDir) }) => {
      const records = buildInfoDir(publicDir);
      const moveOut = (file, target) => {
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(publicDir, file), target);
      };
      // Source maps would publish the source; the stats file only serves the build's own tools.
      const stats = existsSync(path.join(publicDir, WEBPACK_STATS)) ? [WEBPACK_STATS] : [];
      stats.forEach((file) => moveOut(file, path.join(records, file)));
      const maps = files.filter((file) => file.endsWith(".map"));
      const mapsDir = path.join(records, "source-maps");
      // Keep only this build's maps; a build without maps in public/ has already moved them.
      if (maps.length > 0) rmSync(mapsDir, { recursive: true, force: true });
      maps.forEach((file) => moveOut(file, path.join(mapsDir, file)));
      const moved = [...stats, ...(maps.length > 0 ? [`${maps.length} source maps`] : [])];
      return {
        summary:
          moved.length > 0
            ? `moved ${moved.join(" and ")} to ${path.relative(path.dirname(publicDir), records)}/`
            : "nothing to move",
      };
    },
  },
];

/** Runs every step in order; a failing step's error names it. */
const postBuild = async (options, log = () => {}) => {
  let state = { ...options };
  for (const step of STEPS) {
    try {
      const { summary, ...added } = await step.run(state);
      state = { ...state, ...added };
      log(`${step.name}: ${summary}`);
    } catch (error) {
      throw new Error(`Post-build step "${step.name}" failed: ${error.message}`, { cause: error });
    }
  }
  return state;
};

module.exports = {
  E2E_BUILD_MARKER,
  NOT_FOUND_PAGE,
  STEPS,
  nginxHeadersDir,
  postBuild,
  robotsTxt,
  withMetaPolicy,
};
