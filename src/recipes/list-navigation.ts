import { recipeListPath, type RecipeListContext } from "./list-pages";

// Apart from list-pages.ts, which the home page's link also uses, so only the list pages ship it.

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
