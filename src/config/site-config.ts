export type SiteConfig = {
  productName: string;
  tagline: string;
  company: string;
  contactEmail: string;
  siteUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  appStoreAppId: string;
  /** App Store Connect provider token (`pt`) that /get adds to App Store links. */
  appStoreProviderToken: string;
  analytics: {
    enabled: boolean;
    token: string;
    sessionReplay: boolean;
    webVitals: boolean;
  };
};

type Env = Record<string, string | undefined>;

const text = (value: string | undefined, fallback: string): string => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

const flag = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
};

export const DEFAULTS = {
  productName: "Pantry Chef",
  tagline: "Recipes Using Your Ingredients",
  company: "Pantry Chef Labs, Inc.",
  contactEmail: "hello@example.com",
  siteUrl: "https://www.example.com",
  appStoreUrl: "https://apps.apple.com/app/id0000000000",
  playStoreUrl: "https://play.google.com/store/apps/details?id=com.example.pantrychef",
  appStoreAppId: "",
  appStoreProviderToken: "",
} as const;

/**
 * Gatsby inlines `process.env.GATSBY_*` into the browser bundle only when each
 * variable is written out in full, so the lookups below must stay literal.
 */
const readEnv = (): Env => ({
  GATSBY_PRODUCT_NAME: process.env.GATSBY_PRODUCT_NAME,
  GATSBY_COMPANY_NAME: process.env.GATSBY_COMPANY_NAME,
  GATSBY_CONTACT_EMAIL: process.env.GATSBY_CONTACT_EMAIL,
  GATSBY_SITE_URL: process.env.GATSBY_SITE_URL,
  GATSBY_IOS_APP_URL: process.env.GATSBY_IOS_APP_URL,
  GATSBY_ANDROID_APP_URL: process.env.GATSBY_ANDROID_APP_URL,
  GATSBY_IOS_APP_ID: process.env.GATSBY_IOS_APP_ID,
  GATSBY_IOS_PROVIDER_TOKEN: process.env.GATSBY_IOS_PROVIDER_TOKEN,
  GATSBY_MIXPANEL_TOKEN: process.env.GATSBY_MIXPANEL_TOKEN,
  GATSBY_ANALYTICS_ENABLED: process.env.GATSBY_ANALYTICS_ENABLED,
  GATSBY_SESSION_REPLAY: process.env.GATSBY_SESSION_REPLAY,
  GATSBY_WEB_VITALS: process.env.GATSBY_WEB_VITALS,
});

export const createSiteConfig = (env: Env): SiteConfig => {
  const token = text(env.GATSBY_MIXPANEL_TOKEN, "");
  return {
    productName: text(env.GATSBY_PRODUCT_NAME, DEFAULTS.productName),
    tagline: DEFAULTS.tagline,
    company: text(env.GATSBY_COMPANY_NAME, DEFAULTS.company),
    contactEmail: text(env.GATSBY_CONTACT_EMAIL, DEFAULTS.contactEmail),
    siteUrl: text(env.GATSBY_SITE_URL, DEFAULTS.siteUrl).replace(/\/+$/, ""),
    appStoreUrl: text(env.GATSBY_IOS_APP_URL, DEFAULTS.appStoreUrl),
    playStoreUrl: text(env.GATSBY_ANDROID_APP_URL, DEFAULTS.playStoreUrl),
    appStoreAppId: text(env.GATSBY_IOS_APP_ID, DEFAULTS.appStoreAppId),
    appStoreProviderToken: text(env.GATSBY_IOS_PROVIDER_TOKEN, DEFAULTS.appStoreProviderToken),
    analytics: {
      enabled: flag(env.GATSBY_ANALYTICS_ENABLED, token !== "") && token !== "",
      token,
      sessionReplay: flag(env.GATSBY_SESSION_REPLAY, false),
      webVitals: flag(env.GATSBY_WEB_VITALS, false),
    },
  };
};

export const siteConfig: SiteConfig = createSiteConfig(readEnv());
