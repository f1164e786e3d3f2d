// `npm run bench`: builds the site, serves it and its zero-JavaScript copy locally, runs Lighthouse
// on every page (mobile and desktop, several runs each) and writes bench/RESULTS.md and
// bench/chart.svg. Not part of `npm test`: it takes many minutes and its timings depend on the
// machine. Options: --skip-build, and the BENCH_* variables described in bench/README.md.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { renderChart } from "./chart.mjs";
import { fridgeResponseMarkdown, measureFridgeResponse } from "./fridge-response.mjs";
import { describeFreshMemory, freshMemoryCost } from "./fresh-memory.mjs";
import { ALL_CATEGORIES, findChromium, launchChromium, runLighthouse } from "./lighthouse-run.mjs";
import { failingAuditList, limitTable, measured, siteTable, targetRows } from "./report.mjs";
import { gzipBodyBytes, serveFolder } from "./static-server.mjs";
import { median, summarizeRecords } from "./stats.mjs";
import { buildZeroJsCopy } from "./zero-js.mjs";

const require = createRequire(import.meta.url);
const { leanRuntimeOn } = require("../plugins/gatsby-plugin-lean-runtime/switch.cjs");
const {
  browserQueries,
  browserTargets,
} = require("../plugins/gatsby-plugin-lean-runtime/targets.cjs");

/** The browsers the build serves, as queries and as the oldest version of each. */
const servedBrowsers = () =>
  `${browserQueries().join(", ")} (${Object.entries(browserTargets())
    .map(([name, version]) => `${name} ${version.replace(/\.0\.0$/, "")}`)
    .join(", ")})`;

const { analyticsChunkFiles, idleChunkFiles, sitemapPaths } = createRequire(import.meta.url)(
  "../scripts/built-site.cjs",
);

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BENCH = path.join(ROOT, "bench");
const PUBLIC = path.join(ROOT, "public");
const WORK = path.join(BENCH, "results");

/** Served as a file: Lighthouse refuses to audit a page answered with a 404 status. */
const NOT_FOUND_PAGE = "/404.html";
const PRESET_NAMES = ["mobile", "mobile-applied", "desktop"];
/**
 * Pages that send a phone straight to its app store (GET_PATH in src/get/constants.ts): with a
 * phone's user agent there is no page of ours to measure, so only the desktop preset runs them.
 */
const PHONE_REDIRECTS = new Set(["/get"]);
const measures = (preset, page) => preset === "desktop" || !PHONE_REDIRECTS.has(page);
const DEFAULT_RUNS = 5;
const DEFAULT_PORT = 9610;

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? DEFAULT_RUNS);
const PRESETS = env.BENCH_PRESETS ? env.BENCH_PRESETS.split(",") : PRESET_NAMES;
const PORT = Number(env.BENCH_PORT ?? DEFAULT_PORT);
const SKIP_BUILD = process.argv.includes("--skip-build");
/** The fridge picker's response at 2,400 recipes; BENCH_FRIDGE=off leaves it out. */
const FRIDGE = !["0", "false", "no", "off"].includes((env.BENCH_FRIDGE ?? "").trim().toLowerCase());

const flag = (value, fallback) =>
  value === undefined || value.trim() === ""
    ? fallback
    : ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/** Mirrors src/config/site-config.ts, which decides the same from the same variables. */
const analyticsSettings = () => {
  const token = (env.GATSBY_MIXPANEL_TOKEN ?? "").trim();
  return {
    analyticsEnabled: token !== "" && flag(env.GATSBY_ANALYTICS_ENABLED, true),
    sessionReplay: flag(env.GATSBY_SESSION_REPLAY, false),
    webVitals: flag(env.GATSBY_WEB_VITALS, false),
  };
};

/** From clean: an incremental Gatsby build can leave old inline CSS in pages it did not rebuild. */
const build = () => {
  console.log("Building the site from clean with the production config (npm run build)...");
  for (const script of ["clean", "build"]) {
    const result = spawnSync("npm", ["run", script], { cwd: ROOT, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`npm run ${script} failed.`);
  }
};

const chromiumVersion = (chromePath) => {
  try {
    const out = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: "pipe" });
    return out.match(/[\w ]*?\d+\.\d+\.\d+\.\d+/)?.[0]?.trim() ?? out.trim();
  } catch {
    return "unknown";
  }
};

const busiestProcesses = () => {
  try {
    const out = execFileSync("ps", ["-eo", "pcpu=,args=", "--sort=-pcpu"], { encoding: "utf8" });
    return out
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !/\bps -eo\b/.test(line) && !line.includes("bench/run.mjs"))
      .slice(0, 5)
      .map((line) => line.replace(/\s+/g, " ").slice(0, 110));
  } catch {
    return [];
  }
};

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(", ");

const machineSnapshot = () => ({
  cpu: `${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}`,
  memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
  system: `${os.type()} ${os.release()}`,
  node: process.version,
});

const analyticsNote = ({ analyticsEnabled, sessionReplay, webVitals }) =>
  analyticsEnabled
    ? `analytics **on** (GATSBY_MIXPANEL_TOKEN set; its host blocked by Lighthouse), session ` +
      `replay ${sessionReplay ? "on" : "off"}, web-vitals reporting ${webVitals ? "on" : "off"}`
    : "analytics **off** (no GATSBY_MIXPANEL_TOKEN: the default)";

const pageKey = (page) => page;

/** Lighthouse's own measure of the CPU, over every run (higher is faster). */
const benchmarkIndexOf = (records) =>
  median(
    Object.values(records)
      .flatMap((variants) => Object.values(variants))
      .flatMap((pages) => Object.values(pages))
      .flat()
      .map((metrics) => metrics.benchmarkIndex)
      .filter(Number.isFinite),
  );

const run = async () => {
  const started = new Date();
  const loadBefore = loadAverage();
  const busyBefore = busiestProcesses();
  const freshMemory = freshMemoryCost();
  console.log(`This machine: ${describeFreshMemory(freshMemory).replaceAll("**", "")}.`);
  if (!SKIP_BUILD) build();
  // Every page the build's sitemap lists, so new pages are measured without editing this file.
  const pageList = env.BENCH_PAGES
    ? env.BENCH_PAGES.split(",")
    : [...sitemapPaths(PUBLIC), NOT_FOUND_PAGE];
  const analytics = analyticsSettings();
  const analyticsChunks = analyticsChunkFiles(PUBLIC);
  const idleChunks = idleChunkFiles(PUBLIC);
  await mkdir(WORK, { recursive: true });
  const zeroJs = path.join(WORK, "zero-js");
  const transformed = await buildZeroJsCopy(PUBLIC, zeroJs);
  console.log(`Zero-JS copy: ${transformed} pages with every script removed, in ${zeroJs}`);

  // Chromium first: if it cannot start, no server is left listening.
  const chrome = await launchChromium();
  const chromium = chromiumVersion(findChromium());
  const servers = await Promise.all([
    serveFolder(PUBLIC, PORT),
    serveFolder(zeroJs, PORT + 1),
  ]).catch(async (error) => {
    await chrome.kill();
    throw error;
  });
  const origins = { site: `http://127.0.0.1:${PORT}`, limit: `http://127.0.0.1:${PORT + 1}` };
  const roots = { [origins.site]: PUBLIC, [origins.limit]: zeroJs };
  const bodyBytes = async (url) => {
    const { origin, pathname } = new URL(url);
    return roots[origin] ? gzipBodyBytes(roots[origin], pathname) : Number.NaN;
  };
  const records = {};
  const failures = {};
  const lastReports = {};
  /** The report of each page's worst layout shift, kept whole so that the shift can be traced. */
  const shiftReports = {};
  let lighthouseVersion = "unknown";
  let fridge = null;
  const total =
    RUNS *
    2 *
    pageList.reduce((sum, page) => sum + PRESETS.filter((p) => measures(p, page)).length, 0);
  let done = 0;
  try {
    // One discarded run per preset warms Chromium and the disk cache.
    for (const preset of PRESETS) {
      await runLighthouse({
        url: `${origins.site}/`,
        port: chrome.port,
        preset,
        categories: ["performance"],
        analyticsFiles: analyticsChunks,
        idleFiles: idleChunks,
        bodyBytes,
      });
    }
    // Runs are interleaved (site, limit, next page...) so drift in the machine's load
    // falls on both sides alike.
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pageList) {
        for (const preset of PRESETS.filter((name) => measures(name, page))) {
          for (const variant of ["site", "limit"]) {
            const { lhr, metrics, failing, shifts } = await runLighthouse({
              url: `${origins[variant]}${page}`,
              port: chrome.port,
              preset,
              categories: variant === "site" ? ALL_CATEGORIES : ["performance"],
              analyticsFiles: analyticsChunks,
              idleFiles: idleChunks,
              bodyBytes,
            });
            lighthouseVersion = lhr.lighthouseVersion;
            const key = [preset, variant, pageKey(page)];
            const list = (((records[key[0]] ??= {})[key[1]] ??= {})[key[2]] ??= []);
            list.push(metrics);
            const reportName = key.join("-").replace(/[^\w-]/g, "_");
            lastReports[reportName] = lhr;
            if (metrics.cls > (shiftReports[reportName]?.cls ?? 0)) {
              shiftReports[reportName] = { cls: metrics.cls, lhr };
            }
            if (variant === "site") {
              const bucket = (failures[`${preset} \`${pageKey(page)}\``] ??= {});
              for (const id of failing) bucket[id] = (bucket[id] ?? 0) + 1;
            }
            done += 1;
            console.log(
              `[${done}/${total}] ${preset} ${variant} ${page}: perf ${metrics.performance} ` +
                `LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms ` +
                `CLS ${metrics.cls.toFixed(3)} ${Math.round(metrics.totalBytes / 1024)} KB` +
                (failing.length > 0 ? ` (losing: ${failing.join(", ")})` : "") +
                (metrics.cls > 0
                  ? `; shifted: ${shifts.map((s) => `${s.element} ${s.score.toFixed(3)}`).join(", ")}`
                  : ""),
            );
          }
        }
      }
    }
    if (FRIDGE) {
      console.log("The fridge picker at 2,400 recipes, 4× CPU slowdown...");
      fridge = await measureFridgeResponse({
        origin: origins.site,
        builtIndex: await readFile(path.join(PUBLIC, "recipe-index.json"), "utf8"),
      });
      console.log(fridgeResponseMarkdown(fridge));
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
  }

  const summary = Object.fromEntries(
    Object.entries(records).map(([preset, variants]) => [
      preset,
      Object.fromEntries(
        Object.entries(variants).map(([variant, pages]) => [
          variant,
          Object.fromEntries(
            Object.entries(pages).map(([page, list]) => [page, summarizeRecords(list)]),
          ),
        ]),
      ),
    ]),
  );
  const pages = pageList.map(pageKey);
  const finished = new Date();
  const context = {
    started,
    finished,
    chromium,
    lighthouseVersion,
    machine: machineSnapshot(),
    loadBefore,
    loadAfter: loadAverage(),
    busyBefore,
    freshMemory,
    benchmarkIndex: benchmarkIndexOf(records),
    note: env.BENCH_NOTE,
    analytics,
    leanRuntime: leanRuntimeOn(env),
    browsers: servedBrowsers(),
    analyticsChunks,
  };
  const resultsFile = path.join(BENCH, "RESULTS.md");
  // Formatted as `npm run lint` expects, since the file is committed.
  const markdown = await prettier.format(
    resultsMarkdown({ summary, pages, failures, context, fridge }),
    {
      ...(await prettier.resolveConfig(resultsFile)),
      filepath: resultsFile,
    },
  );
  await writeFile(resultsFile, markdown);
  await writeFile(path.join(BENCH, "chart.svg"), chartSvg(summary, pages));
  await writeFile(
    path.join(WORK, "runs.json"),
    JSON.stringify({ context, records, fridge }, null, 1),
  );
  for (const [name, lhr] of Object.entries(lastReports)) {
    await writeFile(path.join(WORK, `${name}.json`), JSON.stringify(lhr));
  }
  for (const [name, { lhr }] of Object.entries(shiftReports)) {
    await writeFile(path.join(WORK, `${name}-worst-shift.json`), JSON.stringify(lhr));
  }
  console.log(`\n${markdown}`);
  console.log("Wrote bench/RESULTS.md and bench/chart.svg; raw runs in bench/results/.");
};

const chartSvg = (summary, allPages) => {
  const mobile = summary.mobile ?? summary[Object.keys(summary)[0]];
  const pages = measured(mobile, allPages);
  const bar = (stat) => ({ value: stat.median, min: stat.min, max: stat.max });
  const kb = (stat) => ({ value: stat.median / 1024, min: stat.min / 1024, max: stat.max / 1024 });
  return renderChart({
    title: "Mobile LCP and bytes per page: the site beside its zero-JavaScript limit",
    series: ["This site", "Zero-JS limit (no scripts)"],
    colors: ["#c2410c", "#3f6212"],
    panels: [
      {
        title: "Mobile LCP (simulated slow 4G, 4× CPU)",
        unit: "ms",
        groups: pages.map((page) => ({
          label: page,
          bars: [bar(mobile.site[page].lcp), bar(mobile.limit[page].lcp)],
        })),
      },
      {
        title: "Bytes transferred on mobile",
        unit: "KB",
        groups: pages.map((page) => ({
          label: page,
          bars: [kb(mobile.site[page].totalBytes), kb(mobile.limit[page].totalBytes)],
        })),
      },
    ],
  });
};

const resultsMarkdown = ({ summary, pages, failures, context, fridge }) => {
  const presets = Object.keys(summary);
  const { analytics } = context;
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.mjs); rerun it to refresh this file and chart.svg.",
    "",
    `- Date: ${context.started.toISOString()} to ${context.finished.toISOString()}`,
    `- Chromium: ${context.chromium}; Lighthouse ${context.lighthouseVersion}`,
    `- Machine: ${context.machine.cpu}, ${context.machine.memory}, ${context.machine.system}, Node ${context.machine.node}`,
    `- Load average (1, 5, 15 min) before: ${context.loadBefore}; after: ${context.loadAfter}`,
    `- Busiest processes at the start: ${context.busyBefore.map((p) => `\`${p}\``).join("; ") || "unknown"}`,
    `- Speed: ${describeFreshMemory(context.freshMemory)}; Lighthouse's benchmarkIndex ${Math.round(context.benchmarkIndex).toLocaleString("en-US")} (median of every run)`,
    ...(context.note ? [`- What the machine was doing: ${context.note}`] : []),
    `- Build: \`npm run build\`, the production config, with ${analyticsNote(analytics)}; lean runtime ${context.leanRuntime ? "on" : "off (LEAN_RUNTIME=off: Gatsby's stock runtime)"}`,
    `- Browsers served (package.json \`browserslist\`): ${context.browsers}`,
    `- Runs: ${RUNS} per page and preset, after one discarded warm-up run; mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), mobile-applied the same with the throttling applied while the page loads (\`throttlingMethod: "devtools"\`), desktop its desktop preset`,
    "- Served by bench/static-server.mjs (gzip, long caching for hashed files) on 127.0.0.1",
    "- Cells: median (min–max) over the runs; KB are transferred bytes, response headers included, as Lighthouse counts them (1 KB = 1024 bytes), except *Script KB, gzip*: the gzip bodies of the scripts fetched until idle, without headers, which depend on the host (e2e/budgets.spec.ts budgets this figure), and *Idle KB, gzip*: those of the chunks fetched at idle or at first use (the fridge picker's panel, a recipe page's cook tools), which that test budgets apart; *Script KB* counts both",
    ...pages
      .filter((page) => PHONE_REDIRECTS.has(page))
      .map(
        (page) =>
          `- \`${page}\` is measured on desktop only: it sends a phone's browser straight to its app store`,
      ),
    "",
  ];
  for (const preset of presets) {
    lines.push(`## ${preset[0].toUpperCase()}${preset.slice(1)}`, "");
    lines.push(
      siteTable(summary[preset].site, ["performance", "accessibility", "best-practices", "seo"]),
      "",
    );
  }
  lines.push(
    "## The zero-JavaScript limit",
    "",
    "The same pages with every `<script>` (and script preload) removed, JSON-LD data blocks kept,",
    "served from a transformed copy by the same server. Its LCP is the fastest these pages can",
    "paint; the ratio is our median LCP over the limit's median LCP.",
    "",
    limitTable(summary, presets, pages),
    "",
    "## Targets (mobile unless stated)",
    "",
    targetRows(summary, pages, analytics),
    "",
    "## The fridge picker at 2,400 recipes",
    "",
    fridgeResponseMarkdown(fridge),
    "",
    "## Audits that cost points (runs failed, of the total)",
    "",
    failingAuditList(failures),
    "",
    "![Mobile LCP and bytes per page, beside the zero-JS limit](./chart.svg)",
    "",
  );
  return lines.join("\n");
};

run().catch((error) => {
  console.error(error);
  // Exit now: a browser or server still open must not keep a failed run waiting.
  process.exit(1);
});
