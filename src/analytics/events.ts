import { DELETION_SOURCE, EVENT_NAMES } from "./constants";

export type Properties = Record<string, string | number | boolean>;
export type AnalyticsEvent = { name: string; properties: Properties };

/** Where a store badge or download can be recorded from, as the privacy policy names each place. */
export const BADGE_LOCATIONS = {
  hero: "the top of the home page",
  header: "the top bar",
  recipe: "the end of a recipe page",
  get: "the /get download link, when it sends a phone to its store",
  recipes: "the recipe list",
} as const;
export type BadgeLocation = keyof typeof BADGE_LOCATIONS;
export type BadgeSize = "large" | "small";
export type StoreDestination = "app_store" | "play_store";

export const pageViewed = (pathname: string): AnalyticsEvent => ({
  name: EVENT_NAMES.pageViewed,
  properties: { pathname },
});

export const deletionRequested = (email: string, now: Date = new Date()): AnalyticsEvent => ({
  name: EVENT_NAMES.deletionRequested,
  properties: { email, timestamp: now.toISOString(), source: DELETION_SOURCE },
});

export type DownloadClick = {
  productName: string;
  location: BadgeLocation;
  /** Absent when /get sends a phone to its store: no badge was clicked. */
  size?: BadgeSize;
  destination: StoreDestination;
};

export const downloadClicked = (
  { productName, location, size, destination }: DownloadClick,
  now: Date = new Date(),
): AnalyticsEvent => ({
  name: EVENT_NAMES.downloadClicked(productName),
  properties: {
    location,
    ...(size && { button_size: size }),
    timestamp: now.toISOString(),
    destination,
  },
});

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
