// @ts-check
// Markdown tables and target checks from the summarized runs.
import { judgeRatio } from "./stats.mjs";

export const TARGETS = {
  /** Accessibility, best practices and SEO, on every host. */
  score: 100,
  /** Performance is held to 100 on a host at least this fast (Lighthouse's benchmarkIndex). */
  perfHostIndex: 2500,
  lcpRatio: 1.15,
  appliedLcpRatio: 1.05,
  /** Blocking time against the starter's `/` in the same run, and the stretch. */
  tbtToStarter: 1,
  tbtToStarterStretch: 0.5,
  cls: 0.005,
  /**
   * JavaScript a route without the picker or the cook tools fetches until idle, in KB of
   * Lighthouse's transfer (each response's headers included: about 0.3 KB a script from the
   * bench's server).
   */
  scriptKb: 74,
  /**
   * What the token may add, in KB of Lighthouse's transfer until idle, on the routes that fetch the
   * picker or the cook tools at idle, over the same route built without a token.
   */
  noTokenMarginKb: 2,
};

/**
 * @typedef {import("./stats.mjs").Summary} Stat
 * @typedef {Record<string, any>} PageSummary a page's figures, each a Stat (lcp, tbt, performance...)
 * @typedef {Record<string, any>} PresetSummary one preset's PageSummary by variant, then page
 * @typedef {Record<string, any>} Summary a PresetSummary by preset
 */

const KB = 1024;
/** @type {Record<string, string>} */
const CATEGORY_LABELS = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

/** @type {Record<string, (value: number) => string>} */
const formatters = {
  score: (v) => String(Math.round(v)),
  ms: (v) => Math.round(v).toLocaleString("en-US"),
  cls: (v) => v.toFixed(3),
  kb: (v) => (v / KB).toFixed(1),
};
const format =
  /** @type {{ [name in "score" | "ms" | "cls" | "kb"]: (value: number) => string }} */ (
    formatters
  );

/**
 * "median (min–max)", or just the median when every run agreed.
 * @param {Stat | undefined} stat
 * @param {(value: number) => string} format
 */
export const cell = (stat, format) => {
  if (!stat || Number.isNaN(stat.median)) return "–";
  const median = format(stat.median);
  const low = format(stat.min);
  const high = format(stat.max);
  return low === high ? median : `${median} (${low}–${high})`;
};

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

/**
 * @param {Record<string, PageSummary>} byPage summaries of one preset's site runs, keyed by page
 * @param {string[]} categories
 */
export const siteTable = (byPage, categories) =>
  table(
    [
      "Page",
      ...categories.map((id) => CATEGORY_LABELS[id] ?? id),
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "Total KB",
      "Script KB",
      "Script KB, gzip",
      "Idle KB, gzip",
    ],
    Object.entries(byPage).map(([page, s]) => [
      `\`${page}\``,
      ...categories.map((id) => cell(s[id], format.score)),
      cell(s.fcp, format.ms),
      cell(s.lcp, format.ms),
      cell(s.tbt, format.ms),
      cell(s.cls, format.cls),
      cell(s.totalBytes, format.kb),
      cell(s.scriptBytes, format.kb),
      cell(s.scriptBodyBytes, format.kb),
      cell(s.idleScriptBodyBytes, format.kb),
    ]),
  );

/**
 * @param {PageSummary} site
 * @param {PageSummary} limit
 */
export const lcpRatio = (site, limit) => /** @type {number} */ site.lcp.median / limit.lcp.median;

/**
 * @param {Summary} summary
 * @param {string[]} presets
 * @param {string[]} pages
 */
export const limitTable = (summary, presets, pages) =>
  table(
    ["Page", "Preset", "LCP ms", "LCP ms, zero-JS limit", "Ratio", "Total KB", "Total KB, limit"],
    presets.flatMap((preset) =>
      measured(summary[preset], pages).map((page) => {
        const site = summary[preset].site[page];
        const limit = summary[preset].limit[page];
        return [
          `\`${page}\``,
          preset,
          cell(site.lcp, format.ms),
          cell(limit.lcp, format.ms),
          `${lcpRatio(site, limit).toFixed(2)}×`,
          cell(site.totalBytes, format.kb),
          cell(limit.totalBytes, format.kb),
        ];
      }),
    ),
  );

/**
 * The pages a preset measured: a page that sends phones elsewhere is measured on desktop only.
 * @param {PresetSummary} presetSummary
 * @param {string[]} pages
 */
export const measured = (presetSummary, pages) =>
  pages.filter((page) => presetSummary.site[page] && presetSummary.limit[page]);

/** @param {string[]} misses */
const verdict = (misses) => (misses.length === 0 ? "met" : `**not met**: ${misses.join("; ")}`);

/**
 * A paired ratio as the report gives it: its median and its interval, e.g. `1.06× (0.71–1.52×, 94 %)`.
 * @param {import("./stats.mjs").PairedRatio} paired
 */
export const pairedRatioText = ({ median: middle, interval, runs, rounds }) => {
  if (runs === 0) return `no ratio (the starter's was 0 in all ${rounds.length} rounds)`;
  const zeros = rounds.length - runs;
  const besides = zeros > 0 ? `; ${zeros} of ${rounds.length} rounds had the starter's at 0` : "";
  return interval
    ? `${middle.toFixed(2)}× (${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×, ${Math.round(interval.coverage * 100)} %${besides})`
    : `${middle.toFixed(2)}× (too few runs for an interval${besides})`;
};

/**
 * Each page's figure against the starter's `/`, judged on the ratios of the rounds (see
 * `judgeRatio`): a page whose interval holds the bound is named as unsettled, not as met.
 * @param {Record<string, PageSummary>} site the site's page summaries of one preset
 * @param {string[]} pages
 * @param {number} bound
 * @param {{ key?: "tbtToStarter" | "perfToStarter", atLeast?: boolean }} [options]
 */
export const ratioVerdict = (
  site,
  pages,
  bound,
  { key = "tbtToStarter", atLeast = false } = {},
) => {
  /** @type {{ met: string[], unsettled: string[], "not met": string[] }} */
  const by = { met: [], unsettled: [], "not met": [] };
  for (const page of pages) {
    const paired = site[page]?.[key];
    if (paired) {
      by[judgeRatio(paired, bound, { atLeast })].push(`\`${page}\` ${pairedRatioText(paired)}`);
    }
  }
  const parts = [];
  if (by["not met"].length > 0) parts.push(`**not met**: ${by["not met"].join("; ")}`);
  if (by.unsettled.length > 0) parts.push(`**unsettled** at ${bound}×: ${by.unsettled.join("; ")}`);
  if (by.met.length > 0) parts.push(`met: ${by.met.join("; ")}`);
  return parts.join(". ");
};

/**
 * Whether a page fetches code at idle by design (the fridge picker's panel, the cook tools).
 * @param {PageSummary} page
 */
const fetchesAtIdle = (page) => page.idleScriptBodyBytes.median > 0;

/**
 * The routes that fetch the picker or the cook tools at idle, as deployed, against the same routes
 * built without a token: the token may add at most TARGETS.noTokenMarginKb.
 * @param {PresetSummary} mobile the mobile preset's summaries
 * @param {string[]} pages the pages measured
 * @returns {[string, string]}
 */
export const noTokenRow = (mobile, pages) => {
  const idlePages = pages.filter((page) => fetchesAtIdle(mobile.site[page]));
  const noToken = mobile["no-token"] ?? {};
  const unmeasured = idlePages.filter((page) => !noToken[page]);
  /** @param {string} page */
  const over = (page) => mobile.site[page].scriptBytes.median - noToken[page].scriptBytes.median;
  /** @param {string} page */
  const withAndWithout = (page) =>
    `\`${page}\` ${format.kb(mobile.site[page].scriptBytes.median)} KB against ` +
    `${format.kb(noToken[page].scriptBytes.median)} KB (+${format.kb(over(page))})`;
  return [
    `Mobile script on the routes that fetch the picker or the cook tools at idle ≤ the build without a token + ${TARGETS.noTokenMarginKb} KB (Lighthouse's transfer until idle)`,
    idlePages.length === 0
      ? "not judged: no page measured fetches code at idle"
      : unmeasured.length > 0
        ? `not judged: the build without a token was not measured on ${unmeasured.map((page) => `\`${page}\``).join(", ")} (\`BENCH_NO_TOKEN\`)`
        : `${idlePages.every((page) => over(page) <= TARGETS.noTokenMarginKb * KB) ? "met" : "**not met**"}: ${idlePages.map(withAndWithout).join("; ")}`,
  ];
};

/**
 * @param {Summary} summary
 * @param {string[]} allPages
 * @param {{ analyticsEnabled: boolean }} build
 * @param {number} benchmarkIndex the median of the run's
 */
export const targetRows = (summary, allPages, build, benchmarkIndex) => {
  const mobile = summary.mobile;
  if (!mobile) return "The targets are judged on mobile, which this run did not measure.";
  const pages = measured(mobile, allPages);
  const starter = mobile.starter?.["/"];
  const rows = [];
  /** @param {string[]} categories */
  const scoreMisses = (categories) =>
    pages.flatMap((page) =>
      categories
        .filter((id) => mobile.site[page][id]?.median < TARGETS.score)
        .map(
          (id) => `\`${page}\` ${CATEGORY_LABELS[id]} ${Math.round(mobile.site[page][id].median)}`,
        ),
    );
  rows.push([
    "Mobile A11y, BP, SEO all 100 (median)",
    verdict(scoreMisses(["accessibility", "best-practices", "seo"])),
  ]);
  const fastHost = benchmarkIndex >= TARGETS.perfHostIndex;
  rows.push([
    `Mobile Perf 100 (median) on a host of benchmarkIndex ${TARGETS.perfHostIndex.toLocaleString("en-US")} or more`,
    fastHost
      ? verdict(scoreMisses(["performance"]))
      : `not judged: this host's was ${Math.round(benchmarkIndex).toLocaleString("en-US")}`,
  ]);
  if (starter) {
    const starterPerf = starter.performance.median;
    rows.push([
      `Mobile Perf ≥ the starter's \`/\` in the same run (${Math.round(starterPerf)}, median), judged on each round's ratio`,
      ratioVerdict(mobile.site, pages, 1, { key: "perfToStarter", atLeast: true }),
    ]);
    const starterTbt = starter.tbt.median;
    rows.push([
      `Mobile TBT ≤ the starter's \`/\` in the same run (${format.ms(starterTbt)} ms, median), judged on each round's ratio`,
      ratioVerdict(mobile.site, pages, TARGETS.tbtToStarter),
    ]);
    rows.push([
      `Stretch: mobile TBT ≤ ${TARGETS.tbtToStarterStretch}× the starter's \`/\`, judged likewise`,
      ratioVerdict(mobile.site, pages, TARGETS.tbtToStarterStretch),
    ]);
  } else {
    rows.push([
      "Mobile Perf and TBT against the starter's `/`",
      "not judged: the starter was not measured in this run",
    ]);
  }
  const ratioMisses = pages
    .map((page) => /** @type {const} */ ([page, lcpRatio(mobile.site[page], mobile.limit[page])]))
    .filter(([, ratio]) => ratio > TARGETS.lcpRatio)
    .map(([page, ratio]) => `\`${page}\` ${ratio.toFixed(2)}×`);
  rows.push([`Mobile LCP ≤ ${TARGETS.lcpRatio}× the zero-JS limit`, verdict(ratioMisses)]);
  const applied = summary["mobile-applied"];
  if (applied) {
    const appliedMisses = measured(applied, allPages)
      .map(
        (page) => /** @type {const} */ ([page, lcpRatio(applied.site[page], applied.limit[page])]),
      )
      .filter(([, ratio]) => ratio > TARGETS.appliedLcpRatio)
      .map(([page, ratio]) => `\`${page}\` ${ratio.toFixed(2)}×`);
    rows.push([
      `Mobile LCP under applied throttling ≤ ${TARGETS.appliedLcpRatio}× the zero-JS limit measured the same way`,
      verdict(appliedMisses),
    ]);
  }
  rows.push([
    `Mobile script ≤ ${TARGETS.scriptKb} KB, Lighthouse's transfer until idle (median), routes without the picker or the cook tools`,
    verdict(
      pages
        // The routes that fetch the picker's panel or the cook tools at idle are judged apart.
        .filter((page) => !fetchesAtIdle(mobile.site[page]))
        .filter((page) => mobile.site[page].scriptBytes.median > TARGETS.scriptKb * KB)
        .map((page) => `\`${page}\` ${format.kb(mobile.site[page].scriptBytes.median)} KB`),
    ),
  ]);
  rows.push(noTokenRow(mobile, pages));
  const clsMisses = Object.keys(summary).flatMap((preset) =>
    measured(summary[preset], allPages)
      .filter((page) => summary[preset].site[page].cls.max > TARGETS.cls)
      .map((page) => `\`${page}\` ${preset} max ${summary[preset].site[page].cls.max.toFixed(3)}`),
  );
  rows.push([`CLS ≤ ${TARGETS.cls} (every run)`, verdict(clsMisses)]);
  if (!build.analyticsEnabled) {
    rows.push([
      "No analytics request before the page is idle",
      "not exercised here: analytics is off in this build (see e2e/budgets.spec.ts, which checks it with analytics on)",
    ]);
  } else {
    const early = Object.keys(summary).flatMap((preset) =>
      measured(summary[preset], allPages)
        .filter((page) => {
          const s = summary[preset].site[page];
          return s.analyticsFirstStart.min < s.observedLoad.max;
        })
        .map((page) => `\`${page}\` ${preset}`),
    );
    rows.push(["No analytics request before the load event (so none before idle)", verdict(early)]);
    // Lighthouse never taps, types or scrolls: for the counted visitor, any request for the
    // analytics chunks or the library's host is one made before input.
    const fetched = Object.keys(summary).flatMap((preset) =>
      measured(summary[preset], allPages)
        .filter((page) => summary[preset].site[page].analyticsRequests.max > 0)
        .map((page) => `\`${page}\` ${preset}`),
    );
    rows.push([
      "The analytics library neither fetched nor run before input (counted visitor, every run)",
      verdict(fetched),
    ]);
  }
  return table(["Target", "Result"], rows);
};

/**
 * Audits that cost points, with how many runs they failed in.
 * @param {Record<string, Record<string, number>>} failures
 */
export const failingAuditList = (failures) => {
  const lines = Object.entries(failures)
    .filter(([, audits]) => Object.keys(audits).length > 0)
    .map(
      ([key, audits]) =>
        `- ${key}: ${Object.entries(audits)
          .sort((a, b) => b[1] - a[1])
          .map(([id, count]) => `${id} (${count})`)
          .join(", ")}`,
    );
  return lines.length > 0 ? lines.join("\n") : "- none";
};

const VARIANT_LABELS = {
  site: "as deployed, counted visitor",
  "site-consent": "as deployed, consent region, not answered",
  "lean-off": "`LEAN_RUNTIME=off`, counted visitor",
};

/** @param {number} value @param {number} base */
const ratio = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base > 0
    ? `${(value / base).toFixed(2)}×`
    : "–";

/**
 * Each page of each build and visitor beside gatsby-starter-default's `/`, measured in the same run:
 * Performance, blocking time and script, with each one's ratio to the starter's.
 * @param {PresetSummary} presetSummary one preset's summaries, keyed by variant and page
 * @param {string[]} pages
 */
export const starterTable = (presetSummary, pages) => {
  const starter = presetSummary.starter?.["/"];
  /** @param {string} key */
  const base = (key) => starter?.[key]?.median ?? Number.NaN;
  const rows = [];
  if (starter) {
    rows.push([
      "gatsby-starter-default `/`",
      "",
      cell(starter.performance, format.score),
      cell(starter.tbt, format.ms),
      cell(starter.scriptBytes, format.kb),
      cell(starter.scriptBodyBytes, format.kb),
      "1.00×",
      "1.00×",
      "1.00×",
    ]);
  }
  for (const page of pages) {
    for (const [variant, label] of Object.entries(VARIANT_LABELS)) {
      const s = presetSummary[variant]?.[page];
      if (!s) continue;
      rows.push([
        `\`${page}\``,
        label,
        cell(s.performance, format.score),
        cell(s.tbt, format.ms),
        cell(s.scriptBytes, format.kb),
        format.kb(s.scriptBodyBytes.median + s.idleScriptBodyBytes.median),
        starter && s.perfToStarter?.runs > 0
          ? pairedRatioText(s.perfToStarter)
          : ratio(s.performance.median, base("performance")),
        starter && s.tbtToStarter?.runs > 0
          ? pairedRatioText(s.tbtToStarter)
          : ratio(s.tbt.median, base("tbt")),
        ratio(s.scriptBytes.median, base("scriptBytes")),
      ]);
    }
  }
  return table(
    [
      "Page",
      "Build, visitor",
      "Perf",
      "TBT ms",
      "Script KB",
      "Script KB, gzip",
      "Perf ÷ starter `/`",
      "TBT ÷ starter `/`",
      "Script ÷ starter `/`",
    ],
    rows,
  );
};
