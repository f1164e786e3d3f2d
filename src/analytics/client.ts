import type { AnalyticsEvent, Properties } from "./events";

export type Delivery = "sent" | "not-sent";

export type TrackOptions = {
  /** Send now by navigator.sendBeacon, for clicks that open another page. */
  beacon?: boolean;
};

export type EventId = { insertId: string; time: number };

export type RequestOptions = {
  /** The same id and time on every attempt at the same request, so the provider keeps it once. */
  eventId: EventId;
  /** Called exactly once: "sent" only when the provider confirmed it. */
  onDelivery: (delivery: Delivery) => void;
};

export type AnalyticsClient = {
  /** False when no analytics is configured: nothing the visitor asks for can reach us this way. */
  sendsRequests: boolean;
  track: (event: AnalyticsEvent, options?: TrackOptions) => void;
  /**
   * A request the visitor makes (a deletion request): not analytics, so sent whatever their
   * consent, at once, on its own, under an identifier of its own, and never stored.
   */
  request: (event: AnalyticsEvent, options: RequestOptions) => void;
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
  track: () => undefined,
  request: (_event, { onDelivery }) => onDelivery("not-sent"),
  pageView: () => undefined,
  identify: () => undefined,
  reset: () => undefined,
  setUserProperty: () => undefined,
  setUserPropertyOnce: () => undefined,
  openPrivacyChoices: () => undefined,
};
