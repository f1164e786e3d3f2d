import "../test-utils/server-renderer";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createSiteConfig, type SiteConfig } from "../config/site-config";
import { en } from "../i18n/dictionaries";
import {
  CONSENT_BAR_HOST_ID,
  CONSENT_BAR_UNDECIDED,
} from "../components/consent-bar/privacy-choices";
import { serverConsentBar } from "../components/consent-bar/server-bar";
import { CONSENT_STORAGE, consentTerms } from "./consent/consent";
import { createBrowserAnalytics, offlineAnalytics, serverAnalytics } from "./browser-analytics";
import { EVENT_NAMES } from "./constants";
import { deletionRequested } from "./events";
import { makeFakeMixpanel } from "./mixpanel/fake-mixpanel";
import { REDACTED } from "./redact";
import { decodeTrackBody } from "../test-utils/decode-track-body";

const mockCore = makeFakeMixpanel();
const mockReplay = makeFakeMixpanel();
jest.mock("mixpanel-browser/src/loaders/loader-module-core", () => ({
  __esModule: true,
  default: mockCore,
}));
jest.mock("mixpanel-browser/src/loaders/loader-module-with-async-modules", () => ({
  __esModule: true,
  default: mockReplay,
}));

const SETTINGS: SiteConfig["analytics"] = {
  ...createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "test-token" }).analytics,
  consent: "never",
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const whenLoaded = async () => {
  for (let task = 0; task < 8; task += 1) await nextTask();
};
const firstInput = () => window.dispatchEvent(new Event("pointerdown"));

const setGlobalPrivacyControl = (value: boolean | undefined) =>
  Object.defineProperty(window.navigator, "globalPrivacyControl", {
    value,
    configurable: true,
  });

/** What the page handed the browser to send by beacon, decoded. */
const beacons: { url: string; events: ReturnType<typeof decodeTrackBody> }[] = [];
const fetched: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  setGlobalPrivacyControl(undefined);
  localStorage.clear();
  document.cookie.split(";").forEach((part) => {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  beacons.length = 0;
  fetched.length = 0;
  Object.defineProperty(window.navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: URLSearchParams) => {
      beacons.push({ url, events: decodeTrackBody(body.toString()) });
      return true;
    },
  });
  Object.defineProperty(window, "fetch", {
    configurable: true,
    value: (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve({ ok: true, text: () => Promise.resolve("1") });
    },
  });
});

/** The library never started and no beacon left the page. */
const expectNothingSent = () => {
  expect(mockCore.init).not.toHaveBeenCalled();
  expect(beacons).toEqual([]);
};

/** A new page load: no bar's host is left from the one before. */
const nextPageLoad = () => document.getElementById(CONSENT_BAR_HOST_ID)?.remove();

// Each test is a page load of its own.
afterEach(nextPageLoad);

afterAll(() => window.history.replaceState(null, "", "/"));

describe("createBrowserAnalytics", () => {
  it.each([
    ["switched off", { ...SETTINGS, enabled: false }],
    ["without a token", { ...SETTINGS, token: "" }],
  ])("does nothing when %s", (_, settings) => {
    expect(createBrowserAnalytics(settings, window)).toBe(offlineAnalytics);
  });

  it("does nothing during server rendering", () => {
    expect(createBrowserAnalytics(SETTINGS, null)).toBe(offlineAnalytics);
  });

  it.each([
    ["configured", SETTINGS, true],
    ["switched off", { ...SETTINGS, enabled: false }, false],
    ["without a token", { ...SETTINGS, token: "" }, false],
  ])("tells the server render what the browser will do when %s", (_, settings, sends) => {
    expect(serverAnalytics(settings).sendsRequests).toBe(sends);
    expect(createBrowserAnalytics(settings, window).sendsRequests).toBe(sends);
  });

  it("sends the first page view itself once idle, redacted, and fetches the library only on the first input", async () => {
    const address =
      "/contact?utm_source=news&utm_content=jane%40example.com&gclid=g1#invite_token=x";
    window.history.replaceState(null, "", address);
    const analytics = createBrowserAnalytics(SETTINGS, window);
    analytics.pageView("/contact?utm_source=news&utm_content=jane%40example.com&gclid=g1");
    analytics.start();
    await whenLoaded();

    expect(mockCore.init).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(`${SETTINGS.apiHost}/track/?ip=1`);
    const [view] = beacons[0]?.events ?? [];
    expect(view?.event).toBe(EVENT_NAMES.pageViewed);
    expect(view?.properties).toMatchObject({
      pathname: `/contact?utm_source=news&utm_content=${REDACTED}&gclid=${REDACTED}`,
      $current_url: `http://localhost/contact?utm_source=news&utm_content=${REDACTED}&gclid=${REDACTED}`,
      utm_source: "news",
      utm_content: REDACTED,
      current_route: "/contact",
      distinct_id: expect.stringMatching(/^\$device:/),
    });
    expect(view?.properties).not.toHaveProperty("gclid");
    expect(JSON.stringify(beacons)).not.toMatch(/jane|invite_token|g1/);
    expect(document.cookie).toContain(`mp_${SETTINGS.token}_mixpanel`);

    firstInput();
    await whenLoaded();
    expect(mockReplay.init).not.toHaveBeenCalled();
    expect(mockCore.init).toHaveBeenCalledWith(
      SETTINGS.token,
      expect.objectContaining({
        batch_size: 50,
        record_sessions_percent: 0,
        track_marketing: false,
        stop_utm_persistence: true,
        skip_first_touch_marketing: true,
      }),
    );
    expect(mockCore.track).not.toHaveBeenCalled();
  });

  it("loads the build that can fetch our own recorder when session replay is on", async () => {
    window.history.replaceState(null, "", "/");
    const analytics = createBrowserAnalytics({ ...SETTINGS, sessionReplay: true }, window);
    analytics.start();
    firstInput();
    await whenLoaded();
    expect(mockCore.init).not.toHaveBeenCalled();
    expect(mockReplay.init).toHaveBeenCalledWith(
      SETTINGS.token,
      expect.objectContaining({
        record_sessions_percent: 100,
        recorder_src: "/mixpanel-recorder.min.js",
      }),
    );
  });

  it("records no session on a page whose address needs redacting", async () => {
    window.history.replaceState(null, "", "/?email=a@b.co");
    const analytics = createBrowserAnalytics({ ...SETTINGS, sessionReplay: true }, window);
    analytics.start();
    firstInput();
    await whenLoaded();
    expect(mockReplay.init).toHaveBeenCalledWith(
      SETTINGS.token,
      expect.objectContaining({ record_sessions_percent: 0 }),
    );
  });

  it("under Global Privacy Control sends only the deletion request, on its own, without cookies", async () => {
    setGlobalPrivacyControl(true);
    const analytics = createBrowserAnalytics({ ...SETTINGS, sessionReplay: true }, window);
    analytics.pageView("/data-deletion");
    analytics.start();
    firstInput();
    await whenLoaded();
    const onDelivery = jest.fn();
    analytics.request(deletionRequested("cook@example.com"), {
      eventId: { insertId: "request-1", time: 1 },
      onDelivery,
    });
    await whenLoaded();

    expect(mockCore.init).not.toHaveBeenCalled();
    expect(mockReplay.init).not.toHaveBeenCalled();
    expect(beacons).toEqual([]);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url).toBe(`${SETTINGS.apiHost}/track/?ip=0`);
    expect(fetched[0]?.init).toMatchObject({
      method: "POST",
      keepalive: true,
      credentials: "omit",
    });
    const [request] = decodeTrackBody(String(fetched[0]?.init.body));
    expect(Object.keys(request?.properties ?? {}).sort()).toEqual(
      ["$insert_id", "distinct_id", "email", "source", "time", "timestamp", "token"].sort(),
    );
    expect(onDelivery).toHaveBeenCalledWith("sent");
    expect(document.cookie).not.toContain("mp_");
  });
});

/** The server's bar at the page's end, as the first paint's script left it (or did not run). */
const writeServerBar = (
  settings: SiteConfig["analytics"],
  { shown, decided = true }: { shown: boolean; decided?: boolean },
) => {
  nextPageLoad();
  document.body.insertAdjacentHTML(
    "beforeend",
    renderToStaticMarkup(
      React.createElement(
        React.Fragment,
        null,
        serverConsentBar(settings, { language: "en", words: en.consentBar }),
      ),
    ),
  );
  const host = document.getElementById(CONSENT_BAR_HOST_ID)!;
  if (decided) host.removeAttribute(CONSENT_BAR_UNDECIDED);
  host.hidden = !shown;
  return host;
};

describe("where the visitor is asked first", () => {
  const ASKING = { ...SETTINGS, consent: "always" as const };
  const bar = () => screen.findByRole("region", { name: en.consentBar.label });

  it("loads nothing and stores nothing until the answer, then sends the waiting page view", async () => {
    window.history.replaceState(null, "", "/contact");
    const analytics = createBrowserAnalytics(ASKING, window);
    analytics.pageView("/contact");
    analytics.start();
    await act(whenLoaded);
    firstInput();
    await act(whenLoaded);
    expectNothingSent();
    expect(document.cookie).not.toContain("mp_");
    expect(Object.keys(localStorage)).toEqual([]);

    await userEvent.click(
      await within(await bar()).findByRole("button", { name: en.consentBar.agree }),
    );
    await act(whenLoaded);
    expect(mockCore.init).toHaveBeenCalled();
    expect(mockCore.track).toHaveBeenCalledWith(
      EVENT_NAMES.pageViewed,
      expect.objectContaining({ pathname: "/contact" }),
      undefined,
    );
    const terms = consentTerms(ASKING);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE.key) ?? "{}")).toEqual({
      version: terms.version,
      purposes: terms.purposes,
      choice: "agree",
      at: expect.any(Number),
    });
  });

  it("names every purpose that is on", async () => {
    const analytics = createBrowserAnalytics({ ...ASKING, sessionReplay: true }, window);
    analytics.start();
    const asked = await bar();
    expect(asked).toHaveTextContent(/Mixpanel analytics, and record how you move/);
    await userEvent.click(within(asked).getByRole("button", { name: en.consentBar.decline }));
  });

  it("after a decline sends nothing, also on the next page load", async () => {
    const first = createBrowserAnalytics(ASKING, window);
    first.pageView("/");
    first.start();
    await userEvent.click(
      await within(await bar()).findByRole("button", { name: en.consentBar.decline }),
    );
    await act(whenLoaded);
    nextPageLoad();
    const next = createBrowserAnalytics(ASKING, window);
    next.pageView("/contact");
    next.start();
    firstInput();
    await act(whenLoaded);
    expectNothingSent();
    expect(screen.queryByRole("region", { name: en.consentBar.label })).toBeNull();
  });

  it("asks again once the build asks about more, though the visitor agreed before", async () => {
    const first = createBrowserAnalytics(ASKING, window);
    first.start();
    await userEvent.click(
      await within(await bar()).findByRole("button", { name: en.consentBar.agree }),
    );
    await act(whenLoaded);
    nextPageLoad();
    const withReplay = createBrowserAnalytics({ ...ASKING, sessionReplay: true }, window);
    withReplay.start();
    const again = await bar();
    expect(again).toBeVisible();
    await userEvent.click(within(again).getByRole("button", { name: en.consentBar.decline }));
  });

  it("with the server's bar on screen, waits for its answer, whatever another tab stored meanwhile", async () => {
    writeServerBar(ASKING, { shown: true });
    const terms = consentTerms(ASKING);
    localStorage.setItem(
      CONSENT_STORAGE.key,
      JSON.stringify({ ...terms, choice: "agree", at: Date.now() }),
    );
    const analytics = createBrowserAnalytics(ASKING, window);
    analytics.pageView("/");
    analytics.start();
    firstInput();
    await act(whenLoaded);
    expectNothingSent();
    await userEvent.click(within(await bar()).getByRole("button", { name: en.consentBar.decline }));
    await act(whenLoaded);
    expectNothingSent();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE.key) ?? "{}")).toMatchObject({
      choice: "decline",
    });
  });

  it("under Global Privacy Control never shows the bar", async () => {
    setGlobalPrivacyControl(true);
    const analytics = createBrowserAnalytics(ASKING, window);
    analytics.start();
    await act(whenLoaded);
    expect(screen.queryByRole("region", { name: en.consentBar.label })).toBeNull();
  });
});

describe("in auto mode, by the browser's time zone", () => {
  const AUTO = { ...SETTINGS, consent: "auto" as const };
  const inTimeZone = (timeZone: string) => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone };
    });
  };
  const barShown = () => screen.queryByRole("region", { name: en.consentBar.label });

  afterEach(() => jest.restoreAllMocks());

  it("in a European time zone that is not asked, sends the page view once the list says so", async () => {
    inTimeZone("Europe/Moscow");
    const analytics = createBrowserAnalytics(AUTO, window);
    analytics.pageView("/contact");
    analytics.start();
    await act(whenLoaded);
    expect(barShown()).toBeNull();
    expect(beacons.flatMap(({ events }) => events.map((event) => event.event))).toEqual([
      EVENT_NAMES.pageViewed,
    ]);
    expect(localStorage.getItem(CONSENT_STORAGE.key)).toBeNull();
  });

  it("follows the first paint's script where it decided not to ask, in a zone that is asked too", async () => {
    inTimeZone("Europe/Berlin");
    writeServerBar(AUTO, { shown: false });
    const analytics = createBrowserAnalytics(AUTO, window);
    analytics.pageView("/contact");
    analytics.start();
    await act(whenLoaded);
    expect(barShown()).toBeNull();
    expect(beacons.flatMap(({ events }) => events.map((event) => event.event))).toEqual([
      EVENT_NAMES.pageViewed,
    ]);
  });

  it("where the script did not decide (it did not run), asks by the exact rule", async () => {
    inTimeZone("Europe/Berlin");
    const host = writeServerBar(AUTO, { shown: false, decided: false });
    const analytics = createBrowserAnalytics(AUTO, window);
    analytics.pageView("/contact");
    analytics.start();
    await screen.findByRole("region", { name: en.consentBar.label });
    await act(whenLoaded);
    expect(beacons).toEqual([]);
    expect(host.hidden).toBe(false);
  });

  it.each(["Europe/Berlin", "UTC", "Etc/GMT-3"])(
    "in %s, asks and sends nothing before the answer",
    async (zone) => {
      inTimeZone(zone);
      const analytics = createBrowserAnalytics(AUTO, window);
      analytics.pageView("/contact");
      analytics.start();
      const bar = await screen.findByRole("region", { name: en.consentBar.label });
      await act(whenLoaded);
      expectNothingSent();
      await userEvent.click(within(bar).getByRole("button", { name: en.consentBar.decline }));
      expect(barShown()).toBeNull();
    },
  );
});
