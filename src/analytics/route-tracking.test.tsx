import type { GatsbyBrowser } from "gatsby";
import { onClientEntry, onInitialClientRender, onRouteUpdate } from "../../gatsby-browser";
import { EVENT_NAMES } from "./constants";
import { createMixpanelClient } from "./mixpanel/client";
import { flushPromises, makeFakeMixpanel } from "./mixpanel/fake-mixpanel";

jest.mock("../app/wrap-page", () => ({ wrapPageElement: jest.fn() }));

const mockMixpanel = makeFakeMixpanel();
const mockAnalytics = createMixpanelClient({
  token: "test-token",
  consent: "granted",
  environment: { screenWidth: 1440, screenHeight: 900, userAgent: "UA", isDevelopment: false },
  load: () => Promise.resolve({ mixpanel: mockMixpanel, config: {} }),
  whenIdle: () => new Promise(() => {}),
  // The visitor's first input comes at once: the library takes every page view.
  onFirstInput: (listener) => listener(),
  onLeave: () => undefined,
  yieldToMain: () => Promise.resolve(),
  pageContext: () => ({}),
  identity: () => ({ distinctId: "$device:d", deviceId: "d" }),
  sendBeacon: () => false,
  sendRequest: () => Promise.resolve("not-sent"),
});
const mockGetAnalytics = jest.fn(() => mockAnalytics);
jest.mock("./browser-analytics", () => ({ getBrowserAnalytics: () => mockGetAnalytics() }));

const PLUGIN_OPTIONS = { plugins: [] };

type RouteUpdate = Parameters<NonNullable<GatsbyBrowser["onRouteUpdate"]>>[0];

const visit = (href: string) => {
  const url = new URL(href, "http://localhost");
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  onRouteUpdate?.({ location } as unknown as RouteUpdate, PLUGIN_OPTIONS);
};

const pageViews = () =>
  mockMixpanel.track.mock.calls
    .filter(([name]) => name === EVENT_NAMES.pageViewed)
    .map(([, properties]) => properties.pathname);

describe("gatsby-browser page views", () => {
  it("tracks the first load and each navigation, with the query, but not hash changes", async () => {
    visit("/");
    onInitialClientRender?.({} as never, PLUGIN_OPTIONS);
    visit("/#main-content");
    visit("/contact?ref=footer");
    visit("/contact?ref=footer#top");
    visit("/privacy-policy");
    visit("/");
    await flushPromises();

    expect(pageViews()).toEqual(["/", "/contact?ref=footer", "/privacy-policy", "/"]);
  });
});

describe("gatsby-browser's start", () => {
  afterEach(() => jest.useRealTimers());

  it("makes the analytics client in a task of its own, after the app's first one", () => {
    jest.useFakeTimers();
    mockGetAnalytics.mockClear();
    onClientEntry?.({} as never, PLUGIN_OPTIONS);
    expect(mockGetAnalytics).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(mockGetAnalytics).toHaveBeenCalledTimes(1);
  });
});
