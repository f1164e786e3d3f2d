export { AnalyticsProvider, useAnalytics } from "./analytics-context";
export { getBrowserAnalytics, serverAnalytics } from "./browser-analytics";
export type { AnalyticsClient, Delivery, EventId, RequestOptions, TrackOptions } from "./client";
export { PRIVATE_ATTRIBUTE, privateArea } from "./private-attribute";
export { randomId as newInsertId } from "./mixpanel/ingestion";
export * from "./events";
export { EVENT_NAMES, ERROR_MESSAGES } from "./constants";
export { pagePath } from "./route";
