/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { RENDER_PAGE_CHUNK, RenderPagesOnBrowserChange } from "./render-again";

const gatsbyDist = (file: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve("gatsby/package.json")), "dist", file),
    "utf8",
  );

describe("pages rendered again when the browser build changes", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "render-again-"));
    writeFileSync(path.join(dir, "render-page.js"), "module.exports = () => '<p>page</p>';\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const statsFile = () => path.join(dir, "webpack.stats.json");
  const browserBuild = (styles: string) =>
    writeFileSync(
      statsFile(),
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [{ name: "app-1.js" }, { name: `styles.${styles}.css` }] },
        },
      }),
    );
  /** The renderer's chunk hash, as Gatsby reads it, from a real webpack compile. */
  const rendererHash = (withPlugin = true) =>
    new Promise<string>((resolve, reject) => {
      webpack({
        mode: "production",
        context: dir,
        entry: { [RENDER_PAGE_CHUNK]: "./render-page.js" },
        output: { path: path.join(dir, "out"), library: { type: "commonjs2" } },
        target: "node",
        optimization: { minimize: false },
        plugins: withPlugin ? [new RenderPagesOnBrowserChange(statsFile())] : [],
      }).run((error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? stats?.toString());
        const chunk = [...stats.compilation.chunks].find((c) => c.name === RENDER_PAGE_CHUNK);
        return chunk?.hash ? resolve(chunk.hash) : reject(new Error("no render-page chunk"));
      });
    });

  it("changes the renderer's hash when a browser file changes, and only then", async () => {
    browserBuild("aaa");
    const first = await rendererHash();
    expect(await rendererHash()).toBe(first);
    browserBuild("bbb");
    expect(await rendererHash()).not.toBe(first);
  });

  it("without it, a change to the styles alone leaves the renderer as it was", async () => {
    browserBuild("aaa");
    const first = await rendererHash(false);
    browserBuild("bbb");
    expect(await rendererHash(false)).toBe(first);
  });

  it("leaves the renderer alone where there is no browser build (development)", async () => {
    expect(await rendererHash()).toBe(await rendererHash(false));
  });

  // What it relies on in Gatsby, read from the files that do it.
  it("is needed: with slices on, a new browser build marks no page", () => {
    expect(gatsbyDist("redux/reducers/html.js")).toMatch(
      /case `SET_WEBPACK_COMPILATION_HASH`:\s*\{\s*if \(!\("5" === `5` && process\.env\.GATSBY_SLICES\)\)/,
    );
    expect(gatsbyDist("bootstrap/load-config/index.js")).toContain(
      "process.env.GATSBY_SLICES = `true`;",
    );
  });

  it("works: Gatsby marks every page when the render-page chunks' hashes change", () => {
    expect(gatsbyDist("utils/webpack/get-ssr-chunk-hashes.js")).toMatch(
      /if \(chunkGroup\.name !== `render-page`\)[\s\S]*renderPageHash = concenatedChunksByName;/,
    );
    expect(gatsbyDist("commands/build.js")).toContain(
      "webpackSSRCompilationHash = renderPageHash;",
    );
    expect(gatsbyDist("redux/reducers/html.js")).toMatch(
      /case `SET_SSR_WEBPACK_COMPILATION_HASH`:[\s\S]{0,600}htmlFile\.dirty \|= FLAG_DIRTY_SSR_COMPILATION_HASH;/,
    );
  });
});
