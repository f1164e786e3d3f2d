import type { Field } from "../event-catalogue";
import { MIXPANEL_LIMITS } from "./constants";
import { persistenceCookieName } from "./ingestion";

export type StoredItem = {
  store: "cookie" | "localStorage" | "sessionStorage";
  name: string;
  purpose: string;
  lifetime: string;
};

/** What mixpanel-browser adds to every event by itself; ingestion.test.ts checks the list. */
export const LIBRARY_FIELDS: Field[] = [
  {
    name: "$current_url",
    meaning:
      "the address of the page, without the part after # and with the values listed below redacted",
  },
  {
    name: "$referrer",
    meaning: "the address of the page that linked to ours, if any, redacted the same way",
  },
  { name: "$referring_domain", meaning: "that page's domain" },
  { name: "$browser", meaning: "your browser's name" },
  { name: "$browser_version", meaning: "its version" },
  { name: "$os", meaning: "your operating system's name" },
  { name: "$device", meaning: "your device's kind, such as iPhone or Android, on phones" },
  { name: "$screen_width", meaning: "your screen's width" },
  { name: "$screen_height", meaning: "your screen's height" },
  { name: "mp_lib", meaning: "the library's name" },
  { name: "$lib_version", meaning: "the library's version" },
  { name: "mp_sent_by_lib_version", meaning: "the library's version" },
  { name: "distinct_id", meaning: "the random identifier kept in the cookie below" },
  { name: "$device_id", meaning: "the same identifier" },
  { name: "$insert_id", meaning: "a random id for the event, so it is never counted twice" },
  { name: "time", meaning: "when it happened" },
  { name: "token", meaning: "our Mixpanel project's public token" },
];

/** The scroll-depth events the library's autocapture sends (scrolling only, nothing else). */
export const SCROLL_EVENT = {
  name: "$mp_scroll",
  checkpoints: MIXPANEL_LIMITS.scrollCheckpoints,
} as const;

/** Everything mixpanel-browser keeps in the browser with our config, and for how long. */
export const storedItems = (token: string): StoredItem[] => [
  {
    store: "cookie",
    name: persistenceCookieName(token),
    purpose: "a random identifier, so that your visits count as one visitor",
    lifetime: `${MIXPANEL_LIMITS.cookieExpirationDays} days`,
  },
  {
    store: "localStorage",
    name: `__mpq_${token}_ev`,
    purpose: "events waiting to be sent, so that none is lost when a request fails",
    lifetime: "until they are sent",
  },
  {
    store: "sessionStorage",
    name: `mp_tab_id_mixpanel_${token}`,
    purpose: "a random identifier for the browser tab",
    lifetime: "until you close the tab",
  },
  {
    store: "sessionStorage",
    name: `mp_gen_new_tab_id_mixpanel_${token}`,
    purpose: "notes that the tab already has an identifier",
    lifetime: "until you close the tab",
  },
];
