import { recipeListPath } from "./list-pages";
import { recipePath } from "./slug";

/** What a recipe's addresses are made of: its file's name, its page and the pages it had. */
export type RecipeAddresses = { fileSlug: string; slug: string; formerSlugs: readonly string[] };

/** 301: the address moved for good; 302: it leads elsewhere until its recipe is fixed. */
export type Redirect = { from: string; to: string; status: 301 | 302 };

/** Netlify and Cloudflare Pages read this file at the root of the published folder. */
export const REDIRECTS_FILE = "_redirects";
/** Included by deploy/nginx/site.conf.template from SITE_CONF_DIR. */
export const NGINX_REDIRECTS_FILE = "recipe-redirects.conf";
const MOVED_PERMANENTLY = 301;
const FOUND = 302;

/** Addresses a recipe had before: those it records, and the one its file is named after. */
export const oldAddresses = (recipe: RecipeAddresses): string[] => [
  ...new Set([...recipe.formerSlugs, recipe.fileSlug].filter((slug) => slug !== recipe.slug)),
];

/** The same path with and without its trailing slash: a shared link may have either. */
const bothForms = (pathname: string): string[] =>
  pathname.endsWith("/") ? [pathname, pathname.slice(0, -1)] : [pathname, `${pathname}/`];

const byFrom = (a: Redirect, b: Redirect) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);

const leadingTo = (slugs: readonly string[], to: string, status: Redirect["status"]) =>
  slugs.flatMap((slug) => bothForms(recipePath(slug)).map((from) => ({ from, to, status })));

/** Every old address of every recipe, leading to its current page, in a stable order. */
export const recipeRedirects = (recipes: readonly RecipeAddresses[]): Redirect[] =>
  recipes
    .flatMap((recipe) =>
      leadingTo(oldAddresses(recipe), recipePath(recipe.slug), MOVED_PERMANENTLY),
    )
    .sort(byFrom);

export type SiteAddresses = {
  recipes: readonly RecipeAddresses[];
  /** Addresses of deleted recipes (data/removed-recipes.json): to the recipe list for good. */
  removed: readonly string[];
  /** Addresses of recipes left out until fixed: to the recipe list for now. */
  leftOut: readonly string[];
};

/** Every redirect the site needs: moved recipes, deleted ones and those left out for now. */
export const siteRedirects = ({ recipes, removed, leftOut }: SiteAddresses): Redirect[] =>
  [
    ...recipeRedirects(recipes),
    ...leadingTo(removed, recipeListPath(1), MOVED_PERMANENTLY),
    ...leadingTo(leftOut, recipeListPath(1), FOUND),
  ].sort(byFrom);

/** `_redirects` for Netlify and Cloudflare Pages: "from to 301", one rule a line. */
export const redirectsFileText = (redirects: readonly Redirect[]): string =>
  [
    "# Recipe addresses that lead elsewhere: a moved recipe's old ones to its page, a deleted or",
    "# broken recipe's to the recipe list. Written by the build.",
    ...redirects.map(({ from, to, status }) => `${from} ${to} ${status}`),
    "",
  ].join("\n");

/** The same rules for nginx: exact locations, answered before any file lookup. */
export const nginxRedirectsText = (redirects: readonly Redirect[]): string =>
  [
    "# Recipe addresses that lead elsewhere: a moved recipe's old ones to its page, a deleted or",
    "# broken recipe's to the recipe list. Written by the build.",
    ...redirects.map(({ from, to, status }) => `location = ${from} { return ${status} ${to}; }`),
    "",
  ].join("\n");
