import { CATEGORIES, CATEGORY_LABELS, type Vocabulary } from "../ingredients/vocabulary";
import { CHIPS_PER_CATEGORY } from "./constants";

export type Chip = { key: string; name: string };
export type Shelf = { label: string; chips: Chip[] };

/** How many quick-choice shelves the picker shows, most used first. */
export const SHELF_COUNT = 5;

/**
 * The one-tap choices: per shelf, the ingredients most recipes use, staples left out (the staples
 * switch covers them). Shelves with the most used ingredients come first.
 */
export const fridgeShelves = (
  recipeKeys: readonly (readonly string[])[],
  vocabulary: Vocabulary,
): Shelf[] => {
  const uses = new Map<string, number>();
  recipeKeys.flat().forEach((key) => uses.set(key, (uses.get(key) ?? 0) + 1));
  const used = (key: string) => uses.get(key) ?? 0;
  return CATEGORIES.map((category) => {
    const entries = vocabulary
      .filter((entry) => entry.category === category && !entry.staple && used(entry.key) > 0)
      .sort((a, b) => used(b.key) - used(a.key) || a.key.localeCompare(b.key))
      .slice(0, CHIPS_PER_CATEGORY);
    return {
      label: CATEGORY_LABELS[category],
      weight: entries.reduce((sum, entry) => sum + used(entry.key), 0),
      chips: entries.map((entry) => ({ key: entry.key, name: entry.name.one })),
    };
  })
    .filter((shelf) => shelf.chips.length > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SHELF_COUNT)
    .map(({ label, chips }) => ({ label, chips }));
};

/** The staples, named for the switch that counts them as had. */
export const stapleKeys = (vocabulary: Vocabulary): string[] =>
  vocabulary.filter((entry) => entry.staple).map((entry) => entry.key);
