import { fill } from "../i18n/words";

export type IngredientMatch = { have: number; total: number };

export const FRACTION_PATTERN = /^(10|[0-9])\/10$/;

export const parseFraction = (text: string): IngredientMatch => {
  const match = FRACTION_PATTERN.exec(text.trim());
  if (!match?.[1]) {
    throw new Error(`"${text}" is not an ingredient match like "7/10"`);
  }
  return { have: Number(match[1]), total: 10 };
};

/** Beside a card's fraction, so that it does not read as a rating. */
export const KITCHEN_MATCH_WORDS = "in most kitchens";

/** A card's fraction as the spec writes it, and what it counts: "7/10 in most kitchens". */
export const matchShown = (
  { have, total }: IngredientMatch,
  words: string = KITCHEN_MATCH_WORDS,
): string => `${have}/${total} ${words}`;

/** The fraction in words; the recipe list's section of the dictionary says it in each language. */
export const DESCRIBE_MATCH = "{have} of {total} ingredients most kitchens have";

/**
 * The site cannot see a visitor's fridge, so the fraction is read as what a typical kitchen
 * already holds; the app works it out from the visitor's own pantry.
 */
export const describeMatch = (
  { have, total }: IngredientMatch,
  words: string = DESCRIBE_MATCH,
): string => fill(words, { have: String(have), total: String(total) });

export const EXPLAIN_MATCH =
  "{have} of the {total} ingredients are ones most kitchens already have.";

export const explainMatch = (
  { have, total }: IngredientMatch,
  words: string = EXPLAIN_MATCH,
): string => fill(words, { have: String(have), total: String(total) });
