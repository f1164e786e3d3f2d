import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import webpack from "webpack";

/**
 * Bundles one module of ours on its own, minified as in production, with every export kept,
 * and returns its gzipped size: what that module adds to the page's JavaScript.
 */
export const moduleGzipBytes = async (entry: string): Promise<number> => {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "module-size-"));
  try {
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      webpack(
        {
          mode: "production",
          target: "web",
          entry,
          output: { path: outDir, filename: "bundle.js", library: { type: "commonjs2" } },
          resolve: { extensions: [".ts", ".js"] },
          module: {
            rules: [
              {
                test: /\.ts$/,
                loader: "babel-loader",
                options: {
                  babelrc: false,
                  configFile: false,
                  presets: ["@babel/preset-typescript"],
                },
              },
            ],
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    if (!stats || stats.hasErrors()) throw new Error(stats?.toString("errors-only"));
    return gzipSync(await readFile(path.join(outDir, "bundle.js"))).length;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
};
