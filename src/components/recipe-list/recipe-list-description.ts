// Apart from recipe-list-text.ts: only the page's head says it, and the page's own script has none of it.

export const RECIPE_LIST_DESCRIPTION =
  "Every chef-made recipe on the site. Tell us what's in your fridge and see which ones you can cook.";

/** Each page of the list its own description, as search results show them side by side. */
export const recipeListDescription = (page: number, pageCount: number): string =>
  page <= 1
    ? RECIPE_LIST_DESCRIPTION
    : `Chef-made recipes, page ${page} of ${pageCount}, in alphabetical order.`;
