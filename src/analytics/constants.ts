export const PROVIDER_NAME = "Mixpanel";

export const EVENT_NAMES = {
  pageViewed: "Page Viewed",
  deletionRequested: "User Data Deletion Requested",
  downloadClicked: (productName: string) => `Download ${productName} Clicked`,
  webVitals: "Web Vitals",
} as const;

export const ERROR_MESSAGES = {
  outsideProvider: "useAnalytics must be used within an AnalyticsProvider",
  initFailed: `Failed to initialize ${PROVIDER_NAME}:`,
  pageView: "Error tracking page view:",
  track: "Error tracking event:",
  identify: "Error identifying user:",
  setUserProperty: "Error setting user property:",
  reset: `Error resetting ${PROVIDER_NAME}:`,
} as const;

/** device_type is "desktop" only when the screen is wider than this. */
export const MOBILE_MAX_SCREEN_WIDTH = 768;
export const DEVICE_TYPES = { desktop: "desktop", mobile: "mobile" } as const;
export const PLATFORM = "web";
export const DELETION_SOURCE = "web_form";

export const MIXPANEL_API_HOST = "https://api-js.mixpanel.com";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const MIXPANEL_LIMITS = {
  batchSize: 50,
  batchFlushIntervalMs: 5 * SECOND_MS,
  batchRequestTimeoutMs: 90 * SECOND_MS,
  cookieExpirationDays: 365,
  propertyMaxLength: 255,
  scrollCheckpoints: [25, 50, 75, 100],
} as const;

export const SESSION_REPLAY_LIMITS = {
  maxMs: 24 * HOUR_MS,
  idleTimeoutMs: 30 * MINUTE_MS,
  /** Fixed inside the recorder: it has no setting for these two. */
  batchSize: 1000,
  flushIntervalMs: 10 * SECOND_MS,
  sessionsPercent: 100,
} as const;

/** The recorder is copied here at build time so it never comes from Mixpanel's CDN. */
export const RECORDER_FILE_NAME = "mixpanel-recorder.min.js";

/** Calls made before the library is ready; far more than one visit makes before idle. */
export const PENDING_CALLS_LIMIT = 100;
/** The longest we wait for an idle moment after load before fetching the library anyway. */
export const IDLE_TIMEOUT_MS = 3 * SECOND_MS;
/** A visitor-requested event counts as not delivered without confirmation by then. */
export const DELIVERY_TIMEOUT_MS = 5 * SECOND_MS;
