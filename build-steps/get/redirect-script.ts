import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import type { RedirectSettings } from "../../src/get/redirect";

/** Relative to the project root: gatsby-node runs from a compiled copy elsewhere. */
const ENTRY = "src/get/redirect-entry.ts";
const OUTPUT_FILE = "get-redirect.js";
/** Text that would end or confuse the inline <script> element. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

const compile = (compiler: webpack.Compiler) =>
  new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) {
        reject(new Error(stats?.toString({ all: false, errors: true }) ?? "no build output"));
      } else resolve(stats);
    });
  });

/**
 * Bundles the /get redirect (platform detection, campaign mapping, the beacon) with the site's
 * settings baked in, as one small script for the page's <head>: it runs before React loads,
 * and the hosting step hashes it into the Content Security Policy like every inline script.
 */
export const buildRedirectScript = async (
  settings: RedirectSettings,
  projectRoot: string,
): Promise<string> => {
  const outputDir = await mkdtemp(path.join(os.tmpdir(), "get-redirect-"));
  try {
    await compile(
      webpack({
        mode: "production",
        context: projectRoot,
        entry: path.join(projectRoot, ENTRY),
        target: "web",
        devtool: false,
        output: { path: outputDir, filename: OUTPUT_FILE },
        resolve: { extensions: [".ts", ".js"] },
        module: {
          rules: [
            {
              test: /\.ts$/,
              exclude: /node_modules/,
              use: {
                loader: "babel-loader",
                options: {
                  babelrc: false,
                  configFile: false,
                  // The browsers are the site's one list, package.json's "browserslist", which
                  // Babel reads from the project root as Gatsby's own build does.
                  cwd: projectRoot,
                  root: projectRoot,
                  presets: ["@babel/preset-env", "@babel/preset-typescript"],
                },
              },
            },
          ],
        },
        plugins: [
          new webpack.DefinePlugin({
            GET_REDIRECT_SETTINGS: JSON.stringify(settings).replace(/</g, "\\u003c"),
          }),
        ],
        performance: { hints: false },
      }),
    );
    const script = (await readFile(path.join(outputDir, OUTPUT_FILE), "utf8")).trim();
    if (UNSAFE_IN_SCRIPT.test(script)) {
      throw new Error("The /get redirect script contains text that cannot be inlined");
    }
    return script;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
};
