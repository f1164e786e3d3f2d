import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";

export { HAVE_PARAM } from "./have-param";
export { FRIDGE_STORAGE_KEY } from "./storage-key";
/** The match index the English picker loads: every recipe's name, slug, image and ingredient keys. */
export const FRIDGE_INDEX_FILE = "recipe-index.json";
export const FRIDGE_INDEX_PATH = `/${FRIDGE_INDEX_FILE}`;
/**
 * The index the picker loads on a page in `language`, with the recipes' names there: English's
 * above, recipe-index.de.json for German. Every one at the site's root, not in its language's
 * folder, which holds only pages, so that the header rules give that folder the page policy whole.
 */
export const fridgeIndexFile = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? FRIDGE_INDEX_FILE : `recipe-index.${language}.json`;
export const fridgeIndexPath = (language: Language): string => `/${fridgeIndexFile(language)}`;
/** The looser of the two filters: recipes missing at most this many ingredients. */
export const MISSING_AT_MOST = 2;
/** Results drawn at first and added by each "Show more". */
export const RESULTS_STEP = 12;
/** Quick choices per shelf. */
export const CHIPS_PER_CATEGORY = 6;
/** The size the index must stay within at 2,400 recipes, gzip. */
export const INDEX_BUDGET_GZIP = 80 * 1024;
