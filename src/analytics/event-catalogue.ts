import {
  DELETION_SOURCE,
  DEVICE_TYPES,
  EVENT_NAMES,
  MOBILE_MAX_SCREEN_WIDTH,
  PLATFORM,
} from "./constants";
import { BADGE_LOCATIONS } from "./badge-locations";
import { RECIPE_EVENT_NAMES } from "./recipe-events";
import { PANTRY_MATCHED } from "../fridge/pantry-event";
import { CAMPAIGN_TOKEN_KEY, SOURCE_KEY, UTM_KEYS } from "../get/constants";
import { CAMPAIGN_PARAMS, CLICK_ID_PARAMS } from "./redact";
import { LANGUAGE_CODES } from "../i18n/languages";

export type Field = { name: string; meaning: string };
/** `key` names the event where the privacy policy's words for it are kept, in every language. */
export type CatalogueEvent = { key: string; name: string; when: string; fields: Field[] };

/** The campaign a /get link carried, recorded with the download it led to (only those given). */
const CAMPAIGN_FIELDS: Field[] = [
  ...UTM_KEYS.map((key) => ({
    name: key,
    meaning: "the campaign tag of the /get link you opened",
  })),
  { name: SOURCE_KEY, meaning: `where the /get link was, such as "qr" for the QR code` },
  { name: CAMPAIGN_TOKEN_KEY, meaning: "the App Store campaign of the /get link you opened" },
];

const RECIPE_FIELD: Field = {
  name: "recipe_slug",
  meaning: "the recipe, as named in its page's address",
};

/**
 * Every event the site sends and every field in it, in words a visitor reads: the privacy
 * policy is rendered from this list, and tests hold it to what the code really sends.
 */
export const eventCatalogue = ({
  productName,
  webVitals,
}: {
  productName: string;
  webVitals: boolean;
}): CatalogueEvent[] => [
  {
    key: "pageViewed",
    name: EVENT_NAMES.pageViewed,
    when: "you open a page",
    fields: [{ name: "pathname", meaning: "the address of the page, including any query string" }],
  },
  {
    key: "downloadClicked",
    name: EVENT_NAMES.downloadClicked(productName),
    when: "you click an App Store or Google Play badge",
    fields: [
      {
        name: "location",
        meaning: `where it happened: ${Object.entries(BADGE_LOCATIONS)
          .map(([location, place]) => `${location} (${place})`)
          .join(", ")}`,
      },
      { name: "button_size", meaning: "large or small; absent when /get sent you to the store" },
      { name: "destination", meaning: "app_store or play_store" },
      { name: "timestamp", meaning: "the date and time of the click" },
      ...CAMPAIGN_FIELDS,
    ],
  },
  {
    key: "deletionRequested",
    name: EVENT_NAMES.deletionRequested,
    when: "you submit the data-deletion form",
    fields: [
      { name: "email", meaning: "the email address you enter, so we can find your account" },
      { name: "timestamp", meaning: "the date and time of the request" },
      { name: "source", meaning: `always "${DELETION_SOURCE}"` },
    ],
  },
  {
    key: "recipeScaled",
    name: RECIPE_EVENT_NAMES.recipeScaled,
    when: "you change the servings of a recipe, once you settle on a number",
    fields: [RECIPE_FIELD, { name: "servings", meaning: "the number of servings you chose" }],
  },
  {
    key: "cookModeStarted",
    name: RECIPE_EVENT_NAMES.cookModeStarted,
    when: 'you switch on "Keep screen on" on a recipe page',
    fields: [RECIPE_FIELD],
  },
  {
    key: "recipePrinted",
    name: RECIPE_EVENT_NAMES.recipePrinted,
    when: "you print a recipe page",
    fields: [RECIPE_FIELD],
  },
  {
    key: "pantryMatched",
    name: PANTRY_MATCHED,
    when: "the ingredients you chose in the recipe list's fridge picker settle, at most once per change",
    fields: [
      { name: "ingredient_count", meaning: "how many ingredients you chose (never which ones)" },
      { name: "full_matches", meaning: "how many recipes you have every ingredient for" },
      {
        name: "source",
        meaning: `"picker" when you chose them on the page, "link" when a link you opened carried them`,
      },
    ],
  },
  ...(webVitals
    ? [
        {
          key: "webVitals",
          name: EVENT_NAMES.webVitals,
          when: "once per page, to measure how fast it was",
          fields: [
            { name: "lcp", meaning: "how long the main content took to appear, in milliseconds" },
            { name: "cls", meaning: "how much the layout moved while loading" },
            { name: "inp", meaning: "how long the page took to respond to you, in milliseconds" },
          ],
        },
      ]
    : []),
];

/** The properties sent with every event, as `superProperties` in super-properties.ts builds them. */
export const EVERY_EVENT_FIELDS: Field[] = [
  { name: "screen_width", meaning: "your screen's width in pixels" },
  { name: "screen_height", meaning: "your screen's height in pixels" },
  {
    name: "device_type",
    meaning: `"${DEVICE_TYPES.desktop}" when the screen is wider than ${MOBILE_MAX_SCREEN_WIDTH} pixels, otherwise "${DEVICE_TYPES.mobile}"`,
  },
  { name: "browser", meaning: "your browser's user-agent string" },
  { name: "platform", meaning: `always "${PLATFORM}"` },
  { name: "is_development", meaning: "whether the site ran in development mode" },
  { name: "current_route", meaning: "the page you were on" },
  {
    name: "locale",
    meaning: `the language of that page: ${LANGUAGE_CODES.map((code) => `"${code}"`).join(", ")}`,
  },
];

/**
 * What the site adds to every event from the page it happened on (`pageContextOf` in
 * browser-analytics.ts), each redacted; the click IDs only when the build records them.
 */
export const pageContextFields = (clickIds: boolean): Field[] => [
  {
    name: "$current_url",
    meaning:
      "the address of the page, without the part after # and with the values listed below redacted",
  },
  {
    name: "$referrer",
    meaning:
      "the address of the page that linked to ours, if any, without its query and redacted the same way",
  },
  ...CAMPAIGN_PARAMS.map((name) => ({
    name,
    meaning: `the ${name} campaign tag in the page's address, if it has one`,
  })),
  ...(clickIds
    ? CLICK_ID_PARAMS.map((name) => ({
        name,
        meaning: "the advertising click ID in the page's address, if it has one",
      }))
    : []),
];
