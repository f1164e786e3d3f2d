import type { CreateWebpackConfigArgs } from "gatsby";

/** Gatsby's cache group that gathers every CSS module of the site into one stylesheet. */
export const GATSBY_STYLES_GROUP = "styles";

type SplitChunks = { cacheGroups?: Record<string, unknown> };

/**
 * Each page's stylesheet holds only the rules its own chunks use. Gatsby puts every CSS module of
 * the site into one `styles` chunk, so that a lazy part never waits for its rules, and inlines it
 * into every page: 52 KB of CSS in each HTML file, parsed and matched against every element. With
 * the group left out, mini-css-extract-plugin gives each chunk its own stylesheet; Gatsby inlines
 * the app's and the page's, and a lazy chunk's loads with its script. The parts of a page kept as
 * the server wrote them (`keptFromServer`) import their styles from the page's side, so that
 * their rules are inlined too (e2e/output.spec.ts checks every class of every page). Returns
 * whether Gatsby's group was found and left out.
 */
export const perPageCss = ({ getConfig, actions }: CreateWebpackConfigArgs) => {
  const config = getConfig() as { optimization?: { splitChunks?: SplitChunks | false } };
  const groups = config.optimization?.splitChunks && config.optimization.splitChunks.cacheGroups;
  if (!groups || !(GATSBY_STYLES_GROUP in groups)) return false;
  delete groups[GATSBY_STYLES_GROUP];
  actions.replaceWebpackConfig(config);
  return true;
};
