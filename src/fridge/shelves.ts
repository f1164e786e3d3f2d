import type { Language } from "../i18n/languages";
import {
  CATEGORIES,
  pickerVocabulary,
  type Category,
  type PickerVocabulary,
  type Vocabulary,
} from "../ingredients/vocabulary";
import { CHIPS_PER_CATEGORY } from "./constants";

export type Chip = { key: string; name: string };
export type Shelf = { label: string; chips: Chip[] };

/** How many quick-choice shelves the picker shows, most used first. */
export const SHELF_COUNT = 5;

/**
 * The one-tap choices: per shelf, the ingredients most recipes use, staples left out (the staples
 * switch covers them). Shelves with the most used ingredients come first; the shelves' labels and
 * the ingredients' names are the page's language's.
 */
export const fridgeShelves = (
  recipeKeys: readonly (readonly string[])[],
  vocabulary: Vocabulary,
  labels: Readonly<Record<Category, string>>,
  language: Language,
): Shelf[] => {
  const names = new Map(
    pickerVocabulary(vocabulary, language).map((entry) => [entry.key, entry.name.one]),
  );
  const uses = new Map<string, number>();
  recipeKeys.flat().forEach((key) => uses.set(key, (uses.get(key) ?? 0) + 1));
  const used = (key: string) => uses.get(key) ?? 0;
  return CATEGORIES.map((category) => {
    const entries = vocabulary
      .filter((entry) => entry.category === category && !entry.staple && used(entry.key) > 0)
      .sort((a, b) => used(b.key) - used(a.key) || a.key.localeCompare(b.key))
      .slice(0, CHIPS_PER_CATEGORY);
    return {
      label: labels[category],
      weight: entries.reduce((sum, entry) => sum + used(entry.key), 0),
      chips: entries.map((entry) => ({ key: entry.key, name: names.get(entry.key) ?? entry.key })),
    };
  })
    .filter((shelf) => shelf.chips.length > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SHELF_COUNT)
    .map(({ label, chips }) => ({ label, chips }));
};

/**
 * A shelf's chips two by two, an odd one joining the last pair: a row then breaks between pairs
 * before it breaks inside one, so no chip is left alone on a row it could share.
 */
export const inPairs = <T>(chips: readonly T[]): T[][] => {
  const pairs: T[][] = [];
  for (let at = 0; at < chips.length;) {
    const size = chips.length - at === 3 ? 3 : 2;
    pairs.push(chips.slice(at, at + size));
    at += size;
  }
  return pairs;
};

/** The staples, named for the switch that counts them as had. */
export const stapleKeys = (vocabulary: PickerVocabulary): string[] =>
  vocabulary.filter((entry) => entry.staple).map((entry) => entry.key);
