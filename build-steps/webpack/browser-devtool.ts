import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * The browser build's source maps, without a comment naming them at the end of every script.
 * The maps stay out of public/ (post-build.ts moves them to build-info/source-maps/), so the
 * `//# sourceMappingURL=` comment Gatsby's `source-map` writes pointed at a file the host does not
 * have, and cost 0.2 KB gzip of script on every page.
 */
export const BROWSER_DEVTOOL = "hidden-source-map";

/** Gatsby's browser build (`gatsby build` only) makes its source maps without naming them. */
export const setBrowserDevtool = ({ stage, actions }: CreateWebpackConfigArgs): boolean => {
  if (stage !== "build-javascript") return false;
  actions.setWebpackConfig({ devtool: BROWSER_DEVTOOL });
  return true;
};
