import path from "node:path";
import { ROUTES as PAGES } from "../src/config/routes";
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from "@playwright/test";
import {
  DELETION_SOURCE,
  DEVICE_TYPES,
  EVENT_NAMES,
  IDLE_TIMEOUT_MS,
  MOBILE_MAX_SCREEN_WIDTH,
  PLATFORM,
} from "../src/analytics/constants";
import { MIXPANEL_API_HOST, MIXPANEL_LIMITS } from "../src/analytics/mixpanel/constants";
import { CONSENT_STORAGE } from "../src/analytics/consent/consent";
import { REDACTED } from "../src/analytics/redact";
import { CONSENT_BAR_TEXT } from "../src/components/consent-bar/consent-bar-text";
import { SUBMIT_TIMEOUT_MS } from "../src/components/deletion-form/deletion-form-state";
import { DEFAULTS } from "../src/config/site-config";
import { decodeTrackBody } from "../src/test-utils/decode-track-body";
import { analyticsChunkFiles } from "../scripts/built-site.cjs";
import { PRIVACY_SIGNALS, ROUTES, navigateWithinSite, waitForHydration } from "./fixtures";

/*
 * Runs against the e2e build (`npm run build:e2e`), which has analytics switched on with a
 * test token. The switched-off path is covered by browser-analytics.test.ts.
 */

const PAGE_VIEWED = EVENT_NAMES.pageViewed;
const DELETION = EVENT_NAMES.deletionRequested;
const DOWNLOAD = EVENT_NAMES.downloadClicked(DEFAULTS.productName);
const EMAIL = "e2e.cook@example.com";
/** A string only the Mixpanel library itself contains (its batch queue's storage key). */
const LIBRARY_MARKER = "__mpq_";
/** Long enough for the idle load and one batch flush, with room for a slow machine. */
const DELIVERY_WAIT_MS = IDLE_TIMEOUT_MS + 3 * MIXPANEL_LIMITS.batchFlushIntervalMs;
const EMAIL_LINK = "Email your request";
const SUCCESS = "Request Submitted Successfully";
const NOT_SENT = "Your request has not reached us yet";
/** The token `npm run build:e2e` builds with. */
const TOKEN = "test-token";
const LIBRARY_CHUNKS = analyticsChunkFiles(path.join(__dirname, "..", "public"));
/** How long a short visit lasts after the load event. */
const SHORT_VISIT_MS = 1000;
/** The e2e build keeps the default consent mode, auto: these zones are asked, and not asked. */
const ASKED_ZONE = "Europe/Berlin";
const NOT_ASKED_ZONE = "America/New_York";

test.use({ timezoneId: NOT_ASKED_ZONE });

/** "timeout" never answers the library's own requests; beacons are still received. */
type Answer = "ok" | "server-error" | "blocked" | "timeout";

type SentEvent = {
  event: string;
  properties: Record<string, unknown>;
  /** True when the event came in a batch (an array) rather than on its own. */
  batched: boolean;
  resourceType: string;
};

type Tracker = {
  requests: string[];
  events: SentEvent[];
  external: URL[];
  named: (name: string) => SentEvent[];
};

type PausedRequest = {
  requestId: string;
  request: { url: string; postData?: string };
};

/**
 * Beacons sent while a page unloads outlive its frame, so page and context routes never see
 * them; the browser-wide Fetch domain does. Answers each one locally.
 */
const captureBeacons = async (
  context: BrowserContext,
  site: string,
  onBeacon: (url: string, body: string) => void,
) => {
  const browser = context.browser();
  if (!browser) throw new Error("Beacons can only be captured in a launched browser");
  const cdp = await browser.newBrowserCDPSession();
  cdp.on("Fetch.requestPaused", (paused: PausedRequest) => {
    onBeacon(paused.request.url, paused.request.postData ?? "");
    cdp
      .send("Fetch.fulfillRequest", {
        requestId: paused.requestId,
        responseCode: 200,
        responseHeaders: [
          { name: "access-control-allow-origin", value: site },
          { name: "access-control-allow-credentials", value: "true" },
        ],
        body: Buffer.from("1").toString("base64"),
      })
      .catch(() => undefined);
  });
  await cdp.send("Fetch.enable", {
    patterns: [{ urlPattern: `${MIXPANEL_API_HOST}/*`, resourceType: "Ping" }],
  });
  context.on("close", () => {
    cdp.detach().catch(() => undefined);
  });
};

/** Answers the Mixpanel API host locally and keeps every other host off the network. */
const intercept = async (
  context: BrowserContext,
  baseURL: string,
  answer: Answer = "ok",
): Promise<Tracker> => {
  const site = new URL(baseURL).origin;
  const tracker: Tracker = {
    requests: [],
    events: [],
    external: [],
    named: (name) => tracker.events.filter((event) => event.event === name),
  };

  await context.route(
    (url) => url.origin !== site && url.origin !== MIXPANEL_API_HOST,
    (route) => {
      tracker.external.push(new URL(route.request().url()));
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>Store</title>" });
    },
  );

  const record = (url: string, body: string, resourceType: string) => {
    tracker.requests.push(url);
    if (!new URL(url).pathname.startsWith("/track")) return;
    const batched = new URLSearchParams(body).get("data")?.startsWith("[") ?? false;
    for (const sent of decodeTrackBody(body)) {
      tracker.events.push({ ...sent, batched, resourceType });
    }
  };
  await captureBeacons(context, site, (url, body) => record(url, body, "ping"));

  await context.route(
    (url) => url.origin === MIXPANEL_API_HOST,
    (route) => {
      const request = route.request();
      record(request.url(), request.postData() ?? "", request.resourceType());
      if (answer === "blocked") return route.abort("blockedbyclient");
      if (answer === "timeout" && request.resourceType() !== "ping") return undefined;
      return route.fulfill({
        status: answer === "ok" ? 200 : 500,
        contentType: "text/plain",
        headers: {
          "access-control-allow-origin": site,
          "access-control-allow-credentials": "true",
        },
        body: answer === "ok" ? "1" : "0",
      });
    },
  );
  return tracker;
};

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
    release: async () => {
      await context.unroute(matches);
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

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

const noPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

test.describe("analytics on the wire", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the first page view arrives after load, with the path, query and super properties", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto(`${PAGES.contact.path}?ref=e2e`);
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);

    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(1);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.properties.pathname).toBe(`${PAGES.contact.path}?ref=e2e`);
    expectSuperProperties(view as SentEvent, userAgent, PAGES.contact.path);

    await page.waitForTimeout(MIXPANEL_LIMITS.batchFlushIntervalMs + 1000);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith("mp_"))).toBe(true);
    expect(tracker.external).toEqual([]);
  });

  test("one page view per client-side navigation, none for a hash change", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto("/");
    await waitForHydration(page);
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
    await page.waitForTimeout(MIXPANEL_LIMITS.batchFlushIntervalMs + 1000);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(expected.length);
  });

  test("device_type follows the 768 pixel threshold", async ({ browser, baseURL }) => {
    const widths = [MOBILE_MAX_SCREEN_WIDTH, MOBILE_MAX_SCREEN_WIDTH + 1];
    const views = await Promise.all(
      widths.map(async (width) => {
        const size = { width, height: 900 };
        const context = await browser.newContext({ baseURL, viewport: size, screen: size });
        const tracker = await intercept(context, baseURL ?? "");
        const page = await context.newPage();
        await page.goto("/");
        await expect
          .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
          .toBe(1);
        await context.close();
        return tracker.named(PAGE_VIEWED)[0]?.properties;
      }),
    );
    expect(views[0]).toMatchObject({ screen_width: 768, device_type: DEVICE_TYPES.mobile });
    expect(views[1]).toMatchObject({ screen_width: 769, device_type: DEVICE_TYPES.desktop });
  });

  test("each badge, in the hero and the header, is tracked by beacon and opens its store", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto("/");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(1);

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
      expect(click.batched).toBe(false);
      expect(click.resourceType).toBe("ping");
    });
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
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const before = Date.now();
    await submitDeletion(page);

    await expect
      .poll(() => tracker.named(DELETION).length, {
        timeout: MIXPANEL_LIMITS.batchFlushIntervalMs - 1000,
      })
      .toBe(1);
    const [request] = tracker.named(DELETION);
    expect(request?.batched).toBe(false);
    expect(request?.properties).toMatchObject({ email: EMAIL, source: DELETION_SOURCE });
    expectIsoTimestamp(request?.properties.timestamp);
    expect(Date.parse(request?.properties.timestamp as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expectSuperProperties(request as SentEvent, userAgent, PAGES.dataDeletion.path);

    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);
  });

  test("no analytics code or request before the page has loaded, and none in first-load JS", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto("/");
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(1);

    const loadEnd = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const scripts = await loadedScripts(page, request);
    const library = scripts.filter((script) => script.isLibrary);
    expect(library).toHaveLength(1);
    expect(new URL(library[0]?.url ?? "").origin).toBe(new URL(baseURL ?? "").origin);
    expect(library[0]?.startTime).toBeGreaterThanOrEqual(loadEnd);

    const apiTimings = await page.evaluate(
      (host) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.startsWith(host))
          .map((entry) => entry.startTime),
      MIXPANEL_API_HOST,
    );
    expect(apiTimings.length).toBeGreaterThan(0);
    apiTimings.forEach((start) => expect(start).toBeGreaterThan(library[0]?.startTime ?? 0));

    const libraryFile = new URL(library[0]?.url ?? "").pathname;
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.includes(libraryFile))).toEqual([]);
      const firstLoad = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
      expect(firstLoad.length).toBeGreaterThan(0);
      for (const src of firstLoad) {
        expect(await (await request.get(src ?? "")).text()).not.toContain(LIBRARY_MARKER);
      }
    }
    expect(tracker.external).toEqual([]);
  });

  for (const answer of ["server-error", "blocked"] as const) {
    test(`the site works with no visible error when the API host is ${answer}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const errors = noPageErrors(page);
      const tracker = await intercept(context, baseURL ?? "", answer);
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

      expect(tracker.named(DELETION).length).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name}: no tracking, no cookies, but the deletion request still goes`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await context.addInitScript(signal.script);
      const tracker = await intercept(context, baseURL ?? "");
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForTimeout(IDLE_TIMEOUT_MS + 1000);

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

      expect(tracker.requests).toEqual([]);
      expect((await loadedScripts(page, request)).filter((script) => script.isLibrary)).toEqual([]);

      await submitDeletion(page);
      await expect.poll(() => tracker.named(DELETION).length).toBe(1);
      expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
      await page.waitForTimeout(MIXPANEL_LIMITS.batchFlushIntervalMs + 1000);
      expect(tracker.events.map((event) => event.event)).toEqual([DELETION]);

      expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("mp_"))).toEqual(
        [],
      );
      const stored = await page.evaluate(() => [
        ...Object.keys(localStorage),
        ...Object.keys(sessionStorage),
      ]);
      expect(stored.filter((key) => /^(mp_|__mp)/.test(key))).toEqual([]);
      await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);

      await page.getByRole("link", { name: "Contact" }).first().click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await page.goto("about:blank");
      expect(tracker.named(PAGE_VIEWED)).toEqual([]);
    });
  }
});

test.describe("short visits and deletion requests that meet trouble", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a visit that ends 1 s after load, before the library arrives, is counted by beacon", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    const library = await holdLibrary(context);
    await page.goto("/?ref=bounce");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await library.firstRequest;
    await stayAfterLoad(page, SHORT_VISIT_MS);
    expect(tracker.named(PAGE_VIEWED)).toEqual([]);

    await page.goto("about:blank");
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.resourceType).toBe("ping");
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
    expect(tracker.external).toEqual([]);
  });

  test("a visit that ends 1 s after load is counted, however far the library got", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto(PAGES.contact.path);
    await waitForHydration(page);
    await stayAfterLoad(page, SHORT_VISIT_MS);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    expect(tracker.named(PAGE_VIEWED)[0]?.properties.pathname).toBe(PAGES.contact.path);
  });

  test("a bounce and the return visit count as one visitor", async ({ context, baseURL }) => {
    const tracker = await intercept(context, baseURL ?? "");
    const library = await holdLibrary(context);
    const bounce = await context.newPage();
    await bounce.goto("/");
    await waitForHydration(bounce);
    await library.firstRequest;
    await bounce.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const visitor = tracker.named(PAGE_VIEWED)[0]?.properties.distinct_id;
    expect(visitor).toMatch(/^\$device:/);
    await library.release();

    const back = await context.newPage();
    await back.goto(PAGES.contact.path);
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(2);
    const [, again] = tracker.named(PAGE_VIEWED);
    expect(again?.resourceType).not.toBe("ping");
    expect(again?.properties).toMatchObject({ pathname: PAGES.contact.path, distinct_id: visitor });
  });

  for (const answer of ["server-error", "blocked", "timeout"] as const) {
    test(`the deletion page never claims success when the API host is ${answer}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const tracker = await intercept(context, baseURL ?? "", answer);
      await page.goto(PAGES.dataDeletion.path);
      await waitForHydration(page);
      await requestDeletion(page);
      await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      await expectEmailRoute(page);
      expect(tracker.named(DELETION).length).toBeGreaterThanOrEqual(1);
    });
  }

  test("the deletion page never claims success when the library fails to load", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await context.route(
      (url) => LIBRARY_CHUNKS.includes(url.pathname),
      (route) => route.abort("failed"),
    );
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await requestDeletion(page);
    await expectEmailRoute(page);
    expect(tracker.requests).toEqual([]);
  });

  test("without a token the form prepares the email from the start and never claims success", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
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
    await page.goto("about:blank");
    expect(tracker.requests).toEqual([]);
  });

  test("closing the tab while the request is pending sends it by beacon with the same $insert_id", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "", "timeout");
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await requestDeletion(page);
    await expect.poll(() => tracker.named(DELETION).length).toBe(1);
    const [pending] = tracker.named(DELETION);
    expect(pending?.resourceType).not.toBe("ping");

    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => tracker.named(DELETION).filter((event) => event.resourceType === "ping").length)
      .toBe(1);
    const beacon = tracker.named(DELETION).find((event) => event.resourceType === "ping");
    expect(beacon?.properties).toMatchObject({
      email: EMAIL,
      $insert_id: pending?.properties.$insert_id,
      time: pending?.properties.time,
      distinct_id: pending?.properties.distinct_id,
    });
  });

  test("a request made before the library arrives goes by beacon when the tab closes", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await holdLibrary(context);
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await requestDeletion(page);
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(DELETION).length).toBe(1);
    expect(tracker.named(DELETION)[0]).toMatchObject({
      resourceType: "ping",
      properties: expect.objectContaining({ email: EMAIL, token: TOKEN }),
    });
  });
});

/** Everything analytics could have left in the browser: cookies and storage keys. */
const analyticsTraces = async (context: BrowserContext, page: Page) => ({
  cookies: (await context.cookies()).map((cookie) => cookie.name).filter((n) => /^mp_/.test(n)),
  storage: (
    await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  ).filter((key) => /^(mp_|__mp)/.test(key)),
});

const consentBar = (page: Page) => page.getByRole("region", { name: CONSENT_BAR_TEXT.label });

test.describe("consent where it is asked for", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ timezoneId: ASKED_ZONE });

  test("before an answer nothing is stored or sent, and the bar shifts nothing", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: "layout-shift", buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto("/?ref=consent");
    await waitForHydration(page);
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
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await page.waitForTimeout(IDLE_TIMEOUT_MS + MIXPANEL_LIMITS.batchFlushIntervalMs);
    expect(tracker.requests).toEqual([]);
    expect(await analyticsTraces(context, page)).toEqual({ cookies: [], storage: [] });
    expect((await loadedScripts(page, request)).filter((script) => script.isLibrary)).toEqual([]);
    await page.goto("about:blank");
    expect(tracker.requests).toEqual([]);
  });

  test("agreeing sends the page views that waited, then stores the choice", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
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
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ choice: "agree" });
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(2);
    await expect(consentBar(page)).toHaveCount(0);
  });

  test("declining sends nothing, after moving within the site and reloading too", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto("/");
    await waitForHydration(page);
    await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
    await expect(consentBar(page)).toHaveCount(0);
    await navigateWithinSite(page, "/privacy-policy?from=e2e");
    await expect(page).toHaveURL(/privacy-policy/);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(IDLE_TIMEOUT_MS + MIXPANEL_LIMITS.batchFlushIntervalMs);
    await expect(consentBar(page)).toHaveCount(0);
    expect(tracker.requests).toEqual([]);
    expect(await analyticsTraces(context, page)).toEqual({ cookies: [], storage: [] });
    await page.goto("about:blank");
    expect(tracker.requests).toEqual([]);
  });

  test("Privacy choices in the footer reopens the bar, focused", async ({
    page,
    context,
    baseURL,
  }) => {
    await intercept(context, baseURL ?? "");
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

  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name} the bar never shows`, async ({ page, context, baseURL }) => {
      await context.addInitScript(signal.script);
      const tracker = await intercept(context, baseURL ?? "");
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForTimeout(IDLE_TIMEOUT_MS + 1000);
      await expect(consentBar(page)).toHaveCount(0);
      expect(tracker.requests).toEqual([]);
    });
  }

  test("a declined visitor's deletion request is delivered, with no analytics cookie", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.goto("/data-deletion");
    await waitForHydration(page);
    await consentBar(page).getByRole("button", { name: CONSENT_BAR_TEXT.decline }).click();
    await submitDeletion(page);
    await expect.poll(() => tracker.named(DELETION).length).toBe(1);
    expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
    await page.waitForTimeout(MIXPANEL_LIMITS.batchFlushIntervalMs + 1000);
    expect(tracker.events.map((event) => event.event)).toEqual([DELETION]);
    expect(await analyticsTraces(context, page)).toEqual({ cookies: [], storage: [] });
  });
});

test.describe("what never reaches analytics", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an email in the query and a token in the fragment stay off the wire", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    const bodies: string[] = [];
    context.on("request", (request) => {
      if (request.url().startsWith(MIXPANEL_API_HOST)) bodies.push(request.postData() ?? "");
    });
    await page.goto("/?email=a@b.co&utm_source=mail#invite_token=x");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).length, { timeout: DELIVERY_WAIT_MS })
      .toBe(1);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.properties.pathname).toBe(`/?email=${REDACTED}&utm_source=mail`);
    expect(String(view?.properties.$current_url)).toMatch(
      new RegExp(`/\\?email=${REDACTED.replace(/[[\]]/g, "\\$&")}&utm_source=mail$`),
    );
    expect(view?.properties.utm_source).toBe("mail");
    await page.goto("about:blank");
    const wire = [...bodies, ...tracker.events.map((event) => JSON.stringify(event))].join("\n");
    for (const secret of ["a@b.co", "a%40b.co", "invite_token"]) {
      expect(wire).not.toContain(secret);
    }
  });

  test("events stay queued while sendBeacon refuses them, and go once the library loads", async ({
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "");
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", { value: () => false });
    });
    const library = await holdLibrary(context);
    await page.goto("/?ref=refused");
    await waitForHydration(page);
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
    page,
    context,
    baseURL,
  }) => {
    const tracker = await intercept(context, baseURL ?? "", "server-error");
    await page.goto("/data-deletion");
    await waitForHydration(page);
    await requestDeletion(page);
    await expectEmailRoute(page);
    await page.getByRole("button", { name: "Try again" }).click();
    await expectEmailRoute(page);
    const attempts = tracker.named(DELETION).filter((event) => event.resourceType !== "ping");
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.properties.$insert_id).toBe(attempts[0]?.properties.$insert_id);
    expect(attempts[1]?.properties.time).toBe(attempts[0]?.properties.time);
  });
});
