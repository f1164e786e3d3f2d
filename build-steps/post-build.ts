// Everything public/ needs once Gatsby has written it, run from gatsby-node's onPostBuild so that
// `gatsby build`, `npx gatsby build` (the hosts' presets) and `npm run build` all produce the same
// deployable site. Gatsby runs the plugins' onPostBuild first: the lean-runtime plugin's has
// already made every page start its scripts after its photo or its first paint. Then postBuild()
// below runs each step in the order it lists them, on the previous steps' output.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { CmsBackend } from "../scripts/cms/backend.cjs";
import { copyEditorAssets } from "../scripts/cms/copy-assets.cjs";
import {
  WEBPACK_STATS,
  buildInfoDir,
  isPage,
  listFiles,
  namedChunkGroups,
  pagePatterns,
} from "../scripts/built-site.cjs";
import { contentVersion, stampsFile, stampsOn, withStamps } from "../scripts/file-stamps.cjs";
import { copySessionRecorder, servesSessionRecorder } from "./analytics/session-recorder-asset";
import type { SiteConfig } from "../src/config/site-config";
import { LANGUAGE_CODES, localizedPath } from "../src/i18n/languages";
import { fridgeIndexFile } from "../src/fridge/constants";
import type { FridgeIndexes } from "./pages/recipe-pages";
import {
  NGINX_REDIRECTS_FILE,
  REDIRECTS_FILE,
  nginxRedirectsText,
  redirectsFileText,
  type Redirect,
} from "../src/recipes/redirects";
import {
  ANDROID_ASSET_LINKS_FILE,
  APPLE_ASSOCIATION_FILE,
  associationFiles,
} from "./app-links/association-files";
import {
  HASHED_ROOT_ASSET,
  WELL_KNOWN_JSON,
  headersFileProblems,
  hostingHeaders,
  metaPolicy,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHashes,
  type HostingHeaders,
} from "./hosting/hosting-headers";

export type PostBuildInput = {
  root: string;
  publicDir: string;
  config: Pick<
    SiteConfig,
    "analytics" | "appLinks" | "cspReportUrl" | "playStoreUrl" | "productName"
  >;
  backend: CmsBackend;
  /** A build for the end-to-end tests (`npm run build:e2e`), which must never be deployed. */
  e2e: boolean;
  recipeRedirects: readonly Redirect[];
  /** The picker's match index in each language the build makes. */
  fridgeIndexes: FridgeIndexes;
  /** Off: every page is read again, as in a first build (default: on unless POST_BUILD_STAMPS_OFF=1). */
  stamps?: boolean;
  /** Where the editor's webpack cache goes (default: root/.cache, as Gatsby's own). */
  cacheDir?: string;
};

const SITEMAP_INDEX = "sitemap-index.xml";
export const NOT_FOUND_PAGE = "404.html";
/** Present only in a public/ built for the end-to-end tests (test token, a failing page). */
export const E2E_BUILD_MARKER = ".e2e-build";
/** Where the nginx header files go, inside the build-info folder beside public/. */
const NGINX_HEADERS_DIR = "nginx";

/** Where the stamps and script hashes of the pages last hashed are kept (scripts/file-stamps.cjs). */
const HASH_STAMPS_NAME = "post-build-page-hashes";
/**
 * What decides a page's script hashes, by content: the hashing code and the HTML parser's
 * release. Found from the project root: Gatsby runs a compiled copy of this file.
 */
const HASHING_SOURCES = [
  path.join("build-steps", "hosting", "hosting-headers.ts"),
  path.join("node_modules", "htmlparser2", "package.json"),
];

export const nginxHeadersDir = (publicDir: string): string =>
  path.join(buildInfoDir(publicDir), NGINX_HEADERS_DIR);

const writeOutput = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** The sitemap plugin writes absolute URLs; robots.txt must name the index the same way. */
const sitemapIndexUrl = (publicDir: string) => {
  const index = readFileSync(path.join(publicDir, SITEMAP_INDEX), "utf8");
  const firstSitemap = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  if (!firstSitemap) throw new Error(`public/${SITEMAP_INDEX} names no sitemap`);
  return new URL(SITEMAP_INDEX, firstSitemap).href;
};

export const robotsTxt = (sitemapUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

const META_CHARSET = /<meta char[sS]et="utf-8"\/?>/;

/** The page with a policy <meta> right after its charset, before any script can run. */
export const withMetaPolicy = (html: string, policy: string): string => {
  if (!META_CHARSET.test(html)) throw new Error(`${NOT_FOUND_PAGE} has no <meta charset>`);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, "")
    .replace(META_CHARSET, (charset) => `${charset}${tag}`);
};

type Done = { summary: string };

/** 301s from every recipe's old addresses, for Netlify / Cloudflare Pages and for nginx. */
const writeRecipeRedirects = ({ publicDir, recipeRedirects }: PostBuildInput): Done => {
  writeOutput(path.join(publicDir, REDIRECTS_FILE), redirectsFileText(recipeRedirects));
  writeOutput(
    path.join(nginxHeadersDir(publicDir), NGINX_REDIRECTS_FILE),
    nginxRedirectsText(recipeRedirects),
  );
  return { summary: `${recipeRedirects.length} addresses lead to a recipe or the recipe list` };
};

/**
 * The picker's match index in each language, at the site's root; a language this build does not
 * make loses the file an earlier build left, as its pages are gone too.
 */
const writeFridgeIndexes = ({ publicDir, fridgeIndexes }: PostBuildInput): Done => {
  const written = LANGUAGE_CODES.flatMap((language) => {
    const file = path.join(publicDir, fridgeIndexFile(language));
    const text = fridgeIndexes[language];
    if (text === undefined) {
      rmSync(file, { force: true });
      return [];
    }
    writeOutput(file, text);
    return [`${Buffer.byteLength(text)} bytes, ${fridgeIndexFile(language)}`];
  });
  if (written.length === 0) throw new Error("the build made no fridge index");
  return { summary: written.join("; ") };
};

/** The app-link association files, which the header files then serve as JSON. */
const writeAppLinkFiles = async ({ publicDir, config }: PostBuildInput): Promise<Done> => {
  // A platform unset since the last build must not keep its old file in public/.
  await Promise.all(
    [APPLE_ASSOCIATION_FILE, ANDROID_ASSET_LINKS_FILE].map((file) =>
      rm(path.join(publicDir, file), { force: true }),
    ),
  );
  const files = associationFiles(config);
  files.forEach(({ file, text }) => writeOutput(path.join(publicDir, file), text));
  return {
    summary:
      files.length > 0 ? `wrote ${files.map(({ file }) => file).join(", ")}` : "none configured",
  };
};

/** Mixpanel's session recorder, served from the site so replays never load code from its CDN. */
const copyRecorder = async ({ root, config }: PostBuildInput): Promise<Done> => {
  if (!servesSessionRecorder(config.analytics)) return { summary: "session replay is off" };
  const target = await copySessionRecorder(root);
  return { summary: `copied to ${path.relative(root, target)}` };
};

const copyEditor = async ({
  root,
  publicDir,
  backend,
  cacheDir,
  config,
}: PostBuildInput): Promise<Done> => ({
  summary: await copyEditorAssets({
    root,
    publicDir,
    backend,
    cacheDir,
    siteName: config.productName,
  }),
});

/**
 * The hashes of every page's inline scripts as served, and the header sets they go into. Only the
 * pages written since the last build are read; the others' hashes are recorded.
 */
const hashInlineScripts = ({
  root,
  publicDir,
  backend,
  config,
  stamps = stampsOn(),
}: PostBuildInput): Done & { files: string[]; headers: HostingHeaders } => {
  // Listed once here for the later steps too (at 2,400 recipes public/ holds 20,000 files);
  // after this step only _headers and robots.txt are added, and the maps taken out last.
  const files = listFiles(publicDir);
  const pages = files.filter(isPage);
  if (pages.length === 0) throw new Error("public/ has no pages");
  const { results, redone } = withStamps(
    {
      dir: publicDir,
      files: pages,
      recordFile: stampsFile(publicDir, HASH_STAMPS_NAME),
      version: contentVersion(HASHING_SOURCES.map((file) => path.join(root, file))),
      enabled: stamps,
    },
    (file) => scriptHashes([readFileSync(path.join(publicDir, file), "utf8")]),
  );
  const hashes = [...new Set(results.flat())].sort();
  return {
    files,
    headers: hostingHeaders({
      hashes,
      backend,
      reportUrl: config.cspReportUrl,
      analyticsHost: config.analytics.apiHost,
    }),
    summary:
      `${hashes.length} inline script hashes from ${pages.length} pages ` +
      `(${redone} written by this build read)`,
  };
};

/** Every language's not-found page the build wrote: 404.html, de/404.html, es/404.html. */
export const notFoundPages = (files: readonly string[]): string[] =>
  LANGUAGE_CODES.map((language) => localizedPath(`/${NOT_FOUND_PAGE}`, language).slice(1)).filter(
    (file) => files.includes(file),
  );

/**
 * Netlify and Cloudflare Pages may serve a not-found page without the page headers (404.html for
 * any unknown path, de/404.html for one under /de/): each carries the policy in a <meta>.
 */
const giveNotFoundPagesPolicy = (
  { publicDir }: PostBuildInput,
  files: readonly string[],
  headers: HostingHeaders,
): Done => {
  const pages = notFoundPages(files);
  if (!pages.includes(NOT_FOUND_PAGE)) throw new Error(`public/ has no ${NOT_FOUND_PAGE}`);
  for (const page of pages) {
    const file = path.join(publicDir, page);
    writeFileSync(file, withMetaPolicy(readFileSync(file, "utf8"), metaPolicy(headers.page)));
  }
  return { summary: `${pages.join(", ")} carry the page policy in a <meta>` };
};

/**
 * The hashed scripts and styles at public/'s root that this build's webpack wrote. A host that
 * keeps public/ between builds (Netlify, Cloudflare Pages' build cache) leaves earlier builds'
 * files beside them, which no page of this build loads: a rule for each would soon pass the
 * 100 rules Cloudflare Pages reads, and stop the build. Without webpack's stats, every one.
 */
const thisBuildsAssets = (publicDir: string, files: readonly string[]): string[] => {
  const hashed = files.filter((file) => HASHED_ROOT_ASSET.test(file));
  const statsFile = path.join(publicDir, WEBPACK_STATS);
  if (!existsSync(statsFile)) return hashed;
  const built = new Set(namedChunkGroups(statsFile).flatMap(([, groupFiles]) => groupFiles));
  return hashed.filter((file) => built.has(file));
};

/** public/_headers and build-info/nginx/*-headers.conf (deploy/nginx/site.conf.template includes them). */
const writeHeaderFiles = (
  { publicDir }: PostBuildInput,
  files: readonly string[],
  headers: HostingHeaders,
): Done => {
  const hashedAssets = thisBuildsAssets(publicDir, files);
  const wellKnownFiles = WELL_KNOWN_JSON.filter((urlPath) => files.includes(urlPath.slice(1)));
  const headersFile = renderHeadersFile({
    headers,
    hashedAssets,
    pagePatterns: pagePatterns([...files]),
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
  Object.entries(renderNginxHeaders(headers)).forEach(([name, text]) =>
    writeOutput(path.join(nginxDir, name), text),
  );
  return {
    summary:
      `${hashedAssets.length} immutable assets; wrote public/_headers and ` +
      `${path.relative(path.dirname(publicDir), nginxDir)}/*-headers.conf`,
  };
};

const writeRobotsTxt = ({ publicDir }: PostBuildInput): Done => {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(sitemapIndexUrl(publicDir)));
  return { summary: "wrote public/robots.txt" };
};

/** The marker the Docker image refuses; a later production build into the same public/ drops it. */
const markE2eBuild = ({ publicDir, e2e }: PostBuildInput): Done => {
  const marker = path.join(publicDir, E2E_BUILD_MARKER);
  if (!e2e) {
    rmSync(marker, { force: true });
    return { summary: "not an end-to-end build" };
  }
  writeFileSync(marker, "Built for the end-to-end tests: never deploy this folder.\n");
  return { summary: `wrote public/${E2E_BUILD_MARKER}` };
};

/** Source maps would publish the source; the stats file only serves the build's own tools. */
const moveBuildRecords = ({ publicDir }: PostBuildInput, files: readonly string[]): Done => {
  const records = buildInfoDir(publicDir);
  const moveOut = (file: string, target: string) => {
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(publicDir, file), target);
  };
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
};

export type Log = (line: string) => void;

/** Runs one step, logs its summary and names it in its error. */
const step = async <T extends Done>(
  name: string,
  log: Log,
  run: () => T | Promise<T>,
): Promise<T> => {
  try {
    const result = await run();
    log(`${name}: ${result.summary}`);
    return result;
  } catch (error) {
    throw new Error(`Post-build step "${name}" failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
};

/** Every step, in the order it runs; each logs one line, `<step>: <what it did>`. */
export const postBuild = async (input: PostBuildInput, log: Log = () => {}): Promise<void> => {
  await step("write recipe redirects", log, () => writeRecipeRedirects(input));
  await step("write the fridge indexes", log, () => writeFridgeIndexes(input));
  await step("write app-link files", log, () => writeAppLinkFiles(input));
  await step("copy the session recorder", log, () => copyRecorder(input));
  await step("copy the recipe editor", log, () => copyEditor(input));
  const { files, headers } = await step("hash inline scripts", log, () => hashInlineScripts(input));
  await step("give the not-found pages their policy", log, () =>
    giveNotFoundPagesPolicy(input, files, headers),
  );
  await step("write header files", log, () => writeHeaderFiles(input, files, headers));
  await step("write robots.txt", log, () => writeRobotsTxt(input));
  await step("mark an end-to-end build", log, () => markE2eBuild(input));
  await step("move build records out of public/", log, () => moveBuildRecords(input, files));
};
