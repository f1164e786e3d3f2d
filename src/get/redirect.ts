import { downloadClicked, type AnalyticsEvent } from "../analytics/events";
import { asksForConsent } from "../analytics/consent/asks-for-consent";
import {
  browserTimeZone,
  consentTerms,
  decideConsent,
  readChoice,
} from "../analytics/consent/consent";
import { hasOptedOut } from "../analytics/privacy";
import { routeOf } from "../analytics/route";
import { readEnvironment, superProperties } from "../analytics/super-properties";
import type { SiteConfig } from "../config/site-config";
import { readCampaign } from "./campaign";
import { detectPlatform } from "./platform";
import { storeLink, type StoreLink, type StoreSettings } from "./store-link";
import { splitLanguage } from "../i18n/languages";
import { localizedStoreUrls } from "../i18n/store-links";

/** Everything /get needs from the site config, baked into its inline script at build time. */
export type RedirectSettings = StoreSettings & {
  productName: string;
  analytics: Pick<
    SiteConfig["analytics"],
    "enabled" | "token" | "consent" | "apiHost" | "sessionReplay" | "consentMaxAgeDays" | "clickIds"
  >;
};

export const redirectSettings = (config: SiteConfig): RedirectSettings => ({
  productName: config.productName,
  appStoreUrl: config.appStoreUrl,
  playStoreUrl: config.playStoreUrl,
  appStoreProviderToken: config.appStoreProviderToken,
  analytics: {
    enabled: config.analytics.enabled,
    token: config.analytics.token,
    consent: config.analytics.consent,
    apiHost: config.analytics.apiHost,
    sessionReplay: config.analytics.sessionReplay,
    consentMaxAgeDays: config.analytics.consentMaxAgeDays,
    clickIds: config.analytics.clickIds,
  },
});

/** Set on <html> while a phone is on its way to the store, so the page can say so. */
export const REDIRECT_ATTRIBUTE = "data-store-redirect";

/**
 * The same rule as the rest of the site: a token, the switch on, and consent (no GPC or Do Not
 * Track, and an agreement stored where the visitor is asked: /get has no time to ask).
 */
export const mayTrack = (
  analytics: RedirectSettings["analytics"],
  win: Window,
  timeZone: string | undefined = browserTimeZone(),
): boolean =>
  analytics.enabled &&
  analytics.token !== "" &&
  decideConsent(
    {
      optedOut: hasOptedOut(win.navigator, { doNotTrack: Reflect.get(win, "doNotTrack") }),
      stored: readChoice(() => win.localStorage, consentTerms(analytics)),
      now: Date.now(),
      maxAgeDays: analytics.consentMaxAgeDays,
    },
    () => asksForConsent(analytics.consent, timeZone),
  ) === "granted";

export const redirectEvent = (
  settings: RedirectSettings,
  link: StoreLink,
  win: Window,
  now: Date = new Date(),
): AnalyticsEvent => {
  const event = downloadClicked(
    { productName: settings.productName, location: "get", destination: link.destination },
    now,
  );
  return {
    name: event.name,
    properties: {
      ...superProperties(readEnvironment(win), routeOf(win.location.pathname)),
      ...readCampaign(win.location.search),
      ...event.properties,
    },
  };
};

/**
 * Sends a phone to its store, in the page's language, keeping the campaign, after handing the download event to `send`
 * (a beacon, which outlives the page). Returns null and does nothing for everything else.
 */
export const routeToStore = (
  win: Window,
  settings: RedirectSettings,
  send: (event: AnalyticsEvent) => void,
  timeZone: string | undefined = browserTimeZone(),
): StoreLink | null => {
  const platform = detectPlatform({
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints || 0,
  });
  // /de/get/ opens Google Play in German and the visitor's own App Store; /get/ the links as set.
  const { language } = splitLanguage(win.location.pathname);
  const link = storeLink(
    platform,
    localizedStoreUrls(settings, language),
    readCampaign(win.location.search),
  );
  if (!link) return null;
  if (mayTrack(settings.analytics, win, timeZone)) {
    try {
      send(redirectEvent(settings, link, win));
    } catch {
      // The visitor came for the store; analytics must never keep them here.
    }
  }
  win.document.documentElement.setAttribute(REDIRECT_ATTRIBUTE, link.destination);
  win.location.replace(link.url);
  return link;
};
