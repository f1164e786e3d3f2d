// @ts-check
// The script a visitor fetches before their first input, per route, as gzip bodies: what
// e2e/budgets.spec.ts counts, measured here on any build the bench keeps. Bytes do not depend on
// the machine's speed, so one load per route is enough.
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { gzipBodyBytes } from "./static-server.mjs";

const require = createRequire(import.meta.url);
const { FLAGS, findChromium } = require("../scripts/chromium.cjs");
const { analyticsChunkFiles, idleChunkFiles } = require("../scripts/built-site.cjs");

/** Long enough for the idle moment the site's late code waits for, on a busy machine. */
const SETTLE_MS = 20_000;

/**
 * @typedef {{ own: number, analytics: number, idle: number, files: string[] }} RouteBytes
 * own: the route's scripts; analytics: the analytics client's chunks; idle: the chunks a route
 * fetches at idle by design (the fridge picker's panel, a recipe page's cook tools).
 */

/**
 * The scripts each route fetches until the network is quiet with no input.
 * @param {{ origin: string, root: string, routes: string[], timeZone: string }} options
 *   origin: where `root` (a built public/ folder, with its build-info/ beside it) is served
 * @returns {Promise<Record<string, RouteBytes>>}
 */
export const measureRouteBytes = async ({ origin, root, routes, timeZone }) => {
  const analytics = new Set(analyticsChunkFiles(root));
  const idle = new Set(idleChunkFiles(root));
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...FLAGS, "--ignore-certificate-errors"],
  });
  /** @type {Record<string, RouteBytes>} */
  const result = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ timezoneId: timeZone, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      /** @type {string[]} */
      const scripts = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.origin === origin) {
          scripts.push(url.pathname);
        }
      });
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle", { timeout: SETTLE_MS }).catch(() => undefined);
      await page.evaluate(
        (timeout) => new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout })),
        2000,
      );
      await page.waitForLoadState("networkidle", { timeout: SETTLE_MS }).catch(() => undefined);
      await context.close();
      const bytes = { own: 0, analytics: 0, idle: 0, files: [...new Set(scripts)] };
      for (const file of bytes.files) {
        const size = await gzipBodyBytes(root, file);
        if (analytics.has(file)) bytes.analytics += size;
        else if (idle.has(file)) bytes.idle += size;
        else bytes.own += size;
      }
      result[route] = bytes;
    }
  } finally {
    await browser.close();
  }
  return result;
};
