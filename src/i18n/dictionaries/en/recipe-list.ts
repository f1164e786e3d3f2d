import { YOU_HAVE } from "../../../fridge/you-have";
import { DESCRIBE_MATCH, KITCHEN_MATCH_WORDS } from "../../../recipes/fraction";

/** The recipe list's pages and the recipe cards (which the home page shows too). */
export const recipeList = {
  title: "Recipes",
  /** The first page is plain "Recipes"; later ones say where in the list they are. */
  titlePage: "Recipes, page {page} of {pageCount}",
  description:
    "Every chef-made recipe on the site. Tell us what's in your fridge and see which ones you can cook.",
  /** Each page of the list its own description, as search results show them side by side. */
  descriptionPage: "Chef-made recipes, page {page} of {pageCount}, in alphabetical order.",
  /** On pages in another language, above cards of recipes not translated into it: said once. */
  recipesInEnglish: "Recipes not yet translated are shown in English.",
  listHeading: "Every recipe",
  pagesLabel: "Recipe list pages",
  previous: "← Previous",
  next: "Next →",
  /** Before a page's number, for screen readers: "Page 2". */
  page: "Page",
  by: "by {author}",
  /** The card's one link, read as a sentence: "Shakshuka by Marcus Bell, 7 of 10 ingredients…". */
  cardLink: "{name} by {author}, {count}",
  ingredients: { one: "{count} ingredient", other: "{count} ingredients" },
  /** Beside a card's fraction, so that it does not read as a rating: "7/10 in most kitchens". */
  kitchenMatch: KITCHEN_MATCH_WORDS,
  describeMatch: DESCRIBE_MATCH,
  youHave: YOU_HAVE,
} as const;
