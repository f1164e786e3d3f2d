/** The one download link for campaigns and the QR code. */
export const GET_PATH = "/get/";

/** `src` value of the QR code drawn on the home page and on /get. */
export const QR_SOURCE = "qr";

/** Query parameters /get reads, in the order they are passed on to Google Play. */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export const SOURCE_KEY = "src";
/** An App Store campaign token given as is, for links made in App Store Connect. */
export const CAMPAIGN_TOKEN_KEY = "ct";

/** Longer values are cut: campaign names never need more, and store URLs stay short. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 100;

/**
 * App Store Connect campaign links: `pt` provider token, `ct` campaign token (at most 30
 * characters: letters, digits, spaces inside, and the listed punctuation), `mt=8` for apps.
 */
export const APP_STORE_CAMPAIGN = {
  providerTokenKey: "pt",
  campaignTokenKey: "ct",
  mediaTypeKey: "mt",
  appMediaType: "8",
  campaignTokenMaxLength: 30,
  campaignTokenAllowed: /[^A-Za-z0-9 [\]/\\\-~+=<>:;,._'"*&$%#@?!|{}()]/g,
  providerToken: /^\d{1,20}$/,
} as const;

/** Google Play's Install Referrer hands the app this parameter's value. */
export const PLAY_REFERRER_KEY = "referrer";
