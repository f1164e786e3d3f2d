import { TRANSLATED_LANGUAGES } from "../ingredients/vocabulary";
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

/**
 * Every word the ingredient list's entries are known by, in every language, held in a hidden
 * field of the form: Decap's search reads a file's top-level fields, and the list itself is one.
 */
export const WORDS_FIELD = "words";

type Named = { name?: { one?: unknown; other?: unknown }; synonyms?: unknown };

const wordsOf = (entry: Named | undefined): string[] => [
  ...[entry?.name?.one, entry?.name?.other].filter((word) => typeof word === "string"),
  ...(Array.isArray(entry?.synonyms) ? entry.synonyms.map(String) : []),
];

/** The words of every entry: names and other words, English, German and Spanish. */
export const vocabularyWords = (list: readonly unknown[]): string =>
  [
    ...new Set(
      list.flatMap((item) => {
        const entry = item as Named & Record<string, Named | undefined>;
        return [entry, ...TRANSLATED_LANGUAGES.map((language) => entry[language])].flatMap(wordsOf);
      }),
    ),
  ].join(" · ");

/**
 * An entry's names in a language are three plain fields of the form, for one, for several and
 * the other words with commas between ("deOne", "deOther", "deWords"): the ingredient list has
 * over a hundred entries, and a nested group of fields for each language made the form too
 * slow to open.
 */
export const languageFields = (language: string) =>
  ({ one: `${language}One`, other: `${language}Other`, words: `${language}Words` }) as const;

/** The order of an entry's fields in the file, as data/ingredients.schema.json lists them. */
const ENTRY_ORDER = ["key", "name", "synonyms", ...TRANSLATED_LANGUAGES, "category", "staple"];

const inEntryOrder = (entry: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    [
      ...ENTRY_ORDER.filter((field) => field in entry),
      ...Object.keys(entry).filter((field) => !ENTRY_ORDER.includes(field)),
    ].map((field) => [field, entry[field]]),
  );

/** The file's entries as the form shows them, each language's names in plain fields. */
export const vocabularyInForm = (list: readonly unknown[]): unknown[] =>
  list.map((item) => {
    if (!item || typeof item !== "object") return item;
    const entry: Record<string, unknown> = { ...(item as Record<string, unknown>) };
    for (const language of TRANSLATED_LANGUAGES) {
      const translation = entry[language] as Named | undefined;
      if (!translation || typeof translation !== "object") continue;
      const fields = languageFields(language);
      entry[fields.one] = translation.name?.one ?? "";
      entry[fields.other] = translation.name?.other ?? "";
      entry[fields.words] = wordsOf({ synonyms: translation.synonyms }).join(", ");
      delete entry[language];
    }
    return entry;
  });

/**
 * The form's entries as the file keeps them: each language's names trimmed, and gone when
 * nothing is filled in (the picker then shows the English name there, as for an entry never
 * translated).
 */
export const vocabularyAsSaved = (list: readonly unknown[]): unknown[] =>
  list.map((item) => {
    if (!item || typeof item !== "object") return item;
    const entry: Record<string, unknown> = { ...(item as Record<string, unknown>) };
    for (const language of TRANSLATED_LANGUAGES) {
      const fields = languageFields(language);
      const text = (field: string) => (typeof entry[field] === "string" ? entry[field].trim() : "");
      const one = text(fields.one);
      const other = text(fields.other);
      const words = text(fields.words)
        .split(",")
        .map((word) => word.trim())
        .filter(Boolean);
      delete entry[fields.one];
      delete entry[fields.other];
      delete entry[fields.words];
      if (one || other || words.length > 0) {
        entry[language] = { name: { one, other }, synonyms: words };
      }
    }
    return inEntryOrder(entry);
  });

export const listJson: Format = {
  fromFile: (text) => {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : [];
    return { [LIST_FIELD]: vocabularyInForm(list), [WORDS_FIELD]: vocabularyWords(list) };
  },
  toFile: (data) => {
    const list = Array.isArray(data[LIST_FIELD]) ? (data[LIST_FIELD] as unknown[]) : [];
    return `${JSON.stringify(vocabularyAsSaved(list), null, 2)}\n`;
  },
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
