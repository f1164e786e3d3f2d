import type { AnalyticsEvent, Properties } from "./events";

export type Delivery = "sent" | "not-sent";

export type TrackOptions = {
  /** Send now instead of waiting for the next batch, and load the library at once. */
  immediate?: boolean;
  /** Use navigator.sendBeacon, for clicks that leave the page. */
  beacon?: boolean;
  /** Called exactly once: "sent" only when the provider confirmed it in time. */
  onDelivery?: (delivery: Delivery) => void;
  /** Sent whatever the visitor's consent to analytics: they asked for it. Never stored. */
  requestedByVisitor?: boolean;
  /** The id and time of an earlier attempt at the same request, so the provider keeps it once. */
  eventId?: EventId;
  /** Called when the request leaves the page; the delivery timeout counts from then. */
  onLeaving?: () => void;
};

export type EventId = { insertId: string; time: number };

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
  /** Shows the visitor their analytics choice again ("Privacy choices"). */
  openPrivacyChoices: () => void;
};

export const silentClient: AnalyticsClient = {
  sendsRequests: false,
  track: (_event, options) => options?.onDelivery?.("not-sent"),
  pageView: () => undefined,
  identify: () => undefined,
  reset: () => undefined,
  setUserProperty: () => undefined,
  setUserPropertyOnce: () => undefined,
  openPrivacyChoices: () => undefined,
};
