// @ts-check
// gatsby-plugin-manifest's build steps, as they are: the manifest, the icons and their options.
/** @type {{ onPreInit: (...args: unknown[]) => unknown } & Record<string, unknown>} */
// @ts-expect-error -- the package ships no types for its gatsby-node file
const manifest = require("gatsby-plugin-manifest/gatsby-node");

const NAME = "gatsby-plugin-lean-runtime (manifest without browser file)";

exports.pluginOptionsSchema = manifest.pluginOptionsSchema;

/**
 * @param {import("gatsby").ParentSpanPluginArgs} args
 * @param {import("gatsby").PluginOptions & { localize?: unknown }} pluginOptions
 */
exports.onPreInit = (args, pluginOptions) => {
  if (Array.isArray(pluginOptions.localize) && pluginOptions.localize.length > 0) {
    args.reporter.panic(
      `${NAME}: a localized manifest needs gatsby-plugin-manifest's browser file, which this ` +
        "plugin leaves out. Register gatsby-plugin-manifest itself, and see the lean-runtime README.",
    );
  }
  return manifest.onPreInit(args, pluginOptions);
};

exports.onPostBootstrap = manifest.onPostBootstrap;

exports.onCreateWebpackConfig = manifest.onCreateWebpackConfig;
