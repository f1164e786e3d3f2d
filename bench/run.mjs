// @ts-check
// `npm run bench`: builds the site as deployed (with a Mixpanel token, its host answered locally)
// and with LEAN_RUNTIME=off, serves them, the zero-JavaScript copy and, when its build is given,
// gatsby-starter-default locally, runs Lighthouse on every page (mobile and desktop, several runs
// each) for a counted visitor and one in the consent region, and writes bench/RESULTS.md and
// bench/chart.svg. Not part of `npm test`: it takes many minutes and its timings depend on the
// machine. Options: --skip-build, and the BENCH_* variables described in bench/README.md.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { renderChart } from "./chart.mjs";
import { VISITORS, answerAnalytics, buildSite, deployedBuildEnv } from "./deployed.mjs";
import { fridgeResponseMarkdown, measureFridgeResponse } from "./fridge-response.mjs";
import { describeFreshMemory, freshMemoryCost } from "./fresh-memory.mjs";
import { ALL_CATEGORIES, findChromium, launchChromium, runLighthouse } from "./lighthouse-run.mjs";
import {
  failingAuditList,
  limitTable,
  measured,
  siteTable,
  starterTable,
  targetRows,
} from "./report.mjs";
import { gzipBodyBytes, serveInTurn } from "./static-server.mjs";
import { median, pairedRatio, summarizeRecords } from "./stats.mjs";
import { buildZeroJsCopy } from "./zero-js.mjs";

const require = createRequire(import.meta.url);
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
/** @param {string} preset @param {string} page */
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
/** The same site built with LEAN_RUNTIME=off, measured beside it; BENCH_LEAN_OFF=off leaves it out. */
const LEAN_OFF = !["0", "false", "no", "off"].includes(
  (env.BENCH_LEAN_OFF ?? "").trim().toLowerCase(),
);
/**
 * The same site built without a token (analytics off), measured once on the pages that fetch the
 * picker or the cook tools at idle: their script is judged against it. BENCH_NO_TOKEN=off leaves
 * it out.
 */
const NO_TOKEN = !["0", "false", "no", "off"].includes(
  (env.BENCH_NO_TOKEN ?? "").trim().toLowerCase(),
);
/**
 * gatsby-starter-default's built public/ folder, measured on `/` beside the site in the same run
 * when given. Built from this commit of github.com/gatsbyjs/gatsby-starter-default, with the
 * package-lock.json and the settings that commit has.
 */
const STARTER = env.BENCH_STARTER ? path.resolve(env.BENCH_STARTER) : null;
const STARTER_COMMIT = "d2197d2ef5f19201e47f35f82187cab4b071f1a5";
/** Which visitors: `counted` (outside the consent region) and `consent` (inside, not answered). */
const VISITOR_NAMES = /** @type {import("./deployed.mjs").Visitor[]} */ (
  env.BENCH_VISITORS ? env.BENCH_VISITORS.split(",") : Object.keys(VISITORS)
);
/** The visitor the lean-off build, the limit and the starter are measured as. */
const FIRST_VISITOR = VISITOR_NAMES[0] ?? "counted";

/** @param {string | undefined} value @param {boolean} fallback */
const flag = (value, fallback) =>
  value === undefined || value.trim() === ""
    ? fallback
    : ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/** Mirrors src/config/site-config.ts, which decides the same from the same variables. */
const analyticsSettings = () => ({
  analyticsEnabled: true,
  sessionReplay: flag(env.GATSBY_SESSION_REPLAY, false),
  webVitals: flag(env.GATSBY_WEB_VITALS, false),
});

const BUILDS = path.join(WORK, "builds");
/** Where a build is kept with its build-info/ (which names its chunk groups). */
const KEPT = {
  site: path.join(BUILDS, "site", "public"),
  leanOff: path.join(BUILDS, "lean-off", "public"),
  noToken: path.join(BUILDS, "no-token", "public"),
};

/** @param {string} target a kept public/ folder */
const keep = async (target) => {
  await rm(path.dirname(target), { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(PUBLIC, target, { recursive: true });
  await cp(path.join(ROOT, "build-info"), path.join(path.dirname(target), "build-info"), {
    recursive: true,
  });
};

/** The other builds first, so that public/ holds the deployed build afterwards. */
const build = async () => {
  if (LEAN_OFF) {
    buildSite(deployedBuildEnv(PORT, { LEAN_RUNTIME: "off" }), "the site with LEAN_RUNTIME=off");
    await keep(KEPT.leanOff);
  }
  if (NO_TOKEN) {
    buildSite(deployedBuildEnv(PORT, { GATSBY_MIXPANEL_TOKEN: "" }), "the site without a token");
    await keep(KEPT.noToken);
  }
  buildSite(deployedBuildEnv(PORT), "the site as deployed");
  await keep(KEPT.site);
};

/** @param {string} chromePath */
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

/** @param {ReturnType<typeof analyticsSettings>} analytics */
const analyticsNote = ({ sessionReplay, webVitals }) =>
  `analytics **on** as deployed (a dummy GATSBY_MIXPANEL_TOKEN; GATSBY_MIXPANEL_API_HOST a local ` +
  `HTTPS answerer on 127.0.0.2, which answers every request as the tests do), session ` +
  `replay ${sessionReplay ? "on" : "off"}, web-vitals reporting ${webVitals ? "on" : "off"}`;

/** @param {string} page */
const pageKey = (page) => page;

/**
 * @typedef {Awaited<ReturnType<typeof runLighthouse>>["metrics"]} Metrics
 * @typedef {Record<string, Record<string, Record<string, Metrics[]>>>} Records by preset, variant, page
 * @typedef {{ key: string, root: string, visitor: import("./deployed.mjs").Visitor, all?: boolean }} Variant
 */

/**
 * Lighthouse's own measure of the CPU, over every run (higher is faster).
 * @param {Records} records
 */
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
  if (!SKIP_BUILD) await build();
  // --skip-build: the builds the last run kept, or else the one in public/.
  const siteRoot = existsSync(KEPT.site) ? KEPT.site : PUBLIC;
  const leanOffRoot = LEAN_OFF && existsSync(KEPT.leanOff) ? KEPT.leanOff : null;
  if (LEAN_OFF && !leanOffRoot) console.log("No LEAN_RUNTIME=off build kept: its row is left out.");
  const noTokenRoot = NO_TOKEN && existsSync(KEPT.noToken) ? KEPT.noToken : null;
  if (NO_TOKEN && !noTokenRoot) console.log("No build without a token kept: its row is left out.");
  const starterRoot = STARTER && existsSync(path.join(STARTER, "index.html")) ? STARTER : null;
  if (STARTER && !starterRoot) console.log(`BENCH_STARTER: no built site in ${STARTER}.`);
  // Every page the build's sitemap lists, so new pages are measured without editing this file.
  const pageList = env.BENCH_PAGES
    ? env.BENCH_PAGES.split(",")
    : [...sitemapPaths(siteRoot), NOT_FOUND_PAGE];
  const analytics = analyticsSettings();
  const analyticsChunks = analyticsChunkFiles(siteRoot);
  await mkdir(WORK, { recursive: true });
  const zeroJs = path.join(WORK, "zero-js");
  const transformed = await buildZeroJsCopy(siteRoot, zeroJs);
  console.log(`Zero-JS copy: ${transformed} pages with every script removed, in ${zeroJs}`);

  /**
   * What is measured on each page: the deployed site for each visitor, the LEAN_RUNTIME=off build
   * for the counted visitor, and the zero-JS limit. The starter is measured on its `/` alone.
   * @type {Variant[]}
   */
  const variants = [
    ...VISITOR_NAMES.map((visitor) => ({
      key: visitor === "counted" ? "site" : `site-${visitor}`,
      root: siteRoot,
      visitor,
      all: visitor === "counted",
    })),
    ...(leanOffRoot ? [{ key: "lean-off", root: leanOffRoot, visitor: FIRST_VISITOR }] : []),
    { key: "limit", root: zeroJs, visitor: FIRST_VISITOR },
  ];
  const starter = starterRoot
    ? { key: "starter", root: starterRoot, visitor: FIRST_VISITOR }
    : null;
  /** @type {Variant | null} */
  const noToken =
    noTokenRoot && VISITOR_NAMES.includes("counted")
      ? { key: "no-token", root: noTokenRoot, visitor: "counted" }
      : null;

  // Chromium first: if it cannot start, no server is left listening.
  /** @type {Record<string, Awaited<ReturnType<typeof launchChromium>>>} */
  const browsers = {};
  const servers = [];
  const chromium = chromiumVersion(String(findChromium()));
  /** @param {string} root */
  const filesOf = (root) =>
    existsSync(path.join(path.dirname(root), "build-info"))
      ? { analyticsFiles: analyticsChunkFiles(root), idleFiles: idleChunkFiles(root) }
      : { analyticsFiles: [], idleFiles: [] };
  try {
    for (const visitor of VISITOR_NAMES) {
      browsers[visitor] = await launchChromium({ timeZone: VISITORS[visitor].timeZone });
    }
    const answerer = await answerAnalytics(PORT, path.join(WORK, "certificate"));
    servers.push(answerer.server);
    const roots = [...new Set([...variants, starter, noToken].flatMap((v) => (v ? [v.root] : [])))];
    const served = await serveInTurn(roots, PORT);
    servers.push(served.server);
    const origin = `http://127.0.0.1:${PORT}`;
    /** @param {Variant} variant @param {string} page @param {string} preset */
    const measureOnce = async (variant, page, preset) => {
      served.show(variant.root);
      const files = filesOf(variant.root);
      const browser = browsers[variant.visitor];
      if (!browser) throw new Error(`No browser for the ${variant.visitor} visitor.`);
      return runLighthouse({
        url: `${origin}${page}`,
        port: browser.port,
        preset,
        categories: variant.all ? ALL_CATEGORIES : ["performance"],
        ...files,
        bodyBytes: (url) => gzipBodyBytes(variant.root, new URL(url).pathname),
      });
    };
    /** @type {Records} */
    const records = {};
    /** @type {Record<string, Record<string, number>>} */
    const failures = {};
    /** @type {Record<string, unknown>} */
    const lastReports = {};
    /** The report of each page's worst layout shift, kept whole so that the shift can be traced. */
    /** @type {Record<string, { cls: number, lhr: unknown }>} */
    const shiftReports = {};
    let lighthouseVersion = "unknown";
    /** @type {Awaited<ReturnType<typeof measureFridgeResponse>> | null} */
    let fridge = null;
    let total =
      RUNS *
      (variants.length *
        pageList.reduce((sum, page) => sum + PRESETS.filter((p) => measures(p, page)).length, 0) +
        (starter ? PRESETS.length : 0));
    let done = 0;
    /** @param {Variant} variant @param {string} page @param {string} preset */
    const measureAndKeep = async (variant, page, preset) => {
      const { lhr, metrics, failing, shifts } = await measureOnce(variant, page, preset);
      lighthouseVersion = lhr.lighthouseVersion;
      const key = /** @type {const} */ ([preset, variant.key, pageKey(page)]);
      const list = (((records[key[0]] ??= {})[key[1]] ??= {})[key[2]] ??= []);
      list.push(metrics);
      const reportName = key.join("-").replace(/[^\w-]/g, "_");
      lastReports[reportName] = lhr;
      if (metrics.cls > (shiftReports[reportName]?.cls ?? 0)) {
        shiftReports[reportName] = { cls: metrics.cls, lhr };
      }
      if (variant.all) {
        const bucket = (failures[`${preset} \`${pageKey(page)}\``] ??= {});
        for (const id of failing) bucket[id] = (bucket[id] ?? 0) + 1;
      }
      done += 1;
      console.log(
        `[${done}/${total}] ${preset} ${variant.key} ${page}: perf ${metrics.performance} ` +
          `LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms ` +
          `CLS ${metrics.cls.toFixed(3)} ${Math.round(metrics.totalBytes / 1024)} KB` +
          (failing.length > 0 ? ` (losing: ${failing.join(", ")})` : "") +
          (metrics.cls > 0
            ? `; shifted: ${shifts.map((s) => `${s.element} ${s.score.toFixed(3)}`).join(", ")}`
            : ""),
      );
    };
    // One discarded run per preset and browser warms Chromium and the disk cache.
    for (const preset of PRESETS) {
      for (const variant of variants.filter((v) => v.key !== "limit")) {
        await measureOnce(variant, "/", preset);
      }
    }
    // Runs are interleaved (site, its visitors, lean-off, limit, the starter, next page...) so
    // drift in the machine's load falls on every side alike.
    for (let round = 0; round < RUNS; round += 1) {
      if (starter) for (const preset of PRESETS) await measureAndKeep(starter, "/", preset);
      for (const page of pageList) {
        for (const preset of PRESETS.filter((name) => measures(name, page))) {
          for (const variant of variants) await measureAndKeep(variant, page, preset);
        }
      }
    }
    if (noToken && PRESETS.includes("mobile")) {
      // Once on each mobile page that fetches code at idle, which the site's runs have shown:
      // bytes do not vary between runs.
      const pages = pageList.filter(
        (page) =>
          measures("mobile", page) &&
          (records.mobile?.site?.[pageKey(page)] ?? []).some((m) => m.idleScriptBodyBytes > 0),
      );
      console.log(`The build without a token, once on ${pages.join(", ") || "no page"}...`);
      total += pages.length;
      for (const page of pages) await measureAndKeep(noToken, page, "mobile");
    }
    if (FRIDGE) {
      console.log("The fridge picker at 2,400 recipes, 4× CPU slowdown...");
      served.show(siteRoot);
      fridge = await measureFridgeResponse({
        origin,
        builtIndex: await readFile(path.join(siteRoot, "recipe-index.json"), "utf8"),
      });
      console.log(fridgeResponseMarkdown(fridge));
    }
    return {
      records,
      failures,
      lastReports,
      shiftReports,
      lighthouseVersion,
      fridge,
      pageList,
      analytics,
      analyticsChunks,
      chromium,
      started,
      loadBefore,
      busyBefore,
      freshMemory,
      answered: answerer.received,
      starterMeasured: Boolean(starter),
    };
  } finally {
    for (const chrome of Object.values(browsers)) await chrome.kill();
    for (const server of servers) server.close();
  }
};

/** @param {Awaited<ReturnType<typeof run>>} measured */
const report = async ({
  records,
  failures,
  lastReports,
  shiftReports,
  lighthouseVersion,
  fridge,
  pageList,
  analytics,
  analyticsChunks,
  chromium,
  started,
  loadBefore,
  busyBefore,
  freshMemory,
  answered,
  starterMeasured,
}) => {
  const summary = Object.fromEntries(
    Object.entries(records).map(([preset, variants]) => {
      // Round by round against the starter's `/` of the same preset, when it was measured.
      const starterRuns = variants.starter?.["/"] ?? [];
      /** @param {typeof starterRuns} list @param {"tbt" | "performance"} metric */
      const againstStarter = (list, metric) =>
        pairedRatio(
          list.map((metrics) => metrics[metric]),
          starterRuns.map((metrics) => metrics[metric]),
        );
      return [
        preset,
        Object.fromEntries(
          Object.entries(variants).map(([variant, pages]) => [
            variant,
            Object.fromEntries(
              Object.entries(pages).map(([page, list]) => [
                page,
                {
                  ...summarizeRecords(list),
                  tbtToStarter: againstStarter(list, "tbt"),
                  perfToStarter: againstStarter(list, "performance"),
                },
              ]),
            ),
          ]),
        ),
      ];
    }),
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
    answered,
    starter: starterMeasured ? STARTER_COMMIT : null,
    leanOff: Boolean(records.mobile?.["lean-off"] ?? Object.values(records)[0]?.["lean-off"]),
    visitors: VISITOR_NAMES,
    note: env.BENCH_NOTE,
    analytics,
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

/**
 * @param {import("./report.mjs").Summary} summary
 * @param {string[]} allPages
 */
const chartSvg = (summary, allPages) => {
  const mobile = summary.mobile ?? summary[Object.keys(summary)[0] ?? "mobile"];
  const pages = measured(mobile, allPages);
  /** @param {import("./stats.mjs").Summary} stat */
  const bar = (stat) => ({ value: stat.median, min: stat.min, max: stat.max });
  /** @param {import("./stats.mjs").Summary} stat */
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

/**
 * @param {{ summary: import("./report.mjs").Summary, pages: string[],
 *   failures: Record<string, Record<string, number>>, context: any,
 *   fridge: Awaited<ReturnType<typeof measureFridgeResponse>> | null }} results
 */
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
    `- Busiest processes at the start: ${context.busyBefore.map((/** @type {string} */ p) => `\`${p}\``).join("; ") || "unknown"}`,
    `- Speed: ${describeFreshMemory(context.freshMemory)}; Lighthouse's benchmarkIndex ${Math.round(context.benchmarkIndex).toLocaleString("en-US")} (median of every run)`,
    ...(context.note ? [`- What the machine was doing: ${context.note}`] : []),
    `- Build: \`npm run build\`, the production config, with ${analyticsNote(analytics)}; lean runtime on${context.leanOff ? ", and the same build with `LEAN_RUNTIME=off` (Gatsby's stock runtime and behaviour) beside it" : ""}`,
    `- Visitors: ${context.visitors.map((/** @type {import("./deployed.mjs").Visitor} */ name) => VISITORS[name].label).join("; ")}; each in a Chromium of its own with that TZ; the zero-JS limit, \`LEAN_RUNTIME=off\` and the starter are measured as the first`,
    `- Analytics requests the answerer received: ${
      Object.entries(context.answered)
        .map(([pathname, count]) => `\`${pathname}\` ${count}`)
        .join(", ") || "none"
    }`,
    context.starter
      ? `- gatsby-starter-default: built from github.com/gatsbyjs/gatsby-starter-default at ${context.starter} (its package-lock.json, \`gatsby build\`), served by the same server and measured on \`/\` in the same rounds`
      : "- gatsby-starter-default: not measured in this run (BENCH_STARTER unset, or no build there)",
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
    lines.push(`## ${preset.charAt(0).toUpperCase()}${preset.slice(1)}`, "");
    lines.push(
      siteTable(summary[preset].site, ["performance", "accessibility", "best-practices", "seo"]),
      "",
    );
    if (summary[preset]["site-consent"]) {
      lines.push(
        `In the consent region, before answering (${VISITORS.consent.timeZone}):`,
        "",
        siteTable(summary[preset]["site-consent"], ["performance"]),
        "",
      );
    }
  }
  lines.push(
    "## As deployed, beside gatsby-starter-default",
    "",
    "Each route against the starter's `/` in the same run. Script is a ratio of medians; Perf and",
    "TBT are the median of each round's ratio (the site's run over the starter's run of that round,",
    "so that a slow spell of the machine weighs on both) with the sign test's interval for it, at",
    "the coverage given (bench/stats.mjs). *Script KB* is Lighthouse's transfer until idle;",
    "*Script KB, gzip* the bodies, the idle chunks included.",
    "",
  );
  for (const preset of presets) {
    lines.push(`### ${preset}`, "", starterTable(summary[preset], pages), "");
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
    targetRows(summary, pages, analytics, context.benchmarkIndex),
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

run()
  .then(report)
  .catch((error) => {
    console.error(error);
    // Exit now: a browser or server still open must not keep a failed run waiting.
    process.exit(1);
  });
