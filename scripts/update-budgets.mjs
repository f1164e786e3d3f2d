// @ts-check
// `npm run budgets:update`: builds the site as the end-to-end tests do, measures the gzipped
// script each route fetches until idle (e2e/budgets.spec.ts), rewrites e2e/budgets.json with the
// measures and prints how each route changed. `--skip-build` measures the build in public/.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const BASELINE_FILE = path.join(ROOT, "e2e", "budgets.json");

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed.`);
};

if (!process.argv.includes("--skip-build")) run("npm", ["run", "build:e2e"]);

const dir = mkdtempSync(path.join(tmpdir(), "budgets-"));
const measuredFile = path.join(dir, "measured.jsonl");
writeFileSync(measuredFile, "");
try {
  run(
    "npx",
    ["playwright", "test", "e2e/budgets.spec.ts", "-g", "gzipped JavaScript", "--workers=1"],
    {
      BUDGETS_MEASURED: measuredFile,
    },
  );
  const measured = Object.fromEntries(
    readFileSync(measuredFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .sort((a, b) => a.route.localeCompare(b.route))
      .map(({ route, bytes }) => [route, bytes]),
  );
  if (Object.keys(measured).length === 0) throw new Error("No route was measured.");
  const before = JSON.parse(readFileSync(BASELINE_FILE, "utf8")).scriptGzipPerRoute ?? {};
  /** @param {number} bytes */
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
  const routes = [...new Set([...Object.keys(before), ...Object.keys(measured)])].sort();
  console.log("\nScript per route, gzip, before input (analytics included):");
  for (const route of routes) {
    const old = before[route];
    const now = measured[route];
    const change =
      old === undefined
        ? "new"
        : now === undefined
          ? "no longer measured"
          : `${now - old >= 0 ? "+" : ""}${now - old} bytes`;
    console.log(
      `  ${route}: ${old === undefined ? "–" : kb(old)} -> ${now === undefined ? "–" : kb(now)} (${change})`,
    );
  }
  // The rules kept beside the measures (the localized routes' allowance over their twins) stay.
  const kept = JSON.parse(readFileSync(BASELINE_FILE, "utf8"));
  writeFileSync(
    BASELINE_FILE,
    `${JSON.stringify({ ...kept, scriptGzipPerRoute: measured }, null, 2)}\n`,
  );
  run("npx", ["prettier", "--write", BASELINE_FILE]);
  console.log(
    `\nWrote ${path.relative(ROOT, BASELINE_FILE)}; commit it with the change that moved it.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
