import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SiteConfig } from "../config/site-config";
import { CONSENT_BAR_TEXT } from "../components/consent-bar/consent-bar-text";
import { CONSENT_STORAGE } from "./consent/consent";
import { createBrowserAnalytics, offlineAnalytics, serverAnalytics } from "./browser-analytics";
import { EVENT_NAMES } from "./constants";
import { deletionRequested } from "./events";
import { makeFakeMixpanel } from "./mixpanel/fake-mixpanel";

const mockCore = makeFakeMixpanel();
const mockReplay = makeFakeMixpanel();
jest.mock("mixpanel-browser/dist/mixpanel-core.cjs.js", () => ({
  __esModule: true,
  default: mockCore,
}));
jest.mock("mixpanel-browser/dist/mixpanel-with-async-modules.cjs.js", () => ({
  __esModule: true,
  default: mockReplay,
}));

const SETTINGS: SiteConfig["analytics"] = {
  enabled: true,
  token: "test-token",
  sessionReplay: false,
  webVitals: false,
  consent: "never",
  apiHost: "https://api-js.mixpanel.com",
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const whenLoaded = async () => {
  for (let task = 0; task < 5; task += 1) await nextTask();
};

const setGlobalPrivacyControl = (value: boolean | undefined) =>
  Object.defineProperty(window.navigator, "globalPrivacyControl", {
    value,
    configurable: true,
  });

beforeEach(() => {
  jest.clearAllMocks();
  setGlobalPrivacyControl(undefined);
  localStorage.clear();
});

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

  it("loads the core build once the page is idle and sends the first page view", async () => {
    const analytics = createBrowserAnalytics(SETTINGS, window);
    analytics.pageView("/");
    expect(mockCore.init).not.toHaveBeenCalled();
    analytics.start();
    await whenLoaded();

    expect(mockReplay.init).not.toHaveBeenCalled();
    expect(mockCore.init).toHaveBeenCalledWith(
      "test-token",
      expect.objectContaining({ batch_size: 50, record_sessions_percent: 0, ignore_dnt: true }),
    );
    expect(mockCore.track).toHaveBeenCalledWith(EVENT_NAMES.pageViewed, {
      pathname: "/",
      $insert_id: expect.any(String),
      time: expect.any(Number),
    });
  });

  it("loads the build that can fetch our own recorder when session replay is on", async () => {
    const analytics = createBrowserAnalytics({ ...SETTINGS, sessionReplay: true }, window);
    analytics.start();
    await whenLoaded();
    expect(mockCore.init).not.toHaveBeenCalled();
    expect(mockReplay.init).toHaveBeenCalledWith(
      "test-token",
      expect.objectContaining({
        record_sessions_percent: 100,
        recorder_src: "/mixpanel-recorder.min.js",
      }),
    );
  });

  it("under Global Privacy Control sends only the deletion request, without cookies", async () => {
    setGlobalPrivacyControl(true);
    const analytics = createBrowserAnalytics({ ...SETTINGS, sessionReplay: true }, window);
    analytics.pageView("/data-deletion");
    analytics.start();
    await whenLoaded();
    expect(mockCore.init).not.toHaveBeenCalled();

    analytics.track(deletionRequested("cook@example.com"), {
      immediate: true,
      requestedByVisitor: true,
    });
    await whenLoaded();
    expect(mockReplay.init).not.toHaveBeenCalled();
    expect(mockCore.init).toHaveBeenCalledWith(
      "test-token",
      expect.objectContaining({ disable_persistence: true, record_sessions_percent: 0 }),
    );
    expect(mockCore.track.mock.calls.map(([name]) => name)).toEqual([
      EVENT_NAMES.deletionRequested,
    ]);
  });
});

describe("where the visitor is asked first", () => {
  const ASKING = { ...SETTINGS, consent: "always" as const };
  const bar = () => screen.findByRole("region", { name: CONSENT_BAR_TEXT.label });

  it("loads nothing and stores nothing until the answer, then sends the waiting page view", async () => {
    const analytics = createBrowserAnalytics(ASKING, window);
    analytics.pageView("/contact");
    analytics.start();
    await act(whenLoaded);
    expect(mockCore.init).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("mp_");
    expect(Object.keys(localStorage)).toEqual([]);

    await userEvent.click(
      await within(await bar()).findByRole("button", { name: CONSENT_BAR_TEXT.agree }),
    );
    await act(whenLoaded);
    expect(mockCore.init).toHaveBeenCalledWith(
      "test-token",
      expect.objectContaining({ disable_persistence: false }),
    );
    expect(mockCore.track).toHaveBeenCalledWith(
      EVENT_NAMES.pageViewed,
      expect.objectContaining({ pathname: "/contact" }),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE.key) ?? "{}")).toMatchObject({
      choice: "agree",
    });
  });

  it("after a decline sends nothing, also on the next page load", async () => {
    const first = createBrowserAnalytics(ASKING, window);
    first.pageView("/");
    first.start();
    await userEvent.click(
      await within(await bar()).findByRole("button", { name: CONSENT_BAR_TEXT.decline }),
    );
    await act(whenLoaded);
    const next = createBrowserAnalytics(ASKING, window);
    next.pageView("/contact");
    next.start();
    await act(whenLoaded);
    expect(mockCore.init).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: CONSENT_BAR_TEXT.label })).toBeNull();
  });

  it("under Global Privacy Control never shows the bar", async () => {
    setGlobalPrivacyControl(true);
    const analytics = createBrowserAnalytics(ASKING, window);
    analytics.start();
    await act(whenLoaded);
    expect(screen.queryByRole("region", { name: CONSENT_BAR_TEXT.label })).toBeNull();
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
  const barShown = () => screen.queryByRole("region", { name: CONSENT_BAR_TEXT.label });

  afterEach(() => jest.restoreAllMocks());

  it("in a European time zone that is not asked, sends the page view once the list says so", async () => {
    inTimeZone("Europe/Moscow");
    const analytics = createBrowserAnalytics(AUTO, window);
    analytics.pageView("/contact");
    analytics.start();
    await act(whenLoaded);
    expect(barShown()).toBeNull();
    expect(mockCore.init).toHaveBeenCalledWith(
      "test-token",
      expect.objectContaining({ disable_persistence: false }),
    );
    expect(mockCore.track).toHaveBeenCalledWith(
      EVENT_NAMES.pageViewed,
      expect.objectContaining({ pathname: "/contact" }),
    );
    expect(localStorage.getItem(CONSENT_STORAGE.key)).toBeNull();
  });

  it("in a listed time zone, asks and loads nothing before the answer", async () => {
    inTimeZone("Europe/Berlin");
    const analytics = createBrowserAnalytics(AUTO, window);
    analytics.pageView("/contact");
    analytics.start();
    const bar = await screen.findByRole("region", { name: CONSENT_BAR_TEXT.label });
    await act(whenLoaded);
    expect(mockCore.init).not.toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole("button", { name: CONSENT_BAR_TEXT.decline }));
    expect(barShown()).toBeNull();
  });
});
