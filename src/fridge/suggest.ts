import { distance } from "fastest-levenshtein";
import { normalizeTerm, type PickerVocabulary } from "../ingredients/vocabulary";

export type Suggestion = {
  key: string;
  name: string;
  /** The synonym the visitor's words matched, when it was not the name: "scallions". */
  via: string | null;
  /** Already in the visitor's fridge: shown as such, so the list never hides what they typed. */
  chosen: boolean;
};

/** Suggestions shown at most at once. */
export const SUGGESTION_LIMIT = 8;

/**
 * Alphabetical by a name's plain letters (normalizeTerm): in their alphabet of a–z, digits and
 * spaces this is the order localeCompare gives, without the collator that a first call loads,
 * which took 20 ms of the first key typed into the picker.
 */
export const alphabetical = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How one word of an entry scores against the query, lower is better; null leaves it out. `index`
 * is the word's place: the name and its plural first, then the synonyms.
 */
type Score = (text: string, index: number) => number | null;

/**
 * Each entry at its best-scoring word (names before synonyms at the same score), best first, then
 * alphabetical, at most `limit`; `via` is the synonym that scored, when it was not the name.
 */
const rankEntries = (
  vocabulary: PickerVocabulary,
  chosen: ReadonlySet<string>,
  score: Score,
  limit: number,
): Suggestion[] => {
  const found: (Suggestion & { rank: number; letters: string })[] = [];
  for (const entry of vocabulary) {
    const words = [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])];
    let best: { rank: number; via: string | null } | null = null;
    words.forEach((word, index) => {
      const at = score(normalizeTerm(word), index);
      if (at === null) return;
      const rank = at * 2 + (index < 2 ? 0 : 1);
      if (!best || rank < best.rank) best = { rank, via: index < 2 ? null : word };
    });
    if (best) {
      const { rank, via } = best;
      found.push({
        key: entry.key,
        name: entry.name.one,
        via,
        chosen: chosen.has(entry.key),
        rank,
        letters: normalizeTerm(entry.name.one),
      });
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank || alphabetical(a.letters, b.letters))
    .slice(0, limit)
    .map(({ key, name, via, chosen: had }) => ({ key, name, via, chosen: had }));
};

/**
 * Entries whose name, plural or a synonym has a word starting with what was typed: an exact name
 * or synonym first (Enter takes the first), then names before synonyms, earlier matches before
 * later ones, then alphabetical.
 */
export const suggestIngredients = (
  typed: string,
  vocabulary: PickerVocabulary,
  chosen: ReadonlySet<string>,
): Suggestion[] => {
  const query = normalizeTerm(typed);
  if (!query) return [];
  return rankEntries(
    vocabulary,
    chosen,
    (text) =>
      text === query ? -1 : text.startsWith(query) ? 0 : text.includes(` ${query}`) ? 1 : null,
    SUGGESTION_LIMIT,
  );
};

/** The closest names offered for a word no name starts with: a few, or the guess gets wild. */
export const CLOSEST_LIMIT = 3;

/**
 * How far a name may be from the word, in letters added, dropped or changed: one in a short word,
 * one in three in a longer one. "spinnach" is one from "spinach"; "halloumi" is four from
 * "shallot", which is no spelling of it.
 */
export const closeEnough = (length: number): number => Math.max(1, Math.floor(length / 3));

/**
 * For a word no entry's words start with: the entries whose name, plural or synonym is closest to
 * it by edit distance, within closeEnough; nearest first, then names before synonyms, then
 * alphabetical. None when nothing is that close.
 */
export const closestIngredients = (
  typed: string,
  vocabulary: PickerVocabulary,
  chosen: ReadonlySet<string>,
): Suggestion[] => {
  const query = normalizeTerm(typed);
  if (!query) return [];
  const within = closeEnough(query.length);
  return rankEntries(
    vocabulary,
    chosen,
    (text) => {
      const far = distance(query, text);
      return far > within ? null : far;
    },
    CLOSEST_LIMIT,
  );
};
