import { DEFAULT_LANGUAGE, type Language } from "../../i18n/languages";
import { plural, type PluralForms } from "../../i18n/words";

/** On a list card's count: the recipe's path, so this browser's fridge can be matched to it. */
export const LIST_MATCH = "data-list-match";
/** Set on the count once the visitor has chosen ingredients: the live match shows instead. */
export const MATCHED = "data-matched";
/** The empty place for the live match, beside the count. */
export const LIVE = "data-live";

/** "10 ingredients": a recipe's distinct ingredients, staples included. */
export const ingredientCount = (
  forms: PluralForms,
  count: number,
  language: Language = DEFAULT_LANGUAGE,
): string => plural(forms, count, language);
