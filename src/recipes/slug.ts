/** Where every recipe page lives: `/recipes/<slug>`. */
export const RECIPES_PATH = "/recipes";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A recipe's web address from its name: accents dropped, "&" read as "and", every run of other
 * characters one dash. The same name always gives the same slug.
 */
export const slugify = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type Sluggable = { recipeName: string; slug?: string | null };

/** An explicit `slug` wins, so a recipe can be renamed without moving its page. */
export const recipeSlug = ({ recipeName, slug }: Sluggable): string => slug || slugify(recipeName);

export const recipePath = (slug: string): string => `${RECIPES_PATH}/${slug}`;
