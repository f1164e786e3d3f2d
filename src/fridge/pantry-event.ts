import { EVENT_NAMES } from "../analytics/constants";
import type { AnalyticsEvent } from "../analytics/events";

/** How the ingredients were chosen: in the picker, or by opening a link that carried them. */
export type PantrySource = "picker" | "link";

export type PantryMatch = { ingredientCount: number; fullMatches: number; source: PantrySource };

/** Counts only: which ingredients a visitor has never leaves the browser. */
export const pantryMatched = ({
  ingredientCount,
  fullMatches,
  source,
}: PantryMatch): AnalyticsEvent => ({
  name: EVENT_NAMES.pantryMatched,
  properties: { ingredient_count: ingredientCount, full_matches: fullMatches, source },
});
