// @ts-check
// How the analytics library's loading costs a visitor the site counts, on the build in public/
// (build it with a token: `npm run build:e2e`, or `GATSBY_MIXPANEL_TOKEN=… npm run build`).
// For each route it prints the script a visitor fetches before their first input (gzip bodies, as
// e2e/budgets.spec.ts counts them), what the library would add had it loaded at idle, and the main
// thread's tasks once the visitor's first input starts the library, at a 4× CPU slowdown. Bytes are
// exact; task times vary with what else the machine does: compare medians from a quiet machine.
//
//   node bench/analytics-loading.mjs            BENCH_RUNS=5 BENCH_PORT=9610
/* global window, requestIdleCallback -- the probes run in the page */
import { createRequire } from "node:module";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { BENCH_TIME_ZONE } from "./lighthouse-run.mjs";
import { gzipBodyBytes, serveFolder } from "./static-server.mjs";

const require = createRequire(import.meta.url);
const { FLAGS, findChromium } = require("../scripts/chromium.cjs");
const { chunkGroupFiles } = require("../scripts/built-site.cjs");

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const PORT = Number(process.env.BENCH_PORT ?? 9610);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = ["/", "/contact/", "/data-deletion/", "/privacy-policy/"];
const TIME_ZONE = BENCH_TIME_ZONE;
const CPU_SLOWDOWN = 4;
const KB = 1024;
const LIBRARY_CHUNKS = chunkGroupFiles(PUBLIC_DIR, "analytics-mixpanel");

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").BrowserContext} BrowserContext */
/**
 * The page's window, with the long tasks the init script collects: [start, duration] each.
 * @typedef {{ benchTasks?: [number, number][] }} TaskWindow
 */

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);
/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * What Gatsby's off-main-thread scripts would add before input: Partytown's own files.
 * @returns {Promise<Record<string, number>>}
 */
const partytownBytes = async () => {
  const dir = path.join(ROOT, "node_modules", "@builder.io", "partytown", "lib");
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".js"));
  const sizes = await Promise.all(
    files.map(
      async (file) =>
        /** @type {const} */ ([file, gzipSync(await readFile(path.join(dir, file))).length]),
    ),
  );
  return Object.fromEntries(sizes);
};

/**
 * Answers the provider's host on the machine: nothing leaves it.
 * @param {BrowserContext} context
 */
const answerProvider = (context) =>
  context.route(/mixpanel\.com/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/plain",
      headers: {
        "access-control-allow-origin": route.request().headers().origin ?? "*",
        "access-control-allow-credentials": "true",
      },
      body: "1",
    }),
  );

/**
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} route
 */
const visit = async (browser, origin, route) => {
  const context = await browser.newContext({ timezoneId: TIME_ZONE });
  await answerProvider(context);
  const page = await context.newPage();
  /** @type {string[]} */
  const scripts = [];
  /** @type {Promise<number>[]} */
  const transfers = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    // As Lighthouse's transfer size counts a script: its headers and its encoded body.
    transfers.push(
      request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
    );
  });
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(() => {
    /** @type {[number, number][]} */
    const tasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => tasks.push([entry.startTime, entry.duration])),
    ).observe({ type: "longtask", buffered: true });
    Object.assign(window, { benchTasks: tasks });
  });
  const pageView = page.waitForRequest((request) => /\/track\/\?ip=1/.test(request.url()));
  await page.goto(`${origin}${route}`, { waitUntil: "load" });
  // Counted, by the site's own sender, once the page was idle: the visit without input is over.
  await pageView;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const beforeInput = [...new Set(scripts)];
  const transferBeforeInput = (await Promise.all(transfers)).reduce((a, b) => a + b, 0);
  const libraryBeforeInput = beforeInput.filter((file) => LIBRARY_CHUNKS.includes(file));

  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const inputAt = await page.evaluate(() => performance.now());
  const libraryArrives = page.waitForResponse((response) =>
    LIBRARY_CHUNKS.includes(new URL(response.url()).pathname),
  );
  await page.keyboard.press("Shift");
  await libraryArrives;
  // The library has started once it has written its tab's key: init and the hand-over are done.
  await page.waitForFunction(() =>
    Object.keys(sessionStorage).some((key) => key.startsWith("mp_tab_id")),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const tasks = (
    await page.evaluate(() => /** @type {TaskWindow} */ (window).benchTasks ?? [])
  ).filter(([start]) => start >= inputAt);
  await context.close();
  /** @param {string[]} files */
  const gzipOf = async (files) =>
    (await Promise.all(files.map((file) => gzipBodyBytes(PUBLIC_DIR, file)))).reduce(
      (total, size) => total + size,
      0,
    );
  const library = [...new Set(scripts)].filter((file) => LIBRARY_CHUNKS.includes(file));
  return {
    beforeInput: await gzipOf(beforeInput),
    transferBeforeInput,
    library: await gzipOf(library),
    libraryChunks: library.length,
    libraryBeforeInput: libraryBeforeInput.length,
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    /** The two longest tasks together: one task, had the start not yielded between its steps. */
    unsplit: [...tasks.map(([, duration]) => duration), 0, 0]
      .sort((a, b) => b - a)
      .slice(0, 2)
      .reduce((total, duration) => total + duration, 0),
    blocking: tasks.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
    taskCount: tasks.length,
  };
};

const main = async () => {
  if (LIBRARY_CHUNKS.length === 0) throw new Error("public/ has no analytics chunks: build first.");
  const server = await serveFolder(PUBLIC_DIR, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: FLAGS });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, origin, route));
      const [first] = runs;
      if (!first) throw new Error("BENCH_RUNS must be at least 1.");
      if (runs.some((result) => result.libraryBeforeInput > 0)) {
        throw new Error(`${route}: the library was fetched before the first input`);
      }
      rows.push({
        route,
        beforeInput: first.beforeInput,
        transfer: first.transferBeforeInput,
        library: first.library,
        libraryChunks: first.libraryChunks,
        atIdle: first.beforeInput + first.library,
        longest: median(runs.map((result) => result.longest)),
        unsplit: median(runs.map((result) => result.unsplit)),
        blocking: median(runs.map((result) => result.blocking)),
        tasks: median(runs.map((result) => result.taskCount)),
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `Analytics loading, ${RUNS} runs per route, time zone ${TIME_ZONE}, CPU slowdown ${CPU_SLOWDOWN}× after the first input.`,
  );
  console.log(
    `The library as fetched on the first input, gzip: ${kb(rows[0]?.library ?? 0)} KB in ${rows[0]?.libraryChunks} chunks.`,
  );
  console.log("");
  console.log(
    "| route | script before input (KB gzip) | the same as transferred, headers included | had the library loaded at idle | longest task after input (ms) | two longest, as one task (ms) | blocking after input (ms) | long tasks |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(
      `| \`${row.route}\` | ${kb(row.beforeInput)} | ${kb(row.transfer)} | ${kb(row.atIdle)} | ${Math.round(row.longest)} | ${Math.round(row.unsplit)} | ${Math.round(row.blocking)} | ${row.tasks} |`,
    );
  }
  console.log("");
  const partytown = await partytownBytes();
  console.log(
    `Partytown (Gatsby's off-main-thread scripts) files, gzip: ${Object.entries(partytown)
      .map(([file, size]) => `${file} ${kb(size)} KB`)
      .join(", ")}`,
  );
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
