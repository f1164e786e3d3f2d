import type { CreateWebpackConfigArgs } from "gatsby";

/** Gatsby's name for a CSS module's class: `hero-module--headline--1a2b3`. */
export const GATSBY_LOCAL_IDENT_NAME = "[name]--[local]--[hash:hex:5]";

/**
 * The site's: an underscore and six letters or digits of a hash of the module's path and the
 * class's name (css-loader hashes the two as it does for Gatsby's). Every class name a page's
 * markup, its inline styles and its scripts' class maps carry is 7 characters in place of about
 * 30. Six base-62 digits make 57 billion names; `short-class-names.test.ts` checks that no two of
 * the site's classes share one.
 */
export const SHORT_LOCAL_IDENT_NAME = "_[hash:base62:6]";

/** A class name of the site's CSS modules as this lever writes it. */
export const SHORT_CLASS_NAME = /^_[0-9A-Za-z]{6}$/;

/** The stages whose class names must agree: the pages' HTML and the browser's scripts. */
export const CLASS_NAME_STAGES: ReadonlySet<string> = new Set(["build-html", "build-javascript"]);

type Loader = { loader?: string; options?: { modules?: { localIdentName?: string } | false } };
type Rule = { test?: unknown; use?: unknown; oneOf?: Rule[] };

const cssModuleLoaders = (rules: readonly Rule[]): Loader[] =>
  rules.flatMap((rule) => [
    ...(rule.oneOf ? cssModuleLoaders(rule.oneOf) : []),
    ...(String(rule.test) === String(/\.module\.css$/) && Array.isArray(rule.use)
      ? (rule.use as Loader[]).filter(
          (loader) =>
            /[/\\]css-loader[/\\]/.test(loader.loader ?? "") &&
            loader.options?.modules &&
            loader.options.modules.localIdentName === GATSBY_LOCAL_IDENT_NAME,
        )
      : []),
  ]);

/**
 * Short class names for the site's CSS modules, alike in the HTML Gatsby renders and in the
 * browser's scripts; `gatsby develop` keeps Gatsby's readable ones. Returns how many of Gatsby's
 * CSS-module loaders it changed (0 on the other stages, and when Gatsby's rule has changed).
 */
export const shortClassNames = ({ stage, getConfig, actions }: CreateWebpackConfigArgs): number => {
  if (!CLASS_NAME_STAGES.has(stage)) return 0;
  const config = getConfig() as { module?: { rules?: Rule[] } };
  const loaders = cssModuleLoaders(config.module?.rules ?? []);
  for (const loader of loaders) {
    const modules = loader.options?.modules;
    if (modules) modules.localIdentName = SHORT_LOCAL_IDENT_NAME;
  }
  if (loaders.length > 0) actions.replaceWebpackConfig(config);
  return loaders.length;
};
