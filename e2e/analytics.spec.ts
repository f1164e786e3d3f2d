import path from "node:path";
import {
  devices,
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import {
  DELETION_SOURCE,
  DEVICE_TYPES,
  EVENT_NAMES,
  IDLE_TIMEOUT_MS,
  MOBILE_MAX_SCREEN_WIDTH,
  PLATFORM,
} from "../src/analytics/constants";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "../src/analytics/mixpanel/constants";
import { persistenceCookieName } from "../src/analytics/mixpanel/ingestion";
import { CONSENT_STORAGE, consentTerms } from "../src/analytics/consent/consent";
import { optOutKey } from "../src/analytics/consent/choice-storage";
import { LIBRARY_DATABASES } from "../src/analytics/mixpanel/library-databases";
import { REDACTED } from "../src/analytics/redact";
import { CONSENT_BAR_TEXT } from "../src/components/consent-bar/consent-bar-text";
import { CONSENT_BAR_MARKS } from "../src/components/consent-bar/bar-marks";
import { CONSENT_BAR_HOST_ID } from "../src/components/consent-bar/privacy-choices";
import { SUBMIT_TIMEOUT_MS } from "../src/components/deletion-form/deletion-form-state";
import { DEFAULTS, createSiteConfig } from "../src/config/site-config";
import { chunkGroupFiles } from "../scripts/built-site.cjs";
import { pageBundles } from "../plugins/gatsby-plugin-lean-runtime/scripts-after-paint.cjs";
import {
  PRIVACY_SIGNALS,
  ROUTES,
  navigateWithinSite,
  recordLayoutShifts,
  recordedLayoutShifts,
  waitForHydration,
} from "./fixtures";
import {
  providerLaunchArgs,
  startProvider,
  type Answer,
  type Provider,
  type Received,
  type Visit,
} from "./analytics-provider";

/*
 * Runs against the e2e build (`npm run build:e2e`), which has analytics switched on with a test
 * token, against a real HTTPS server standing in for the provider (analytics-provider.ts). The
 * switched-off path is covered by browser-analytics.test.ts.
 */

const PAGE_VIEWED = EVENT_NAMES.pageViewed;
const DELETION = EVENT_NAMES.deletionRequested;
const DOWNLOAD = EVENT_NAMES.downloadClicked(DEFAULTS.productName);
const EMAIL = "e2e.cook@example.com";
/** A string only the Mixpanel library itself contains (its batch queue's storage key). */
const LIBRARY_MARKER = "__mpq_";
/** Long enough for the idle send or a batch flush, with room for a slow machine. */
const DELIVERY_WAIT_MS = IDLE_TIMEOUT_MS + 3 * MIXPANEL_LIMITS.batchFlushIntervalMs;
/** Every timer that could still send something: the idle wait and two batch flushes. */
const EVERY_TIMER_MS = IDLE_TIMEOUT_MS + 2 * MIXPANEL_LIMITS.batchFlushIntervalMs;
const EMAIL_LINK = "Email your request";
const SUCCESS = "Request Submitted Successfully";
const NOT_SENT = "Your request has not reached us yet";
/** The settings `npm run build:e2e` builds with. */
const BUILD = createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "test-token" }).analytics;
const TOKEN = BUILD.token;
const PROVIDER_HOST = new URL(MIXPANEL_API_HOST).host;
const PUBLIC_DIR = path.join(__dirname, "..", "public");
/** The library's own chunks (core and replay builds), not the consent bar's. */
const LIBRARY_CHUNKS = chunkGroupFiles(PUBLIC_DIR, "analytics-mixpanel");
/** How long a short visit lasts after the load event. */
const SHORT_VISIT_MS = 1000;
/** How long a slow phone takes to fetch the library, for the races of the consent suite. */
const SLOW_LIBRARY_MS = 2500;
/** The e2e build keeps the default consent mode, auto: these zones are asked, and not asked. */
const ASKED_ZONE = "Europe/Berlin";
const NOT_ASKED_ZONE = "America/New_York";
const BASE_USER_AGENT = devices["Desktop Chrome"].userAgent;

type SentEvent = {
  event: string;
  properties: Record<string, unknown>;
  /** True when the event came in an array; the site's own sender always sends one. */
  batched: boolean;
  /** True when it came by navigator.sendBeacon. */
  beacon: boolean;
  request: Received;
};

type Tracker = {
  visit: Visit;
  requests: () => Received[];
  events: () => SentEvent[];
  named: (name: string) => SentEvent[];
  /** Every address outside the site and the provider the browser asked for (store pages). */
  external: URL[];
  /** Requests to the provider the live page started: the ones the provider must have received. */
  started: () => number;
};

type Fixtures = {
  /** This test's visitor, as the provider tells it from others by its user agent. */
  visitTag: string;
  contextFor: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  track: (context: BrowserContext, answer?: Answer | "blocked") => Promise<Tracker>;
};

const test = base.extend<Fixtures, { provider: Provider }>({
  provider: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const provider = await startProvider(PROVIDER_HOST);
      await provide(provider);
      await provider.close();
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, provider }, provide) =>
      provide({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...providerLaunchArgs(PROVIDER_HOST, provider)],
      }),
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
  visitTag: async ({}, provide, testInfo) => {
    await provide(`${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`);
  },
  userAgent: async ({ visitTag }, provide) => provide(`${BASE_USER_AGENT} e2e-visit/${visitTag}`),
  contextFor: async ({ browser, baseURL, userAgent }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await (browser as Browser).newContext({
        baseURL,
        userAgent,
        timezoneId: NOT_ASKED_ZONE,
        ...options,
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  track: async ({ provider, visitTag, baseURL }, provide) => {
    await provide(async (context, answer = "ok") => {
      const site = new URL(baseURL ?? "").origin;
      const visit = provider.visit(visitTag);
      visit.answer = answer === "blocked" ? "ok" : answer;
      const external: URL[] = [];
      let started = 0;
      context.on("request", (request) => {
        if (new URL(request.url()).origin === MIXPANEL_API_HOST) started += 1;
      });
      await context.route(
        (url) => url.origin !== site && url.origin !== MIXPANEL_API_HOST,
        (route) => {
          external.push(new URL(route.request().url()));
          return route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<title>Store</title>",
          });
        },
      );
      if (answer === "blocked") {
        await context.route(
          (url) => url.origin === MIXPANEL_API_HOST,
          (route) => route.abort("blockedbyclient"),
        );
      }
      const events = () =>
        visit.received.flatMap((request) =>
          request.events.map((sent) => ({
            ...sent,
            batched: request.batched,
            beacon: request.fetchMode === "no-cors",
            request,
          })),
        );
      return {
        visit,
        requests: () => visit.received,
        events,
        named: (name) => events().filter((event) => event.event === name),
        external,
        started: () => started,
      };
    });
  },
});

const expectSuperProperties = (event: SentEvent, userAgent: string, route: string) => {
  expect(event.properties).toMatchObject({
    screen_width: expect.any(Number),
    screen_height: expect.any(Number),
    is_development: false,
    browser: userAgent,
    platform: PLATFORM,
    current_route: route,
  });
  const width = event.properties.screen_width as number;
  expect(event.properties.device_type).toBe(
    width > MOBILE_MAX_SCREEN_WIDTH ? DEVICE_TYPES.desktop : DEVICE_TYPES.mobile,
  );
};

const expectIsoTimestamp = (value: unknown) => {
  expect(typeof value).toBe("string");
  expect(new Date(value as string).toISOString()).toBe(value);
};

/** Each event arrived once: no two share an $insert_id. */
const expectEachOnce = (tracker: Tracker) => {
  const ids = tracker.events().map((event) => event.properties.$insert_id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
};

/**
 * Puts the page's timers on Playwright's clock, once it has hydrated (the clock's stand-in for
 * `performance` lists no entries, which hydration is read from). Time keeps flowing until a test
 * runs it forward. Playwright puts its clock in and sets it to the real time in two steps; a cookie
 * the page writes between them expires in 1970 and the browser drops it at once, so a test that
 * must see every analytics cookie notes the writes themselves (`noteAnalyticsCookieWrites`).
 */
const takeClock = (page: Page) => page.clock.install();

/** Waits until `count` page views have reached the provider. */
const pageViewsArrive = (tracker: Tracker, count: number) =>
  expect.poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS }).toBe(count);

/**
 * Shows that nothing more arrives: the page's clock runs past every timer that could still send
 * (the idle wait, the library's batch flushes), then every request the live page started is
 * waited for at the provider. Needs `takeClock` first.
 */
const nothingMoreArrives = async (page: Page, tracker: Tracker) => {
  const before = tracker.requests().length;
  await page.clock.runFor(EVERY_TIMER_MS);
  await expect.poll(() => tracker.requests().length).toBe(tracker.started());
  return tracker.requests().slice(before);
};

const requestDeletion = async (page: Page) => {
  await page.getByLabel("Email Address *").fill(EMAIL);
  await page.getByRole("button", { name: "Submit Request" }).click();
};

const submitDeletion = async (page: Page) => {
  await requestDeletion(page);
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
};

/** The honest view: no success claimed, and a mailto carrying the visitor's email. */
const expectEmailRoute = async (page: Page) => {
  await expect(page.getByRole("heading", { name: NOT_SENT })).toBeFocused({
    timeout: SUBMIT_TIMEOUT_MS + 5000,
  });
  await expect(page.getByText(/Successfully/)).toHaveCount(0);
  await expect(page.getByText(/We received/)).toHaveCount(0);
  const href = new URL(
    (await page.getByRole("link", { name: EMAIL_LINK }).getAttribute("href")) ?? "",
  );
  expect(href.protocol).toBe("mailto:");
  expect(href.pathname).toBe(DEFAULTS.contactEmail);
  expect(href.searchParams.get("body")).toContain(EMAIL);
  await expect(page.getByRole("button", { name: "Copy request" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
};

/** Keeps the analytics library's chunks from arriving, as on a slow phone, until released. */
const holdLibrary = async (context: BrowserContext) => {
  const held: Route[] = [];
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  const matches = (url: URL) => LIBRARY_CHUNKS.includes(url.pathname);
  await context.route(matches, (route) => {
    held.push(route);
    requested();
  });
  return {
    firstRequest,
    requested: () => held.length > 0,
    release: async () => {
      await context.unroute(matches);
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

/** Counts the library's chunks the pages of a context ask for. */
const countLibraryFetches = (context: BrowserContext) => {
  let fetches = 0;
  context.on("request", (request) => {
    if (LIBRARY_CHUNKS.includes(new URL(request.url()).pathname)) fetches += 1;
  });
  return () => fetches;
};

/** Delivers the library's chunks late, as a slow network would, so its loading races answers. */
const slowLibrary = (context: BrowserContext) =>
  context.route(
    (url) => LIBRARY_CHUNKS.includes(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_LIBRARY_MS));
      await route.continue().catch(() => undefined);
    },
  );

/** Waits, on the page's own clock, until the visit has lasted `ms` after the load event. */
const stayAfterLoad = (page: Page, ms: number) =>
  page.waitForFunction((after) => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return (
      Boolean(navigation?.loadEventEnd) &&
      performance.now() - (navigation?.loadEventEnd ?? 0) >= after
    );
  }, ms);

/** The visitor's first input: a key press, which moves nothing on the page. */
const firstInput = (page: Page) => page.keyboard.press("Shift");

const clickBadge = async (
  context: BrowserContext,
  page: Page,
  badge: ReturnType<Page["getByRole"]>,
) => {
  const [popup] = await Promise.all([context.waitForEvent("page"), badge.click()]);
  return popup;
};

/** The same-origin scripts this page fetched, with whether each is the Mixpanel library. */
const loadedScripts = async (page: Page, request: APIRequestContext) => {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  );
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      isLibrary: (await (await request.get(entry.url)).text()).includes(LIBRARY_MARKER),
    })),
  );
};

/** The names of the cookies analytics sets: the library's and the site's shared identity. */
const ANALYTICS_COOKIE = /^mp_/;

/** Everything analytics could have left in the browser: cookies, storage keys, databases. */
const analyticsTraces = async (context: BrowserContext, page: Page) => ({
  cookies: (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((n) => ANALYTICS_COOKIE.test(n)),
  storage: (
    await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  ).filter((key) => /^(mp_|__mp)/.test(key)),
  databases: (
    await page.evaluate(async () =>
      (await indexedDB.databases()).map((database) => database.name ?? ""),
    )
  ).filter((name) => (LIBRARY_DATABASES as ReadonlyArray<string>).includes(name)),
});
const NO_TRACES = { cookies: [], storage: [], databases: [] };

/**
 * The analytics cookies the site set in `context` (a value, not a removal), as it set them: the
 * browser's store alone can miss one, which it drops at once if it was written with an expiry
 * already past (as in the moment Playwright's clock is installed and still at 1970).
 */
const noteAnalyticsCookieWrites = async (context: BrowserContext) => {
  const written: string[] = [];
  await context.exposeBinding("noteCookieWrite", (_source, cookie: string) => {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const [name = "", value = ""] = pair.split("=");
    const removal = value === "" || attributes.some((a) => /^max-age=(0|-)/i.test(a));
    if (ANALYTICS_COOKIE.test(name) && !removal) written.push(name);
  });
  await context.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get(this: Document) {
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        void (
          window as unknown as { noteCookieWrite: (c: string) => Promise<void> }
        ).noteCookieWrite(String(value));
        cookie.set!.call(this, value);
      },
    });
  });
  return () => [...written];
};

const noPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

const consentBar = (page: Page) => page.getByRole("region", { name: CONSENT_BAR_TEXT.label });

/** Opens `/` in a visitor's context and shows that they are asked, with nothing sent meanwhile. */
const expectAskedOnHome = async (context: BrowserContext, tracker: Tracker) => {
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  await expect(consentBar(page)).toBeVisible({ timeout: DELIVERY_WAIT_MS });
  expect(tracker.requests()).toEqual([]);
};

test.describe("analytics on the wire", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the first page view arrives after load, with the path, query and super properties", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const cookieWrites = await noteAnalyticsCookieWrites(context);
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(`${PAGES.contact.path}?ref=e2e`);
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);

    await pageViewsArrive(tracker, 1);
    // Only now: Playwright sets the clock's time after installing it, and a cookie the page wrote
    // in between would carry an expiry in 1971, which the browser drops at once.
    await takeClock(page);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.beacon).toBe(true);
    expect(view?.properties.pathname).toBe(`${PAGES.contact.path}?ref=e2e`);
    expect(view?.properties.$current_url).toMatch(new RegExp(`${PAGES.contact.path}\\?ref=e2e$`));
    expectSuperProperties(view as SentEvent, userAgent, PAGES.contact.path);

    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);
    // The page writes the identity cookie before the beacon, but the browser's cookie store, which
    // context.cookies() reads, may take it a moment after the beacon has arrived.
    await expect
      .poll(async () =>
        (await context.cookies()).some((cookie) => ANALYTICS_COOKIE.test(cookie.name)),
      )
      .toBe(true);
    // The identity cookie, written once: what the tests of visitors who said no expect none of.
    expect(cookieWrites()).toEqual([persistenceCookieName(TOKEN)]);
    expect(tracker.external).toEqual([]);
  });

  test("one page view per client-side navigation, none for a hash change", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await takeClock(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await navigateWithinSite(page, `${PAGES.privacyPolicy.path}?from=e2e`);
    await expect(page).toHaveURL(new RegExp(`${PAGES.privacyPolicy.path}\\?from=e2e$`));
    // The address changes at once, the page only once its data and code have come: a visitor
    // sees it before moving on. Gatsby reports (and the site counts) a page once it is drawn.
    await expect(
      page.getByRole("heading", { level: 1, name: PAGES.privacyPolicy.title }),
    ).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    const expected = ["/", PAGES.contact.path, `${PAGES.privacyPolicy.path}?from=e2e`, "/"];
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
        timeout: DELIVERY_WAIT_MS,
      })
      .toEqual(expected);
    tracker.named(PAGE_VIEWED).forEach((event, index) => {
      expectSuperProperties(event, userAgent, (expected[index] ?? "").split("?")[0] ?? "");
    });
    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(expected.length);
    expectEachOnce(tracker);
  });

  test("page views made while the library is on its way all arrive, once each", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const library = await holdLibrary(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await takeClock(page);

    // The first input asks for the library, which is held back while the visitor moves on.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contact" }).click();
    await library.firstRequest;
    await expect(page.getByRole("heading", { level: 1, name: PAGES.contact.title })).toBeVisible();
    await navigateWithinSite(page, `${PAGES.privacyPolicy.path}?from=held`);
    await expect(
      page.getByRole("heading", { level: 1, name: PAGES.privacyPolicy.title }),
    ).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);

    await library.release();
    // The library hands what waited to its batch queue at once and may send it in any order;
    // the provider keeps each event at the time the visitor made it, which is the order compared.
    const inTimeOrder = () =>
      [...tracker.named(PAGE_VIEWED)]
        .sort((a, b) => Number(a.properties.time) - Number(b.properties.time))
        .map((event) => event.properties.pathname);
    const expected = ["/", PAGES.contact.path, `${PAGES.privacyPolicy.path}?from=held`, "/"];
    await expect.poll(inTimeOrder, { timeout: DELIVERY_WAIT_MS }).toEqual(expected);
    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(expected.length);
    expectEachOnce(tracker);
  });

  test("device_type follows the 768 pixel threshold", async ({ contextFor, track }) => {
    const widths = [MOBILE_MAX_SCREEN_WIDTH, MOBILE_MAX_SCREEN_WIDTH + 1];
    const contexts = await Promise.all(
      widths.map((width) =>
        contextFor({ viewport: { width, height: 900 }, screen: { width, height: 900 } }),
      ),
    );
    const views = [];
    for (const context of contexts) {
      // One visitor per width: the provider keeps each context's visit under its own tag.
      const tracker = await track(context);
      const before = tracker.named(PAGE_VIEWED).length;
      const page = await context.newPage();
      await page.goto("/");
      await pageViewsArrive(tracker, before + 1);
      views.push(tracker.named(PAGE_VIEWED).at(-1)?.properties);
      await page.close();
    }
    expect(views[0]).toMatchObject({ screen_width: 768, device_type: DEVICE_TYPES.mobile });
    expect(views[1]).toMatchObject({ screen_width: 769, device_type: DEVICE_TYPES.desktop });
  });

  test("each badge, in the hero and the header, is tracked by beacon and opens its store", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await pageViewsArrive(tracker, 1);

    const places = [
      {
        location: "hero",
        size: "large",
        area: page.getByRole("region", { name: DEFAULTS.tagline }),
      },
      { location: "header", size: "small", area: page.getByRole("banner") },
    ];
    const stores = [
      { destination: "app_store", label: /Download on the App Store/, url: DEFAULTS.appStoreUrl },
      { destination: "play_store", label: /Get it on Google Play/, url: DEFAULTS.playStoreUrl },
    ];
    const expected: Record<string, unknown>[] = [];
    for (const { location, size, area } of places) {
      for (const { destination, label, url } of stores) {
        const badge = area.getByRole("link", { name: label });
        await expect(badge).toHaveAttribute("target", "_blank");
        const popup = await clickBadge(context, page, badge);
        await popup.waitForURL(url);
        expect(popup.url()).toBe(url);
        await popup.close();
        expected.push({ location, button_size: size, destination });
        await expect.poll(() => tracker.named(DOWNLOAD).length).toBe(expected.length);
      }
    }

    const clicks = tracker.named(DOWNLOAD);
    clicks.forEach((click, index) => {
      expect(click.properties).toMatchObject(expected[index] ?? {});
      expectIsoTimestamp(click.properties.timestamp);
      expectSuperProperties(click, userAgent, "/");
      expect(click.beacon).toBe(true);
    });
    expectEachOnce(tracker);
    expect(tracker.external.map((url) => url.href).sort()).toEqual(
      [
        DEFAULTS.appStoreUrl,
        DEFAULTS.appStoreUrl,
        DEFAULTS.playStoreUrl,
        DEFAULTS.playStoreUrl,
      ].sort(),
    );
  });

  test("the deletion request is sent at once, on its own, and confirmed", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    const before = Date.now();
    await submitDeletion(page);

    expect(tracker.named(DELETION)).toHaveLength(1);
    const [request] = tracker.named(DELETION);
    expect(request?.request.path).toBe("/track/");
    expect(request?.request.query.get("ip")).toBe("0");
    expect(request?.request.hadCookie).toBe(false);
    expect(request?.beacon).toBe(false);
    expect(Object.keys(request?.properties ?? {}).sort()).toEqual(
      ["$insert_id", "distinct_id", "email", "source", "time", "timestamp", "token"].sort(),
    );
    expect(request?.properties).toMatchObject({ email: EMAIL, source: DELETION_SOURCE });
    expectIsoTimestamp(request?.properties.timestamp);
    expect(Date.parse(request?.properties.timestamp as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const visitor = tracker.named(PAGE_VIEWED)[0]?.properties.distinct_id;
    expect(request?.properties.distinct_id).not.toBe(visitor);
    expect(String(request?.properties.distinct_id)).not.toContain(
      String(tracker.named(PAGE_VIEWED)[0]?.properties.$device_id),
    );

    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);
  });

  test("no analytics code is fetched or run before the visitor's first input, and none is in first-load JS", async ({
    contextFor,
    track,
    request,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    // Counted already, by the site's own sender: the idle moment has passed.
    await pageViewsArrive(tracker, 1);
    expect((await loadedScripts(page, request)).filter((script) => script.isLibrary)).toEqual([]);
    // Had the library run, it would have written its queue and tab keys.
    expect(
      (
        await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
      ).filter((key) => key.startsWith(LIBRARY_MARKER) || key.startsWith("mp_tab_id")),
    ).toEqual([]);

    const inputAt = await page.evaluate(() => performance.now());
    await firstInput(page);
    await expect
      .poll(async () => (await loadedScripts(page, request)).filter((script) => script.isLibrary))
      .toHaveLength(1);
    const [library] = (await loadedScripts(page, request)).filter((script) => script.isLibrary);
    expect(new URL(library?.url ?? "").origin).toBe(new URL(page.url()).origin);
    expect(library?.startTime).toBeGreaterThanOrEqual(inputAt);

    const libraryFile = new URL(library?.url ?? "").pathname;
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.includes(libraryFile))).toEqual([]);
      const firstLoad = pageBundles(html);
      expect(firstLoad.length).toBeGreaterThan(0);
      for (const src of firstLoad) {
        expect(await (await request.get(src)).text()).not.toContain(LIBRARY_MARKER);
      }
    }
    expect(tracker.external).toEqual([]);
  });

  test("scroll checkpoints arrive for a visitor whose first input is a scroll", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.privacyPolicy.path);
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(
        () =>
          tracker
            .named("$mp_scroll")
            .map((event) => event.properties.$scroll_checkpoint as number)
            .sort((a, b) => a - b)
            .at(-1) ?? 0,
        { timeout: DELIVERY_WAIT_MS },
      )
      .toBeGreaterThanOrEqual(25);
    expectEachOnce(tracker);
  });

  for (const answer of ["server-error", "blocked"] as const) {
    test(`the site works with no visible error when the API host is ${answer}`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, answer);
      const page = await context.newPage();
      const errors = noPageErrors(page);
      await page.goto("/");
      await waitForHydration(page);

      const popup = await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: /Get it on Google Play/ }),
      );
      await popup.waitForURL(DEFAULTS.playStoreUrl);
      await popup.close();

      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await expect(page.getByRole("heading", { name: "Data Deletion Request" })).toBeVisible();
      await requestDeletion(page);
      await expectEmailRoute(page);

      if (answer === "server-error")
        expect(tracker.named(DELETION).length).toBeGreaterThanOrEqual(1);
      else expect(tracker.requests()).toEqual([]);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name}: no tracking, no cookies, but the deletion request still goes`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      await context.addInitScript(signal.script);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const libraryFetches = countLibraryFetches(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await takeClock(page);
      await nothingMoreArrives(page, tracker);

      const popup = await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: /Download on the App Store/ }),
      );
      await popup.close();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await expect(page.getByRole("heading", { name: "Data Deletion Request" })).toBeVisible();

      expect(tracker.requests()).toEqual([]);
      expect(libraryFetches()).toBe(0);

      await submitDeletion(page);
      expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().map((event) => event.event)).toEqual([DELETION]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);

      await page.getByRole("link", { name: "Contact" }).first().click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await page.close({ runBeforeUnload: true });
      expect(tracker.named(PAGE_VIEWED)).toEqual([]);
      expect(libraryFetches()).toBe(0);
    });
  }
});

test.describe("short visits and deletion requests that meet trouble", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a view left within a second, without any input, is counted once", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const libraryFetches = countLibraryFetches(context);
    const page = await context.newPage();
    await page.goto("/?ref=bounce");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await stayAfterLoad(page, SHORT_VISIT_MS);

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.beacon).toBe(true);
    expect(view?.properties).toMatchObject({
      pathname: "/?ref=bounce",
      token: TOKEN,
      distinct_id: expect.stringMatching(/^\$device:./),
      $device_id: expect.any(String),
      $insert_id: expect.any(String),
      time: expect.any(Number),
    });
    expect(Math.abs((view?.properties.time as number) * 1000 - Date.now())).toBeLessThan(60_000);
    expectSuperProperties(view as SentEvent, userAgent, "/");
    expect(libraryFetches()).toBe(0);
    expect(tracker.external).toEqual([]);
  });

  test("a visit that ends 1 s after load is counted once, however far the library got", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.contact.path);
    await waitForHydration(page);
    await firstInput(page);
    await stayAfterLoad(page, SHORT_VISIT_MS);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    expect(tracker.named(PAGE_VIEWED)[0]?.properties.pathname).toBe(PAGES.contact.path);
    await expect.poll(() => tracker.requests().length).toBeGreaterThanOrEqual(tracker.started());
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);
  });

  test("a bounce and the return visit count as one visitor", async ({ contextFor, track }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const bounce = await context.newPage();
    await bounce.goto("/");
    await waitForHydration(bounce);
    await bounce.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const visitor = tracker.named(PAGE_VIEWED)[0]?.properties.distinct_id;
    expect(visitor).toMatch(/^\$device:/);

    const back = await context.newPage();
    await back.goto(PAGES.contact.path);
    await waitForHydration(back);
    await firstInput(back);
    await back
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await pageViewsArrive(tracker, 3);
    const library = tracker.named(PAGE_VIEWED).filter((event) => !event.beacon);
    expect(library.length).toBeGreaterThan(0);
    tracker.named(PAGE_VIEWED).forEach((view) => expect(view.properties.distinct_id).toBe(visitor));
  });

  for (const answer of ["server-error", "blocked", "timeout"] as const) {
    test(`the deletion page never claims success when the API host is ${answer}`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, answer);
      const page = await context.newPage();
      await page.goto(PAGES.dataDeletion.path);
      await waitForHydration(page);
      await requestDeletion(page);
      await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      await expectEmailRoute(page);
      if (answer === "blocked") expect(tracker.named(DELETION)).toEqual([]);
      else expect(tracker.named(DELETION)).toHaveLength(1);
      tracker.visit.release();
    });
  }

  test("the deletion request needs no analytics library: it is confirmed when the library cannot load", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    await context.route(
      (url) => LIBRARY_CHUNKS.includes(url.pathname),
      (route) => route.abort("failed"),
    );
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await submitDeletion(page);
    expect(tracker.named(DELETION)).toHaveLength(1);
  });

  test("without a token the form prepares the email from the start and never claims success", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    // The same production bundle, served as a build without GATSBY_MIXPANEL_TOKEN would be: the
    // token is a string in the site config the build handed the bundle.
    const inlinedToken = `"${TOKEN}"`;
    let blanked = 0;
    await context.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      const script = await response.text();
      if (script.includes(inlinedToken)) blanked += 1;
      await route.fulfill({
        response,
        body: script.replace(inlinedToken, '""'),
      });
    });
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    expect(blanked).toBe(1);
    await expect(page.getByLabel("Email Address *")).toHaveAccessibleDescription(
      /opens your email app/,
    );
    await requestDeletion(page);

    await expect(
      page.getByRole("heading", { name: "One more step: send the email" }),
    ).toBeFocused();
    await expect(page.getByText(/Successfully/)).toHaveCount(0);
    await expect(page.getByText(/We received/)).toHaveCount(0);
    const href = (await page.getByRole("link", { name: EMAIL_LINK }).getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("body")).toContain(EMAIL);
    expect(page.url()).toMatch(new RegExp(`${PAGES.dataDeletion.path}$`));
    await page.close({ runBeforeUnload: true });
    expect(tracker.started()).toBe(0);
  });

  test("a request still unanswered when the tab closes reaches the provider once", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context, "timeout");
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await requestDeletion(page);
    await expect.poll(() => tracker.named(DELETION).length).toBe(1);
    await page.close({ runBeforeUnload: true });
    tracker.visit.release();
    await expect.poll(() => tracker.requests().length).toBeGreaterThanOrEqual(tracker.started());
    expect(tracker.named(DELETION)).toHaveLength(1);
    expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL, token: TOKEN });
  });

  for (const answer of ["ok", "timeout"] as const) {
    test(`a page hidden while the request waits and the library loads reaches an honest end (provider: ${answer})`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, "timeout");
      const library = await holdLibrary(context);
      const page = await context.newPage();
      await page.goto(PAGES.dataDeletion.path);
      await waitForHydration(page);
      await takeClock(page);
      await requestDeletion(page);
      await expect.poll(() => tracker.named(DELETION).length).toBe(1);
      // The visitor switches away: the page is hidden, the library still on its way.
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(library.requested()).toBe(true);
      if (answer === "ok") {
        const answered = page.waitForResponse((response) =>
          response.url().includes("/track/?ip=0"),
        );
        tracker.visit.release();
        await answered;
      }
      await page.clock.runFor(SUBMIT_TIMEOUT_MS);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", {
          value: "visible",
          configurable: true,
        });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      if (answer === "ok") {
        await expect(page.getByRole("heading", { name: SUCCESS })).toBeFocused();
      } else {
        await expectEmailRoute(page);
      }
      expect(tracker.named(DELETION)).toHaveLength(1);
      await library.release();
      tracker.visit.release();
    });
  }
});

const visitorWhoAgreed = (at = Date.now()) => ({
  ...consentTerms(BUILD),
  choice: "agree",
  at,
});

/** Stores an earlier answer before the page loads, as a returning visitor has it. */
const storeAnswer = (context: BrowserContext, answer: unknown) =>
  context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [CONSENT_STORAGE.key, JSON.stringify(answer)] as const,
  );

for (const speed of ["at full speed", "slowed down"] as const) {
  test.describe(`consent where it is asked for, the library ${speed}`, () => {
    test.describe.configure({ timeout: 90_000 });

    const askedContext = async (
      contextFor: Fixtures["contextFor"],
      options: BrowserContextOptions = {},
    ) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE, ...options });
      if (speed === "slowed down") await slowLibrary(context);
      return context;
    };

    test("before an answer nothing is stored or sent, and the bar shifts nothing", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const libraryFetches = countLibraryFetches(context);
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.goto("/?ref=consent");
      await waitForHydration(page);
      await takeClock(page);
      const bar = consentBar(page);
      await expect(bar).toBeVisible({ timeout: DELIVERY_WAIT_MS });
      await expect(bar).not.toBeFocused();
      await expect(bar.getByRole("button")).toHaveText([
        CONSENT_BAR_TEXT.agree,
        CONSENT_BAR_TEXT.decline,
      ]);
      await expect(bar.getByRole("link", { name: CONSENT_BAR_TEXT.policy })).toHaveAttribute(
        "href",
        `${PAGES.privacyPolicy.path}#analytics`,
      );
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await recordedLayoutShifts(page)).toEqual([]);

      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await nothingMoreArrives(page, tracker);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      expect(libraryFetches()).toBe(0);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
    });

    test("agreeing sends the page views that waited, once each, then stores the versioned choice", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto(`${PAGES.contact.path}?ref=consent`);
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.agree }).click();
      await expect(consentBar(page)).toHaveCount(0);
      await expect
        .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
          timeout: DELIVERY_WAIT_MS,
        })
        .toEqual([`${PAGES.contact.path}?ref=consent`]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key);
      expect(JSON.parse(stored ?? "{}")).toEqual({
        version: consentTerms(BUILD).version,
        purposes: consentTerms(BUILD).purposes,
        choice: "agree",
        at: expect.any(Number),
      });
      await page.reload();
      await waitForHydration(page);
      await pageViewsArrive(tracker, 2);
      await expect(consentBar(page)).toHaveCount(0);
      expectEachOnce(tracker);
    });

    test("declining sends nothing, after moving within the site and reloading too", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      await expect(consentBar(page)).toHaveCount(0);
      await navigateWithinSite(page, "/privacy-policy?from=e2e");
      await expect(page).toHaveURL(/privacy-policy/);
      await page.reload();
      await waitForHydration(page);
      await takeClock(page);
      await page.mouse.wheel(0, 2000);
      await nothingMoreArrives(page, tracker);
      await expect(consentBar(page)).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
    });

    test("a decline after agreeing stops everything: nothing more is sent, and cookie, storage and databases go", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, visitorWhoAgreed());
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const page = await context.newPage();
      await page.goto(PAGES.privacyPolicy.path);
      await waitForHydration(page);
      await takeClock(page);
      // The visitor scrolls, so the library loads and runs, and their page view is counted.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 1500);
      await pageViewsArrive(tracker, 1);
      await expect
        .poll(async () => (await analyticsTraces(context, page)).storage.length, {
          timeout: DELIVERY_WAIT_MS,
        })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await analyticsTraces(context, page)).databases.length)
        .toBeGreaterThan(0);

      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: CONSENT_BAR_TEXT.label })
        .click();
      // The recorder saw the agreed visit's cookies, so it would see one written after the decline.
      expect(cookieWrites()).toContain(persistenceCookieName(TOKEN));
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      const sentBefore = tracker.events().length;
      const writtenBefore = cookieWrites().length;
      await expect.poll(() => analyticsTraces(context, page)).toEqual(NO_TRACES);

      await page.mouse.wheel(0, 3000);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: /Get it on Google Play/ }),
      ).then((popup) => popup.close());
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().slice(sentBefore)).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(await page.evaluate((key) => localStorage.getItem(key), optOutKey(TOKEN))).toBeNull();
      await page.close({ runBeforeUnload: true });
      expect(tracker.events().slice(sentBefore)).toEqual([]);
      // Removed from the store is not enough: none was written again, even one the browser drops.
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
    });

    test("a decline while the library is on its way: it is never started and nothing waiting goes", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, visitorWhoAgreed());
      const library = await holdLibrary(context);
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Refused beacons keep the page view waiting for the library, as on a browser that
        // limits them.
        Object.defineProperty(Navigator.prototype, "sendBeacon", { value: () => false });
      });
      await page.goto(PAGES.contact.path);
      await waitForHydration(page);
      await takeClock(page);
      await firstInput(page);
      await library.firstRequest;
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: CONSENT_BAR_TEXT.label })
        .click();
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      const writtenBefore = cookieWrites().length;
      await library.release();
      await nothingMoreArrives(page, tracker);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
    });

    test("an answer stored without a version counts as none: the visitor is asked again", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, { choice: "agree", at: Date.now() });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });

    test("an answer to another question (another purpose or host) counts as none", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, {
        ...visitorWhoAgreed(),
        ...consentTerms({ ...BUILD, sessionReplay: !BUILD.sessionReplay }),
      });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });

    test("Privacy choices in the footer reopens the bar, focused", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await track(context);
      const page = await context.newPage();
      await page.goto("/contact");
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      const opener = page
        .getByRole("contentinfo")
        .getByRole("button", { name: CONSENT_BAR_TEXT.label });
      await opener.click();
      await expect(consentBar(page)).toBeFocused();
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      await expect(opener).toBeFocused();
    });

    test("a declined visitor's deletion request is delivered, with no analytics cookie", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/data-deletion");
      await waitForHydration(page);
      await takeClock(page);
      await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
      await submitDeletion(page);
      expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().map((event) => event.event)).toEqual([DELETION]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
    });
  });
}

test.describe("who is asked", () => {
  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name} the bar never shows`, async ({ contextFor, track }) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE });
      await context.addInitScript(signal.script);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await takeClock(page);
      await nothingMoreArrives(page, tracker);
      await expect(consentBar(page)).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
    });
  }

  for (const zone of ["UTC", "Etc/GMT+5"]) {
    test(`a visitor whose time zone is ${zone}, which places them nowhere, is asked`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor({ timezoneId: zone });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });
  }
});

/** Keeps every script of the site's from arriving, as on a slow phone, until released. */
const holdSiteScripts = async (context: BrowserContext, site: string) => {
  const held: Route[] = [];
  const matches = (url: URL) => url.origin === site && url.pathname.endsWith(".js");
  await context.route(matches, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await context.unroute(matches);
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

/**
 * Opens `path` with the site's scripts held back, as a page whose scripts have not arrived yet:
 * the bar the server drew, and the first paint's script, are all there is.
 */
const openWithScriptsHeld = async (
  context: BrowserContext,
  baseURL: string | undefined,
  path: string,
) => {
  const scripts = await holdSiteScripts(context, new URL(baseURL ?? "").origin);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return { page, scripts };
};

/**
 * Notes, from before the page's first byte, whether the bar's host was ever shown: a bar shown
 * for a single frame and hidden again would be seen by the visitor.
 */
const noteBarShown = (context: BrowserContext) =>
  context.addInitScript((id) => {
    const state = window as unknown as { barShown?: boolean };
    state.barShown = false;
    const look = () => {
      const host = document.getElementById(id);
      if (host && !host.hidden) state.barShown = true;
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["hidden"],
    });
  }, CONSENT_BAR_HOST_ID);

const barWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { barShown?: boolean }).barShown);

test.describe("the question in the first paint", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const choice of ["agree", "decline"] as const) {
    test(`the bar is there before any script of the site's, and a ${choice} given then holds`, async ({
      contextFor,
      track,
      baseURL,
    }) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE });
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const libraryFetches = countLibraryFetches(context);
      const { page, scripts } = await openWithScriptsHeld(
        context,
        baseURL,
        `${PAGES.contact.path}?ref=early`,
      );
      const bar = consentBar(page);
      await expect(bar).toBeVisible();
      await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).not.toHaveAttribute(
        CONSENT_BAR_MARKS.live,
      );
      await bar
        .getByRole("button", {
          name: choice === "agree" ? CONSENT_BAR_TEXT.agree : CONSENT_BAR_TEXT.decline,
        })
        .click();
      await expect(bar).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key);
      expect(JSON.parse(stored ?? "{}")).toEqual({
        version: consentTerms(BUILD).version,
        purposes: consentTerms(BUILD).purposes,
        choice,
        at: expect.any(Number),
      });

      await scripts.release();
      await waitForHydration(page);
      await takeClock(page);
      if (choice === "agree") {
        await pageViewsArrive(tracker, 1);
        expect(tracker.named(PAGE_VIEWED)[0]?.properties.pathname).toBe(
          `${PAGES.contact.path}?ref=early`,
        );
      }
      await nothingMoreArrives(page, tracker);
      await expect(bar).toHaveCount(0);
      if (choice === "decline") {
        expect(tracker.requests()).toEqual([]);
        expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
        expect(cookieWrites()).toEqual([]);
        expect(libraryFetches()).toBe(0);
      } else expectEachOnce(tracker);
      await page.close({ runBeforeUnload: true });
      if (choice === "decline") expect(tracker.requests()).toEqual([]);
    });
  }

  test("the app takes the painted bar over as it is, and answers through it", async ({
    contextFor,
    track,
    baseURL,
  }) => {
    const context = await contextFor({ timezoneId: ASKED_ZONE });
    const tracker = await track(context);
    const { page, scripts } = await openWithScriptsHeld(context, baseURL, "/");
    await expect(consentBar(page)).toBeVisible();
    await consentBar(page).evaluate((section) => {
      (section as unknown as { painted?: boolean }).painted = true;
    });
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).toHaveAttribute(
      CONSENT_BAR_MARKS.live,
      "",
      { timeout: DELIVERY_WAIT_MS },
    );
    expect(
      await consentBar(page).evaluate(
        (section) => (section as unknown as { painted?: boolean }).painted,
      ),
    ).toBe(true);
    await takeClock(page);
    await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.agree }).click();
    await expect(consentBar(page)).toHaveCount(0);
    await pageViewsArrive(tracker, 1);
  });

  type NeverAsked = {
    who: string;
    zone: string;
    stored?: "agree" | "decline";
    signal?: (typeof PRIVACY_SIGNALS)[number];
  };
  const neverAsked: NeverAsked[] = [
    { who: "a visitor the site counts without asking", zone: NOT_ASKED_ZONE },
    { who: "a visitor in a European time zone that is not asked", zone: "Europe/Moscow" },
    { who: "a visitor who agreed before", zone: ASKED_ZONE, stored: "agree" },
    { who: "a visitor who declined before", zone: ASKED_ZONE, stored: "decline" },
    ...PRIVACY_SIGNALS.map((signal) => ({
      who: `a visitor with ${signal.name}`,
      zone: ASKED_ZONE,
      signal,
    })),
  ];
  for (const { who, zone, stored, signal } of neverAsked) {
    test(`${who} never sees the bar, not even for a frame`, async ({ contextFor, track }) => {
      const context = await contextFor({ timezoneId: zone });
      if (stored) await storeAnswer(context, { ...visitorWhoAgreed(), choice: stored });
      if (signal) await context.addInitScript(signal.script);
      await noteBarShown(context);
      await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).toHaveCount(1);
      expect(await barWasShown(page)).toBe(false);
    });
  }
});

test.describe("what never reaches analytics", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an email, a token, a campaign value with an email and a click ID stay off the wire and out of storage", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(
      "/?email=a@b.co&utm_source=newsletter&utm_content=jane%40example.com&gclid=g-click-1#invite_token=x",
    );
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    // The visitor scrolls: the library loads, and its own events carry the page's address too.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() => tracker.named("$mp_scroll").length, { timeout: DELIVERY_WAIT_MS })
      .toBeGreaterThan(0);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.properties.pathname).toBe(
      `/?email=${REDACTED}&utm_source=newsletter&utm_content=${REDACTED}&gclid=${REDACTED}`,
    );
    expect(view?.properties).toMatchObject({ utm_source: "newsletter", utm_content: REDACTED });
    for (const event of tracker.events()) {
      expect(event.properties).not.toHaveProperty("gclid");
      expect(event.properties).not.toHaveProperty("mp_keyword");
    }
    const wire = JSON.stringify(tracker.events());
    const stored =
      JSON.stringify(await context.cookies()) +
      JSON.stringify(await page.evaluate(() => ({ ...localStorage })));
    for (const secret of ["a@b.co", "a%40b.co", "jane", "invite_token", "g-click-1"]) {
      expect({ secret, onTheWire: wire.includes(secret) }).toEqual({ secret, onTheWire: false });
      expect({ secret, stored: stored.includes(secret) }).toEqual({ secret, stored: false });
    }
  });

  test("/get records its download with the campaign values redacted", async ({
    contextFor,
    track,
    visitTag,
  }) => {
    const context = await contextFor({
      userAgent: `${devices["iPhone 13"].userAgent} e2e-visit/${visitTag}`,
      isMobile: true,
      hasTouch: true,
      viewport: devices["iPhone 13"].viewport,
    });
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/get/?utm_source=newsletter&utm_content=jane%40example.com");
    await expect(page).toHaveURL(/apps\.apple\.com/);
    await expect.poll(() => tracker.named(DOWNLOAD).length).toBe(1);
    expect(tracker.named(DOWNLOAD)[0]?.properties).toMatchObject({
      location: "get",
      utm_source: "newsletter",
      utm_content: REDACTED,
    });
    expect(JSON.stringify(tracker.events())).not.toContain("jane");
    expect(tracker.external.map((url) => url.href).join(" ")).not.toContain("jane");
  });

  test("events stay queued while sendBeacon refuses them, and go once the library loads", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", { value: () => false });
    });
    const library = await holdLibrary(context);
    await page.goto("/?ref=refused");
    await waitForHydration(page);
    await firstInput(page);
    await library.firstRequest;
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    });
    expect(tracker.named(PAGE_VIEWED)).toEqual([]);
    await library.release();
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
        timeout: DELIVERY_WAIT_MS,
      })
      .toEqual(["/?ref=refused"]);
  });

  test("Try again sends the same request: the same $insert_id and time", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context, "server-error");
    const page = await context.newPage();
    await page.goto("/data-deletion");
    await waitForHydration(page);
    await requestDeletion(page);
    await expectEmailRoute(page);
    await page.getByRole("button", { name: "Try again" }).click();
    await expectEmailRoute(page);
    const attempts = tracker.named(DELETION);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.properties.$insert_id).toBe(attempts[0]?.properties.$insert_id);
    expect(attempts[1]?.properties.time).toBe(attempts[0]?.properties.time);
    expect(attempts[1]?.properties.distinct_id).toBe(attempts[0]?.properties.distinct_id);
  });

  test("the privacy policy names every field that reached the provider in a whole visit", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/?utm_source=newsletter&utm_medium=email");
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await clickBadge(
      context,
      page,
      page.getByRole("banner").getByRole("link", { name: /Get it on Google Play/ }),
    ).then((popup) => popup.close());
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Request Data Deletion" })
      .click();
    await submitDeletion(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect
      .poll(() => new Set(tracker.events().map((event) => event.event)).size, {
        timeout: DELIVERY_WAIT_MS,
      })
      .toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("heading", { name: "3. Analytics" })).toBeVisible();
    const named = new Set(
      await page
        .locator("section", { has: page.locator("#analytics") })
        .locator("code")
        .allTextContents(),
    );
    expect(named.size).toBeGreaterThan(20);
    const sent = new Set(tracker.events().flatMap((event) => Object.keys(event.properties)));
    expect([...sent].filter((field) => !named.has(field))).toEqual([]);
    expect(
      [...new Set(tracker.events().map((event) => event.event))].filter((name) => !named.has(name)),
    ).toEqual([]);
  });
});
