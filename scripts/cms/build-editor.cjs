// @ts-check
// Builds the recipe editor's script (src/editor/index.ts) into public/admin/editor.js with webpack,
// the bundler Gatsby already brings. The editor imports the build's own content rules (schema,
// ingredient parser and resolver, names, addresses, photos, showcase), so what the editor accepts
// and what the build accepts are the same code. Part of the copy-the-editor post-build step.
const { createRequire } = require("node:module");
const path = require("node:path");

const ENTRY = "src/editor/index.ts";
const OUTPUT_FILE = "editor.js";

/**
 * @param {import("webpack").Compiler} compiler
 * @returns {Promise<import("webpack").Stats>}
 */
const compile = (compiler) =>
  new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      // Closing writes webpack's cache to .cache/; settle only once it is written, so nothing of
      // the build is still running when its caller (or a test) has moved on.
      compiler.close((closeError) => {
        const failure =
          error ??
          closeError ??
          (!stats || stats.hasErrors()
            ? new Error(stats ? stats.toString({ all: false, errors: true }) : "no build output")
            : null);
        if (failure) reject(failure);
        else resolve(/** @type {import("webpack").Stats} */ (stats));
      });
    });
  });

/**
 * Writes publicDir/admin/editor.js with `settings` (src/editor/settings.ts) baked in. webpack's
 * cache in cacheDir (root/.cache unless named) makes a rebuild with unchanged sources take a moment.
 * @param {{
 *   root: string,
 *   publicDir: string,
 *   cacheDir?: string,
 *   settings: import("../../src/editor/settings").EditorSettings,
 * }} options
 */
const buildEditorScript = async ({
  root,
  publicDir,
  settings,
  cacheDir = path.join(root, ".cache"),
}) => {
  // Resolved from the project, not this file: gatsby-node bundles this module.
  const fromRoot = createRequire(path.join(root, "package.json"));
  /** @type {typeof import("webpack")} */
  const webpack = fromRoot("webpack");
  const stats = await compile(
    webpack({
      mode: "production",
      context: root,
      entry: path.join(root, ENTRY),
      target: "web",
      devtool: false,
      output: { path: path.resolve(publicDir, "admin"), filename: OUTPUT_FILE, clean: false },
      resolve: { extensions: [".ts", ".js", ".json"] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            use: {
              loader: fromRoot.resolve("babel-loader"),
              options: {
                babelrc: false,
                configFile: false,
                cwd: root,
                presets: [
                  [fromRoot.resolve("@babel/preset-env"), { bugfixes: true }],
                  fromRoot.resolve("@babel/preset-typescript"),
                ],
              },
            },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          EDITOR_SETTINGS: JSON.stringify(settings).replace(/</g, "\\u003c"),
        }),
      ],
      cache: {
        type: "filesystem",
        cacheDirectory: path.join(cacheDir, "editor-webpack"),
        buildDependencies: { config: [__filename] },
      },
      performance: { hints: false },
    }),
  );
  const { assets = [] } = stats.toJson({ all: false, assets: true });
  const { size } = assets.find((asset) => asset.name === OUTPUT_FILE) ?? { size: 0 };
  return `built the editor's script (${(size / 1024).toFixed(0)} kB)`;
};

module.exports = { ENTRY, OUTPUT_FILE, buildEditorScript };
