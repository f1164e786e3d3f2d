import {
  BACK_TO_SHOWCASE,
  HAD_MARK,
  INGREDIENTS_HEADING,
  METHOD_HEADING,
  MORE_RECIPES,
  NOT_ON_THE_SITE_YET,
  PHOTO_ALT,
} from "../../../components/recipe-page/recipe-page-text";
import { DURATION_WORDS } from "../../../recipes/duration";
import { EXPLAIN_MATCH } from "../../../recipes/fraction";

/** A recipe page's own words around the chef's: headings, facts, neighbours. */
export const recipePage = {
  by: "by {author}",
  photoAlt: PHOTO_ALT,
  /** The link preview's photo. */
  socialAlt: "{name}, as served",
  /** What search results say when the recipe has no description of its own. */
  summary: "{name} by {author}, a chef-made recipe in {productName}: {match}.",
  facts: {
    prep: "Prep",
    cook: "Cook",
    total: "Total",
    serves: "Serves",
    ingredients: "Ingredients",
  },
  /** Durations: "25 min", "1 hr", "1 hr 15 min". */
  duration: DURATION_WORDS,
  explainMatch: EXPLAIN_MATCH,
  matchNote: "{explain} In {productName}, the match counts what is in your own fridge and pantry.",
  ingredientsHeading: INGREDIENTS_HEADING,
  methodHeading: METHOD_HEADING,
  notOnTheSiteYet: NOT_ON_THE_SITE_YET,
  /** Read after each ingredient the visitor has; the tick beside it says the same to the eye. */
  hadMark: HAD_MARK,
  moreRecipes: MORE_RECIPES,
  previousRecipe: "Previous recipe",
  nextRecipe: "Next recipe",
  allRecipes: BACK_TO_SHOWCASE,
} as const;
