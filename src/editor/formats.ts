import { inFieldOrder as schemaOrder, type RecipeData } from "../recipes/recipe-files";
import type { Format } from "./decap";
import {
  UNREADABLE,
  UNREADABLE_IN_LIST,
  readRecipeText,
  unreadableMark,
  type Unreadability,
} from "./unreadable";

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

export const RECIPE_JSON = "recipe-json";

/** The list's few words on why a recipe cannot be opened, after its name. */
const shortWhy = (why: Unreadability): string => {
  switch (why.kind) {
    case "json":
      return `a typing slip${why.line ? ` on line ${why.line}` : ""}`;
    case "shape":
      return "it holds no recipe";
    case "unknown":
      return `a part it should not have (“${why.field}”)`;
    case "type":
      return `a value of the wrong kind (“${why.field}”)`;
  }
};

/**
 * A recipe file: as site-json when the form can hold it; otherwise a marked entry that the list
 * shows as broken and the form shows read-only (src/editor/unreadable.ts), which is never written.
 */
export const recipeJson: Format = {
  fromFile: (text) => {
    const read = readRecipeText(text);
    if ("recipe" in read) return read.recipe;
    return {
      recipeName: read.name ?? "A recipe",
      author: `⚠ ${UNREADABLE_IN_LIST}`,
      ingredientAmount: shortWhy(read.why),
      [UNREADABLE]: { why: read.why, text, name: read.name },
    };
  },
  toFile: (data) => {
    if (unreadableMark(data)) {
      throw new Error("This recipe cannot be opened in the editor, so it is left as it is.");
    }
    return siteJson.toFile(data);
  },
};
