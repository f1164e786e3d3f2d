import type { CreateWebpackConfigArgs } from "gatsby";

/** How Gatsby names a CSS module's classes (`loaders.css` in its webpack utils). */
export const GATSBY_CLASS_NAMES = "[name]--[local]--[hash:hex:5]";
/**
 * Six letters of a hash of the file's path and the class's name. Every class a script names ships
 * as a string in its chunk: "recipe-card-module--image--9db00" becomes "kQzXcb". Letters only, so
 * a name never needs escaping in CSS. A clash among 52^6 names is unlikely; a test
 * (short-class-names.test.ts) names every class of the site as css-loader does and fails on one.
 */
export const SHORT_CLASS_NAMES = "[hash:base52:6]";

type CssModules = { localIdentName?: string };
type Loader = { loader?: string; options?: { modules?: CssModules | boolean } };
type Rule = { oneOf?: Rule[]; rules?: Rule[]; use?: unknown };

const isGatsbyCssModules = (use: unknown): use is Loader & { options: { modules: CssModules } } => {
  const { loader, options } = (use ?? {}) as Loader;
  return (
    typeof loader === "string" &&
    /[\\/]css-loader[\\/]/.test(loader) &&
    typeof options?.modules === "object" &&
    options.modules.localIdentName === GATSBY_CLASS_NAMES
  );
};

/** Every css-loader in the rules that names classes as Gatsby does. */
export const gatsbyCssModuleLoaders = (rules: readonly Rule[]): Loader[] =>
  rules.flatMap((rule) => [
    ...(Array.isArray(rule.use) ? rule.use.filter(isGatsbyCssModules) : []),
    ...gatsbyCssModuleLoaders(rule.oneOf ?? []),
    ...gatsbyCssModuleLoaders(rule.rules ?? []),
  ]);

/**
 * Short class names in the browser bundle and the server render alike, which must agree. Returns
 * how many css-loaders it changed: none means Gatsby's config no longer looks as this expects.
 */
export const shortenClassNames = ({ getConfig, actions }: CreateWebpackConfigArgs): number => {
  const config = getConfig() as { module?: { rules?: Rule[] } };
  const loaders = gatsbyCssModuleLoaders(config.module?.rules ?? []);
  loaders.forEach((loader) => {
    (loader.options!.modules as CssModules).localIdentName = SHORT_CLASS_NAMES;
  });
  if (loaders.length > 0) actions.replaceWebpackConfig(config);
  return loaders.length;
};
