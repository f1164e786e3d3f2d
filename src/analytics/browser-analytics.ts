import { withPrefix } from "gatsby";
import { siteConfig, type SiteConfig } from "../config/site-config";
import { silentClient, type AnalyticsClient } from "./client";
import { ERROR_MESSAGES } from "./constants";
import { createMixpanelClient, type BrowserAnalytics } from "./mixpanel/client";
import { RECORDER_FILE_NAME } from "./mixpanel/constants";
import {
  newIdentity,
  randomId,
  sendByBeacon,
  sharedIdentity,
  type Identity,
} from "./mixpanel/ingestion";
import { loadMixpanel } from "./mixpanel/load";
import { hasOptedOut } from "./privacy";
import { readEnvironment } from "./super-properties";
import { whenIdle } from "./when-idle";

export const offlineAnalytics: BrowserAnalytics = { ...silentClient, start: () => undefined };

export const analyticsConfigured = ({ enabled, token }: SiteConfig["analytics"]): boolean =>
  enabled && token !== "";

/**
 * The server render sends nothing, but says whether the browser will, so that what depends on
 * it (the deletion form's wording) renders the same on both sides.
 */
export const serverAnalytics = (settings: SiteConfig["analytics"]): AnalyticsClient => ({
  ...silentClient,
  sendsRequests: analyticsConfigured(settings),
});

/** Calls back once when the page is hidden and again on unload, for the last events out. */
export const onLeave = (win: Window) => (listener: () => void) => {
  win.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") listener();
  });
  win.addEventListener("pagehide", listener);
};

/** Visitors who opted out get an identity for this page only, never stored. */
const identityFor = (token: string, optedOut: boolean, win: Window): (() => Identity) => {
  if (!optedOut) {
    return () =>
      sharedIdentity(token, { doc: win.document, secure: win.location.protocol === "https:" });
  }
  let once: Identity | undefined;
  return () => (once ??= newIdentity(randomId()));
};

export const createBrowserAnalytics = (
  settings: SiteConfig["analytics"],
  win: Window | null = typeof window === "undefined" ? null : window,
): BrowserAnalytics => {
  if (!win || !analyticsConfigured(settings)) return offlineAnalytics;
  const optedOut = hasOptedOut(win.navigator, { doNotTrack: Reflect.get(win, "doNotTrack") });
  const sessionReplay = settings.sessionReplay && !optedOut;
  const config = {
    sessionReplay,
    optedOut,
    secureCookie: win.location.protocol === "https:",
    libBasePath: withPrefix("/"),
    recorderSrc: withPrefix(`/${RECORDER_FILE_NAME}`),
  };
  return createMixpanelClient({
    token: settings.token,
    optedOut,
    environment: readEnvironment(win),
    load: () => loadMixpanel(config),
    whenIdle: () => whenIdle(win),
    onLeave: onLeave(win),
    identity: identityFor(settings.token, optedOut, win),
    sendBeacon: (events) => sendByBeacon(events, win.navigator),
    onReady: settings.webVitals
      ? (client) => {
          import(/* webpackChunkName: "analytics-web-vitals" */ "./web-vitals")
            .then(({ reportWebVitals }) =>
              reportWebVitals((event) => client.track(event, { beacon: true }), win),
            )
            .catch((error: unknown) => console.error(ERROR_MESSAGES.track, error));
        }
      : undefined,
  });
};

let browserAnalytics: BrowserAnalytics | undefined;

/** One client per page load, shared by the provider and gatsby-browser's route hook. */
export const getBrowserAnalytics = (): BrowserAnalytics =>
  (browserAnalytics ??= createBrowserAnalytics(siteConfig.analytics));
