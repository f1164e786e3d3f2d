// @ts-check
// Two or more builds the bench made, side by side: Lighthouse on each route, preset and visitor,
// the builds interleaved round by round, and a table of medians (Perf, FCP, LCP, TBT, the largest
// CLS). For a change measured against the build before it, both built as deployed
// (deployed.mjs: the dummy token, the API host answered on this machine at BENCH_ANSWER_PORT).
//
//   node bench/compare-builds.mjs <runs> <route,route...> <preset,preset...> <visitor,visitor...> <folder> <folder>...
//
// e.g. `node bench/compare-builds.mjs 5 /,/contact/ mobile,mobile-applied counted,consent
// bench/results/builds/site/public /tmp/after/public`. Presets as in lighthouse-run.mjs
// (mobile, mobile-applied, desktop); visitors as in deployed.mjs (counted, consent). Each run's
// line, with its largest paint's element, goes to stderr; the table to stdout.
import { VISITORS, answerAnalytics } from "./deployed.mjs";
import { launchChromium, runLighthouse } from "./lighthouse-run.mjs";
import { gzipBodyBytes, serveFolder } from "./static-server.mjs";
import { median } from "./stats.mjs";

const [runsArg, routesArg, presetsArg, visitorsArg, ...folders] = process.argv.slice(2);
if (!runsArg || !routesArg || !presetsArg || !visitorsArg || folders.length < 2) {
  console.error(
    "usage: node bench/compare-builds.mjs <runs> <routes> <presets> <visitors> <folder> <folder>...",
  );
  process.exit(2);
}
const runs = Number(runsArg);
const routes = routesArg.split(",");
const presets = /** @type {("mobile" | "mobile-applied" | "desktop")[]} */ (presetsArg.split(","));
const visitors = /** @type {(keyof typeof VISITORS)[]} */ (visitorsArg.split(","));
const port = Number(process.env.BENCH_PORT ?? 9650);

const answerer = await answerAnalytics(
  Number(process.env.BENCH_ANSWER_PORT ?? 9610),
  "bench/results",
);
const servers = await Promise.all(folders.map((folder, i) => serveFolder(folder, port + 1 + i)));
/** One browser per visitor: the time zone is the browser's. */
const browsers = Object.fromEntries(
  await Promise.all(
    visitors.map(async (visitor) => [
      visitor,
      await launchChromium({ timeZone: VISITORS[visitor].timeZone }),
    ]),
  ),
);

/** @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, cls: number }} Figures */
/** @type {Map<string, Figures[]>} */
const rows = new Map();
try {
  for (let run = -1; run < runs; run++) {
    for (const route of routes) {
      for (const preset of presets) {
        for (const visitor of visitors) {
          for (const [i, folder] of folders.entries()) {
            const { metrics, lhr } = await runLighthouse({
              url: `http://127.0.0.1:${port + 1 + i}${route}`,
              port: browsers[visitor].port,
              preset,
              categories: ["performance"],
              analyticsFiles: [],
              idleFiles: [],
              bodyBytes: (url) => gzipBodyBytes(folder, new URL(url).pathname),
            });
            const element =
              lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
                ?.snippet ?? "";
            console.error(
              `run ${run} ${preset} ${visitor} ${folder} ${route}: Perf ${metrics.performance}, ` +
                `FCP ${Math.round(metrics.fcp)}, LCP ${Math.round(metrics.lcp)}, ` +
                `TBT ${Math.round(metrics.tbt)}, CLS ${metrics.cls.toFixed(3)}, ` +
                `benchmarkIndex ${metrics.benchmarkIndex}, largest paint ${element.slice(0, 60)}`,
            );
            if (run < 0) continue;
            const key = `| \`${route}\` | ${preset} | ${visitor} | ${folder} |`;
            rows.set(key, [...(rows.get(key) ?? []), metrics]);
          }
        }
      }
    }
  }
} finally {
  await Promise.all(Object.values(browsers).map((browser) => browser.kill()));
  servers.forEach((server) => server.close());
  answerer.server.close();
}

console.log(`\nMedians of ${runs} interleaved rounds after a discarded warm-up.\n`);
console.log(
  "| Route | Preset | Visitor | Build | Perf | FCP ms | LCP ms | TBT ms | CLS, largest |",
);
console.log("| --- | --- | --- | --- | --: | --: | --: | --: | --: |");
for (const [key, list] of rows) {
  /** @param {keyof Figures} name */
  const middle = (name) => Math.round(median(list.map((figures) => figures[name])));
  const cls = Math.max(...list.map((figures) => figures.cls)).toFixed(3);
  console.log(
    `${key} ${middle("performance")} | ${middle("fcp")} | ${middle("lcp")} | ${middle("tbt")} | ${cls} |`,
  );
}
process.exit(0);
