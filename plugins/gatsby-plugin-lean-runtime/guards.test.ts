/**
 * @jest-environment node
 */
/**
 * Guards of the levers that depend on a private contract of Gatsby or its plugins: each reads or
 * runs the real file from node_modules and fails, naming its lever, when that file changes. A red
 * guard after an upgrade: build with LEAN_RUNTIME=off, then see the plugin's README.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TERSER_OPTIONS } from "./minify-for-targets";
import { GATSBY_STYLES_GROUP, perPageCss } from "./per-page-css";
import {
  HEAD_HANDLER_REQUEST,
  gatsbyHeadHandler,
  runtimeStandIns,
  unusedRuntime,
} from "./unused-runtime";
import { nativeInTargets } from "./babel-preset.cjs";
import { browserTargets } from "./targets.cjs";

const CACHE_DIR = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"));
const STAND_IN_DIR = path.join(__dirname, "stand-ins");
const gatsbyFile = (file: string) => readFileSync(path.join(CACHE_DIR, file), "utf8");
const importsOf = (source: string, from: string) =>
  [...source.matchAll(new RegExp(`import \\{([^}]+)\\} from "${from}"`, "g"))].flatMap(
    ([, names]) => names!.split(",").map((name) => name.trim()),
  );

describe("lean runtime, unused runtime", () => {
  const partytown = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
  // Gatsby copies its cache-dir runtime into the site's .cache folder, where webpack reads it.
  const serviceWorker = path.join(
    path.join(__dirname, "..", "..", ".cache"),
    path.basename(require.resolve("gatsby/cache-dir/register-service-worker.js")),
  );
  const leftOut = (file: string, patterns: RegExp[]) => patterns.some((p) => p.test(file));

  it("names the modules where this Gatsby has them", () => {
    const patterns = unusedRuntime(false);
    expect([partytown, serviceWorker].filter((f) => !leftOut(f, patterns))).toEqual([]);
    expect(leftOut(serviceWorker, unusedRuntime(true))).toBe(false);
  });

  it("leaves out Partytown's browser file, which does something only in development", () => {
    const source = readFileSync(partytown, "utf8");
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
    expect(source.match(/exports\.(?!__esModule)\w+ = \w+;/g)).toEqual([
      "exports.onInitialClientRender = onInitialClientRender;",
    ]);
  });

  it("leaves out the service-worker registration, which runs only when a plugin answers for it", () => {
    expect(gatsbyFile("production-app.js")).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
  });
});

describe("lean runtime, stand-ins", () => {
  it("stand in for packages Gatsby's browser runtime imports, with what it imports of them", () => {
    const standIns = runtimeStandIns(STAND_IN_DIR);
    expect(Object.keys(standIns).sort()).toEqual(["gatsby-react-router-scroll$"]);
    const runtime = ["production-app.js", "root.js", "gatsby-browser-entry.js"]
      .map(gatsbyFile)
      .join("\n");
    const named = [
      ...importsOf(runtime, "gatsby-react-router-scroll"),
      ...[...runtime.matchAll(/export \{([^}]+)\} from "gatsby-react-router-scroll"/g)].flatMap(
        ([, names]) => names!.split(",").map((name) => name.trim()),
      ),
    ];
    expect([...new Set(named)].sort()).toEqual(["ScrollContext", "useScrollRestoration"]);
  });

  it("scroll restoration: Gatsby's shouldUpdateScroll reads positions from this._stateStorage", () => {
    expect(gatsbyFile("navigation.js")).toContain("this._stateStorage.read(args, args.key)");
  });
});

describe("lean runtime, head-handler stand-in", () => {
  it("replaces the page renderer's import of Gatsby's handler, and nothing else", () => {
    const imports = [...gatsbyFile("page-renderer.js").matchAll(/from "([^"]+)"/g)].map(
      ([, request]) => request!,
    );
    expect(imports.filter((request) => HEAD_HANDLER_REQUEST.test(request))).toEqual([
      "./head/head-export-handler-for-browser",
    ]);
    expect(
      importsOf(gatsbyFile("page-renderer.js"), "./head/head-export-handler-for-browser"),
    ).toEqual(["headHandlerForBrowser"]);
  });

  it("fetches the handler where Gatsby's runtime has it", () => {
    expect(readFileSync(gatsbyHeadHandler(CACHE_DIR), "utf8")).toContain(
      "export function headHandlerForBrowser(",
    );
  });
});

describe("lean runtime, minify for targets", () => {
  it("replaces the Terser that Gatsby's webpack config minifies with", () => {
    const config = readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
    expect(config).toMatch(/minimizer: \[[^\]]*plugins\.minifyJs\(/);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own helpers, run as the build runs them
    const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
    const { plugins } = createWebpackUtils("build-javascript", {
      directory: path.join(__dirname, "..", ".."),
    });
    const gatsbys = plugins.minifyJs();
    const ours = plugins.minifyJs({ terserOptions: TERSER_OPTIONS });
    expect(ours.constructor).toBe(gatsbys.constructor);
    expect(ours.options.minimizer.options.mangle).toEqual(TERSER_OPTIONS.mangle);
  });
});

describe("lean runtime, Babel preset", () => {
  it("leaves out transforms Gatsby's preset adds, by the files it adds them from", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's preset, as the build runs it
    const gatsbyPreset = require("babel-preset-gatsby").default;
    const preset = gatsbyPreset({}, { stage: "build-javascript", reactRuntime: "automatic" });
    const files = preset.plugins.map((plugin: unknown) =>
      Array.isArray(plugin) ? plugin[0] : plugin,
    );
    const native = nativeInTargets(browserTargets());
    expect(native.length).toBe(2);
    expect(native.filter((file: string) => !files.includes(file))).toEqual([]);
  });
});

describe("lean runtime, per-page CSS", () => {
  const webpackConfig = readFileSync(
    require.resolve("gatsby/dist/utils/webpack.config.js"),
    "utf8",
  );

  it("finds Gatsby's one cache group for every CSS module, the group it leaves out", () => {
    // The browser bundle's split chunks: every CSS module into one chunk named `styles`.
    expect(webpackConfig).toMatch(
      new RegExp(
        `${GATSBY_STYLES_GROUP}: \\{\\s*test\\(module\\) \\{\\s*return isCssModule\\(module\\);\\s*\\},\\s*name: \`${GATSBY_STYLES_GROUP}\`,\\s*priority: 40,\\s*enforce: true\\s*\\}`,
      ),
    );
  });

  it("leaves out that group and nothing else, and says when there is none", () => {
    const replaced: unknown[] = [];
    const args = (config: unknown) =>
      ({
        getConfig: () => config,
        actions: { replaceWebpackConfig: (next: unknown) => replaced.push(next) },
      }) as unknown as Parameters<typeof perPageCss>[0];
    const config = {
      optimization: { splitChunks: { cacheGroups: { [GATSBY_STYLES_GROUP]: {}, commons: {} } } },
    };
    expect(perPageCss(args(config))).toBe(true);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({ commons: {} });
    expect(replaced).toEqual([config]);
    expect(perPageCss(args({ optimization: { splitChunks: { cacheGroups: {} } } }))).toBe(false);
    expect(perPageCss(args({ optimization: {} }))).toBe(false);
  });
});

describe("start-in-own-task (the site's onClientEntry)", () => {
  it("Gatsby waits for what onClientEntry returns before it starts the page", () => {
    expect(gatsbyFile("production-app.js")).toMatch(
      /apiRunnerAsync\(`onClientEntry`\)\.then\(\(\) => \{/,
    );
    expect(gatsbyFile("api-runner-browser.js")).toMatch(
      /exports\.apiRunnerAsync = \(api, args, defaultReturn\) =>\s*plugins\.reduce\(\s*\(previous, next\) =>\s*next\.plugin\[api\]\s*\? previous\.then\(\(\) => next\.plugin\[api\]\(args, next\.options\)\)/,
    );
  });
});
