/**
 * @jest-environment node
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { deferPageScripts } from "../plugins/gatsby-plugin-lean-runtime/scripts-after-paint.cjs";
import { listFiles } from "../scripts/built-site.cjs";
import { createSiteConfig } from "../src/config/site-config";
import { FRIDGE_INDEX_FILE, fridgeIndexFile } from "../src/fridge/constants";
import { NGINX_REDIRECTS_FILE, REDIRECTS_FILE } from "../src/recipes/redirects";
import { APPLE_ASSOCIATION_FILE } from "./app-links/association-files";
import { CACHE_CONTROL, hostingHeaders, metaPolicy, scriptHashes } from "./hosting/hosting-headers";
import {
  E2E_BUILD_MARKER,
  NOT_FOUND_PAGE,
  nginxHeadersDir,
  postBuild,
  withMetaPolicy,
  type PostBuildInput,
} from "./post-build";

const ROOT = path.resolve(__dirname, "..");
// Each run of the pipeline builds the recipe editor's script with webpack: about 10 s the first
// time and under a second once its cache is warm. The tests keep that cache in a folder of their
// own, so they never share the project's .cache/ with a build running at the same time.
jest.setTimeout(300_000);
const EDITOR_CACHE = mkdtempSync(path.join(os.tmpdir(), "post-build-editor-cache-"));
afterAll(() => rmSync(EDITOR_CACHE, { recursive: true, force: true }));
const BACKEND = { name: "git-gateway", branch: "main" };
const CONFIG = createSiteConfig({});
const FRIDGE_INDEX = '{"recipes":[]}';
const GERMAN_INDEX = '{"recipes":[["Caprese-Salat","caprese-salad","c.jpg",[],"de"]]}';

/** What gatsby-node hands the pipeline, for a public/ at publicDir. */
const input = (publicDir: string, more: Partial<PostBuildInput> = {}): PostBuildInput => ({
  root: ROOT,
  publicDir,
  config: CONFIG,
  backend: BACKEND,
  e2e: false,
  recipeRedirects: [],
  fridgeIndexes: { en: FRIDGE_INDEX, de: GERMAN_INDEX },
  cacheDir: EDITOR_CACHE,
  ...more,
});
const APP = "app-5ce23e9a72b2b8826780.js";
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head>` +
  `<body>${body}<script>window.pagePath="/"</script><script src="/${APP}" async=""></script></body></html>`;

const writeIn = (publicDir: string) => (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  writeFileSync(path.join(publicDir, file), text);
};

/** A public/ as Gatsby leaves it: pages, a recipe page, the editor, a sitemap, build records. */
const fakeBuild = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "post-build-"));
  const publicDir = path.join(dir, "public");
  const write = writeIn(publicDir);
  write("index.html", page("<h1>Home</h1>"));
  write("404.html", page("<h1>Page not found</h1>"));
  write("contact/index.html", page("<h1>Contact</h1>"));
  write(
    "recipes/shakshuka/index.html",
    page('<img fetchpriority="high" src="/static/s.jpg" alt="">'),
  );
  write(APP, "");
  write(`${APP}.map`, "{}");
  write("webpack.stats.json", JSON.stringify({ namedChunkGroups: { app: { assets: [APP] } } }));
  write(
    "sitemap-index.xml",
    "<sitemapindex><sitemap><loc>https://chef.example/sitemap-0.xml</loc></sitemap></sitemapindex>",
  );
  cpSync(path.join(ROOT, "static/admin"), path.join(publicDir, "admin"), { recursive: true });
  return { dir, publicDir };
};

describe("the post-build steps", () => {
  it("turn Gatsby's public/ into a deployable site, with nothing written beside it but build-info/", async () => {
    const { dir, publicDir } = fakeBuild();
    writeIn(publicDir)("de/404.html", page("<h1>Seite nicht gefunden</h1>"));
    try {
      const log: string[] = [];
      await postBuild(
        input(publicDir, {
          recipeRedirects: [
            { from: "/recipes/eggs-in-tomato/", to: "/recipes/shakshuka/", status: 301 },
          ],
        }),
        (line) => log.push(line),
      );
      expect(log.map((line) => line.split(":")[0])).toEqual([
        "write recipe redirects",
        "write the fridge indexes",
        "write app-link files",
        "copy the session recorder",
        "copy the recipe editor",
        "hash inline scripts",
        "give the not-found pages their policy",
        "write header files",
        "write robots.txt",
        "mark an end-to-end build",
        "move build records out of public/",
      ]);
      const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8");

      expect(read(REDIRECTS_FILE)).toContain("/recipes/eggs-in-tomato/ /recipes/shakshuka/ 301");
      expect(
        readFileSync(path.join(nginxHeadersDir(publicDir), NGINX_REDIRECTS_FILE), "utf8"),
      ).toContain("/recipes/shakshuka/");
      expect(read(FRIDGE_INDEX_FILE)).toBe(FRIDGE_INDEX);
      // Each language's index at the root, so /de/ stays a folder of pages only.
      expect(fridgeIndexFile("de")).toBe("recipe-index.de.json");
      expect(read(fridgeIndexFile("de"))).toBe(GERMAN_INDEX);
      expect(existsSync(path.join(publicDir, fridgeIndexFile("es")))).toBe(false);

      expect(existsSync(path.join(publicDir, "admin/decap-cms.js"))).toBe(true);
      expect(log.find((line) => line.startsWith("copy the recipe editor"))).toMatch(
        /built the editor's script \(\d+ kB\)/,
      );
      expect(read("admin/editor.js")).toContain("/build-status.json");
      const headers = read("_headers");
      expect(headers).toMatch(/^\/contact\/\*$/m);
      expect(headers).toMatch(/^\/de\/\*$/m);
      expect(headers).toContain(`/${APP}\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
      expect(headers).toMatch(/script-src 'self' 'sha256-/);
      expect(headers).toMatch(/^\/admin\/\*\n {2}Content-Security-Policy: .*'unsafe-eval'/m);
      const nginxDir = nginxHeadersDir(publicDir);
      expect(path.relative(dir, nginxDir)).toBe(path.join("build-info", "nginx"));
      expect(readFileSync(path.join(nginxDir, "page-headers.conf"), "utf8")).toContain(
        "Content-Security-Policy",
      );
      expect(read("robots.txt")).toContain("Sitemap: https://chef.example/sitemap-index.xml");
      expect(read(NOT_FOUND_PAGE)).toContain('<meta http-equiv="Content-Security-Policy"');
      // Netlify and Cloudflare Pages serve de/404.html for unknown paths under /de/.
      expect(read("de/404.html")).toContain('<meta http-equiv="Content-Security-Policy"');
      expect(existsSync(path.join(publicDir, E2E_BUILD_MARKER))).toBe(false);
      expect(existsSync(path.join(publicDir, "webpack.stats.json"))).toBe(false);
      expect(existsSync(path.join(publicDir, `${APP}.map`))).toBe(false);
      expect(existsSync(path.join(dir, "build-info", "webpack.stats.json"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("mark a build for the end-to-end tests, and unmark the next one", async () => {
    const { dir, publicDir } = fakeBuild();
    try {
      await postBuild(input(publicDir, { e2e: true }));
      expect(existsSync(path.join(publicDir, E2E_BUILD_MARKER))).toBe(true);
      await postBuild(input(publicDir, { e2e: false }));
      expect(existsSync(path.join(publicDir, E2E_BUILD_MARKER))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("write the app-link files the build is set up for, and drop one no longer set up", async () => {
    const { dir, publicDir } = fakeBuild();
    const appleFile = path.join(publicDir, APPLE_ASSOCIATION_FILE);
    try {
      const ios = createSiteConfig({
        GATSBY_IOS_TEAM_ID: "ABCDE12345",
        GATSBY_IOS_BUNDLE_ID: "com.example.pantrychef",
      });
      await postBuild(input(publicDir, { config: ios }));
      expect(JSON.parse(readFileSync(appleFile, "utf8"))).toMatchObject({
        applinks: { details: [{ appIDs: ["ABCDE12345.com.example.pantrychef"] }] },
      });
      expect(readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(
        `/${APPLE_ASSOCIATION_FILE}\n  Content-Type: application/json`,
      );
      await postBuild(input(publicDir));
      expect(existsSync(appleFile)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("drop the fridge index of a language the build no longer makes", async () => {
    const { dir, publicDir } = fakeBuild();
    try {
      await postBuild(input(publicDir));
      expect(existsSync(path.join(publicDir, fridgeIndexFile("de")))).toBe(true);
      await postBuild(input(publicDir, { fridgeIndexes: { en: FRIDGE_INDEX } }));
      expect(existsSync(path.join(publicDir, fridgeIndexFile("de")))).toBe(false);
      expect(existsSync(path.join(publicDir, FRIDGE_INDEX_FILE))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("name the step that failed", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "post-build-"));
    try {
      const notWritable = path.join(dir, "a-file");
      writeFileSync(notWritable, "");
      await expect(postBuild(input(path.join(notWritable, "public")))).rejects.toThrow(
        /^Post-build step "write recipe redirects" failed: /,
      );
      await expect(postBuild(input(dir))).rejects.toThrow(
        /^Post-build step "copy the recipe editor" failed: /,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a warm build's post-build steps", () => {
  /** What Gatsby's onPostBuild runs: the lean runtime plugin's rewrite, then the site's steps. */
  const runAll = async (publicDir: string, stamps: boolean) => {
    const log: string[] = [];
    const deferred = deferPageScripts(publicDir, { stamps });
    await postBuild(input(publicDir, { stamps }), (line) => log.push(line));
    return { deferred, log };
  };
  /** Every file under dir with a digest of its bytes (Jest compares megabytes of Buffers slowly). */
  const contents = (dir: string) =>
    Object.fromEntries(
      listFiles(dir).map((file) => [
        file,
        createHash("sha256")
          .update(readFileSync(path.join(dir, file)))
          .digest("hex"),
      ]),
    );
  const recipe = (body: string) =>
    page(`<img fetchpriority="high" src="/static/s.jpg" alt="">${body}`);

  it("read only the pages the build wrote, and leave what a full run on the same tree leaves", async () => {
    const { dir, publicDir } = fakeBuild();
    const write = writeIn(publicDir);
    const extra = ["recipes/tagine", "recipes/dal", "recipes/pho"];
    extra.forEach((folder) => write(`${folder}/index.html`, recipe("")));
    const full = mkdtempSync(path.join(os.tmpdir(), "post-build-full-"));
    try {
      const first = await runAll(publicDir, true);
      expect(first.deferred).toEqual({ pages: 7, checked: 7, changed: 7 });

      // The warm build: one recipe renamed (its page moves), one rewritten with a new inline
      // script, a page removed, and webpack's records written again, with a new app script
      // beside the last build's and the scripts of 120 builds before it, which a host that keeps
      // public/ leaves there.
      rmSync(path.join(publicDir, "recipes/shakshuka"), { recursive: true });
      write("recipes/shakshuka-eggs/index.html", recipe(""));
      write("recipes/dal/index.html", recipe("<script>window.dal=1</script>"));
      rmSync(path.join(publicDir, "contact"), { recursive: true });
      const newApp = "app-0123456789abcdef0123.js";
      write(newApp, "");
      for (let build = 0; build < 120; build += 1) {
        write(`app-${String(build).padStart(20, "0")}.js`, "");
      }
      write(
        "webpack.stats.json",
        JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: newApp }] } } }),
      );
      write(`${APP}.map`, "{}");
      cpSync(dir, full, { recursive: true });
      rmSync(path.join(full, ".cache"), { recursive: true });

      const warm = await runAll(publicDir, true);
      await runAll(path.join(full, "public"), false);

      // The two recipe pages written again, and 404.html, which the site's steps rewrite after
      // this one each time: read, and left as it is.
      expect(warm.deferred).toEqual({ pages: 6, checked: 3, changed: 2 });
      // The two recipe pages and 404.html, which the steps themselves rewrite each time.
      expect(warm.log.find((line) => line.startsWith("hash inline scripts"))).toMatch(
        /from 6 pages \(3 written by this build read\)$/,
      );
      expect(contents(publicDir)).toEqual(contents(path.join(full, "public")));
      expect(contents(path.join(dir, "build-info"))).toEqual(
        contents(path.join(full, "build-info")),
      );
      const headers = readFileSync(path.join(publicDir, "_headers"), "utf8");
      expect(headers).not.toMatch(/^\/contact/m);
      // This build's scripts are cached for a year; the earlier builds' fall under /* alone.
      expect(headers.match(/^\/app-.*$/gm)).toEqual([`/${newApp}`]);
      const [dalHash] = scriptHashes(["<script>window.dal=1</script>"]);
      expect(headers).toContain(dalHash);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(full, { recursive: true, force: true });
    }
  });
});

describe("the not-found page's policy", () => {
  const headers = hostingHeaders({
    hashes: ["'sha256-abc='"],
    backend: BACKEND,
    reportUrl: "https://r.example.com/csp",
  });

  it("is the page policy without what a <meta> policy may not carry", () => {
    const policy = metaPolicy(headers.page);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/frame-ancestors|report-uri|report-to/);
    expect(headers.page["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });

  it("goes right after the charset, ahead of every script, once", () => {
    const html = withMetaPolicy(page(""), "default-src 'self'");
    const again = withMetaPolicy(html, "default-src 'none'");
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/>`,
    );
  });
});
