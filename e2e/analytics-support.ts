import path from "node:path";
import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from "@playwright/test";
import {
  DEVICE_TYPES,
  EVENT_NAMES,
  IDLE_TIMEOUT_MS,
  MOBILE_MAX_SCREEN_WIDTH,
  PLATFORM,
} from "../src/analytics/constants";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "../src/analytics/mixpanel/constants";
import { CONSENT_STORAGE, consentTerms } from "../src/analytics/consent/consent";
import { LIBRARY_DATABASES } from "../src/analytics/mixpanel/library-databases";
import { SUBMIT_TIMEOUT_MS } from "../src/components/deletion-form/deletion-form-state";
import { DEFAULTS, createSiteConfig } from "../src/config/site-config";
import { chunkGroupFiles } from "../scripts/built-site.cjs";
import { splitLanguage } from "../src/i18n/languages";
import { waitForHydration } from "./fixtures";
import { testWithProvider, type Answer, type Received, type Visit } from "./analytics-provider";
import { en } from "../src/i18n/dictionaries";

/*
 * What the analytics specs (analytics-*.spec.ts) share: the visitor fixtures and the steps and
 * checks their stories are told in.
 *
 * Runs against the e2e build (`npm run build:e2e`), which has analytics switched on with a test
 * token, against a real HTTPS server standing in for the provider (analytics-provider.ts). The
 * switched-off path is covered by browser-analytics.test.ts.
 */

export const PAGE_VIEWED = EVENT_NAMES.pageViewed;
export const DELETION = EVENT_NAMES.deletionRequested;
export const DOWNLOAD = EVENT_NAMES.downloadClicked(DEFAULTS.productName);
export const EMAIL = "e2e.cook@example.com";
/** A string only the Mixpanel library itself contains (its batch queue's storage key). */
export const LIBRARY_MARKER = "__mpq_";
/** Long enough for the idle send or a batch flush, with room for a slow machine. */
export const DELIVERY_WAIT_MS = IDLE_TIMEOUT_MS + 3 * MIXPANEL_LIMITS.batchFlushIntervalMs;
/** Every timer that could still send something: the idle wait and two batch flushes. */
const EVERY_TIMER_MS = IDLE_TIMEOUT_MS + 2 * MIXPANEL_LIMITS.batchFlushIntervalMs;
export const EMAIL_LINK = en.deletion.emailRoute.emailRequest;
export const SUCCESS = en.deletion.outcome.receivedTitle;
const NOT_SENT = en.deletion.outcome.notReachedTitle;
/** The settings `npm run build:e2e` builds with. */
export const BUILD = createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "test-token" }).analytics;
export const TOKEN = BUILD.token;
const PROVIDER_HOST = new URL(MIXPANEL_API_HOST).host;
const PUBLIC_DIR = path.join(__dirname, "..", "public");
/** The library's own chunks (core and replay builds), not the consent bar's. */
export const LIBRARY_CHUNKS = chunkGroupFiles(PUBLIC_DIR, "analytics-mixpanel");
/** The consent bar's own code, fetched when the bar is first shown. */
export const CONSENT_BAR_CHUNKS = chunkGroupFiles(PUBLIC_DIR, "analytics-consent-bar");
/** How long a short visit lasts after the load event. */
export const SHORT_VISIT_MS = 1000;
/** How long a slow phone takes to fetch the library, for the races of the consent suite. */
const SLOW_LIBRARY_MS = 2500;
/** The e2e build keeps the default consent mode, auto: these zones are asked, and not asked. */
export const ASKED_ZONE = "Europe/Berlin";
export const NOT_ASKED_ZONE = "America/New_York";
const BASE_USER_AGENT = devices["Desktop Chrome"].userAgent;

export type SentEvent = {
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

export type Fixtures = {
  /** This test's visitor, as the provider tells it from others by its user agent. */
  visitTag: string;
  contextFor: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  track: (context: BrowserContext, answer?: Answer | "blocked") => Promise<Tracker>;
};

export const test = testWithProvider(PROVIDER_HOST).extend<Fixtures>({
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

export const expectSuperProperties = (event: SentEvent, userAgent: string, route: string) => {
  expect(event.properties).toMatchObject({
    screen_width: expect.any(Number),
    screen_height: expect.any(Number),
    is_development: false,
    browser: userAgent,
    platform: PLATFORM,
    current_route: route,
    locale: splitLanguage(route).language,
  });
  const width = event.properties.screen_width as number;
  expect(event.properties.device_type).toBe(
    width > MOBILE_MAX_SCREEN_WIDTH ? DEVICE_TYPES.desktop : DEVICE_TYPES.mobile,
  );
};

export const expectIsoTimestamp = (value: unknown) => {
  expect(typeof value).toBe("string");
  expect(new Date(value as string).toISOString()).toBe(value);
};

/** Each event arrived once: no two share an $insert_id. */
export const expectEachOnce = (tracker: Tracker) => {
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
export const takeClock = (page: Page) => page.clock.install();

/** Waits until `count` page views have reached the provider. */
export const pageViewsArrive = (tracker: Tracker, count: number) =>
  expect.poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS }).toBe(count);

/**
 * Shows that nothing more arrives: the page's clock runs past every timer that could still send
 * (the idle wait, the library's batch flushes), then every request the live page started is
 * waited for at the provider. Needs `takeClock` first.
 */
export const nothingMoreArrives = async (page: Page, tracker: Tracker) => {
  const before = tracker.requests().length;
  await page.clock.runFor(EVERY_TIMER_MS);
  await expect.poll(() => tracker.requests().length).toBe(tracker.started());
  return tracker.requests().slice(before);
};

export const requestDeletion = async (page: Page) => {
  await page.getByLabel(en.deletion.form.label).fill(EMAIL);
  await page.getByRole("button", { name: en.deletion.form.submit }).click();
};

export const submitDeletion = async (page: Page) => {
  await requestDeletion(page);
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
};

/** The honest view: no success claimed, and a mailto carrying the visitor's email. */
export const expectEmailRoute = async (page: Page) => {
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
  await expect(page.getByRole("button", { name: en.deletion.emailRoute.copy })).toBeVisible();
  await expect(page.getByRole("button", { name: en.deletion.outcome.tryAgain })).toBeVisible();
};

/** Keeps the analytics library's chunks from arriving, as on a slow phone, until released. */
/** Holds every request for `files` until released; `firstRequest` settles when the first comes. */
export const holdChunks = async (context: BrowserContext, files: readonly string[]) => {
  const held: Route[] = [];
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  const matches = (url: URL) => files.includes(url.pathname);
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

export const holdLibrary = (context: BrowserContext) => holdChunks(context, LIBRARY_CHUNKS);

/** Counts the library's chunks the pages of a context ask for. */
export const countLibraryFetches = (context: BrowserContext) => {
  let fetches = 0;
  context.on("request", (request) => {
    if (LIBRARY_CHUNKS.includes(new URL(request.url()).pathname)) fetches += 1;
  });
  return () => fetches;
};

/** Delivers the library's chunks late, as a slow network would, so its loading races answers. */
export const slowLibrary = (context: BrowserContext) =>
  context.route(
    (url) => LIBRARY_CHUNKS.includes(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_LIBRARY_MS));
      await route.continue().catch(() => undefined);
    },
  );

/** Waits, on the page's own clock, until the visit has lasted `ms` after the load event. */
export const stayAfterLoad = (page: Page, ms: number) =>
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
export const firstInput = (page: Page) => page.keyboard.press("Shift");

export const clickBadge = async (
  context: BrowserContext,
  page: Page,
  badge: ReturnType<Page["getByRole"]>,
) => {
  const [popup] = await Promise.all([context.waitForEvent("page"), badge.click()]);
  return popup;
};

/** The same-origin scripts this page fetched, with whether each is the Mixpanel library. */
export const loadedScripts = async (page: Page, request: APIRequestContext) => {
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
export const ANALYTICS_COOKIE = /^mp_/;

/** Everything analytics could have left in the browser: cookies, storage keys, databases. */
export const analyticsTraces = async (context: BrowserContext, page: Page) => ({
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
export const NO_TRACES = { cookies: [], storage: [], databases: [] };

/**
 * The analytics cookies the site set in `context` (a value, not a removal), as it set them: the
 * browser's store alone can miss one, which it drops at once if it was written with an expiry
 * already past (as in the moment Playwright's clock is installed and still at 1970).
 */
export const noteAnalyticsCookieWrites = async (context: BrowserContext) => {
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

export const noPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

export const consentBar = (page: Page) => page.getByRole("region", { name: en.consentBar.label });

/** Opens `/` in a visitor's context and shows that they are asked, with nothing sent meanwhile. */
export const expectAskedOnHome = async (context: BrowserContext, tracker: Tracker) => {
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  await expect(consentBar(page)).toBeVisible({ timeout: DELIVERY_WAIT_MS });
  expect(tracker.requests()).toEqual([]);
};

export const visitorWhoAgreed = (at = Date.now()) => ({
  ...consentTerms(BUILD),
  choice: "agree",
  at,
});

/** Stores an earlier answer before the page loads, as a returning visitor has it. */
export const storeAnswer = (context: BrowserContext, answer: unknown) =>
  context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [CONSENT_STORAGE.key, JSON.stringify(answer)] as const,
  );
