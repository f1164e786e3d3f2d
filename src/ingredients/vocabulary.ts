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

export type VocabularyEntry = {
  key: string;
  name: { one: string; other: string };
  synonyms?: string[];
  category: Category;
  staple: boolean;
};

export type Vocabulary = readonly VocabularyEntry[];

/** The words a visitor reads for each shelf. */
export const CATEGORY_LABELS: Record<Category, string> = {
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
};

/** Case, accents, hyphens and punctuation never decide whether two words are the same ingredient. */
export const normalizeTerm = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export type Term = { text: string; key: string };

/** Every way of naming each entry: its singular, its plural and its synonyms, normalized. */
export const vocabularyTerms = (vocabulary: Vocabulary): Term[] => {
  const terms = new Map<string, string>();
  for (const entry of vocabulary) {
    for (const word of [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])]) {
      const text = normalizeTerm(word);
      if (text && !terms.has(text)) terms.set(text, entry.key);
    }
  }
  return [...terms].map(([text, key]) => ({ text, key }));
};

export const entryName = (entry: VocabularyEntry, count = 1): string =>
  count === 1 ? entry.name.one : entry.name.other;
