// @ts-check
// `npm run bench:levers`: what each lever of the lean runtime buys on the deployed build. Builds
// the site with every lever on and then with each lever off in turn (LEAN_RUNTIME=off:<lever>),
// all with the dummy Mixpanel token, and measures, builds interleaved round by round: gzip script
// bytes per route for the counted visitor, each page's HTML (gzip), TBT per route (Lighthouse
// mobile), LCP under applied throttling against the zero-JavaScript limit, and the build's wall
// time where a lever is about build time. Prints a table and writes bench/LEVERS.md. Options (environment): BENCH_RUNS (default
// 5), BENCH_LEVERS (comma-separated; default every lever), BENCH_PAGES, BENCH_TIMED_PAGES (the
// pages timed, default BENCH_PAGES; bytes are counted on every page), BENCH_PORT (default 9610;
// the limit uses the next port, the analytics answerer the same port on 127.0.0.2), BENCH_TIMING=off
// for bytes only, BENCH_NOTE; --skip-build measures the builds kept by earlier runs, and
// --missing-builds builds only the variants no earlier run kept.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import {
  PUBLIC,
  ROOT,
  VISITORS,
  answerAnalytics,
  buildSite,
  deployedBuildEnv,
} from "./deployed.mjs";
import { launchChromium, runLighthouse } from "./lighthouse-run.mjs";
import { measureRouteBytes } from "./route-bytes.mjs";
import { gzipBodyBytes, serveFolder, serveInTurn } from "./static-server.mjs";
import { median } from "./stats.mjs";
import { buildZeroJsCopy } from "./zero-js.mjs";

const require = createRequire(import.meta.url);
/** @type {import("../plugins/gatsby-plugin-lean-runtime/switch.cjs")} */
const { LEVERS } = require("../plugins/gatsby-plugin-lean-runtime/switch.cjs");
const { analyticsChunkFiles, idleChunkFiles } = require("../scripts/built-site.cjs");

/** @typedef {import("../plugins/gatsby-plugin-lean-runtime/switch.cjs").Lever} Lever */

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 5);
const PORT = Number(env.BENCH_PORT ?? 9610);
const TIMING = !["0", "false", "no", "off"].includes((env.BENCH_TIMING ?? "").toLowerCase());
const SKIP_BUILD = process.argv.includes("--skip-build");
const MISSING_BUILDS = process.argv.includes("--missing-builds");
/** The routes of the targets: the four pages, the recipe list and a recipe page. */
const DEFAULT_PAGES = [
  "/",
  "/contact/",
  "/data-deletion/",
  "/privacy-policy/",
  "/recipes/",
  "/recipes/shakshuka/",
];
const PAGES = env.BENCH_PAGES ? env.BENCH_PAGES.split(",") : DEFAULT_PAGES;
/** The pages timed: a lever's time is where it acts (the recipe page's photo, say). */
const TIMED_PAGES = env.BENCH_TIMED_PAGES ? env.BENCH_TIMED_PAGES.split(",") : PAGES;
/** Levers whose whole effect is on the build, timed over RUNS builds of each side. */
const BUILD_TIME_LEVERS = new Set(["avif-effort"]);
const chosen = env.BENCH_LEVERS ? env.BENCH_LEVERS.split(",").map((name) => name.trim()) : LEVERS;
const unknown = chosen.filter((name) => !LEVERS.includes(/** @type {Lever} */ (name)));
if (unknown.length > 0) {
  throw new Error(`BENCH_LEVERS: no lever is named ${unknown.join(", ")} (${LEVERS.join(", ")}).`);
}
const ALL_ON = "all levers on";
/** @type {string[]} */
const VARIANTS = [ALL_ON, ...chosen];

const WORK = path.join(ROOT, "bench", "results", "levers");
/** @param {string} variant */
const keptDir = (variant) => path.join(WORK, variant === ALL_ON ? "all-on" : `off-${variant}`);
/** @param {string} variant */
const keptPublic = (variant) => path.join(keptDir(variant), "public");
/** @param {string} variant */
const leanSetting = (variant) => (variant === ALL_ON ? "" : `off:${variant}`);

/**
 * Builds one variant and keeps it with its build-info/ (which names its chunk groups).
 * @param {string} variant
 */
const buildVariant = async (variant) => {
  const seconds = buildSite(
    deployedBuildEnv(PORT, { LEAN_RUNTIME: leanSetting(variant) }),
    variant === ALL_ON ? "the site, every lever on" : `the site, LEAN_RUNTIME=off:${variant}`,
  );
  await rm(keptDir(variant), { recursive: true, force: true });
  await mkdir(keptDir(variant), { recursive: true });
  await cp(PUBLIC, keptPublic(variant), { recursive: true });
  await cp(path.join(ROOT, "build-info"), path.join(keptDir(variant), "build-info"), {
    recursive: true,
  });
  return seconds;
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(2)}`;
/** @param {number} bytes */
const signedKb = (bytes) => `${bytes > 0 ? "+" : bytes < 0 ? "−" : "±"}${kb(Math.abs(bytes))}`;
/** @param {number} ms */
const signedMs = (ms) =>
  Number.isFinite(ms) ? `${ms > 0 ? "+" : ms < 0 ? "−" : "±"}${Math.abs(Math.round(ms))}` : "–";

const run = async () => {
  const started = new Date();
  const loadBefore = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(", ");
  /** @type {Record<string, number[]>} */
  const buildSeconds = {};
  const timedBuilds = chosen.some((lever) => BUILD_TIME_LEVERS.has(lever)) ? RUNS : 1;
  if (!SKIP_BUILD) {
    // Interleaved: every variant once a round; rounds after the first only for build-time levers.
    for (let round = 0; round < timedBuilds; round += 1) {
      for (const variant of VARIANTS) {
        if (round > 0 && variant !== ALL_ON && !BUILD_TIME_LEVERS.has(variant)) continue;
        if (MISSING_BUILDS && existsSync(keptPublic(variant))) continue;
        (buildSeconds[variant] ??= []).push(await buildVariant(variant));
      }
    }
  }
  for (const variant of VARIANTS) {
    if (!existsSync(keptPublic(variant)))
      throw new Error(`No kept build for ${variant}: build first.`);
  }

  const answerer = await answerAnalytics(PORT, path.join(WORK, "certificate"));
  const zeroJs = path.join(WORK, "zero-js");
  await buildZeroJsCopy(keptPublic(ALL_ON), zeroJs);
  const site = await serveInTurn(VARIANTS.map(keptPublic), PORT);
  const limit = await serveFolder(zeroJs, PORT + 1);
  const origin = `http://127.0.0.1:${PORT}`;
  const limitOrigin = `http://127.0.0.1:${PORT + 1}`;
  /** @type {Record<string, Record<string, import("./route-bytes.mjs").RouteBytes>>} */
  const bytes = {};
  /** @type {Record<string, Record<string, number>>} the page's own HTML, gzip */
  const html = {};
  /** @type {Record<string, Record<string, { tbt: number[], lcp: number[] }>>} */
  const timing = {};
  /** @type {Record<string, number[]>} */
  const limitLcp = {};
  try {
    for (const variant of VARIANTS) {
      site.show(keptPublic(variant));
      bytes[variant] = await measureRouteBytes({
        origin,
        root: keptPublic(variant),
        routes: PAGES,
        timeZone: VISITORS.counted.timeZone,
      });
      html[variant] = Object.fromEntries(
        await Promise.all(
          PAGES.map(async (page) => [page, await gzipBodyBytes(keptPublic(variant), page)]),
        ),
      );
      console.log(
        `${variant}: ${PAGES.map((page) => `${page} ${kb(bytes[variant]?.[page]?.own ?? NaN)} KB`).join(", ")}`,
      );
    }
    if (TIMING) {
      const chrome = await launchChromium({ timeZone: VISITORS.counted.timeZone });
      try {
        for (let round = 0; round < RUNS; round += 1) {
          for (const page of TIMED_PAGES) {
            for (const variant of VARIANTS) {
              site.show(keptPublic(variant));
              const root = keptPublic(variant);
              const common = {
                port: chrome.port,
                categories: ["performance"],
                analyticsFiles: analyticsChunkFiles(root),
                idleFiles: idleChunkFiles(root),
                /** @param {string} url */
                bodyBytes: (url) => gzipBodyBytes(root, new URL(url).pathname),
              };
              const simulated = await runLighthouse({
                ...common,
                url: `${origin}${page}`,
                preset: "mobile",
              });
              const applied = await runLighthouse({
                ...common,
                url: `${origin}${page}`,
                preset: "mobile-applied",
              });
              const cell = ((timing[variant] ??= {})[page] ??= { tbt: [], lcp: [] });
              cell.tbt.push(simulated.metrics.tbt);
              cell.lcp.push(applied.metrics.lcp);
              console.log(
                `[round ${round + 1}/${RUNS}] ${page} ${variant}: TBT ${Math.round(simulated.metrics.tbt)} ms, ` +
                  `applied LCP ${Math.round(applied.metrics.lcp)} ms`,
              );
            }
            const limitRun = await runLighthouse({
              url: `${limitOrigin}${page}`,
              port: chrome.port,
              preset: "mobile-applied",
              categories: ["performance"],
              analyticsFiles: [],
              idleFiles: [],
              bodyBytes: async () => 0,
            });
            (limitLcp[page] ??= []).push(limitRun.metrics.lcp);
          }
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    site.server.close();
    limit.close();
    answerer.server.close();
  }

  const markdown = await prettier.format(
    report({ started, loadBefore, bytes, html, timing, limitLcp, buildSeconds }),
    {
      ...(await prettier.resolveConfig(path.join(ROOT, "bench", "LEVERS.md"))),
      parser: "markdown",
    },
  );
  await writeFile(path.join(ROOT, "bench", "LEVERS.md"), markdown);
  console.log(
    `\n${markdown}\nWrote bench/LEVERS.md; the builds are kept in ${path.relative(ROOT, WORK)}/.`,
  );
};

/**
 * @param {{
 *   started: Date, loadBefore: string,
 *   bytes: Record<string, Record<string, import("./route-bytes.mjs").RouteBytes>>,
 *   html: Record<string, Record<string, number>>,
 *   timing: Record<string, Record<string, { tbt: number[], lcp: number[] }>>,
 *   limitLcp: Record<string, number[]>,
 *   buildSeconds: Record<string, number[]>,
 * }} results
 */
const report = ({ started, loadBefore, bytes, html, timing, limitLcp, buildSeconds }) => {
  const on = bytes[ALL_ON] ?? {};
  /** @param {string} variant @param {string} page */
  const total = (variant, page) => {
    const route = bytes[variant]?.[page];
    return route ? route.own + route.analytics : Number.NaN;
  };
  /** @param {string} variant @param {string} page */
  const htmlBytes = (variant, page) => html[variant]?.[page] ?? Number.NaN;
  /** @param {string} variant @param {string} page @param {"tbt" | "lcp"} key */
  const med = (variant, page, key) => median(timing[variant]?.[page]?.[key] ?? []);
  /** @param {string} variant @param {string} page @param {"tbt" | "lcp"} key */
  const spread = (variant, page, key) => {
    const runs = timing[variant]?.[page]?.[key] ?? [];
    return runs.length > 0
      ? `${Math.round(Math.min(...runs))}–${Math.round(Math.max(...runs))}`
      : "–";
  };
  const lines = [
    "# What each lever buys",
    "",
    "Written by `npm run bench:levers` (bench/levers.mjs). Every build has the dummy Mixpanel token",
    "(as deployed); each column is the build with that one lever off (`LEAN_RUNTIME=off:<lever>`)",
    "against the build with every lever on, so a positive figure is what the lever buys.",
    "",
    `- Date: ${started.toISOString()}; load average before (1, 5, 15 min): ${loadBefore}`,
    `- Machine: ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, Node ${process.version}`,
    ...(env.BENCH_NOTE ? [`- What the machine was doing: ${env.BENCH_NOTE}`] : []),
    `- Script: gzip bodies fetched before any input by a counted visitor (${VISITORS.counted.timeZone}), analytics included, the fridge picker's panel and the cook tools (fetched at idle by design) aside, one load per route (bytes do not vary)`,
    TIMING
      ? `- Timing: medians of ${RUNS} interleaved rounds; TBT from Lighthouse mobile (simulated), LCP from mobile with the throttling applied, against the zero-JavaScript copy of the build with every lever on`
      : "- Timing: not measured in this run (BENCH_TIMING=off)",
    "",
    "## Script per route, gzip KB",
    "",
    `| Build | ${PAGES.map((page) => `\`${page}\``).join(" | ")} |`,
    `| --- | ${PAGES.map(() => "---:").join(" | ")} |`,
    `| every lever on | ${PAGES.map((page) => kb(total(ALL_ON, page))).join(" | ")} |`,
    ...VARIANTS.filter((variant) => variant !== ALL_ON).map(
      (variant) =>
        `| \`${variant}\` off | ${PAGES.map((page) => signedKb(total(variant, page) - total(ALL_ON, page))).join(" | ")} |`,
    ),
    "",
    "## The page's HTML, gzip KB",
    "",
    "What the document itself carries before the first paint (its inline styles and markup).",
    "",
    `| Build | ${PAGES.map((page) => `\`${page}\``).join(" | ")} |`,
    `| --- | ${PAGES.map(() => "---:").join(" | ")} |`,
    `| every lever on | ${PAGES.map((page) => kb(htmlBytes(ALL_ON, page))).join(" | ")} |`,
    ...VARIANTS.filter((variant) => variant !== ALL_ON).map(
      (variant) =>
        `| \`${variant}\` off | ${PAGES.map((page) => signedKb(htmlBytes(variant, page) - htmlBytes(ALL_ON, page))).join(" | ")} |`,
    ),
    "",
  ];
  if (Object.keys(on).length > 0 && TIMING) {
    lines.push(
      "## Total blocking time per route, ms (mobile, simulated)",
      "",
      `| Build | ${TIMED_PAGES.map((page) => `\`${page}\``).join(" | ")} |`,
      `| --- | ${TIMED_PAGES.map(() => "---:").join(" | ")} |`,
      `| every lever on | ${TIMED_PAGES.map((page) => Math.round(med(ALL_ON, page, "tbt"))).join(" | ")} |`,
      `| every lever on, fastest–slowest run | ${TIMED_PAGES.map((page) => spread(ALL_ON, page, "tbt")).join(" | ")} |`,
      ...VARIANTS.filter((variant) => variant !== ALL_ON).map(
        (variant) =>
          `| \`${variant}\` off | ${TIMED_PAGES.map((page) => signedMs(med(variant, page, "tbt") - med(ALL_ON, page, "tbt"))).join(" | ")} |`,
      ),
      "",
      "## LCP over the zero-JavaScript limit (mobile, throttling applied)",
      "",
      `| Build | ${TIMED_PAGES.map((page) => `\`${page}\``).join(" | ")} |`,
      `| --- | ${TIMED_PAGES.map(() => "---:").join(" | ")} |`,
      ...VARIANTS.map(
        (variant) =>
          `| ${variant === ALL_ON ? "every lever on" : `\`${variant}\` off`} | ${TIMED_PAGES.map((page) => (med(variant, page, "lcp") / median(limitLcp[page] ?? [])).toFixed(2)).join(" | ")} |`,
      ),
      "",
    );
  }
  const timedBuilds = Object.entries(buildSeconds);
  if (timedBuilds.length > 0) {
    lines.push(
      "## Build time, from clean (wall, s)",
      "",
      "| Build | Builds | Median | Min–max |",
      "| --- | ---: | ---: | ---: |",
      ...timedBuilds.map(
        ([variant, list]) =>
          `| ${variant === ALL_ON ? "every lever on" : `\`${variant}\` off`} | ${list.length} | ${median(list).toFixed(1)} | ${Math.min(...list).toFixed(1)}–${Math.max(...list).toFixed(1)} |`,
      ),
      "",
    );
  }
  return lines.join("\n");
};

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
