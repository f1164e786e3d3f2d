import { CONSENT_MODES, type ConsentMode } from "../analytics/consent/consent";
import { LEGAL_BASES, type LegalBasis } from "../analytics/consent/legal-basis";
import { MIXPANEL_API_HOST } from "../analytics/mixpanel/constants";
import { LANGUAGE_CODES, parseLanguages, type Language } from "../i18n/languages";

export type SiteConfig = {
  productName: string;
  tagline: string;
  company: string;
  contactEmail: string;
  siteUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  appStoreAppId: string;
  /** How long data kept after a deletion request is held, as the deletion page states it. */
  retention: {
    securityLogDays: number;
  };
  /** App Store Connect provider token (`pt`) that /get adds to App Store links. */
  appStoreProviderToken: string;
  analytics: {
    enabled: boolean;
    token: string;
    sessionReplay: boolean;
    webVitals: boolean;
    /** Who is asked before analytics starts: see CONSENT_MODES. */
    consent: ConsentMode;
    /** The provider's API origin, such as its EU host; the CSP and the policy follow it. */
    apiHost: string;
    /** Whether advertising click IDs (gclid, fbclid, …) are recorded beside the utm_* values. */
    clickIds: boolean;
    /** How long a visitor's answer to the consent bar holds before they are asked again. */
    consentMaxAgeDays: number;
    /** What the provider's project keeps events for, as the policy states it; null: not given. */
    retentionMonths: number | null;
    /** The legal basis the policy states for each purpose. */
    legalBasis: { analytics: LegalBasis; sessionReplay: LegalBasis };
  };
  /** Universal links and Android App Links; the association files are written only when set. */
  appLinks: {
    iosTeamId: string;
    iosBundleId: string;
    androidCertFingerprints: string[];
  };
  /** Where browsers report Content-Security-Policy violations; empty reports nowhere. */
  cspReportUrl: string;
  /** The languages the build makes pages in, the default (English, unprefixed) first. */
  languages: Language[];
};

type Env = Record<string, string | undefined>;

const text = (value: string | undefined, fallback: string): string => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

const wholeNumber =
  (unit: string) =>
  <Fallback extends number | null>(
    name: string,
    value: string | undefined,
    fallback: Fallback,
  ): number | Fallback => {
    if (value === undefined || value.trim() === "") return fallback;
    const parsed = Number(value.trim());
    if (!Number.isInteger(parsed) || parsed < 1) {
      throw new Error(`${name} must be a whole number of ${unit}, 1 or more; it is "${value}".`);
    }
    return parsed;
  };

// Marked pure so that the minifier drops them from the browser's bundle, which never parses.
const days = /* @__PURE__ */ wholeNumber("days");
const months = /* @__PURE__ */ wholeNumber("months");

const flag = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
};

const consentMode = (value: string | undefined): ConsentMode => {
  const mode = text(value, "auto").toLowerCase();
  if ((CONSENT_MODES as ReadonlyArray<string>).includes(mode)) return mode as ConsentMode;
  throw new Error(
    `GATSBY_ANALYTICS_CONSENT must be one of ${CONSENT_MODES.join(", ")}; it is "${value}".`,
  );
};

const legalBasis = (name: string, value: string | undefined, mode: ConsentMode): LegalBasis => {
  const basis = text(value, LEGAL_BASES[0]).toLowerCase();
  if (!(LEGAL_BASES as ReadonlyArray<string>).includes(basis)) {
    throw new Error(`${name} must be one of ${LEGAL_BASES.join(", ")}; it is "${value}".`);
  }
  if (basis === "consent" && mode !== "always") {
    throw new Error(
      `${name} is consent, but GATSBY_ANALYTICS_CONSENT is ${mode}, so some visitors are never asked: ` +
        `set GATSBY_ANALYTICS_CONSENT=always, or ${name}=${LEGAL_BASES[0]}.`,
    );
  }
  return basis as LegalBasis;
};

/** An https origin and nothing more, since it goes into the Content-Security-Policy as it is. */
const httpsOrigin = (name: string, value: string | undefined, fallback: string): string => {
  const given = text(value, fallback).replace(/\/+$/, "");
  const problem = `${name} must be an https origin such as https://api-eu.mixpanel.com; it is "${value}".`;
  let parsed: URL;
  try {
    parsed = new URL(given);
  } catch {
    throw new Error(problem);
  }
  if (parsed.protocol !== "https:" || parsed.origin !== given) throw new Error(problem);
  return given;
};

const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export const DEFAULTS = {
  productName: "Pantry Chef",
  tagline: "Recipes Using Your Ingredients",
  company: "Pantry Chef Labs, Inc.",
  contactEmail: "hello@example.com",
  siteUrl: "https://www.example.com",
  appStoreUrl: "https://apps.apple.com/app/id0000000000",
  playStoreUrl: "https://play.google.com/store/apps/details?id=com.example.pantrychef",
  appStoreAppId: "",
  securityLogDays: 90,
  appStoreProviderToken: "",
  /** About 6 months, as the CNIL recommends for a consent answer. */
  consentMaxAgeDays: 183,
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
  GATSBY_SECURITY_LOG_RETENTION_DAYS: process.env.GATSBY_SECURITY_LOG_RETENTION_DAYS,
  GATSBY_IOS_PROVIDER_TOKEN: process.env.GATSBY_IOS_PROVIDER_TOKEN,
  GATSBY_MIXPANEL_TOKEN: process.env.GATSBY_MIXPANEL_TOKEN,
  GATSBY_ANALYTICS_ENABLED: process.env.GATSBY_ANALYTICS_ENABLED,
  GATSBY_SESSION_REPLAY: process.env.GATSBY_SESSION_REPLAY,
  GATSBY_WEB_VITALS: process.env.GATSBY_WEB_VITALS,
  GATSBY_ANALYTICS_CONSENT: process.env.GATSBY_ANALYTICS_CONSENT,
  GATSBY_MIXPANEL_API_HOST: process.env.GATSBY_MIXPANEL_API_HOST,
  GATSBY_ANALYTICS_CLICK_IDS: process.env.GATSBY_ANALYTICS_CLICK_IDS,
  GATSBY_CONSENT_MAX_AGE_DAYS: process.env.GATSBY_CONSENT_MAX_AGE_DAYS,
  GATSBY_ANALYTICS_RETENTION_MONTHS: process.env.GATSBY_ANALYTICS_RETENTION_MONTHS,
  GATSBY_ANALYTICS_LEGAL_BASIS: process.env.GATSBY_ANALYTICS_LEGAL_BASIS,
  GATSBY_SESSION_REPLAY_LEGAL_BASIS: process.env.GATSBY_SESSION_REPLAY_LEGAL_BASIS,
  GATSBY_IOS_TEAM_ID: process.env.GATSBY_IOS_TEAM_ID,
  GATSBY_IOS_BUNDLE_ID: process.env.GATSBY_IOS_BUNDLE_ID,
  GATSBY_ANDROID_CERT_FINGERPRINTS: process.env.GATSBY_ANDROID_CERT_FINGERPRINTS,
  GATSBY_CSP_REPORT_URL: process.env.GATSBY_CSP_REPORT_URL,
  GATSBY_LANGUAGES: process.env.GATSBY_LANGUAGES,
});

export const createSiteConfig = (env: Env): SiteConfig => {
  const token = text(env.GATSBY_MIXPANEL_TOKEN, "");
  const consent = consentMode(env.GATSBY_ANALYTICS_CONSENT);
  return {
    productName: text(env.GATSBY_PRODUCT_NAME, DEFAULTS.productName),
    tagline: DEFAULTS.tagline,
    company: text(env.GATSBY_COMPANY_NAME, DEFAULTS.company),
    contactEmail: text(env.GATSBY_CONTACT_EMAIL, DEFAULTS.contactEmail),
    siteUrl: text(env.GATSBY_SITE_URL, DEFAULTS.siteUrl).replace(/\/+$/, ""),
    appStoreUrl: text(env.GATSBY_IOS_APP_URL, DEFAULTS.appStoreUrl),
    playStoreUrl: text(env.GATSBY_ANDROID_APP_URL, DEFAULTS.playStoreUrl),
    appStoreAppId: text(env.GATSBY_IOS_APP_ID, DEFAULTS.appStoreAppId),
    retention: {
      securityLogDays: days(
        "GATSBY_SECURITY_LOG_RETENTION_DAYS",
        env.GATSBY_SECURITY_LOG_RETENTION_DAYS,
        DEFAULTS.securityLogDays,
      ),
    },
    appStoreProviderToken: text(env.GATSBY_IOS_PROVIDER_TOKEN, DEFAULTS.appStoreProviderToken),
    analytics: {
      enabled: flag(env.GATSBY_ANALYTICS_ENABLED, token !== "") && token !== "",
      token,
      sessionReplay: flag(env.GATSBY_SESSION_REPLAY, false),
      webVitals: flag(env.GATSBY_WEB_VITALS, false),
      consent,
      apiHost: httpsOrigin(
        "GATSBY_MIXPANEL_API_HOST",
        env.GATSBY_MIXPANEL_API_HOST,
        MIXPANEL_API_HOST,
      ),
      clickIds: flag(env.GATSBY_ANALYTICS_CLICK_IDS, false),
      consentMaxAgeDays: days(
        "GATSBY_CONSENT_MAX_AGE_DAYS",
        env.GATSBY_CONSENT_MAX_AGE_DAYS,
        DEFAULTS.consentMaxAgeDays,
      ),
      retentionMonths: months(
        "GATSBY_ANALYTICS_RETENTION_MONTHS",
        env.GATSBY_ANALYTICS_RETENTION_MONTHS,
        null,
      ),
      legalBasis: {
        analytics: legalBasis(
          "GATSBY_ANALYTICS_LEGAL_BASIS",
          env.GATSBY_ANALYTICS_LEGAL_BASIS,
          consent,
        ),
        sessionReplay: legalBasis(
          "GATSBY_SESSION_REPLAY_LEGAL_BASIS",
          env.GATSBY_SESSION_REPLAY_LEGAL_BASIS,
          consent,
        ),
      },
    },
    appLinks: {
      iosTeamId: text(env.GATSBY_IOS_TEAM_ID, ""),
      iosBundleId: text(env.GATSBY_IOS_BUNDLE_ID, ""),
      androidCertFingerprints: list(env.GATSBY_ANDROID_CERT_FINGERPRINTS),
    },
    cspReportUrl: text(env.GATSBY_CSP_REPORT_URL, ""),
    languages: parseLanguages(
      "GATSBY_LANGUAGES",
      text(env.GATSBY_LANGUAGES, LANGUAGE_CODES.join(",")),
    ),
  };
};

/**
 * The browser bundle is handed the config as the build computed it (`defineBuiltSiteConfig`), so
 * the parsing above never ships to visitors; the build, the server render and tests read the
 * environment. Both read the same GATSBY_* variables of the same build.
 */
declare const BUILT_SITE_CONFIG: SiteConfig | undefined;

export const siteConfig: SiteConfig =
  typeof BUILT_SITE_CONFIG === "undefined" ? createSiteConfig(readEnv()) : BUILT_SITE_CONFIG;
