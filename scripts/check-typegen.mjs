#!/usr/bin/env node
// @ts-check
/**
 * Runs a build and fails when the GraphQL types it writes differ from the committed
 * src/gatsby-types.d.ts, so the committed types, which the type check reads before any build,
 * cannot go stale.
 *
 * Usage:   node scripts/check-typegen.mjs <build command...>
 * Example: node scripts/check-typegen.mjs npm run build:e2e
 *
 * In a git checkout the file is compared with the committed (staged) version; without git, with
 * the file as it was before the build.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TYPES_FILE = "src/gatsby-types.d.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node scripts/check-typegen.mjs <build command...>");
  process.exit(2);
}

const hashTypes = () => {
  const file = path.join(ROOT, TYPES_FILE);
  return fs.existsSync(file)
    ? createHash("sha256").update(fs.readFileSync(file)).digest("hex")
    : "";
};

const isTrackedByGit = () => {
  try {
    execFileSync("git", ["ls-files", "--error-unmatch", TYPES_FILE], {
      cwd: ROOT,
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
};

/** git diff exits 1 when the file differs from the index, and above 1 when it fails. */
const differsFromGit = () => {
  const diff = spawnSync("git", ["diff", "--exit-code", "--stat", "--", TYPES_FILE], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (diff.status === 0 || diff.status === 1) return diff.status === 1;
  throw new Error(`git diff could not compare ${TYPES_FILE}`);
};

const before = hashTypes();
const build = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const stale = isTrackedByGit() ? differsFromGit() : hashTypes() !== before;
if (stale) {
  console.error(`
${TYPES_FILE} is out of date: the build wrote GraphQL types that differ from the committed ones.
Run a build (npm run build), check the new types, and commit ${TYPES_FILE} with the change
that caused them.
`);
  process.exit(1);
}
console.log(`${TYPES_FILE} matches what the build wrote.`);
