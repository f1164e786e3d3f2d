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

/** How many numbered links sit on each side of the current page. */
const NEIGHBOUR_LINKS = 1;

export type PageLink = { page: number; path: string; current: boolean; afterGap: boolean };

/**
 * The pages a list page links to: the one before, the one after, and by number the first, the
 * last and the current page's neighbours, so 200 pages still make a short row of links.
 */
export const listNavigation = ({
  page,
  pageCount,
}: Pick<RecipeListContext, "page" | "pageCount">) => {
  const numbers = [...new Set([1, pageCount, page - NEIGHBOUR_LINKS, page, page + NEIGHBOUR_LINKS])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return {
    previous: page > 1 ? recipeListPath(page - 1) : null,
    next: page < pageCount ? recipeListPath(page + 1) : null,
    pages: numbers.map((number, index): PageLink => ({
      page: number,
      path: recipeListPath(number),
      current: number === page,
      afterGap: index > 0 && number - (numbers[index - 1] ?? number) > 1,
    })),
  };
};
