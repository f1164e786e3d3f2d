import { localizedPath, type Language } from "../../i18n/languages";
import { recipeListPath } from "../../recipes/list-pages";

/** The page for unknown addresses, in any language: its own place means nothing elsewhere. */
const isNotFound = (basePath: string) => basePath.startsWith("/404");

/**
 * Where the picker sends a visitor who wants this page in `language`: the same page there, or,
 * for a page written in one language only (a recipe), that language's recipe list; a wrong
 * address leads to the other language's home page.
 */
export const languageTarget = (
  basePath: string,
  existsIn: readonly Language[],
  language: Language,
): { path: string; samePage: boolean } => {
  if (isNotFound(basePath)) return { path: localizedPath("/", language), samePage: false };
  if (existsIn.includes(language))
    return { path: localizedPath(basePath, language), samePage: true };
  return { path: localizedPath(recipeListPath(1), language), samePage: false };
};

/** The visitor's place on the page (its query and its hash), carried over to the same page only. */
export const withPlace = (
  target: { path: string; samePage: boolean },
  place: { search: string; hash: string },
): string => (target.samePage ? `${target.path}${place.search}${place.hash}` : target.path);
