import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  RUNTIME_MARK,
  WEBPACK_CACHE_DIR,
  keepWebpackCacheToItsRuntime,
  runtimeKey,
} from "./cache-per-runtime";
import { LEVERS } from "../../plugins/gatsby-plugin-lean-runtime/switch.cjs";

describe("webpack's cache, kept to the runtime it was made on", () => {
  let root: string;
  const cached = () => path.join(root, WEBPACK_CACHE_DIR, "stage-build-javascript", "0.pack");
  const compile = () => {
    mkdirSync(path.dirname(cached()), { recursive: true });
    writeFileSync(cached(), "modules");
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "webpack-cache-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("names a runtime by the levers it leaves on, whatever their order", () => {
    expect(runtimeKey(undefined)).toBe([...LEVERS].sort().join(","));
    expect(runtimeKey("on")).toBe(runtimeKey(undefined));
    expect(runtimeKey("off:kept-markup, avif-effort")).toBe(
      runtimeKey("off:avif-effort,kept-markup"),
    );
    expect(runtimeKey("off:kept-markup")).not.toContain("kept-markup");
    expect(runtimeKey("off")).toBe("");
  });

  it("goes when the build has a lever the cache was made without", () => {
    const cacheDir = path.join(root, WEBPACK_CACHE_DIR);
    mkdirSync(cacheDir, { recursive: true });
    const withoutNewest = LEVERS.slice(0, -1).sort().join(",");
    writeFileSync(path.join(cacheDir, RUNTIME_MARK), withoutNewest);
    compile();
    expect(keepWebpackCacheToItsRuntime(root, undefined)).toBe(true);
    expect(existsSync(cached())).toBe(false);
  });

  it("stays while the runtime stays, and goes when it changes, either way", () => {
    expect(keepWebpackCacheToItsRuntime(root, undefined)).toBe(false);
    compile();
    expect(keepWebpackCacheToItsRuntime(root, "on")).toBe(false);
    expect(existsSync(cached())).toBe(true);

    expect(keepWebpackCacheToItsRuntime(root, "off")).toBe(true);
    expect(existsSync(cached())).toBe(false);
    compile();
    expect(keepWebpackCacheToItsRuntime(root, "off")).toBe(false);
    expect(existsSync(cached())).toBe(true);

    expect(keepWebpackCacheToItsRuntime(root, "off:scroll-restoration")).toBe(true);
    compile();
    expect(keepWebpackCacheToItsRuntime(root, undefined)).toBe(true);
    expect(existsSync(cached())).toBe(false);
    expect(readFileSync(path.join(root, WEBPACK_CACHE_DIR, RUNTIME_MARK), "utf8")).toBe(
      runtimeKey(undefined),
    );
  });

  it("clears a cache whose runtime is not known", () => {
    compile();
    expect(keepWebpackCacheToItsRuntime(root, undefined)).toBe(true);
    expect(existsSync(cached())).toBe(false);
  });
});

describe("gatsby-webpack-cache", () => {
  const gatsby = (file: string) => readFileSync(require.resolve(`gatsby/dist/${file}`), "utf8");

  it("is where Gatsby keeps webpack's caches, which its own clearing of .cache/ leaves", () => {
    expect(gatsby("utils/webpack.config.js")).toContain(
      "path.join(program.directory, `.cache`, `webpack`, `stage-` + stage)",
    );
    expect(WEBPACK_CACHE_DIR).toBe(path.join(".cache", "webpack"));
    expect(gatsby("services/initialize.js")).toMatch(/`\.cache\/\*\*`,[^\]]*`!\.cache\/webpack`/);
  });
});
