// The combobox's and the results' sentences, made from the page's fridge words.

import { MISSING_AT_MOST } from "../../fridge/constants";
import type { FridgeFilter } from "../../fridge/match";
import { formatNumber } from "../../i18n/format";
import type { Language } from "../../i18n/languages";
import type { Texts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";

/** The privacy policy quotes the button's English name. */
export const CLEAR_LABEL = "Clear all";

export type FridgeTexts = Texts["fridge"];

/** "spinach", "spinach or cinnamon", "spinach, shallot or lime" (with the language's "or"). */
export const joinNames = (names: readonly string[], last: string): string =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}`;

/**
 * Said, and shown under the field, when no ingredient's name or synonym starts with the word
 * typed: the closest names by spelling, which the list offers, or that there are none.
 */
export const unknownWord = (t: FridgeTexts, word: string, closest: readonly string[]): string =>
  closest.length > 0
    ? fill(t.unknownWord.closest, { word, names: joinNames(closest, t.or) })
    : fill(t.unknownWord.none, { word });

/**
 * What the results count, by filter: every result uses at least one ingredient the visitor added
 * (a recipe counted only by the staples switch is not a match).
 */
export const resultCount = (
  t: FridgeTexts,
  language: Language,
  count: number,
  filter: FridgeFilter,
): string => {
  const forms = t.results[filter];
  const most = formatNumber(MISSING_AT_MOST, language);
  return count === 0 ? fill(forms.none, { most }) : plural(forms, count, language, { most });
};

export const filterLabel = (t: FridgeTexts, language: Language, filter: FridgeFilter): string =>
  fill(t.filters[filter], { most: formatNumber(MISSING_AT_MOST, language) });

/** Under a result: what the visitor still needs, or that they have it all. */
export const describeMissing = (t: FridgeTexts, names: readonly string[]): string =>
  names.length === 0 ? t.missingNone : fill(t.missing, { names: names.join(", ") });
