import type { CreateWebpackConfigArgs } from "gatsby";
import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint: a file that starts with this comment has all its functions compiled
 * eagerly, on a background thread while the file streams in, instead of one by one on the main
 * thread the first time each is called (Chrome 136 and later; other browsers read a comment).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks every page runs on load, nearly all of whose functions hydration calls: React's and
 * Gatsby's with the site's shared code.
 */
export const HINTED_CHUNKS: ReadonlySet<string> = new Set(["framework", "app"]);

const NAME = "CompileHintsPlugin";

/**
 * Puts the compile hint at the top of the hinted chunks' files, after Terser (which would drop
 * it) and before the source maps and the content hashes are made (so both still match).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !HINTED_CHUNKS.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

export const hintCompilation = ({ actions }: CreateWebpackConfigArgs) => {
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
