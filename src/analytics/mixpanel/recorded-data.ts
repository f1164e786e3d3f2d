import type { Field } from "../event-catalogue";
import { optOutKey } from "../consent/choice-storage";
import { MIXPANEL_LIMITS } from "./constants";
import { persistenceCookieName } from "./ingestion";
import { LIBRARY_DATABASES } from "./library-databases";

export type StoredItem = {
  /** Names the item where the privacy policy's words for it are kept, in every language. */
  key: string;
  store: "cookie" | "localStorage" | "sessionStorage" | "indexedDB";
  name: string;
  purpose: string;
  lifetime: string;
};

/**
 * What every event carries to say who sent it and when, whichever way it travels: the library
 * and the site's own sender (`ingestionEvent`) both add these. ingestion.test.ts checks the list.
 */
export const ENVELOPE_FIELDS: Field[] = [
  { name: "distinct_id", meaning: "the random identifier kept in the cookie below" },
  { name: "$device_id", meaning: "the same identifier" },
  { name: "$insert_id", meaning: "a random id for the event, so it is never counted twice" },
  { name: "time", meaning: "when it happened" },
  { name: "token", meaning: "our Mixpanel project's public token" },
];

/**
 * What mixpanel-browser adds to the events it sends by itself, once it has loaded on your first
 * tap, key or scroll; recorded-data.test.ts checks the list against the real library.
 */
export const LIBRARY_FIELDS: Field[] = [
  { name: "$referring_domain", meaning: "the domain of the page that linked to ours" },
  { name: "$browser", meaning: "your browser's name" },
  { name: "$browser_version", meaning: "its version" },
  { name: "$os", meaning: "your operating system's name" },
  { name: "$device", meaning: "your device's kind, such as iPhone or Android, on phones" },
  { name: "$screen_width", meaning: "your screen's width" },
  { name: "$screen_height", meaning: "your screen's height" },
  { name: "mp_lib", meaning: "the library's name" },
  { name: "$lib_version", meaning: "the library's version" },
  { name: "mp_sent_by_lib_version", meaning: "the library's version" },
];

/** The scroll-depth events the library's autocapture sends (scrolling only, nothing else). */
export const SCROLL_EVENT = {
  name: "$mp_scroll",
  checkpoints: MIXPANEL_LIMITS.scrollCheckpoints,
  fields: [
    { name: "$scroll_checkpoint", meaning: "the checkpoint you passed" },
    { name: "$scroll_percentage", meaning: "how far down the page you are, in percent" },
    { name: "$scroll_top", meaning: "how far down the page you are, in pixels" },
    { name: "$scroll_height", meaning: "the page's height in pixels" },
    { name: "$mp_autocapture", meaning: "that the library recorded it by itself" },
  ] satisfies Field[],
} as const;

/**
 * The deletion request's own record, besides what you typed (`requestEvent` in ingestion.ts):
 * ingestion.test.ts checks the list.
 */
export const REQUEST_FIELDS: Field[] = [
  {
    name: "distinct_id",
    meaning: "an identifier made for this request alone, never the one of your visits",
  },
  { name: "$insert_id", meaning: "the request's id, the same if you try again" },
  { name: "time", meaning: "when you made the request" },
  { name: "token", meaning: "our Mixpanel project's public token" },
];

/** Everything analytics keeps in the browser with our config, and for how long. */
export const storedItems = (token: string, sessionReplay: boolean): StoredItem[] => [
  {
    key: "identifierCookie",
    store: "cookie",
    name: persistenceCookieName(token),
    purpose: "a random identifier, so that your visits count as one visitor",
    lifetime: `${MIXPANEL_LIMITS.cookieExpirationDays} days`,
  },
  {
    key: "eventQueue",
    store: "localStorage",
    name: `__mpq_${token}_ev`,
    purpose: "events waiting to be sent, so that none is lost when a request fails",
    lifetime: "until they are sent",
  },
  {
    key: "tabId",
    store: "sessionStorage",
    name: `mp_tab_id_mixpanel_${token}`,
    purpose: "a random identifier for the browser tab",
    lifetime: "until you close the tab",
  },
  {
    key: "tabIdNote",
    store: "sessionStorage",
    name: `mp_gen_new_tab_id_mixpanel_${token}`,
    purpose: "notes that the tab already has an identifier",
    lifetime: "until you close the tab",
  },
  {
    key: sessionReplay ? "replayDatabase" : "replayDatabaseIdle",
    store: "indexedDB",
    name: LIBRARY_DATABASES[0],
    purpose: sessionReplay
      ? "the session recording waiting to be sent, and a note of the recordings in progress"
      : "a note of session recordings in progress (there are none: this site records none)",
    lifetime: "until they are sent, or the library's own cleanup",
  },
  {
    key: "flagCache",
    store: "indexedDB",
    name: LIBRARY_DATABASES[1],
    purpose: "the library's cache of feature flags (empty: this site uses none)",
    lifetime: "until the library's own cleanup",
  },
  ...(sessionReplay
    ? [
        {
          key: "optOut",
          store: "localStorage" as const,
          name: optOutKey(token),
          purpose:
            "only after you decline: tells the library to send nothing more, not even the end of a recording",
          lifetime: "until you leave the page",
        },
      ]
    : []),
];
