import { slugify } from "./slugify";

// Apart, so that pages linking to recipes do not carry it.
export { slugify };

/** Where every recipe page lives: `/recipes/<slug>/`. */
export const RECIPES_PATH = "/recipes";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Sluggable = { recipeName: string; slug?: string | null };

/** An explicit `slug` wins, so a recipe can be renamed without moving its page. */
export const recipeSlug = ({ recipeName, slug }: Sluggable): string => slug || slugify(recipeName);

export const recipePath = (slug: string): string => `${RECIPES_PATH}/${slug}/`;
