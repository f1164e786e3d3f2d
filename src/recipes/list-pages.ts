import type { Shelf } from "../fridge/shelves";
import { RECIPES_PER_PAGE } from "./constants";
import { RECIPES_PATH, recipePath } from "./slug";

/** The recipe list's pages share the recipes' folder: /recipes/, /recipes/2/, /recipes/3/… */
export const LIST_PAGE_SLUG = /^[0-9]+$/;

export const recipeListPath = (page: number): string =>
  page <= 1 ? `${RECIPES_PATH}/` : recipePath(String(page));

export type RecipeListContext = {
  skip: number;
  limit: number;
  /** Counting from 1. */
  page: number;
  pageCount: number;
  /** The fridge picker's quick choices, on the first page only. */
  shelves?: Shelf[];
};

export type RecipeListPage = { path: string; context: RecipeListContext };

/** Static pages of the recipe list, so any number of recipes stays a light page each. */
export const recipeListPages = (
  recipeCount: number,
  perPage: number = RECIPES_PER_PAGE,
): RecipeListPage[] => {
  const pageCount = Math.max(1, Math.ceil(recipeCount / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: recipeListPath(index + 1),
    context: { skip: index * perPage, limit: perPage, page: index + 1, pageCount },
  }));
};
