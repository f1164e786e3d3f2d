import { EVENT_NAMES } from "./constants";
import type { AnalyticsEvent } from "./events";

// Apart from the other events so that they ship with the cooking tools' code only.

/** The recipe a cooking tool was used on, by the slug in its address. */
const recipeProperties = (slug: string) => ({ recipe_slug: slug });

export const recipeScaled = (slug: string, servings: number): AnalyticsEvent => ({
  name: EVENT_NAMES.recipeScaled,
  properties: { ...recipeProperties(slug), servings },
});

export const cookModeStarted = (slug: string): AnalyticsEvent => ({
  name: EVENT_NAMES.cookModeStarted,
  properties: recipeProperties(slug),
});

export const recipePrinted = (slug: string): AnalyticsEvent => ({
  name: EVENT_NAMES.recipePrinted,
  properties: recipeProperties(slug),
});
