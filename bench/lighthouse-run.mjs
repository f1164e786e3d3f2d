// @ts-check
// One Lighthouse run in the project's Chromium, reduced to the figures the benchmark reports.
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const require = createRequire(import.meta.url);
const { FLAGS, findChromium } = require("../scripts/chromium.cjs");

export { findChromium };

/**
 * Lighthouse's mobile settings with the slow network and 4× CPU slowdown really applied by DevTools
 * while the page loads, instead of simulated afterwards from an unthrottled load.
 */
/** @type {import("lighthouse").Config} */
const mobileAppliedConfig = {
  extends: "lighthouse:default",
  settings: { throttlingMethod: "devtools" },
};

/** @type {Record<string, import("lighthouse").Config | undefined>} */
export const PRESETS = {
  mobile: undefined,
  "mobile-applied": mobileAppliedConfig,
  desktop: desktopConfig,
};
export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Nothing may leave the machine, and analytics must never reach its real host from a bench. */
export const BLOCKED_URL_PATTERNS = ["*mixpanel.com*"];

/**
 * The visitor the bench counts by default: with GATSBY_ANALYTICS_CONSENT=auto a browser on UTC (a CI
 * machine's) is a visitor who is asked, one in New York is a visitor the site counts.
 */
export const BENCH_TIME_ZONE = "America/New_York";

/**
 * A headless Chromium in a time zone of its own (Chromium takes the TZ variable), which accepts the
 * analytics answerer's throwaway certificate (bench/deployed.mjs): it only ever visits this machine.
 * @param {{ timeZone?: string }} [options]
 */
export const launchChromium = async ({ timeZone = BENCH_TIME_ZONE } = {}) => {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium found: run `node scripts/ensure-chromium.mjs`.");
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...FLAGS],
    envVars: /** @type {Record<string, string>} */ ({
      ...process.env,
      TZ: timeZone,
    }),
  });
};

/** @typedef {Record<string, any>} Item one row of an audit's details */
/**
 * The parts of Lighthouse's result the bench reads.
 * @typedef {{
 *   lighthouseVersion: string,
 *   runtimeError?: { code: string, message: string },
 *   environment?: { benchmarkIndex?: number },
 *   categories: Record<string, { id: string, score: number | null, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, { score: number | null, numericValue?: number, details?: { items?: Item[] } }>,
 * }} Lhr
 */

/** @param {Lhr} lhr @param {string} id */
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
/** @param {Lhr} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Scripts as Lighthouse counts them: bytes transferred, response headers included.
 * @param {Lhr} lhr
 * @returns {number}
 */
const scriptBytes = (lhr) =>
  lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")
    ?.transferSize ?? 0;

/**
 * The same scripts' gzip bodies, without the headers, which depend on the host: what
 * e2e/budgets.spec.ts budgets. Those of the chunks fetched at idle or first use are summed apart,
 * as that test counts them.
 * @param {Lhr} lhr
 * @param {(url: string) => Promise<number>} bodyBytes
 * @param {string[]} idleFiles paths of the idle chunk groups' scripts in this build
 */
const scriptBodyBytes = async (lhr, bodyBytes, idleFiles) => {
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (request) => request.resourceType === "Script" && request.finished,
  );
  /** @param {string} url */
  const isIdle = (url) => idleFiles.includes(new URL(url).pathname);
  /** @param {Item[]} requests */
  const sum = async (requests) =>
    (await Promise.all(requests.map((request) => bodyBytes(request.url)))).reduce(
      (total, size) => total + size,
      0,
    );
  return {
    scriptBodyBytes: await sum(scripts.filter((request) => !isIdle(request.url))),
    idleScriptBodyBytes: await sum(scripts.filter((request) => isIdle(request.url))),
  };
};

/**
 * The first request for the analytics library or its host, against the load event: the
 * library must wait for an idle moment after load.
 * @param {Lhr} lhr
 * @param {string[]} analyticsFiles paths of the analytics chunks in this build
 */
const analyticsTiming = (lhr, analyticsFiles) => {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  /** @param {string} url */
  const isAnalytics = (url) =>
    /mixpanel/i.test(url) || analyticsFiles.some((file) => url.endsWith(file));
  const starts = requests
    .filter((request) => isAnalytics(request.url))
    .map((request) => request.networkRequestTime);
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Number.NaN;
  return {
    analyticsRequests: starts.length,
    analyticsFirstStart: starts.length > 0 ? Math.min(...starts) : Number.NaN,
    observedLoad: load,
  };
};

/**
 * What moved, from Lighthouse's layout-shifts audit: each shifted element and its share.
 * @param {Lhr} lhr
 * @returns {{ element: string, score: number }[]}
 */
const layoutShifts = (lhr) =>
  (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => ({
    element: item.node?.selector ?? item.node?.snippet ?? "(unknown element)",
    score: item.score ?? Number.NaN,
  }));

/**
 * @param {{ url: string, port: number, preset: keyof typeof PRESETS, categories: string[],
 *   analyticsFiles: string[], idleFiles: string[], bodyBytes: (url: string) => Promise<number> }} options
 */
export const runLighthouse = async ({
  url,
  port,
  preset,
  categories,
  analyticsFiles,
  idleFiles,
  bodyBytes,
}) => {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    },
    PRESETS[preset],
  );
  const lhr = /** @type {Lhr | undefined} */ (/** @type {unknown} */ (result?.lhr));
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  );
  return {
    lhr,
    failing,
    shifts: layoutShifts(lhr),
    metrics: {
      /** Scores of the categories asked for (performance, accessibility...), out of 100. */
      ...Object.fromEntries(categories.map((id) => [id, score(lhr, id)])),
      performance: score(lhr, "performance"),
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      totalBytes: numeric(lhr, "total-byte-weight"),
      scriptBytes: scriptBytes(lhr),
      ...(await scriptBodyBytes(lhr, bodyBytes, idleFiles)),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      ...analyticsTiming(lhr, analyticsFiles),
    },
  };
};
