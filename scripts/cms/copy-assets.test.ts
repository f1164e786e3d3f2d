/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { BUNDLE_FILE } from "./copy-assets.cjs";

const DIST = path.join(path.dirname(require.resolve("decap-cms/package.json")), "dist");
const FILES = readdirSync(DIST);

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The files of Decap's dist/ a copy leaves out that a copied script names, as a file would. */
const namedButLeftOut = (copies: (name: string) => boolean): string[] => {
  const left = FILES.filter((name) => !copies(name) && !name.endsWith(".map"));
  const names = new RegExp(`(?<![\\w.-])(${left.map(escaped).join("|")})(?![\\w.-])`, "g");
  const scripts = FILES.filter((name) => copies(name) && name.endsWith(".js"));
  const named = scripts.flatMap((name) =>
    [...readFileSync(path.join(DIST, name), "utf8").matchAll(names)].map(([file]) => file),
  );
  return [...new Set(named)].sort();
};

describe("decap-dist-files", () => {
  const copies = (name: string) => BUNDLE_FILE.test(name);

  it("copies the bundle, which names its lazy chunks `<id>.decap-cms.js`", () => {
    expect(FILES.filter(copies)).toContain("decap-cms.js");
    const bundle = readFileSync(path.join(DIST, "decap-cms.js"), "utf8");
    const chunkName = /__webpack_require__\.u=(\w+)=>\1\+"([^"]+)"/.exec(bundle);
    expect(chunkName?.[2]).toBe(".decap-cms.js");
    expect(FILES.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).every(copies)).toBe(true);
  });

  it("leaves out no file a copied script asks for", () => {
    expect(namedButLeftOut(copies)).toEqual([]);
  });

  it("would see a copy without the WebAssembly the chunks fetch", () => {
    const withoutWasm = (name: string) => copies(name) && !name.endsWith(".wasm");
    expect(namedButLeftOut(withoutWasm)).toEqual(FILES.filter((name) => name.endsWith(".wasm")));
  });
});
