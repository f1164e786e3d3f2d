import type { AnalyticsEvent } from "../analytics/events";

export const sendEvent = (_event: AnalyticsEvent): void => undefined;
