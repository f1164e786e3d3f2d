import { existsSync } from "node:fs";
import type { Compiler } from "webpack";
import { namedChunkGroups } from "../../scripts/built-site.cjs";

const NAME = "RenderPagesOnBrowserChange";
/** The renderer's entry: Gatsby decides from its chunks' hashes whether every page is rendered again. */
export const RENDER_PAGE_CHUNK = "render-page";

/**
 * What a page's HTML takes from the browser build: the names of its files (their content hashes),
 * from webpack's record of it, which Gatsby writes before it compiles the renderer.
 */
const browserFileNames = (statsFile: string): string | null =>
  existsSync(statsFile) ? JSON.stringify(namedChunkGroups(statsFile)) : null;

/**
 * Every page's HTML carries the browser build's stylesheet inline and links to its scripts, but
 * Gatsby 5 renders a page again only when its data or the renderer changed: with slices on, which
 * Gatsby 5 always turns on, a new browser build alone no longer marks the pages. A warm build (a
 * host that keeps `.cache/` and `public/`) after a change to CSS alone kept the old styles inline in
 * every page. This folds the browser build's file names into the renderer's hash, so that Gatsby
 * renders every page again whenever a browser file changed, and only then.
 */
export class RenderPagesOnBrowserChange {
  constructor(private readonly statsFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const names = browserFileNames(this.statsFile);
      if (names === null) return;
      compilation.hooks.chunkHash.tap(NAME, (chunk, hash) => {
        if (chunk.name === RENDER_PAGE_CHUNK) hash.update(names);
      });
    });
  }
}
