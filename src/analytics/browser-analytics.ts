import { withPrefix } from "gatsby";
import { siteConfig, type SiteConfig } from "../config/site-config";
import { silentClient, type AnalyticsClient } from "./client";
import { consentTerms, decideConsent, readChoice, type ConsentMode } from "./consent/consent";
import { ERROR_MESSAGES } from "./constants";
import {
  CONSENT_BAR_HOST_ID,
  CONSENT_BAR_UNDECIDED,
} from "../components/consent-bar/privacy-choices";
import type { PrivacyChoicesOptions } from "../components/consent-bar/mount";
import { CONSENT_BAR_MARKS } from "../components/consent-bar/bar-marks";
import { onFirstInput } from "./first-input";
import { createMixpanelClient, type BrowserAnalytics } from "./mixpanel/client";
import { RECORDER_FILE_NAME } from "./mixpanel/constants";
import { sendByBeacon, sharedIdentity } from "./mixpanel/ingestion";
import { loadMixpanel } from "./mixpanel/load";
import { hasOptedOut } from "./privacy";
import { campaignValues, dropsClickIds, pageAddressOf, redactPayload, redactUrl } from "./redact";
import { requestSender } from "./request-sender";
import { readEnvironment } from "./super-properties";
import { whenIdle } from "./when-idle";

export const offlineAnalytics: BrowserAnalytics = {
  ...silentClient,
  start: () => undefined,
  setConsent: () => undefined,
};

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

/** Calls back when the page is hidden and again on unload, for the last events out. */
export const onLeave = (win: Window) => (listener: () => void) => {
  win.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") listener();
  });
  win.addEventListener("pagehide", listener);
};

/** The page's redacted address and referrer, and its campaign values: what every event carries. */
export const pageContextOf = (win: Window, clickIds: boolean) => () => {
  const { url, referrer } = pageAddressOf(win);
  return {
    $current_url: url,
    ...(referrer ? { $referrer: referrer } : {}),
    ...campaignValues(win.location.href, clickIds),
  };
};

const loadConsentBar = () =>
  import(/* webpackChunkName: "analytics-consent-bar" */ "../components/consent-bar/mount");

/** The consent bar: its code and styles load only when it is shown. */
export const showConsentBar = (win: Window, options: PrivacyChoicesOptions) =>
  loadConsentBar()
    .then(({ openPrivacyChoices }) => openPrivacyChoices(win, options))
    .catch((error: unknown) => console.error(ERROR_MESSAGES.track, error));

/** The bar where the visitor is asked; the list of time zones comes with its code. */
export const askWhereAsked = (win: Window, options: PrivacyChoicesOptions, mode: ConsentMode) =>
  loadConsentBar()
    .then(({ askWhereAsked }) => askWhereAsked(win, options, mode))
    .catch((error: unknown) => console.error(ERROR_MESSAGES.track, error));

/**
 * Whether the visitor is asked, as the first paint's script decided it with the exact rule
 * (first-paint.ts): yes where it shows the bar, no where it left the bar hidden. Undefined where
 * it did not decide (it did not run, or the page has no bar): the bar's code decides then.
 */
const askedOnPage = (doc: Document): boolean | undefined => {
  const host = doc.getElementById(CONSENT_BAR_HOST_ID);
  // A bar the visitor opened from the footer before the app was there asks nothing new.
  return host && !host.hasAttribute(CONSENT_BAR_UNDECIDED)
    ? !host.hidden && !host.hasAttribute(CONSENT_BAR_MARKS.opened)
    : undefined;
};

/**
 * An answer given on the bar the first paint's script shows before the bar's own code has it: the
 * script stores it and marks the host (first-paint.ts), and the running analytics hears it at
 * once. Left to the bar's code, which waits for its chunk and the page's words, a decline let a
 * library already on its way start meanwhile. That code still applies the answer in full when it
 * comes (a decline's removals).
 */
const hearAnswersBeforeTakeOver = (doc: Document, setConsent: (agreed: boolean) => void) => {
  const host = doc.getElementById(CONSENT_BAR_HOST_ID);
  // After the script's own handler, which was set as the page was parsed.
  host?.addEventListener("click", () => {
    const choice = host.getAttribute(CONSENT_BAR_MARKS.answered);
    if (choice && !host.hasAttribute(CONSENT_BAR_MARKS.live)) setConsent(choice === "agree");
  });
};

export const createBrowserAnalytics = (
  settings: SiteConfig["analytics"],
  win: Window | null = typeof window === "undefined" ? null : window,
): BrowserAnalytics => {
  if (!win || !analyticsConfigured(settings)) return offlineAnalytics;
  const optedOut = hasOptedOut(win.navigator, { doNotTrack: Reflect.get(win, "doNotTrack") });
  const storage = () => win.localStorage;
  const terms = consentTerms(settings);
  const asked = askedOnPage(win.document);
  // A question on screen is answered before anything is sent, whatever another tab stored since.
  const consent = asked
    ? "pending"
    : decideConsent(
        {
          optedOut,
          stored: readChoice(storage, terms),
          now: Date.now(),
          maxAgeDays: settings.consentMaxAgeDays,
        },
        () => asked ?? settings.consent !== "never",
      );
  const pageContext = pageContextOf(win, settings.clickIds);
  const secure = win.location.protocol === "https:";
  const barOptions = (focus: boolean): PrivacyChoicesOptions => ({
    token: settings.token,
    terms,
    signal: optedOut,
    focus,
    setConsent: (agreed) => client.setConsent(agreed),
  });
  const client = createMixpanelClient({
    token: settings.token,
    consent,
    environment: readEnvironment(win),
    load: (maySend) =>
      loadMixpanel({
        sessionReplay: settings.sessionReplay,
        recordThisPage: redactUrl(win.location.href) === win.location.href,
        apiHost: settings.apiHost,
        pageContext,
        maySend,
        clickIds: settings.clickIds,
        secureCookie: secure,
        libBasePath: withPrefix("/"),
        recorderSrc: withPrefix(`/${RECORDER_FILE_NAME}`),
      }),
    whenIdle: () => whenIdle(win),
    onFirstInput: onFirstInput(win),
    onLeave: onLeave(win),
    pageContext,
    identity: () => sharedIdentity(settings.token, { doc: win.document, secure }),
    sendBeacon: (events) =>
      sendByBeacon(
        redactPayload(events, dropsClickIds(settings.clickIds)),
        win.navigator,
        settings.apiHost,
      ),
    sendRequest: (request) =>
      requestSender().then((send) => send(request, win.fetch.bind(win), settings.apiHost)),
    openPrivacyChoices: () => showConsentBar(win, barOptions(true)),
    onReady: settings.webVitals
      ? (ready) => {
          import(/* webpackChunkName: "analytics-web-vitals" */ "./web-vitals")
            .then(({ reportWebVitals }) =>
              reportWebVitals((event) => ready.track(event, { beacon: true }), win),
            )
            .catch((error: unknown) => console.error(ERROR_MESSAGES.track, error));
        }
      : undefined,
  });
  hearAnswersBeforeTakeOver(win.document, client.setConsent);
  // Fetched at once (gatsby-browser makes this client on entry). Where the server's bar is on
  // screen its code takes it over; where no script decided, it asks the exact rule and draws it.
  if (consent === "pending") void askWhereAsked(win, barOptions(false), settings.consent);
  return client;
};

let browserAnalytics: BrowserAnalytics | undefined;

/** One client per page load, shared by the provider and gatsby-browser's route hook. */
export const getBrowserAnalytics = (): BrowserAnalytics =>
  (browserAnalytics ??= createBrowserAnalytics(siteConfig.analytics));
