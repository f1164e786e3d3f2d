import { recipePath } from "./slug";

/** What a recipe's addresses are made of: its file's name, its page and the pages it had. */
export type RecipeAddresses = { fileSlug: string; slug: string; formerSlugs: readonly string[] };

export type Redirect = { from: string; to: string };

/** Netlify and Cloudflare Pages read this file at the root of the published folder. */
export const REDIRECTS_FILE = "_redirects";
/** Included by deploy/nginx/site.conf.template from SITE_CONF_DIR. */
export const NGINX_REDIRECTS_FILE = "recipe-redirects.conf";
const MOVED_PERMANENTLY = 301;

/** Addresses a recipe had before: those it records, and the one its file is named after. */
export const oldAddresses = (recipe: RecipeAddresses): string[] => [
  ...new Set([...recipe.formerSlugs, recipe.fileSlug].filter((slug) => slug !== recipe.slug)),
];

/** The same path with and without its trailing slash: a shared link may have either. */
const bothForms = (pathname: string): string[] =>
  pathname.endsWith("/") ? [pathname, pathname.slice(0, -1)] : [pathname, `${pathname}/`];

/** Every old address of every recipe, leading to its current page, in a stable order. */
export const recipeRedirects = (recipes: readonly RecipeAddresses[]): Redirect[] =>
  recipes
    .flatMap((recipe) =>
      oldAddresses(recipe).flatMap((slug) =>
        bothForms(recipePath(slug)).map((from) => ({ from, to: recipePath(recipe.slug) })),
      ),
    )
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

/** `_redirects` for Netlify and Cloudflare Pages: "from to 301", one rule a line. */
export const redirectsFileText = (redirects: readonly Redirect[]): string =>
  [
    "# Recipes that moved: each old address leads to the recipe's page. Written by the build.",
    ...redirects.map(({ from, to }) => `${from} ${to} ${MOVED_PERMANENTLY}`),
    "",
  ].join("\n");

/** The same rules for nginx: exact locations, answered before any file lookup. */
export const nginxRedirectsText = (redirects: readonly Redirect[]): string =>
  [
    "# Recipes that moved: each old address leads to the recipe's page. Written by the build.",
    ...redirects.map(({ from, to }) => `location = ${from} { return ${MOVED_PERMANENTLY} ${to}; }`),
    "",
  ].join("\n");
