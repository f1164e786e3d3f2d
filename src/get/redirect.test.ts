import { EVENT_NAMES, PLATFORM } from "../analytics/constants";
import type { AnalyticsEvent } from "../analytics/events";
import { consentTerms } from "../analytics/consent/consent";
import { REDACTED } from "../analytics/redact";
import { createSiteConfig } from "../config/site-config";
import { GET_PATH } from "./constants";
import { REDIRECT_ATTRIBUTE, mayTrack, redirectSettings, routeToStore } from "./redirect";
import { USER_AGENTS } from "./user-agents";

const SETTINGS = redirectSettings(
  createSiteConfig({
    GATSBY_MIXPANEL_TOKEN: "test-token",
    GATSBY_IOS_APP_URL: "https://apps.apple.com/app/id1234567890",
    GATSBY_IOS_PROVIDER_TOKEN: "118010",
  }),
);

type Visit = {
  userAgent: string;
  maxTouchPoints?: number;
  search?: string;
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  legacyDoNotTrack?: string;
  screen?: { width: number; height: number };
  pathname?: string;
};

const visit = ({
  userAgent,
  maxTouchPoints = 0,
  search = "",
  globalPrivacyControl,
  doNotTrack = null,
  legacyDoNotTrack,
  screen = { width: 390, height: 844 },
  pathname = GET_PATH,
}: Visit) => {
  const replace = jest.fn();
  const setAttribute = jest.fn();
  const win = {
    navigator: { userAgent, maxTouchPoints, globalPrivacyControl, doNotTrack },
    location: { pathname, search, replace },
    document: { documentElement: { setAttribute } },
    screen,
    doNotTrack: legacyDoNotTrack,
  } as unknown as Window;
  const sent: AnalyticsEvent[] = [];
  // A visitor the site counts without asking.
  const link = routeToStore(win, SETTINGS, (event) => sent.push(event), "America/Chicago");
  return { link, replace, setAttribute, sent };
};

describe("routeToStore", () => {
  it("sends an iPhone to the App Store with the campaign, after recording the event", () => {
    const { replace, sent, setAttribute } = visit({
      userAgent: USER_AGENTS.iPhone,
      maxTouchPoints: 5,
      search: "?src=qr",
    });
    expect(replace).toHaveBeenCalledWith(
      "https://apps.apple.com/app/id1234567890?pt=118010&ct=qr&mt=8",
    );
    expect(setAttribute).toHaveBeenCalledWith(REDIRECT_ATTRIBUTE, "app_store");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.name).toBe(EVENT_NAMES.downloadClicked(SETTINGS.productName));
    expect(sent[0]?.properties).toEqual({
      location: "get",
      destination: "app_store",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      src: "qr",
      screen_width: 390,
      screen_height: 844,
      is_development: false,
      device_type: "mobile",
      browser: USER_AGENTS.iPhone,
      platform: PLATFORM,
      current_route: GET_PATH,
      locale: "en",
    });
  });

  it("keeps the links as set on /get/, and on /de/get/ opens the stores in German", () => {
    const english = visit({ userAgent: USER_AGENTS.androidPhone, maxTouchPoints: 5 });
    expect(new URL(String(english.replace.mock.calls[0]?.[0])).searchParams.has("hl")).toBe(false);
    const android = visit({
      userAgent: USER_AGENTS.androidPhone,
      maxTouchPoints: 5,
      pathname: `/de${GET_PATH}`,
    });
    expect(new URL(String(android.replace.mock.calls[0]?.[0])).searchParams.get("hl")).toBe("de");
    const iphone = visit({
      userAgent: USER_AGENTS.iPhone,
      maxTouchPoints: 5,
      pathname: `/es${GET_PATH}`,
    });
    expect(iphone.replace).toHaveBeenCalledWith(
      "https://apps.apple.com/app/id1234567890?pt=118010&mt=8",
    );
  });

  it("sends an iPad that asks for the desktop site to the App Store", () => {
    const { replace } = visit({ userAgent: USER_AGENTS.iPadDesktopMode, maxTouchPoints: 5 });
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
  });

  it("sends an Android phone to Google Play with the campaign as the referrer", () => {
    const { replace, sent } = visit({
      userAgent: USER_AGENTS.androidPhone,
      maxTouchPoints: 5,
      search: "?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
    });
    const url = new URL(String(replace.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe("https://play.google.com/store/apps/details");
    expect(url.searchParams.get("referrer")).toBe(
      "utm_source=newsletter&utm_medium=email&utm_campaign=spring",
    );
    expect(sent[0]?.properties).toMatchObject({
      destination: "play_store",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
    });
  });

  it("leaves a Mac and a PC on the page and sends nothing", () => {
    for (const userAgent of [USER_AGENTS.macSafari, USER_AGENTS.windowsChrome]) {
      const { link, replace, sent, setAttribute } = visit({ userAgent, maxTouchPoints: 0 });
      expect(link).toBeNull();
      expect(replace).not.toHaveBeenCalled();
      expect(setAttribute).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    }
  });

  it.each([
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do Not Track", { doNotTrack: "1" }],
    ["the older window.doNotTrack", { legacyDoNotTrack: "1" }],
  ])("still redirects but sends nothing under %s", (_name, signals) => {
    const { replace, sent } = visit({ userAgent: USER_AGENTS.iPhone, ...signals });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it("sends nothing where the visitor is asked first and has not agreed", () => {
    const win = {
      navigator: { userAgent: USER_AGENTS.iPhone, maxTouchPoints: 5 },
      localStorage: { getItem: () => null },
    } as unknown as Window;
    const eu = "Europe/Paris";
    expect(mayTrack(SETTINGS.analytics, win, eu)).toBe(false);
    expect(mayTrack(SETTINGS.analytics, win, "America/Chicago")).toBe(true);
    expect(mayTrack({ ...SETTINGS.analytics, consent: "always" }, win, "America/Chicago")).toBe(
      false,
    );
    expect(mayTrack({ ...SETTINGS.analytics, consent: "never" }, win, eu)).toBe(true);
    const agreed = {
      ...win,
      localStorage: {
        getItem: () =>
          JSON.stringify({
            ...consentTerms(SETTINGS.analytics),
            choice: "agree",
            at: Date.now() - 1000,
          }),
      },
    } as unknown as Window;
    expect(mayTrack(SETTINGS.analytics, agreed, eu)).toBe(true);
    expect(mayTrack(SETTINGS.analytics, win, "UTC")).toBe(false);
    const unversioned = {
      ...win,
      localStorage: {
        getItem: () => JSON.stringify({ choice: "agree", at: Date.now() - 1000 }),
      },
    } as unknown as Window;
    expect(mayTrack(SETTINGS.analytics, unversioned, eu)).toBe(false);
  });

  it("sends nothing when analytics is switched off or has no token", () => {
    for (const env of [
      { GATSBY_MIXPANEL_TOKEN: "test-token", GATSBY_ANALYTICS_ENABLED: "false" },
      { GATSBY_ANALYTICS_ENABLED: "true" },
    ]) {
      const replace = jest.fn();
      const send = jest.fn();
      const win = {
        navigator: { userAgent: USER_AGENTS.androidPhone, maxTouchPoints: 5 },
        location: { pathname: GET_PATH, search: "", replace },
        document: { documentElement: { setAttribute: jest.fn() } },
        screen: { width: 412, height: 915 },
      } as unknown as Window;
      routeToStore(win, redirectSettings(createSiteConfig(env)), send, "America/Chicago");
      expect(replace).toHaveBeenCalledTimes(1);
      expect(send).not.toHaveBeenCalled();
    }
  });

  it("still redirects when sending the event throws", () => {
    const replace = jest.fn();
    const win = {
      navigator: { userAgent: USER_AGENTS.iPhone, maxTouchPoints: 5 },
      location: { pathname: GET_PATH, search: "", replace },
      document: { documentElement: { setAttribute: jest.fn() } },
      screen: { width: 390, height: 844 },
    } as unknown as Window;
    const send = jest.fn(() => {
      throw new Error("beacon refused");
    });
    routeToStore(win, SETTINGS, send, "America/Chicago");
    expect(send).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("redacts the campaign values it records and passes on, as analytics redacts everything", () => {
    const { replace, sent } = visit({
      userAgent: USER_AGENTS.androidPhone,
      maxTouchPoints: 5,
      search: "?utm_source=newsletter&utm_content=jane%40example.com",
    });
    expect(sent[0]?.properties).toMatchObject({
      utm_source: "newsletter",
      utm_content: REDACTED,
    });
    const stored = String(replace.mock.calls[0]?.[0]);
    expect(stored).not.toMatch(/jane/);
    expect(new URL(stored).searchParams.get("referrer")).toBe(
      `utm_source=newsletter&utm_content=${encodeURIComponent(REDACTED)}`,
    );
  });
});
