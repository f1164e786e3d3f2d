export const RECIPE_LIST_TITLE = "Recipes";
/** The first page is plain "Recipes"; later ones say where in the list they are. */
export const recipeListTitle = (page: number, pageCount: number): string =>
  page <= 1 ? RECIPE_LIST_TITLE : `${RECIPE_LIST_TITLE}, page ${page} of ${pageCount}`;
