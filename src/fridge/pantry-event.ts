import type { AnalyticsEvent } from "../analytics/events";

/**
 * Named here rather than with the other events so the name ships only with the picker's code,
 * not in the script every page loads.
 */
export const PANTRY_MATCHED = "Pantry Matched";

/** How the ingredients were chosen: in the picker, or by opening a link that carried them. */
export type PantrySource = "picker" | "link";

export type PantryMatch = { ingredientCount: number; fullMatches: number; source: PantrySource };

/** Counts only: which ingredients a visitor has never leaves the browser. */
export const pantryMatched = ({
  ingredientCount,
  fullMatches,
  source,
}: PantryMatch): AnalyticsEvent => ({
  name: PANTRY_MATCHED,
  properties: { ingredient_count: ingredientCount, full_matches: fullMatches, source },
});
