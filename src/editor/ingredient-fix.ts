import { distance } from "fastest-levenshtein";
import pluralize from "pluralize";
import { slugify } from "../recipes/slugify";
import { normalizeTerm, type Category, type VocabularyEntry } from "../ingredients/vocabulary";

const closeness = (a: string, b: string) => {
  const x = normalizeTerm(a);
  const y = normalizeTerm(b);
  return distance(x, y) / Math.max(x.length, y.length, 1);
};

/**
 * The line with the words that named nothing replaced by a suggested entry, keeping the rest
 * ("1 handful spinnach, chopped" → "1 handful spinach, chopped"): the run of words closest to
 * the entry's name goes, in the plural when it was written so.
 */
export const withSuggestion = (line: string, unknown: string, entry: VocabularyEntry): string => {
  const words = unknown.split(/\s+/).filter(Boolean);
  let best = { piece: unknown, score: Infinity };
  words.forEach((_, start) =>
    words.slice(start).forEach((__, length) => {
      const piece = words.slice(start, start + length + 1).join(" ");
      const score = closeness(piece, entry.name.one);
      if (score < best.score) best = { piece, score };
    }),
  );
  const name = /s$/i.test(best.piece) ? entry.name.other : entry.name.one;
  const at = line.toLowerCase().indexOf(best.piece.toLowerCase());
  return at === -1 ? line : `${line.slice(0, at)}${name}${line.slice(at + best.piece.length)}`;
};

/** A new entry for words no entry names, as the editor first offers it: the editor checks it. */
export const draftEntry = (unknown: string, category: Category | "", staple: boolean) => {
  const one = pluralize.singular(unknown.trim().toLowerCase());
  return {
    key: slugify(one),
    name: { one, other: pluralize.plural(one) },
    category,
    staple,
  };
};
