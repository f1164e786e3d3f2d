export const RECIPE_LIST_TITLE = "Recipes";
export const RECIPE_LIST_DESCRIPTION =
  "Every chef-made recipe on the site. Tell us what's in your fridge and see which ones you can cook.";

/** Each page of the list its own description, as search results show them side by side. */
export const recipeListDescription = (page: number, pageCount: number): string =>
  page <= 1
    ? RECIPE_LIST_DESCRIPTION
    : `Chef-made recipes, page ${page} of ${pageCount}, in alphabetical order.`;

/** The first page is plain "Recipes"; later ones say where in the list they are. */
export const recipeListTitle = (page: number, pageCount: number): string =>
  page <= 1 ? RECIPE_LIST_TITLE : `${RECIPE_LIST_TITLE}, page ${page} of ${pageCount}`;

export const LIST_HEADING = "Every recipe";
export const PAGES_LABEL = "Recipe list pages";
