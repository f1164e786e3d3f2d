export const EVENT_NAMES = {
  pageViewed: "Page Viewed",
  deletionRequested: "User Data Deletion Requested",
  downloadClicked: (productName: string) => `Download ${productName} Clicked`,
  webVitals: "Web Vitals",
} as const;

/** The two messages that name the analytics provider, as the error catalogue words them. */
export const providerErrorMessages = (providerName: string) =>
  ({
    initFailed: `Failed to initialize ${providerName}:`,
    reset: `Error resetting ${providerName}:`,
  }) as const;

export const ERROR_MESSAGES = {
  outsideProvider: "useAnalytics must be used within an AnalyticsProvider",
  pageView: "Error tracking page view:",
  track: "Error tracking event:",
  identify: "Error identifying user:",
  setUserProperty: "Error setting user property:",
} as const;

/** device_type is "desktop" only when the screen is wider than this. */
export const MOBILE_MAX_SCREEN_WIDTH = 768;
export const DEVICE_TYPES = { desktop: "desktop", mobile: "mobile" } as const;
export const PLATFORM = "web";
export const DELETION_SOURCE = "web_form";

const SECOND_MS = 1000;

/** Calls made before the library is ready; far more than one visit makes before idle. */
export const PENDING_CALLS_LIMIT = 100;
/** The longest we wait for an idle moment after load before sending what waits by beacon. */
export const IDLE_TIMEOUT_MS = 3 * SECOND_MS;
