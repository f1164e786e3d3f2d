import type { FridgeState } from "./fridge-state";
import { hadKeys } from "./match";

/** A card of the recipe list: its recipe's page and distinct ingredient keys. */
export type ListCard = { path: string; keys: readonly string[] };
export type CardMatch = { have: number; total: number };

/**
 * Each card's match against the visitor's fridge, by the recipe's path, as the picker's results
 * count it (staples as had when the switch is on); null while nothing is chosen.
 */
export const cardMatches = (
  cards: readonly ListCard[],
  fridge: FridgeState,
  staples: readonly string[],
): Map<string, CardMatch> | null => {
  if (fridge.have.length === 0) return null;
  const had = hadKeys(fridge.have, staples, fridge.countStaples);
  return new Map(
    cards.map(({ path, keys }) => [
      path,
      { have: keys.filter((key) => had.has(key)).length, total: keys.length },
    ]),
  );
};
