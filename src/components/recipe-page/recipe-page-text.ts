// The recipe page's English words that tests and the spec quote; every language's are in the
// dictionary's recipePage section, which takes these.
export const NOT_ON_THE_SITE_YET =
  "The ingredients and method for this recipe are not on the website yet.";
export const BACK_TO_SHOWCASE = "All recipes";
export const MORE_RECIPES = "More recipes";
export const PHOTO_ALT = "{name}, plated and ready to serve";
export const INGREDIENTS_HEADING = "Ingredients";
export const METHOD_HEADING = "Method";
/** Read after each ingredient the visitor has; the tick beside it says the same to the eye. */
export const HAD_MARK = " (you have this)";
