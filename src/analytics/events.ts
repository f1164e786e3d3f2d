import { DELETION_SOURCE, EVENT_NAMES, MIXPANEL_LIMITS } from "./constants";

export type Properties = Record<string, string | number | boolean>;
export type AnalyticsEvent = { name: string; properties: Properties };

export type BadgeLocation = "hero" | "header" | "recipe";
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
  size: BadgeSize;
  destination: StoreDestination;
};

export const downloadClicked = (
  { productName, location, size, destination }: DownloadClick,
  now: Date = new Date(),
): AnalyticsEvent => ({
  name: EVENT_NAMES.downloadClicked(productName),
  properties: { location, button_size: size, timestamp: now.toISOString(), destination },
});

export const truncateProperties = (
  properties: Properties,
  maxLength: number = MIXPANEL_LIMITS.propertyMaxLength,
): Properties =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === "string" ? value.slice(0, maxLength) : value,
    ]),
  );
