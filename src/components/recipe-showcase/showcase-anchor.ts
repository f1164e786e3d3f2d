export const SHOWCASE_ID = "recipes";
/** Where a recipe page sends visitors back to. */
export const SHOWCASE_PATH = `/#${SHOWCASE_ID}`;
