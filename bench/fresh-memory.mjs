// @ts-check
// How long this machine takes to hand a process fresh memory. A browser maps new memory for every
// page it loads (the script heap, the DOM, layout), so where each new page of memory is slow to map
// (some virtual machines take over 10 µs per 4 KB page, against well under 1 µs on ordinary
// hardware), every main-thread task Lighthouse sees is longer, and the blocking time it reports
// comes out several times higher, however quiet the machine is.
import { execFileSync } from "node:child_process";
import { median } from "./stats.mjs";

const MIB = 1024 ** 2;
const PAGE = 4096;
/** Filled in a child process each time, so that every page of it is new to the process. */
const FILL_MIB = 256;
const TRIES = 3;
/** Above this, RESULTS.md and the console say the browser figures are not those of ordinary hardware. */
export const SLOW_MS_PER_GIB = 1000;

const fillOnce = () => {
  const script =
    `const started = process.hrtime.bigint();` +
    `Buffer.allocUnsafe(${FILL_MIB * MIB}).fill(1);` +
    `process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e6));`;
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
};

/**
 * @returns {{ msPerGiB: number, usPerPage: number, slow: boolean }} the median of a few fills of
 *   fresh memory, as milliseconds per GiB and microseconds per 4 KB page.
 */
export const freshMemoryCost = () => {
  const msPerGiB = median(Array.from({ length: TRIES }, () => (fillOnce() * 1024) / FILL_MIB));
  const usPerPage = (msPerGiB * 1000) / ((1024 * MIB) / PAGE);
  return { msPerGiB, usPerPage, slow: msPerGiB > SLOW_MS_PER_GIB };
};

/**
 * One line for RESULTS.md and the console.
 * @param {ReturnType<typeof freshMemoryCost>} cost
 */
export const describeFreshMemory = ({ msPerGiB, usPerPage, slow }) =>
  `fresh memory filled at ${Math.round(msPerGiB).toLocaleString("en-US")} ms per GiB ` +
  `(${usPerPage.toFixed(1)} µs per 4 KB page)` +
  (slow
    ? `: **slow to map**, so every browser timing here comes out several times higher than on ` +
      `ordinary hardware (well under ${SLOW_MS_PER_GIB.toLocaleString("en-US")} ms per GiB)`
    : "");
