import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { IDLE_CHUNK_GROUPS, analyticsChunkFiles, chunkGroupFiles } from "../scripts/built-site.cjs";
import { recipeListPath } from "../src/recipes/list-pages";
import { asksForConsent } from "../src/analytics/consent/asks-for-consent";
import {
  SAMPLE_PAGES,
  SAMPLE_RECIPE_ROUTES,
  blockAnalyticsHost,
  expect,
  test,
  waitForHydration,
} from "./fixtures";
import { moduleGzipBytes } from "./module-size";
import { splitLanguage } from "../src/i18n/languages";

const KB = 1024;
/**
 * The script each route fetched before any input when the baseline was last measured, analytics
 * included, by a visitor the site counts from the start (`npm run budgets:update` rewrites it). A
 * route may grow by the tolerance before this test fails; the targets per route are the bench's
 * to report.
 */
const BASELINE_FILE = path.join(__dirname, "budgets.json");
const baseline = JSON.parse(readFileSync(BASELINE_FILE, "utf8")) as {
  scriptGzipPerRoute: Record<string, number>;
  /** A page in another language ships at most this much more script than its English twin. */
  localizedScriptGzipOverTwin: { allowed: number; routes: string[] };
};
const SCRIPT_TOLERANCE = 1 * KB;
/** Set by `npm run budgets:update`: each route's measure goes to this file instead of a verdict. */
const MEASURED_FILE = process.env.BUDGETS_MEASURED;
/** Bytes are counted as gzip at zlib's default level, what `gatsby serve` and most hosts send. */
const BUDGETS = {
  homeHtmlGzip: 20 * KB,
  singleImage: 150 * KB,
  firstLoadOnPhone: 400 * KB,
  /**
   * The picker's combobox, matching and results, and the take-over of the server's field and
   * chips, fetched on first focus or when idle; never part of a route's first load.
   */
  fridgePanelGzip: 20 * KB,
  /** A recipe page's servings, checklists, "Keep screen on" and print, fetched when idle. */
  cookToolsGzip: 12 * KB,
  /** The beacon sender ships in every page's first load, so it must stay small. */
  beaconSenderGzip: 1.5 * KB,
} as const;
const BEACON_SENDER = path.join(__dirname, "..", "src", "analytics", "mixpanel", "ingestion.ts");
/** Idle wait plus a slow chunk fetch on a busy machine. */
const LIBRARY_LOAD_MS = 15_000;
const PAGES = SAMPLE_PAGES;
/**
 * The visitor whose load is budgeted: outside the consent region, so counted from the start, as
 * the bench's counted visitor (bench/deployed.mjs). In the region, analytics waits for an answer.
 */
const COUNTED_VISITOR = { timezoneId: "America/New_York" };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 };
const IDLE_TIMEOUT_MS = 2000;
const ANALYTICS_HOST = /mixpanel\.com/;
/** Compressible responses; hosts send images as they are. */
const TEXT_RESOURCES = new Set(["document", "script", "stylesheet", "xhr", "fetch", "manifest"]);
const TEXT_FILE = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;

const PUBLIC_DIR = path.join(__dirname, "..", "public");
const ANALYTICS_CHUNKS = analyticsChunkFiles(PUBLIC_DIR);
/** Loaded when the page is idle or the picker is focused, like analytics: counted on their own. */
const FRIDGE_PANEL_CHUNKS = chunkGroupFiles(PUBLIC_DIR, IDLE_CHUNK_GROUPS.fridgePanel);
const isFridgePanel = (url: string) => FRIDGE_PANEL_CHUNKS.includes(new URL(url).pathname);
const COOK_TOOLS_CHUNKS = chunkGroupFiles(PUBLIC_DIR, IDLE_CHUNK_GROUPS.cookTools);
const isCookTools = (url: string) => COOK_TOOLS_CHUNKS.includes(new URL(url).pathname);
/** Code that waits for idle or the visitor's first move, counted apart from a route's own. */
const LATE_GROUPS = [
  { name: "fridge picker", is: isFridgePanel },
  { name: "cook tools", is: isCookTools },
] as const;
const isLate = (url: string) => LATE_GROUPS.some((group) => group.is(url));
const isAnalytics = (url: string) =>
  ANALYTICS_HOST.test(url) || ANALYTICS_CHUNKS.includes(new URL(url).pathname);

type Kind = "html" | "script" | "style" | "data" | "image" | "other";
type Fetched = { url: string; kind: Kind; bytes: number; analytics: boolean };

const KINDS: Record<string, Kind> = {
  document: "html",
  script: "script",
  stylesheet: "style",
  xhr: "data",
  fetch: "data",
  image: "image",
};

const gzipBytes = (body: Buffer) => gzipSync(body).length;

const measure = async (request: Request): Promise<Fetched | null> => {
  const response = await request.response();
  if (!response || request.url().startsWith("data:")) return null;
  const body = await response.body().catch(() => Buffer.alloc(0));
  const { pathname } = new URL(request.url());
  const text = TEXT_RESOURCES.has(request.resourceType()) || TEXT_FILE.test(pathname);
  return {
    url: request.url(),
    kind: KINDS[request.resourceType()] ?? "other",
    bytes: text ? gzipBytes(body) : body.length,
    analytics: isAnalytics(request.url()),
  };
};

/**
 * Everything a visit asks for before any input: until the page has hydrated, the browser has been
 * idle (when the site's late code starts) and the network has then gone quiet.
 */
const loadUntilIdle = async (page: Page, route: string) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await page.goto(route, { waitUntil: "load" });
  await waitForHydration(page);
  await page.evaluate(
    (timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })),
    IDLE_TIMEOUT_MS,
  );
  await page.waitForLoadState("networkidle");
  const untilIdle = [...requests];
  const fetched = await Promise.all(untilIdle.map(measure));
  return fetched.filter((item): item is Fetched => item !== null);
};

const isScript = (item: Fetched) => item.kind === "script";
const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const fileName = (url: string) => new URL(url).pathname.split("/").pop() || "/";

test.beforeEach(async ({ page }) => {
  await blockAnalyticsHost(page);
});

test.use(COUNTED_VISITOR);

test.describe("byte budgets", () => {
  test("are measured for a visitor the site counts from the start", () => {
    expect(asksForConsent("auto", COUNTED_VISITOR.timezoneId)).toBe(false);
  });

  for (const route of PAGES) {
    test(`${route} fetches at most its baseline + 1 KB of gzipped JavaScript before input, analytics included, the fridge picker and the cook tools aside`, async ({
      page,
    }) => {
      const scripts = (await loadUntilIdle(page, route)).filter(isScript);
      for (const group of LATE_GROUPS) {
        const late = scripts.filter((item) => group.is(item.url));
        if (late.length > 0) console.log(`${route}: ${group.name}, not counted: ${kb(sum(late))}`);
      }
      const own = scripts.filter((item) => !isLate(item.url));
      const total = sum(own);
      console.log(
        `${route}: ${kb(total)} of JavaScript (gzip) before input: ` +
          own.map((item) => `${fileName(item.url)} ${kb(item.bytes)}`).join(", ") +
          `; of it analytics: ${kb(sum(own.filter((item) => item.analytics)))}`,
      );
      if (MEASURED_FILE) {
        appendFileSync(MEASURED_FILE, `${JSON.stringify({ route, bytes: total })}\n`);
        return;
      }
      const allowed = baseline.scriptGzipPerRoute[route];
      expect(allowed, `no baseline for ${route}: run npm run budgets:update`).toBeDefined();
      expect(total, `${route} against its baseline of ${allowed} bytes`).toBeLessThanOrEqual(
        allowed! + SCRIPT_TOLERANCE,
      );
    });
  }

  const { allowed: OVER_TWIN, routes: LOCALIZED_ROUTES } = baseline.localizedScriptGzipOverTwin;
  for (const route of LOCALIZED_ROUTES) {
    const twin = splitLanguage(route).path;
    test(`${route} fetches at most ${OVER_TWIN / KB} KB more gzipped JavaScript before input than ${twin}`, async ({
      page,
    }) => {
      expect(splitLanguage(route).language, route).not.toBe("en");
      const own = async (address: string) =>
        sum(
          (await loadUntilIdle(page, address)).filter(
            (item) => isScript(item) && !isLate(item.url),
          ),
        );
      const english = await own(twin);
      const localized = await own(route);
      console.log(
        `${route}: ${kb(localized)} of JavaScript (gzip) before input; ${twin}: ${kb(english)} ` +
          `(${localized - english >= 0 ? "+" : ""}${localized - english} bytes)`,
      );
      expect(localized, `${route} against ${twin}'s ${english} bytes`).toBeLessThanOrEqual(
        english + OVER_TWIN,
      );
    });
  }

  for (const { name, chunks, budget, route } of [
    {
      name: "fridge picker",
      chunks: FRIDGE_PANEL_CHUNKS,
      budget: BUDGETS.fridgePanelGzip,
      route: recipeListPath(1),
    },
    {
      name: "cook tools",
      chunks: COOK_TOOLS_CHUNKS,
      budget: BUDGETS.cookToolsGzip,
      route: SAMPLE_RECIPE_ROUTES[0]!,
    },
  ]) {
    test(`the code of the ${name} is at most ${budget / KB} KB gzipped`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const bytes = await Promise.all(
        chunks.map(async (file) => gzipBytes(await (await page.request.get(file)).body())),
      );
      const total = bytes.reduce((a, b) => a + b, 0);
      console.log(`${name}: ${chunks.length} scripts, ${kb(total)}`);
      expect(chunks.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }

  test(`the home page's HTML is at most ${BUDGETS.homeHtmlGzip / KB} KB gzipped`, async ({
    request,
  }) => {
    const response = await request.get("/");
    const bytes = gzipBytes(await response.body());
    console.log(`home HTML: ${kb(bytes)} gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.homeHtmlGzip);
  });

  test("the beacon sender adds at most 1.5 KB of gzipped JavaScript", async () => {
    const bytes = await moduleGzipBytes(BEACON_SENDER);
    console.log(`beacon sender (${path.basename(BEACON_SENDER)} bundled alone): ${kb(bytes)} gzip`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.beaconSenderGzip);
  });

  test("analytics loads, and only once the page is idle", async ({ page }) => {
    await loadUntilIdle(page, "/");
    const readTimings = () =>
      page.evaluate(() => ({
        load: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
        resources: performance
          .getEntriesByType("resource")
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
    await expect
      .poll(async () => (await readTimings()).resources.filter((entry) => isAnalytics(entry.url)), {
        timeout: LIBRARY_LOAD_MS,
      })
      .not.toEqual([]);
    const timings = await readTimings();
    const early = timings.resources.filter(
      (entry) => isAnalytics(entry.url) && entry.start < timings.load,
    );
    const analytics = timings.resources.filter((entry) => isAnalytics(entry.url));
    console.log(
      `analytics: ${analytics.length} requests, the first ${
        analytics.length > 0
          ? `${Math.round(Math.min(...analytics.map((e) => e.start)) - timings.load)} ms after`
          : "never, until"
      } the load event`,
    );
    expect(analytics.length).toBeGreaterThan(0);
    expect(early).toEqual([]);
  });

  for (const [name, device] of [
    ["a 390 px phone", PHONE],
    ["a 1440 px desktop", DESKTOP],
  ] as const) {
    test.describe(`on ${name}`, () => {
      test.use(device);
      test("no image it downloads is over 150 KB", async ({ page }) => {
        const images: Fetched[] = [];
        const pending: Promise<void>[] = [];
        page.on("requestfinished", (request) => {
          if (request.resourceType() !== "image") return;
          pending.push(
            measure(request).then((item) => {
              if (item) images.push(item);
            }),
          );
        });
        for (const route of PAGES) {
          await page.goto(route);
          await waitForHydration(page);
          // Load every lazy image too: the showcase brings each one on screen eventually.
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((img) => {
                img.loading = "eager";
                return img.decode().catch(() => undefined);
              }),
            ),
          );
        }
        await Promise.all(pending);
        const largest = [...images].sort((a, b) => b.bytes - a.bytes);
        console.log(
          `${name}: ${images.length} images, largest ` +
            largest
              .slice(0, 3)
              .map((item) => `${fileName(item.url)} ${kb(item.bytes)}`)
              .join(", "),
        );
        expect(images.length).toBeGreaterThan(0);
        expect(
          largest.filter((item) => item.bytes > BUDGETS.singleImage).map((item) => item.url),
        ).toEqual([]);
      });
    });
  }

  test.describe("on a 390 px phone", () => {
    test.use(PHONE);
    for (const route of ["/", ...SAMPLE_RECIPE_ROUTES.slice(0, 1)]) {
      test(`${route}: the first load weighs at most 400 KB`, async ({ page }) => {
        const fetched = await loadUntilIdle(page, route);
        const kinds = [...new Set(fetched.map((item) => item.kind))];
        const byKind = kinds.map(
          (kind) => `${kind} ${kb(sum(fetched.filter((item) => item.kind === kind)))}`,
        );
        console.log(
          `${route} on a phone: ${kb(sum(fetched))} before input (${byKind.join(", ")}); ` +
            `of it analytics: ${kb(sum(fetched.filter((item) => item.analytics)))}`,
        );
        expect(sum(fetched)).toBeLessThanOrEqual(BUDGETS.firstLoadOnPhone);
      });
    }
  });
});
