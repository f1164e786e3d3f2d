import { readFileSync } from "node:fs";
import { ROUTES as PAGES } from "../src/config/routes";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { EVENT_NAMES } from "../src/analytics/constants";
import { MIXPANEL_API_HOST } from "../src/analytics/mixpanel/constants";
import { DEFAULTS } from "../src/config/site-config";
import { GET_PATH, QR_SOURCE } from "../src/get/constants";
import { downloadUrl } from "../src/get/download-url";
import { decodeTrackBody, type TrackedEvent } from "../src/test-utils/decode-track-body";
import { USER_AGENTS } from "../src/get/user-agents";
import { listFiles } from "../scripts/built-site.cjs";
import { watchCspViolations } from "./csp";
import { PRIVACY_SIGNALS, blockAnalyticsHost, expect, test, waitForHydration } from "./fixtures";
import { BUILD_DIR, startNginx, type NginxServer } from "./nginx-server";
import { en } from "../src/i18n/dictionaries";
import { fill } from "../src/i18n/words";

/*
 * Runs against the e2e build (`npm run build:e2e`: analytics on with a test token, no App Store
 * provider token). The stores and Mixpanel are answered locally; nothing leaves the machine.
 */

const PRODUCT = DEFAULTS.productName;
const DOWNLOAD = EVENT_NAMES.downloadClicked(PRODUCT);
const QR_URL = downloadUrl(DEFAULTS.siteUrl, QR_SOURCE);
const CAMPAIGN = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Rendered size below which a phone camera across a desk starts to struggle. */
const MIN_QR_PX = 120;
const STORE_HOSTS = /^https:\/\/(apps\.apple\.com|play\.google\.com)\//;
/** A string only the qrcode package contains; the browser bundle must not. */
const QR_LIBRARY_MARKER = "Color should be defined as hex string";

type Device = {
  name: string;
  options: BrowserContextOptions;
  /** What a real device reports; Playwright's hasTouch alone reports 1. */
  touchPoints: number;
  destination: "app_store" | "play_store";
  /** Where /get?src=qr and /get + CAMPAIGN must land on this build's default store links. */
  qrUrl: string;
  campaignUrl: string;
};

const APP_STORE_QR = `${DEFAULTS.appStoreUrl}?ct=qr&mt=8`;
const APP_STORE_CAMPAIGN = `${DEFAULTS.appStoreUrl}?ct=spring&mt=8`;

const DEVICES: Device[] = [
  {
    name: "an iPhone",
    options: { userAgent: USER_AGENTS.iPhone, viewport: PHONE, isMobile: true, hasTouch: true },
    touchPoints: 5,
    destination: "app_store",
    qrUrl: APP_STORE_QR,
    campaignUrl: APP_STORE_CAMPAIGN,
  },
  {
    name: "an iPad asking for the desktop site (Mac user agent, touch screen)",
    options: {
      userAgent: USER_AGENTS.iPadDesktopMode,
      viewport: { width: 820, height: 1180 },
      hasTouch: true,
    },
    touchPoints: 5,
    destination: "app_store",
    qrUrl: APP_STORE_QR,
    campaignUrl: APP_STORE_CAMPAIGN,
  },
  {
    name: "an Android phone",
    options: {
      userAgent: USER_AGENTS.androidPhone,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    },
    touchPoints: 5,
    destination: "play_store",
    qrUrl: `${DEFAULTS.playStoreUrl}&referrer=utm_source%3Dqr`,
    campaignUrl:
      `${DEFAULTS.playStoreUrl}&referrer=` +
      "utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dspring",
  },
];

type SentEvent = TrackedEvent & { resourceType: string };

type Traffic = { stores: string[]; events: SentEvent[]; downloads: () => SentEvent[] };

/** Answers the stores and Mixpanel locally, recording what reached them. */
const interceptTraffic = async (context: BrowserContext): Promise<Traffic> => {
  const traffic: Traffic = {
    stores: [],
    events: [],
    downloads: () => traffic.events.filter((event) => event.event === DOWNLOAD),
  };
  await context.route(STORE_HOSTS, (route) => {
    traffic.stores.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Store</title><h1>Store</h1>" });
  });
  await context.route(
    (url) => url.origin === MIXPANEL_API_HOST,
    (route) => {
      const request = route.request();
      if (new URL(request.url()).pathname.startsWith("/track")) {
        for (const sent of decodeTrackBody(request.postData() ?? "")) {
          traffic.events.push({ ...sent, resourceType: request.resourceType() });
        }
      }
      return route.fulfill({
        contentType: "text/plain",
        headers: { "access-control-allow-origin": "*" },
        body: "1",
      });
    },
  );
  return traffic;
};

const openAs = async (browser: Browser, device: Device, extra: BrowserContextOptions = {}) => {
  const context = await browser.newContext({ ...device.options, ...extra });
  const traffic = await interceptTraffic(context);
  const page = await context.newPage();
  if (device.touchPoints > 1 && extra.javaScriptEnabled !== false) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", {
      enabled: true,
      maxTouchPoints: device.touchPoints,
    });
  }
  return { context, page, traffic };
};

const decodeQr = async (page: Page) => {
  const image = page.getByRole("img", {
    name: fill(en.storeBadges.qrLabel, { productName: PRODUCT }),
  });
  await expect(image).toBeVisible();
  // A lazy image: fetched once it is laid out near the window, and drawn once decoded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    box,
    text: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data,
  };
};

test.describe("/get on a phone goes to its store", () => {
  for (const device of DEVICES) {
    test(`${device.name}: the QR code's link opens its store with src=qr as the campaign`, async ({
      browser,
    }) => {
      const { context, page, traffic } = await openAs(browser, device);
      await page.goto(`${GET_PATH}?src=${QR_SOURCE}`);
      await page.waitForURL(STORE_HOSTS);
      expect(page.url()).toBe(device.qrUrl);
      expect(traffic.stores).toEqual([device.qrUrl]);
      await context.close();
    });

    test(`${device.name}: a campaign link keeps its attribution and records the download by beacon`, async ({
      browser,
    }) => {
      const { context, page, traffic } = await openAs(browser, device);
      await page.goto(`${GET_PATH}${CAMPAIGN}`);
      await page.waitForURL(STORE_HOSTS);
      expect(page.url()).toBe(device.campaignUrl);

      await expect.poll(() => traffic.downloads().length).toBe(1);
      const [sent] = traffic.downloads();
      expect(sent?.resourceType).toBe("ping");
      expect(sent?.properties).toMatchObject({
        location: "get",
        destination: device.destination,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
        current_route: GET_PATH,
        browser: device.options.userAgent,
        token: "test-token",
      });
      expect(sent?.properties).not.toHaveProperty("button_size");
      await context.close();
    });
  }

  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name} it still redirects but sends nothing`, async ({ browser }) => {
      const [iPhone] = DEVICES as [Device];
      const { context, page, traffic } = await openAs(browser, iPhone);
      await context.addInitScript(signal.script);
      await page.goto(`${GET_PATH}${CAMPAIGN}`);
      await page.waitForURL(STORE_HOSTS);
      await page.waitForLoadState("load");
      expect(page.url()).toBe(iPhone.campaignUrl);
      expect(traffic.events).toEqual([]);
      await context.close();
    });
  }
});

test.describe("/get everywhere else", () => {
  test("a computer stays on a page with both badges, the QR code and what happens on a phone", async ({
    page,
    context,
  }) => {
    const traffic = await interceptTraffic(context);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${GET_PATH}${CAMPAIGN}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${GET_PATH}\\?`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Get ${PRODUCT} on your phone` }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
    ).toHaveAttribute("href", DEFAULTS.appStoreUrl);
    await expect(
      main.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
    ).toHaveAttribute("href", DEFAULTS.playStoreUrl);
    await expect(main.getByText(/Open this link on a phone/)).toBeVisible();
    await expect(main.getByText(en.getApp.toAppStore)).toBeHidden();
    await expect(main.getByText(en.getApp.toPlayStore)).toBeHidden();
    await expect(main.getByText(en.storeBadges.qrCaption, { exact: true })).toBeVisible();
    const { text } = await decodeQr(page);
    expect(text).toBe(QR_URL);
    expect(traffic.stores).toEqual([]);
    expect(traffic.downloads()).toEqual([]);
  });

  test("is noindex, has no canonical URL and is left out of the sitemap", async ({ page }) => {
    await blockAnalyticsHost(page);
    await page.goto(GET_PATH);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const sitemaps = listFiles(BUILD_DIR).filter((file) => /^sitemap-\d+\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) {
      const sitemap = readFileSync(path.join(BUILD_DIR, file), "utf8");
      expect(sitemap).toContain(`<loc>${DEFAULTS.siteUrl}${PAGES.contact.path}</loc>`);
      expect(sitemap).not.toContain(`<loc>${DEFAULTS.siteUrl}${GET_PATH}`);
    }
  });

  test("passes axe on a computer", async ({ page }) => {
    await blockAnalyticsHost(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(GET_PATH);
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  for (const device of [DEVICES[0], DEVICES[2]] as Device[]) {
    test(`without JavaScript, ${device.name} still gets both badges`, async ({ browser }) => {
      const { context, page, traffic } = await openAs(browser, device, {
        javaScriptEnabled: false,
      });
      await page.goto(`${GET_PATH}?src=${QR_SOURCE}`);
      await expect(page).toHaveURL(new RegExp(`${GET_PATH}\\?src=${QR_SOURCE}$`));
      const main = page.getByRole("main");
      await expect(
        main.getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
      ).toHaveAttribute("href", DEFAULTS.appStoreUrl);
      await expect(
        main.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      ).toHaveAttribute("href", DEFAULTS.playStoreUrl);
      await expect(
        main.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      ).toBeVisible();
      // A phone cannot scan its own screen.
      await expect(
        page.getByRole("img", { name: fill(en.storeBadges.qrLabel, { productName: PRODUCT }) }),
      ).toHaveCount(0);
      expect(traffic.stores).toEqual([]);
      await context.close();
    });
  }
});

test.describe("the QR code on the home page", () => {
  test("decodes to the /get?src=qr link at 1440 px and is large enough to scan", async ({
    page,
  }) => {
    await blockAnalyticsHost(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText(en.storeBadges.qrCaption, { exact: true })).toBeVisible();
    const { box, text } = await decodeQr(page);
    expect(text).toBe(QR_URL);
    expect(box?.width).toBeGreaterThanOrEqual(MIN_QR_PX);
  });

  test("is hidden, out of the accessibility tree and never fetched at 390 px", async ({ page }) => {
    await blockAnalyticsHost(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/download-qr-[0-9a-f]+\.svg$/.test(request.url())) fetched.push(request.url());
    });
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await waitForHydration(page);
    await expect(
      page.getByRole("img", { name: fill(en.storeBadges.qrLabel, { productName: PRODUCT }) }),
    ).toHaveCount(0);
    await expect(page.getByText(en.storeBadges.qrCaption, { exact: true })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });

  test("is drawn at build time: the encoder is in no browser script", () => {
    const scripts = listFiles(BUILD_DIR).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    const withEncoder = scripts.filter((file) =>
      readFileSync(path.join(BUILD_DIR, file), "utf8").includes(QR_LIBRARY_MARKER),
    );
    expect(withEncoder).toEqual([]);
    expect(readFileSync(require.resolve("qrcode/lib/renderer/utils.js"), "utf8")).toContain(
      QR_LIBRARY_MARKER,
    );
  });
});

const hostingTest = test.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const server = await startNginx();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

hostingTest.describe("/get under the site's Content Security Policy (nginx)", () => {
  hostingTest(
    "an iPhone is redirected and the beacon sent, breaking no CSP rule",
    async ({ browser, nginx }) => {
      const [iPhone] = DEVICES as [Device];
      const { context, page, traffic } = await openAs(browser, iPhone);
      const violations = await watchCspViolations(page);
      const response = await page.goto(`${nginx.origin}${GET_PATH}${CAMPAIGN}`, {
        waitUntil: "commit",
      });
      const scriptSrc =
        /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      await page.waitForURL(STORE_HOSTS);
      expect(page.url()).toBe(iPhone.campaignUrl);
      await expect.poll(() => traffic.downloads().length).toBe(1);
      expect(violations).toEqual([]);
      await context.close();
    },
  );

  hostingTest("a computer's visit breaks no CSP rule", async ({ page, nginx, consoleErrors }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${nginx.origin}${GET_PATH}`);
    await waitForHydration(page);
    await expect(
      page.getByRole("img", { name: fill(en.storeBadges.qrLabel, { productName: PRODUCT }) }),
    ).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
