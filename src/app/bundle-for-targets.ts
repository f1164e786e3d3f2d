import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * The newest JavaScript edition every browser the build targets runs (Gatsby's default list,
 * limited to browsers that run ES modules: Chrome 109, Safari 18.5 and later).
 */
export const TARGETS_ECMA = 2020;

/**
 * Webpack's target for the browser bundle. Gatsby's `["web", "es5"]` makes webpack write its
 * runtime and the wrapper of every module in ES5 (`function(){return x}` for each export);
 * for the same browsers at ES2020 it writes arrow functions, `const` and destructuring.
 */
export const WEBPACK_TARGET = ["web", `es${TARGETS_ECMA}`];

/**
 * Terser's settings for the browser bundle. Gatsby's write ES5 and work around Safari 10, which
 * no target needs; code written for ES2020 may keep shorthand properties and arrow functions
 * where ES5 needs longer forms. A second compress pass finds what the first one made possible.
 * Nothing here is one of Terser's "unsafe" rewrites.
 */
export const TERSER_OPTIONS = {
  mangle: { safari10: false },
  compress: { ecma: TARGETS_ECMA, passes: 2 },
  output: { ecma: TARGETS_ECMA },
} as const;

type Minimizer = { constructor: unknown };

/** Bundles and minifies the browser's JavaScript for its target browsers rather than for ES5. */
export const bundleForTargets = ({
  stage,
  getConfig,
  plugins,
  actions,
}: CreateWebpackConfigArgs) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as {
    target?: unknown;
    optimization?: { minimizer?: Minimizer[] };
  };
  config.target = WEBPACK_TARGET;
  const { optimization } = config;
  if (optimization?.minimizer) {
    const minifyJs = plugins.minifyJs({
      terserOptions: TERSER_OPTIONS as Record<string, unknown>,
    }) as Minimizer;
    // Gatsby's own Terser instance, and only it, gives way to this one (its CSS minifier stays).
    optimization.minimizer = optimization.minimizer.map((current) =>
      current.constructor === minifyJs.constructor ? minifyJs : current,
    );
  }
  actions.replaceWebpackConfig(config);
};
