// @ts-check
// A throwaway copy of the project that shares its installed packages, for tests and benchmarks
// that must build a changed project without touching this one.
const fs = require("node:fs/promises");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..");

/** Top-level folders that are generated, installed or private to a checkout. */
const NOT_COPIED = new Set([
  "node_modules",
  ".cache",
  "public",
  "build-info",
  ".git",
  "test-results",
  "playwright-report",
  "coverage",
]);

/** The benchmark's kept builds and reports: large, and no source. */
const BENCH_RESULTS = "bench/results";

/**
 * Copies the project's sources into dest and links dest/node_modules to ours.
 * @param {string} dest
 */
const copyProject = async (dest) => {
  await fs.cp(ROOT, dest, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source).split(path.sep);
      return !NOT_COPIED.has(relative[0] ?? "") && relative.slice(0, 2).join("/") !== BENCH_RESULTS;
    },
  });
  await fs.symlink(path.join(ROOT, "node_modules"), path.join(dest, "node_modules"), "dir");
  return dest;
};

module.exports = { copyProject };
