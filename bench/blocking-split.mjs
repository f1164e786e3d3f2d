// @ts-check
// Where a page's Total Blocking Time goes, as Lighthouse's own simulation counts it.
//
//   node bench/blocking-split.mjs <runs> <route,route...> <folder> [<folder>...]
//
// Each folder is a built site (public/), served on its own port; a folder whose path names
// "starter" is measured on `/` whatever the routes. Lighthouse mobile (simulated), interleaved,
// the counted visitor. For every run, each simulated task's blocking part (clipped to the window
// from FCP to TTI that Lighthouse uses) is given to the kind of work that took most of that task
// in the trace: rendering (parse, style, layout, paint), script evaluation (compile and the
// module's first run), or scheduled work (React's renders and commits, timers, XHR callbacks,
// events). Lighthouse blends an optimistic and a pessimistic pass; the split is of the
// pessimistic one, whose sum is that pass's TBT, so the columns add up to it and not to the
// reported TBT exactly. BENCH_TASKS=1 also prints, for every run, each task that blocks: its start
// and length in the simulation, what it blocks, its kind, the trace events that took most of it
// and the files it ran.
import { TotalBlockingTime } from "@paulirish/trace_engine/models/trace/lantern/metrics/TotalBlockingTime.js";
import { answerAnalytics } from "./deployed.mjs";
import { launchChromium, runLighthouse } from "./lighthouse-run.mjs";
import { gzipBodyBytes, serveFolder } from "./static-server.mjs";
import { median } from "./stats.mjs";

const KINDS = /** @type {const} */ ({
  render: [
    "ParseHTML",
    "ParseAuthorStyleSheet",
    "UpdateLayoutTree",
    "Layout",
    "PrePaint",
    "Paint",
    "Layerize",
    "Commit",
    "Decode Image",
  ],
  evaluation: ["EvaluateScript", "v8.compile", "v8.compileModule"],
  scheduled: [
    "FunctionCall",
    "TimerFire",
    "XHRReadyStateChange",
    "EventDispatch",
    "FireAnimationFrame",
  ],
});
/** @typedef {keyof typeof KINDS | "other"} Kind */

/**
 * A task's traced time by event name, in microseconds.
 * @param {{ name: string, dur?: number }[]} childEvents
 */
const timeByEvent = (childEvents) => {
  /** @type {Record<string, number>} */
  const spent = {};
  for (const event of childEvents) spent[event.name] = (spent[event.name] ?? 0) + (event.dur ?? 0);
  return spent;
};

/**
 * The kind of work that took most of a task, by its traced children.
 * @param {{ name: string, dur?: number }[]} childEvents
 * @returns {Kind}
 */
const kindOfTask = (childEvents) => {
  const spent = timeByEvent(childEvents);
  let best = /** @type {Kind} */ ("other");
  let most = 0;
  for (const [kind, names] of Object.entries(KINDS)) {
    const total = names.reduce((sum, name) => sum + (spent[name] ?? 0), 0);
    if (total > most) [best, most] = [/** @type {Kind} */ (kind), total];
  }
  return best;
};

/** @typedef {Record<Kind, number> & { pass: number }} Split */
/** @type {Split | null} */
let lastSplit = null;
/** With BENCH_TASKS=1, each blocking task of the last pessimistic pass, described in one line. */
const LIST_TASKS = process.env.BENCH_TASKS === "1";
/** @type {string[]} */
let lastTasks = [];

/**
 * One blocking task: where it starts and how long it lasts in the simulation, what it blocks, its
 * kind, the three trace events that took most of it (ms at full speed), and the files it ran.
 * @param {{ startTime: number, duration: number }} timing
 * @param {number} blocks
 * @param {Kind} kind
 * @param {{ name: string, dur?: number, args?: { data?: { url?: string } } }[]} childEvents
 */
const describeTask = (timing, blocks, kind, childEvents) => {
  const most = Object.entries(timeByEvent(childEvents))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`)
    .join(", ");
  const files = [
    ...new Set(
      childEvents.flatMap((event) => {
        const url = event.args?.data?.url;
        if (!url) return [];
        return [url.split("/").pop() || "the page"];
      }),
    ),
  ].slice(0, 3);
  return `  at ${Math.round(timing.startTime)} ms, ${Math.round(timing.duration)} ms long, blocks ${Math.round(blocks)} ms: ${kind} (${most})${files.length ? ` in ${files.join(", ")}` : ""}`;
};

// The one place this reads Lighthouse's internals: its TBT estimate from the simulation.
const estimate = TotalBlockingTime.getEstimateFromSimulation;
if (typeof estimate !== "function") {
  throw new Error(
    "bench/blocking-split.mjs: Lighthouse's TotalBlockingTime.getEstimateFromSimulation is gone; " +
      "this script reads it to split TBT and needs updating for this Lighthouse.",
  );
}
/** @type {any} */ (TotalBlockingTime).getEstimateFromSimulation = function (
  /** @type {any} */ simulation,
  /** @type {any} */ extras,
) {
  const result = estimate.call(this, simulation, extras);
  if (extras.optimistic) return result;
  const start = extras.fcpResult.optimisticEstimate.timeInMs;
  const end = extras.interactiveResult.pessimisticEstimate.timeInMs;
  /** @type {Record<Kind, number>} */
  const split = { render: 0, evaluation: 0, scheduled: 0, other: 0 };
  /** @type {string[]} */
  const tasks = [];
  for (const [node, timing] of simulation.nodeTimings.entries()) {
    if (node.type !== "cpu") continue;
    const clipped = Math.min(timing.endTime, end) - Math.max(timing.startTime, start);
    if (timing.duration < 50 || clipped < 50) continue;
    const kind = kindOfTask(node.childEvents);
    split[kind] += clipped - 50;
    if (LIST_TASKS) tasks.push(describeTask(timing, clipped - 50, kind, node.childEvents));
  }
  // The split must add up to Lighthouse's own figure for the pass, or it is not its split.
  const sum = split.render + split.evaluation + split.scheduled + split.other;
  if (Math.abs(sum - result.timeInMs) > 1) {
    throw new Error(
      `bench/blocking-split.mjs: the split adds up to ${sum} ms, Lighthouse's pass to ` +
        `${result.timeInMs} ms; its TBT rule has changed.`,
    );
  }
  lastSplit = { ...split, pass: sum };
  lastTasks = tasks;
  return result;
};

const [runsArg = "5", routesArg = "/", ...folders] = process.argv.slice(2);
if (folders.length === 0) {
  console.error(
    "usage: node bench/blocking-split.mjs <runs> <route,route...> <folder> [<folder>...]",
  );
  process.exit(2);
}
const runs = Number(runsArg);
const routes = routesArg.split(",");
const port = Number(process.env.BENCH_PORT ?? 9640);
const answerer = await answerAnalytics(
  Number(process.env.BENCH_ANSWER_PORT ?? 9610),
  "bench/results",
);
const servers = await Promise.all(
  folders.map((folder, index) => serveFolder(folder, port + 1 + index)),
);
const chrome = await launchChromium();

/** @type {{ folder: string, route: string, port: number }[]} */
const targets = [];
folders.forEach((folder, index) => {
  const own = folder.includes("starter") ? ["/"] : routes;
  for (const route of own) targets.push({ folder, route, port: port + 1 + index });
});
/** @type {Map<string, (Split & { tbt: number })[]>} */
const rows = new Map();

try {
  for (let run = -1; run < runs; run++) {
    for (const { folder, route, port: at } of targets) {
      lastSplit = null;
      const { metrics } = await runLighthouse({
        url: `http://127.0.0.1:${at}${route}`,
        port: chrome.port,
        preset: "mobile",
        categories: ["performance"],
        analyticsFiles: [],
        idleFiles: [],
        bodyBytes: (url) => gzipBodyBytes(folder, new URL(url).pathname),
      });
      const split = /** @type {Split | null} */ (lastSplit);
      if (!split) throw new Error(`No simulated TBT for ${folder} ${route}.`);
      const { tbt } = metrics;
      console.error(`run ${run} ${folder} ${route}: TBT ${Math.round(tbt)} ms`);
      if (LIST_TASKS) console.error(lastTasks.join("\n"));
      if (run < 0) continue;
      const key = `${folder} ${route}`;
      rows.set(key, [...(rows.get(key) ?? []), { ...split, tbt }]);
    }
  }
} finally {
  await chrome.kill();
  servers.forEach((server) => server.close());
  answerer.server.close();
}

const ms = (/** @type {number} */ value) => `${Math.round(value)}`;
console.log(`\nMedians of ${runs} interleaved runs, ms (Lighthouse mobile, simulated):\n`);
console.log(
  "| Build, route | TBT | Pessimistic pass | Rendering | Script evaluation | Scheduled work | Other |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [key, list] of rows) {
  const col = (/** @type {keyof (typeof list)[number]} */ name) =>
    ms(median(list.map((row) => row[name])));
  console.log(
    `| ${key} | ${col("tbt")} | ${col("pass")} | ${col("render")} | ${col("evaluation")} | ${col("scheduled")} | ${col("other")} |`,
  );
}
process.exit(0);
