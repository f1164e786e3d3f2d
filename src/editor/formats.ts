import { inFieldOrder as schemaOrder, type RecipeData } from "../recipes/recipe-files";
import type { Format } from "./decap";

/** How Decap keeps a value the editor left blank: "", null or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === "" ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0);

/** Spaces around text are never meant; a list item left blank is no item. */
export const trimmed = (value: unknown): unknown => {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(trimmed).filter((item) => !isEmpty(item));
  return value;
};

/**
 * The recipe in the schema's field order, trimmed, without the fields left blank, so a save
 * rewrites only the lines that changed. Unknown fields follow, for the checks to name.
 */
export const inFieldOrder = (data: RecipeData): RecipeData =>
  Object.fromEntries(
    Object.entries(schemaOrder(data))
      .map(([key, value]): [string, unknown] => [key, trimmed(value)])
      .filter(([, value]) => !isEmpty(value)),
  );

export const SITE_JSON = "site-json";

/** One object per file, as the build reads it: two-space JSON and a final newline. */
export const siteJson: Format = {
  fromFile: (text) => JSON.parse(text),
  toFile: (data) => `${JSON.stringify(inFieldOrder(data), null, 2)}\n`,
};

export const LIST_JSON = "list-json";
/** data/ingredients.json is a top-level list; Decap edits objects, so it is wrapped in one. */
export const LIST_FIELD = "items";

export const listJson: Format = {
  fromFile: (text) => {
    const list: unknown = JSON.parse(text);
    return { [LIST_FIELD]: Array.isArray(list) ? list : [] };
  },
  toFile: (data) => `${JSON.stringify(data[LIST_FIELD] ?? [], null, 2)}\n`,
};
