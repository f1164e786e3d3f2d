// @ts-check
// `node bench/photo-candidates.mjs`: which file the browser picks for the first photo it draws on
// each page, on a 390 px phone at 3x and a 1440 px desktop at 2x, its bytes, and what the page's
// largest contentful paint was. Serves the built public/ locally; run it after `npm run build`. PHOTO_PORT picks the port.
/* global document, location -- the functions given to page.evaluate run in the page. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { serveFolder } from "./static-server.mjs";
import { findChromium } from "./lighthouse-run.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.PHOTO_PORT ?? 9313);
const ROUTES = (process.env.PHOTO_ROUTES ?? "/,/recipes/,/recipes/shakshuka/").split(",");
const SCREENS = [
  { name: "390 px, 3x", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "1440 px, 2x", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
];

/**
 * The width descriptor of `url` in the srcset of the <picture> that drew it.
 * @param {import("@playwright/test").Page} page
 * @param {string} url
 */
const drawnWidth = (page, url) =>
  page.evaluate((wanted) => {
    for (const el of document.querySelectorAll("picture source, picture img")) {
      for (const candidate of (el.getAttribute("srcset") ?? "").split(",")) {
        const [file, descriptor] = candidate.trim().split(/\s+/);
        if (file && new URL(file, location.href).pathname === wanted) return descriptor ?? "";
      }
    }
    return "";
  }, url);

/**
 * The largest contentful paint's element, and the file the first photo on the page drew.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ element: string, url: string, bytes: number }>}
 */
const firstPaints = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = /** @type {(PerformanceEntry & { element?: Element | null })[]} */ (
            list.getEntries()
          );
          const last = entries[entries.length - 1];
          const img = [...document.querySelectorAll("picture img")]
            .map((candidate) => /** @type {HTMLImageElement} */ (candidate))
            .find((candidate) => candidate.complete && candidate.currentSrc);
          const url = img?.currentSrc ? new URL(img.currentSrc).pathname : "";
          const resource =
            img && url
              ? /** @type {PerformanceResourceTiming | undefined} */ (
                  performance.getEntriesByName(img.currentSrc)[0]
                )
              : undefined;
          resolve({
            element: last?.element?.tagName.toLowerCase() ?? "none",
            url,
            bytes: resource?.encodedBodySize ?? 0,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );

const main = async () => {
  const server = await serveFolder(path.join(ROOT, "public"), PORT);
  const browser = await chromium.launch({ executablePath: findChromium() });
  const rows = [];
  try {
    for (const screen of SCREENS) {
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
      });
      for (const route of ROUTES) {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: "load" });
        // Largest paint first: a page whose first screen has no photo then scrolls to its first
        // (lazy) card to see which file that draws.
        const lcp = (await firstPaints(page)).element;
        const drawn = () =>
          page.waitForFunction(
            () =>
              [...document.querySelectorAll("picture img")].some(
                (img) =>
                  /** @type {HTMLImageElement} */ (img).complete &&
                  /** @type {HTMLImageElement} */ (img).currentSrc,
              ),
            undefined,
            { timeout: 5000 },
          );
        await drawn().catch(async () => {
          await page.locator("picture").first().scrollIntoViewIfNeeded();
          await drawn();
        });
        const paint = await firstPaints(page);
        rows.push({
          screen: screen.name,
          route,
          ...paint,
          element: lcp,
          width: await drawnWidth(page, paint.url),
        });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log("| Screen | Page | LCP element | First photo drawn | Its srcset width | Bytes |");
  console.log("| --- | --- | --- | --- | ---: | ---: |");
  for (const r of rows) {
    const file = r.url ? path.basename(path.dirname(r.url)) + "/" + path.basename(r.url) : "—";
    console.log(`| ${r.screen} | ${r.route} | ${r.element} | ${file} | ${r.width} | ${r.bytes} |`);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
