import { distance } from "fastest-levenshtein";
import pluralize from "pluralize";
import { slugify } from "../recipes/slugify";
import {
  normalizeTerm,
  vocabularyTerms,
  type Category,
  type Vocabulary,
  type VocabularyEntry,
} from "../ingredients/vocabulary";

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

/** How many entries "Did you mean" offers at most. */
export const CLOSE_COUNT = 3;
/**
 * How far a spelling may be from an entry's name, plural or synonym to be offered: a share of
 * the longer word's letters that differ. "spinnach" is 0.13 from spinach; "halloumi" 0.63 from
 * shallot, which is no likely slip.
 */
export const CLOSE_ENOUGH = 0.34;

/**
 * The entries words that named nothing were probably meant to name, closest first: compared by
 * spelling with every entry's name, plural and synonyms (for every run of the words, so "fresh
 * spinnach" finds spinach). None when nothing is close: the words are then new to the list.
 */
export const closeEntries = (unknown: string, vocabulary: Vocabulary): VocabularyEntry[] => {
  const words = normalizeTerm(unknown).split(" ").filter(Boolean);
  const pieces = words.flatMap((_, start) =>
    words.slice(start).map((__, length) => words.slice(start, start + length + 1).join(" ")),
  );
  const best = new Map<string, number>();
  for (const term of vocabularyTerms(vocabulary)) {
    for (const piece of pieces) {
      const score = distance(piece, term.text) / Math.max(piece.length, term.text.length, 1);
      if (score <= CLOSE_ENOUGH && score < (best.get(term.key) ?? Infinity)) {
        best.set(term.key, score);
      }
    }
  }
  return [...best]
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
    .slice(0, CLOSE_COUNT)
    .map(([key]) => vocabulary.find((entry) => entry.key === key))
    .filter((entry): entry is VocabularyEntry => entry !== undefined);
};

/**
 * The word for several, as first offered: English plurals ("egg" → "eggs", "tomato" →
 * "tomatoes"), but a word English does not count ("rice"), or one borrowed from another
 * language ("halloumi", "za'atar", "gnocchi", "tahini"), stays as it is: adding "s" to those
 * makes words no cook writes. The editor can still change it in the form.
 */
const UNCOUNTED = new Set(
  "flour sugar salt rice miso paneer bulgur quinoa feta ricotta mozzarella mascarpone parmesan harissa ghee polenta couscous yogurt yoghurt honey saffron sumac cumin turmeric paprika oregano tempeh pesto cream butter milk water oil vinegar".split(
    " ",
  ),
);

/** A word that stays as it is for several: uncounted, or borrowed from another language. */
export const keepsItsForm = (word: string): boolean => {
  const last = (word.trim().split(/\s+/).at(-1) ?? "").toLowerCase();
  return (
    UNCOUNTED.has(last) ||
    /['’]|[^ -~]/.test(last) ||
    /[iu]$/.test(last) ||
    pluralize.isPlural(last) === pluralize.isSingular(last)
  );
};

export const pluralOf = (one: string): string => {
  const word = one.trim();
  return !word || keepsItsForm(word) ? word : pluralize.plural(word);
};

/** A new entry for words no entry names, as the editor first offers it: the editor checks it. */
export const draftEntry = (unknown: string, category: Category | "", staple: boolean) => {
  const typed = unknown.trim().toLowerCase();
  // "eggs" is written for one egg, but "halloumi" or "za'atar" are no plurals to undo.
  const one = keepsItsForm(typed) ? typed : pluralize.singular(typed);
  return {
    key: slugify(one),
    name: { one, other: pluralOf(one) },
    category,
    staple,
  };
};
