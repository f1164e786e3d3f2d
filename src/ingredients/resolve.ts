import { distance } from "fastest-levenshtein";
import { parseLine, type ParsedIngredient } from "./parse";
import { normalizeTerm, vocabularyTerms, type PickerVocabulary, type Term } from "./vocabulary";

export type ResolvedIngredient = ParsedIngredient & { key: string | null };

/** How many "did you mean" entries a failure offers. */
export const SUGGESTION_COUNT = 3;

export type Resolver = {
  resolve: (line: string) => ResolvedIngredient;
  /** The entries whose names are closest to a text no entry matched, nearest first. */
  suggest: (text: string) => string[];
  /** Whether most kitchens have it, so a visitor may count it as had. */
  isStaple: (key: string) => boolean;
};

const padded = (text: string) => ` ${text} `;

/**
 * A line names an entry when one of the entry's terms appears in its ingredient text as whole
 * words; the longest such term wins, so "extra virgin olive oil" is olive oil and "coconut milk"
 * is not milk.
 */
export const makeResolver = (vocabulary: PickerVocabulary): Resolver => {
  const terms: Term[] = vocabularyTerms(vocabulary).sort((a, b) => b.text.length - a.text.length);
  const names = new Map(vocabulary.map((entry) => [entry.key, entry.name.one]));

  const keyOf = (ingredient: string): string | null => {
    const text = padded(normalizeTerm(ingredient));
    return terms.find((term) => text.includes(padded(term.text)))?.key ?? null;
  };

  const suggest = (text: string): string[] => {
    const words = normalizeTerm(text).split(" ").filter(Boolean);
    // Compare with every run of words, so "fresh spinnach" still finds spinach.
    const pieces = words.flatMap((_, start) =>
      words.slice(start).map((__, length) => words.slice(start, start + length + 1).join(" ")),
    );
    const best = new Map<string, number>();
    for (const term of terms) {
      for (const piece of pieces.length > 0 ? pieces : [""]) {
        const score = distance(piece, term.text) / Math.max(piece.length, term.text.length, 1);
        if (score < (best.get(term.key) ?? Infinity)) best.set(term.key, score);
      }
    }
    return [...best]
      .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
      .slice(0, SUGGESTION_COUNT)
      .map(([key]) => names.get(key) ?? key);
  };

  const resolve = (line: string): ResolvedIngredient => {
    const parsed = parseLine(line);
    return { ...parsed, key: keyOf(parsed.ingredient) };
  };

  const staples = new Set(vocabulary.filter((entry) => entry.staple).map((entry) => entry.key));
  return { resolve, suggest, isStaple: (key) => staples.has(key) };
};

/** The distinct entries a recipe's lines name, in the order they first appear. */
export const ingredientKeys = (lines: readonly string[], resolver: Resolver): string[] => [
  ...new Set(
    lines.map((line) => resolver.resolve(line).key).filter((key): key is string => key !== null),
  ),
];
