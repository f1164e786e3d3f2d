import type { BADGE_LOCATIONS } from "./badge-locations";
import { DELETION_SOURCE, EVENT_NAMES } from "./constants";

export type Properties = Record<string, string | number | boolean>;
export type AnalyticsEvent = { name: string; properties: Properties };

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
