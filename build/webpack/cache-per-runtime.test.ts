import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  RUNTIME_MARK,
  WEBPACK_CACHE_DIR,
  keepWebpackCacheToItsRuntime,
  runtimeKey,
} from "./cache-per-runtime";

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

  it("names a runtime by the levers it turns off, whatever their order", () => {
    expect(runtimeKey(undefined)).toBe("");
    expect(runtimeKey("on")).toBe("");
    expect(runtimeKey("off:kept-markup, avif-effort")).toBe(
      runtimeKey("off:avif-effort,kept-markup"),
    );
    expect(runtimeKey("off")).toContain("unused-runtime");
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
    expect(readFileSync(path.join(root, WEBPACK_CACHE_DIR, RUNTIME_MARK), "utf8")).toBe("");
  });

  it("clears a cache whose runtime is not known", () => {
    compile();
    expect(keepWebpackCacheToItsRuntime(root, undefined)).toBe(true);
    expect(existsSync(cached())).toBe(false);
  });
});
