import type { CreateWebpackConfigArgs } from "gatsby";
import { leverOn } from "../../plugins/gatsby-plugin-lean-runtime/switch.cjs";

type Extractor = { options: { filename?: unknown; chunkFilename?: unknown } };

/**
 * Gatsby gathers the CSS of every page into one stylesheet, and mini-css-extract-plugin prints a
 * "Conflicting order" warning (about fifteen a build) wherever two pages import the same CSS
 * modules in different orders. The option below only silences the warning: the plugin settles on
 * the same order either way, so the stylesheet is byte for byte the same. Nothing here depends on
 * that order: each component's styles are CSS modules with classes of their own, shared styles
 * come in through `composes` or custom properties, and the global stylesheet sets elements and
 * helper classes that no module restyles.
 */
export const ignoreCssOrder = ({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs) => {
  if (stage !== "build-javascript" || !leverOn("css-order")) return false;
  const config = getConfig() as { plugins: unknown[] };
  const ExtractorClass = plugins.extractText().constructor;
  const index = config.plugins.findIndex((plugin) => plugin instanceof ExtractorClass);
  if (index < 0) return false;
  const { filename, chunkFilename } = (config.plugins[index] as Extractor).options;
  config.plugins[index] = plugins.extractText({ filename, chunkFilename, ignoreOrder: true });
  actions.replaceWebpackConfig(config);
  return true;
};
