export { HAVE_PARAM } from "./have-param";
export { FRIDGE_STORAGE_KEY } from "./storage-key";
/** The match index the picker loads: every recipe's name, slug, image and ingredient keys. */
export const FRIDGE_INDEX_FILE = "recipe-index.json";
export const FRIDGE_INDEX_PATH = `/${FRIDGE_INDEX_FILE}`;
/** The looser of the two filters: recipes missing at most this many ingredients. */
export const MISSING_AT_MOST = 2;
/** Results drawn at first and added by each "Show more". */
export const RESULTS_STEP = 12;
/** Quick choices per shelf. */
export const CHIPS_PER_CATEGORY = 6;
/** The size the index must stay within at 2,400 recipes, gzip. */
export const INDEX_BUDGET_GZIP = 80 * 1024;
