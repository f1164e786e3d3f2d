import type { Properties } from "../events";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "./constants";
import { truncateProperties } from "./properties";

/**
 * Sends events the way Mixpanel's HTTP ingestion API takes them, without the library: for
 * events that must leave before the library has loaded, or while the page is going away.
 */

/** The anonymous visitor as mixpanel-browser stores it: `$device:<id>` until identified. */
export type Identity = { distinctId: string; deviceId: string };

export type IngestionEvent = { event: string; properties: Properties };

export type EventToIngest = {
  name: string;
  properties: Properties;
  token: string;
  identity: Identity;
  insertId: string;
  /** Milliseconds since the epoch, when the visitor did it. */
  time: number;
};

/**
 * `ip=1` lets Mixpanel derive the country and city from the sender's address, as the library does;
 * a visitor's own request goes with `ip=0`, so nothing is derived from it.
 */
export const trackUrl = (apiHost: string, ip = true) => `${apiHost}/track/?ip=${ip ? 1 : 0}`;
export const TRACK_URL = trackUrl(MIXPANEL_API_HOST);
const DEVICE_ID_PREFIX = "$device:";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The cookie mixpanel-browser keeps its identity in (`persistence: "cookie"`). */
export const persistenceCookieName = (token: string) => `mp_${token}_mixpanel`;

/** Mixpanel's `time` is in seconds; the fraction keeps the order of events sent together. */
export const toMixpanelTime = (epochMs: number) => epochMs / 1000;

export const ingestionEvent = ({
  name,
  properties,
  token,
  identity,
  insertId,
  time,
}: EventToIngest): IngestionEvent => ({
  event: name,
  properties: {
    ...truncateProperties(properties),
    token,
    distinct_id: identity.distinctId,
    $device_id: identity.deviceId,
    $insert_id: insertId,
    time: toMixpanelTime(time),
  },
});

/**
 * The body of a POST to /track: `data` holding the JSON array, form-encoded, since a beacon
 * can only carry a CORS-safelisted content type without a preflight it cannot wait for.
 */
export const encodeEvents = (events: IngestionEvent[]): URLSearchParams =>
  new URLSearchParams({ data: JSON.stringify(events) });

/** Hands the events to the browser, which sends them even after the page is gone. */
export const sendByBeacon = (
  events: IngestionEvent[],
  nav: Pick<Navigator, "sendBeacon"> = navigator,
  apiHost: string = MIXPANEL_API_HOST,
): boolean => {
  if (events.length === 0) return true;
  try {
    return nav.sendBeacon(trackUrl(apiHost), encodeEvents(events));
  } catch {
    return false;
  }
};

export const newIdentity = (deviceId: string): Identity => ({
  distinctId: `${DEVICE_ID_PREFIX}${deviceId}`,
  deviceId,
});

const cookieValue = (cookies: string, name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length);
};

/** The identity mixpanel-browser stored on an earlier visit, if any. */
export const readIdentity = (token: string, cookies: string): Identity | undefined => {
  const raw = cookieValue(cookies, persistenceCookieName(token));
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
    const distinctId = stored.distinct_id;
    if (typeof distinctId !== "string" || distinctId === "") return undefined;
    const deviceId =
      typeof stored.$device_id === "string"
        ? stored.$device_id
        : distinctId.replace(DEVICE_ID_PREFIX, "");
    return { distinctId, deviceId };
  } catch {
    return undefined;
  }
};

export type CookieOptions = { secure: boolean; now?: number };

/** The cookie exactly as mixpanel-browser writes it, so it adopts this identity when it loads. */
export const identityCookie = (
  token: string,
  { distinctId, deviceId }: Identity,
  { secure, now = Date.now() }: CookieOptions,
): string => {
  const value = encodeURIComponent(
    JSON.stringify({ distinct_id: distinctId, $device_id: deviceId }),
  );
  const expires = new Date(now + MIXPANEL_LIMITS.cookieExpirationDays * DAY_MS).toUTCString();
  return `${persistenceCookieName(token)}=${value}; expires=${expires}; path=/${secure ? "; secure" : ""}`;
};

export const randomId = (): string =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type SharedIdentityOptions = CookieOptions & {
  doc?: Pick<Document, "cookie">;
  createId?: () => string;
};

/**
 * The visitor's anonymous identity, shared with mixpanel-browser: read from its cookie, or
 * created and stored there, so a bounce and the return visit count as one visitor.
 */
export const sharedIdentity = (
  token: string,
  { doc = document, createId = randomId, ...cookie }: SharedIdentityOptions,
): Identity => {
  const stored = readIdentity(token, doc.cookie);
  if (stored) return stored;
  const identity = newIdentity(createId());
  doc.cookie = identityCookie(token, identity, cookie);
  return identity;
};
