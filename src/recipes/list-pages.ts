import type { Shelf } from "../fridge/shelves";
import type { PickerVocabulary } from "../ingredients/vocabulary";
import { RECIPES_PER_PAGE } from "./constants";
import { RECIPES_PATH, recipePath } from "./slug";

/** The recipe list's pages share the recipes' folder: /recipes/, /recipes/2/, /recipes/3/… */
export const LIST_PAGE_SLUG = /^[0-9]+$/;

export const recipeListPath = (page: number): string =>
  page <= 1 ? `${RECIPES_PATH}/` : recipePath(String(page));

export type RecipeListContext = {
  /**
   * The page's recipes, in the order of the names its language shows: the build orders them
   * (byRecipeNameIn), as GraphQL's sort by the English field could not.
   */
  slugs: string[];
  /** Counting from 1. */
  page: number;
  pageCount: number;
  /** The fridge picker's quick choices, on the first page only. */
  shelves?: Shelf[];
  /** The ingredients the picker knows, in the page's language and English: first page only. */
  vocabulary?: PickerVocabulary;
  /** The staples' keys: the cards count them as had when the visitor's fridge says so. */
  staples?: string[];
};

export type RecipeListPage = { path: string; context: RecipeListContext };

/**
 * Static pages of the recipe list, so any number of recipes stays a light page each: `slugs` in
 * the order the list shows them, a page's worth on each.
 */
export const recipeListPages = (
  slugs: readonly string[],
  perPage: number = RECIPES_PER_PAGE,
): RecipeListPage[] => {
  const pageCount = Math.max(1, Math.ceil(slugs.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: recipeListPath(index + 1),
    context: {
      slugs: slugs.slice(index * perPage, (index + 1) * perPage),
      page: index + 1,
      pageCount,
    },
  }));
};
