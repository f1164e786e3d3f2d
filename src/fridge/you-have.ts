import { fill } from "../i18n/words";
import type { FridgeState } from "./fridge-state";

export type LineKey = { key: string; staple: boolean };
export type HadLines = { have: number; total: number; lines: boolean[] };

/**
 * A recipe's lines against this browser's fridge: which lines are had, and how many of the
 * recipe's distinct ingredients. Null when the visitor has chosen nothing.
 */
export const hadLines = (lines: readonly LineKey[], fridge: FridgeState): HadLines | null => {
  if (fridge.have.length === 0) return null;
  const chosen = new Set(fridge.have);
  const had = (line: LineKey) => chosen.has(line.key) || (fridge.countStaples && line.staple);
  const distinct = new Map(lines.map((line) => [line.key, had(line)]));
  return {
    have: [...distinct.values()].filter(Boolean).length,
    total: distinct.size,
    lines: lines.map(had),
  };
};

/** On recipe pages and the picker's results; the recipe list's section of the dictionary says it. */
export const YOU_HAVE = "You have {have} of {total} ingredients";

/** "You have 6 of 10 ingredients" (or the same in the page's words). */
export const youHave = (have: number, total: number, words: string = YOU_HAVE): string =>
  fill(words, { have: String(have), total: String(total) });
