import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import {
  HEAD_HANDLER_REQUEST,
  gatsbyHeadHandler,
  runtimeStandIns,
  unusedRuntime,
} from "./unused-runtime";

const ROOT = path.join(__dirname, "..", "..");
/** Where each left-out module lives in this Gatsby version. */
const MODULES = [
  require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
  path.join(ROOT, ".cache", "register-service-worker.js"),
  require.resolve("gatsby-plugin-manifest/get-manifest-pathname.js"),
  require.resolve("gatsby-plugin-manifest/gatsby-browser.js"),
];

describe("unusedRuntime", () => {
  it("names the modules where this Gatsby version has them", () => {
    const patterns = unusedRuntime(false, false);
    expect(MODULES.map((file) => patterns.some((pattern) => pattern.test(file)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("keeps the service-worker registration and the manifest lookup when they are used", () => {
    const patterns = unusedRuntime(true, true);
    expect(MODULES.map((file) => patterns.some((pattern) => pattern.test(file)))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("runtimeStandIns", () => {
  const standIns = runtimeStandIns(__dirname);

  it("stands in for packages Gatsby's browser runtime imports, with files that exist", () => {
    const runtime = ["production-app.js", "gatsby-browser-entry.js"]
      .map((file) => readFileSync(require.resolve(`gatsby/cache-dir/${file}`), "utf8"))
      .join("\n");
    for (const [alias, file] of Object.entries(standIns)) {
      const name = alias.replace(/\$$/, "");
      expect(require.resolve(name)).toBeTruthy();
      expect(existsSync(file)).toBe(true);
      if (name === "gatsby-react-router-scroll") expect(runtime).toContain(`from "${name}"`);
    }
  });
});

describe("the head handler's stand-in", () => {
  const cacheDir = path.dirname(require.resolve("gatsby/cache-dir/page-renderer.js"));

  it("replaces the page renderer's import of Gatsby's handler, and nothing else", () => {
    const imports = [
      ...readFileSync(path.join(cacheDir, "page-renderer.js"), "utf8").matchAll(/from "([^"]+)"/g),
    ].map(([, request]) => request);
    expect(imports.filter((request) => HEAD_HANDLER_REQUEST.test(request!))).toEqual([
      "./head/head-export-handler-for-browser",
    ]);
    expect(HEAD_HANDLER_REQUEST.test(gatsbyHeadHandler(cacheDir))).toBe(false);
  });

  it("fetches the handler Gatsby has, which exports what the renderer calls", () => {
    const handler = readFileSync(gatsbyHeadHandler(cacheDir), "utf8");
    expect(handler).toContain("export function headHandlerForBrowser(");
  });
});
