export { AnalyticsProvider, useAnalytics } from "./analytics-context";
export { getBrowserAnalytics, serverAnalytics } from "./browser-analytics";
export type { AnalyticsClient, Delivery, TrackOptions } from "./client";
export * from "./events";
export { EVENT_NAMES, ERROR_MESSAGES } from "./constants";
export { pagePath } from "./route";
