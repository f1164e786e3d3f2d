import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../i18n/languages";

/** The shelves in the order the picker shows them; data/ingredients.schema.json lists the same. */
export const CATEGORIES = [
  "produce",
  "herbs",
  "dairy",
  "meat-fish",
  "grains",
  "pantry",
  "spices",
  "sauces",
  "oils",
  "baking",
  "other",
] as const;

export type Category = (typeof CATEGORIES)[number];

export type Names = { one: string; other: string };

/** An ingredient in a language other than the recipes': only the fridge picker reads it. */
export type Translation = { name: Names; synonyms: string[] };

/** The languages an entry is translated into: every language of the site but the recipes' (English). */
export type TranslatedLanguage = Exclude<Language, "en">;

export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);

export type VocabularyEntry = {
  key: string;
  name: Names;
  synonyms?: string[];
  category: Category;
  staple: boolean;
} & { [L in TranslatedLanguage]?: Translation };

export type Vocabulary = readonly VocabularyEntry[];

/** What the fridge picker needs of an entry: its key, the words it is found by, and its kind. */
export type PickerEntry = Pick<VocabularyEntry, "key" | "name" | "synonyms" | "staple">;

export type PickerVocabulary = readonly PickerEntry[];

/**
 * The words the recipe editor shows for each shelf; the site's pages read them, in each language,
 * from the dictionary's fridge section (whose English is these).
 */
export const CATEGORY_LABELS = {
  produce: "Fruit and vegetables",
  herbs: "Herbs",
  dairy: "Dairy and eggs",
  "meat-fish": "Meat and fish",
  grains: "Bread, rice and pasta",
  pantry: "Cupboard",
  spices: "Spices",
  sauces: "Sauces",
  oils: "Oils and vinegars",
  baking: "Baking",
  other: "Other",
} as const satisfies Record<Category, string>;

/**
 * Case, accents, hyphens and punctuation never decide whether two words are the same ingredient;
 * "ß" is "ss", as a German keyboard without it writes it.
 */
export const normalizeTerm = (text: string): string =>
  text
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export type Term = { text: string; key: string };

/** Every way of naming each entry: its singular, its plural and its synonyms, normalized. */
export const vocabularyTerms = (vocabulary: PickerVocabulary): Term[] => {
  const terms = new Map<string, string>();
  for (const entry of vocabulary) {
    for (const word of [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])]) {
      const text = normalizeTerm(word);
      if (text && !terms.has(text)) terms.set(text, entry.key);
    }
  }
  return [...terms].map(([text, key]) => ({ text, key }));
};

export const entryName = (entry: PickerEntry, count = 1): string =>
  count === 1 ? entry.name.one : entry.name.other;

/**
 * The vocabulary the picker gets on a page in `language`: English as it is; another language's
 * names, with its synonyms and then the English words, so a visitor can type either ("Eier" or
 * "eggs") and sees the page's own names. An entry not yet translated keeps its English name.
 */
export const pickerVocabulary = (vocabulary: Vocabulary, language: Language): PickerEntry[] =>
  vocabulary.map((entry) => {
    const { key, name, synonyms = [], staple } = entry;
    const translation =
      language === DEFAULT_LANGUAGE ? undefined : entry[language as TranslatedLanguage];
    if (!translation) return { key, name, synonyms, staple };
    const own = new Set(
      [translation.name.one, translation.name.other, ...translation.synonyms].map(normalizeTerm),
    );
    const english = [name.one, name.other, ...synonyms].filter((word) => {
      const text = normalizeTerm(word);
      if (own.has(text)) return false;
      own.add(text);
      return true;
    });
    return {
      key,
      name: translation.name,
      synonyms: [...translation.synonyms, ...english],
      staple,
    };
  });
