#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check, in an order that keeps two cores busy. Jest runs one worker on a
 * 2-core machine, and ESLint, tsc and most of a Gatsby build use one core each, so the unit
 * tests run beside the other lane (lint, type check, then the end-to-end build); the browser
 * tests of that build, which use every core, run after both; last, the smoke set on Gatsby's
 * stock runtime (a build and a few browser tests) runs beside the development server's smoke
 * test, which works in a copy of the project. Each line of a lane's output is prefixed with its
 * step; a failing step stops the other lane. Prints how long each step took.
 *
 * Usage: node scripts/run-tests.mjs (what `npm test` runs). Each step is an npm script of its
 * own, so any part can be run alone (docs/testing.md).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { copyProject } = createRequire(import.meta.url)("./project-copy.cjs");

/**
 * A step: one npm script. `copy` runs it in a throwaway copy of the project (sharing its installed
 * packages), named to the script by that environment variable, so that it can run beside steps
 * that use this project's `.cache/` and `public/`.
 * @typedef {{ name: string, script: string, copy?: string }} Step
 */
/** @typedef {{ step: string, seconds: number, code: number | null }} Timing */

/**
 * Phases run one after another; in each, lanes run side by side, each a list of steps run in
 * turn. Unit tests run beside lint, the type check and the end-to-end build; the browser tests of
 * that build, which use every core, run alone; then the smoke set on Gatsby's stock runtime
 * (which builds again) runs beside the development server's smoke test, in a copy.
 */
const PHASES = /** @type {Step[][][]} */ ([
  [
    [
      { name: "lint", script: "lint" },
      { name: "typecheck", script: "typecheck" },
      { name: "e2e build", script: "build:e2e:checked" },
    ],
    [{ name: "unit", script: "test:unit" }],
  ],
  [[{ name: "e2e", script: "test:e2e:built" }]],
  [
    [{ name: "lean-off", script: "test:lean-off" }],
    [{ name: "develop", script: "test:develop", copy: "DEVELOP_PROJECT" }],
  ],
]);

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** @type {Timing[]} */
const timings = [];
let stopping = false;

/**
 * Writes a stream's lines with a prefix, keeping a partial line until it ends.
 * @param {NodeJS.ReadableStream} stream
 * @param {NodeJS.WritableStream} out
 * @param {string} prefix
 */
const prefixLines = (stream, out, prefix) => {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (/** @type {string} */ chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on("end", () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
};

/**
 * Runs a step, in a copy of the project if it asks for one (removed afterwards); resolves with its
 * exit code.
 * @param {Step} step
 * @param {boolean} prefixed
 * @returns {Promise<number | null>}
 */
const runStep = async (step, prefixed) => {
  if (!step.copy) return runScript(step, prefixed, {});
  const copy = await copyProject(
    await mkdtemp(path.join(tmpdir(), `${step.script.replace(/\W/g, "-")}-`)),
  );
  try {
    return await runScript(step, prefixed, { [step.copy]: copy });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
};

/**
 * Runs one npm script in this project; resolves with its exit code.
 * @param {Step} step
 * @param {boolean} prefixed
 * @param {Record<string, string>} env
 * @returns {Promise<number | null>}
 */
const runScript = (step, prefixed, env) =>
  new Promise((resolve) => {
    const started = Date.now();
    console.log(
      `▶ ${step.name}: npm run ${step.script}${step.copy ? ` (in a copy: ${env[step.copy]})` : ""}`,
    );
    const child = spawn("npm", ["run", step.script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      // Its own process group, so a stop reaches the browsers and servers it started.
      detached: true,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    running.add(child);
    if (prefixed && child.stdout && child.stderr) {
      const prefix = `[${step.name}] `;
      prefixLines(child.stdout, process.stdout, prefix);
      prefixLines(child.stderr, process.stderr, prefix);
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      timings.push({ step: step.name, seconds, code: signal ? null : code });
      console.log(
        `${code === 0 ? "✔" : "✘"} ${step.name}: ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s`,
      );
      resolve(signal ? null : code);
    });
  });

/** Stops every step still running (a failing step's sibling lane). */
const stopAll = () => {
  stopping = true;
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
};

/**
 * @param {Step[]} lane
 * @param {boolean} prefixed
 */
const runLane = async (lane, prefixed) => {
  for (const step of lane) {
    if (stopping) return false;
    const code = await runStep(step, prefixed);
    if (code !== 0) {
      if (!stopping) stopAll();
      return false;
    }
  }
  return true;
};

const summary = (/** @type {number} */ started) => {
  const total = (Date.now() - started) / 1000;
  console.log("\nStep times (s):");
  for (const { step, seconds, code } of timings) {
    console.log(
      `  ${step.padEnd(10)} ${seconds.toFixed(0).padStart(5)}${code === 0 ? "" : "  failed"}`,
    );
  }
  console.log(`  ${"total".padEnd(10)} ${total.toFixed(0).padStart(5)}`);
};

const main = async () => {
  const started = Date.now();
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      stopAll();
      process.exitCode = 1;
    });
  }
  let passed = true;
  for (const lanes of PHASES) {
    // A phase of one lane has the terminal to itself.
    const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
    passed = results.every(Boolean);
    if (!passed) break;
  }
  summary(started);
  process.exitCode = passed ? 0 : 1;
};

await main();
