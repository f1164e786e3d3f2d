// @ts-check
// `npm run cms`: the recipe editor on this machine, in one command.
// Builds the site (its post-build steps build the editor into public/admin), serves it with the
// same redirects as the hosts, starts decap-server on this working copy, and rebuilds whenever
// data/ changes, so saving in the editor shows the new cards (or what the build refused) a few
// seconds later.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const {
  LOOPBACK,
  DEFAULT_BACKEND_PORT,
  decapServerEnv,
  localBackendUrl,
  withLocalBackend,
} = require("./local-server.cjs");
const { BUILD_STATUS_FILE, CONTENT_REPORT_FILE, buildStatus } = require("./build-status.cjs");
const { createGuard } = require("./local-guard.cjs");
const { createSiteServer } = require("./site-server.cjs");
const { buildInfoDir } = require("../built-site.cjs");
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SITE_PORT = Number(process.env.CMS_SITE_PORT ?? 9000);
const BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT ?? DEFAULT_BACKEND_PORT);
const REBUILD_DELAY_MS = 1000;
const HOST = LOOPBACK;
/** decap-server itself, reached only through the guard on BACKEND_PORT (scripts/cms/local-guard.cjs). */
const DECAP_PORT = Number(process.env.CMS_DECAP_PORT ?? BACKEND_PORT + 1);
const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
const PUBLIC_DIR = path.join(ROOT, "public");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

/** @typedef {import("./build-status.cjs").BuildState} BuildState */
/** @typedef {import("./build-status.cjs").ContentReport} ContentReport */

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 */
const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit", ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
};

/** Points the built config at decap-server's loopback address (`localhost` may mean ::1). */
const aimLocalBackend = async () => {
  const file = path.join(PUBLIC_DIR, "admin", "config.yml");
  await writeFile(file, withLocalBackend(await readFile(file, "utf8"), BACKEND_PORT));
};

/** What the build's content check found, problem by problem (build-steps/recipes/content-report.ts). */
const CONTENT_REPORT = path.join(buildInfoDir(PUBLIC_DIR), CONTENT_REPORT_FILE);

/** @returns {Promise<ContentReport | undefined>} */
const readReport = () =>
  readFile(CONTENT_REPORT, "utf8").then(
    (text) => JSON.parse(text),
    () => undefined,
  );

/**
 * The build's state for the editor's status, beside the editor in the served build.
 * @param {BuildState} state
 * @param {{ output?: string, report?: ContentReport }} [details]
 */
const writeBuildStatus = (state, details) =>
  writeFile(
    path.join(PUBLIC_DIR, BUILD_STATUS_FILE),
    `${JSON.stringify(buildStatus(state, details))}\n`,
  ).catch(() => undefined);

/**
 * A port nobody listens on, for `gatsby serve` behind the site's own door.
 * @returns {Promise<number>}
 */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * Runs the build, showing its output here and keeping it for the editor if it fails.
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
const buildShowingOutput = () =>
  new Promise((resolve) => {
    let output = "";
    const child = run("npm", ["run", "build", "--silent"], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("exit", (code) => resolve({ ok: code === 0, output }));
  });

const build = async () => {
  await writeBuildStatus("building");
  await rm(CONTENT_REPORT, { force: true });
  const { ok, output } = await buildShowingOutput();
  if (ok) await aimLocalBackend();
  await writeBuildStatus(ok ? "live" : "failed", { output, report: await readReport() });
  return ok;
};

/** Waits until the site answers, so the editor's address is the last thing printed, after gatsby serve's own lines. */
const siteAnswers = async () => {
  for (let tries = 0; tries < 300; tries += 1) {
    const ok = await fetch(`${SITE_ORIGIN}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const stopAll = () => {
  children.forEach((child) => child.kill());
  process.exit(0);
};

const rebuildOnChange = () => {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    console.log("\nCMS: data/ changed, rebuilding the site…");
    const ok = await build();
    console.log(
      ok
        ? `CMS: site rebuilt: http://${HOST}:${SITE_PORT}/`
        : "CMS: the build failed (see above); the site still shows the last good build.",
    );
    building = false;
    if (again) {
      again = false;
      await rebuild();
    }
  };
  watch(path.join(ROOT, "data"), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, REBUILD_DELAY_MS);
  });
};

const main = async () => {
  process.on("SIGINT", stopAll);
  process.on("SIGTERM", stopAll);
  // A site-wide file the build refuses can be fixed in the editor, if an earlier build left one.
  const editorBuilt = () =>
    readFile(path.join(PUBLIC_DIR, "admin", "config.yml"), "utf8").then(
      (text) => text.includes(localBackendUrl(BACKEND_PORT)),
      () => false,
    );
  if (!(await build()) && !(await editorBuilt())) {
    console.error("CMS: fix the problems above, then run `npm run cms` again.");
    process.exit(1);
  }
  run(process.execPath, [require.resolve("decap-server")], {
    env: decapServerEnv(env, { port: DECAP_PORT, repoDirectory: ROOT, origin: SITE_ORIGIN }),
  });
  createGuard({
    host: `${HOST}:${BACKEND_PORT}`,
    origin: SITE_ORIGIN,
    target: { host: HOST, port: DECAP_PORT },
    root: ROOT,
  }).listen(BACKEND_PORT, HOST);
  const gatsbyPort = await freePort();
  run(process.execPath, [
    require.resolve("gatsby/cli.js"),
    "serve",
    "--host",
    HOST,
    "--port",
    String(gatsbyPort),
  ]);
  createSiteServer({ publicDir: PUBLIC_DIR, target: { host: HOST, port: gatsbyPort } }).listen(
    SITE_PORT,
    HOST,
  );
  rebuildOnChange();
  await siteAnswers();
  console.log(
    `\nCMS: recipe editor at http://${HOST}:${SITE_PORT}/admin/ (saves go straight to data/).` +
      `\nCMS: site at http://${HOST}:${SITE_PORT}/ — rebuilt after each save. Ctrl+C stops both.\n`,
  );
};

main();
