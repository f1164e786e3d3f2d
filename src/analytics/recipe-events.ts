import type { AnalyticsEvent } from "./events";

/** Apart from the other events' names (EVENT_NAMES) so they ship with the cooking tools' code only. */
export const RECIPE_EVENT_NAMES = {
  recipeScaled: "Recipe Scaled",
  cookModeStarted: "Cook Mode Started",
  recipePrinted: "Recipe Printed",
} as const;

/** The recipe a cooking tool was used on, by the slug in its address. */
const recipeProperties = (slug: string) => ({ recipe_slug: slug });

export const recipeScaled = (slug: string, servings: number): AnalyticsEvent => ({
  name: RECIPE_EVENT_NAMES.recipeScaled,
  properties: { ...recipeProperties(slug), servings },
});

export const cookModeStarted = (slug: string): AnalyticsEvent => ({
  name: RECIPE_EVENT_NAMES.cookModeStarted,
  properties: recipeProperties(slug),
});

export const recipePrinted = (slug: string): AnalyticsEvent => ({
  name: RECIPE_EVENT_NAMES.recipePrinted,
  properties: recipeProperties(slug),
});
