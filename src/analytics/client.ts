import type { AnalyticsEvent, Properties } from "./events";

export type Delivery = "sent" | "not-sent";

export type TrackOptions = {
  /** Send now instead of waiting for the next batch, and load the library at once. */
  immediate?: boolean;
  /** Use navigator.sendBeacon, for clicks that leave the page. */
  beacon?: boolean;
  /** Called exactly once: "sent" only when the provider confirmed it in time. */
  onDelivery?: (delivery: Delivery) => void;
  /** Sent even when the visitor opted out of tracking (they asked for it). */
  requestedByVisitor?: boolean;
};

export type AnalyticsClient = {
  /** False when no analytics is configured: nothing the visitor asks for can reach us this way. */
  sendsRequests: boolean;
  track: (event: AnalyticsEvent, options?: TrackOptions) => void;
  /** `path` is the pathname plus the query string. */
  pageView: (path: string) => void;
  identify: (id: string) => void;
  reset: () => void;
  setUserProperty: (properties: Properties) => void;
  setUserPropertyOnce: (properties: Properties) => void;
};

export const silentClient: AnalyticsClient = {
  sendsRequests: false,
  track: (_event, options) => options?.onDelivery?.("not-sent"),
  pageView: () => undefined,
  identify: () => undefined,
  reset: () => undefined,
  setUserProperty: () => undefined,
  setUserPropertyOnce: () => undefined,
};
