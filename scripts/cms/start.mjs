// `npm run cms`: the recipe editor on this machine, in one command.
// Builds the site (its post-build steps copy the CMS into public/admin), serves it, starts decap-server
// on this working copy, and rebuilds whenever data/ changes, so saving in the CMS shows the
// new cards (or the build's validation errors) a few seconds later.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const {
  LOOPBACK,
  DEFAULT_BACKEND_PORT,
  decapServerEnv,
  withLocalBackend,
} = require("./local-server.cjs");
const { BUILD_STATUS_FILE, buildStatus } = require("./build-status.cjs");
const { createGuard } = require("./local-guard.cjs");
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SITE_PORT = Number(process.env.CMS_SITE_PORT ?? 9000);
const BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT ?? DEFAULT_BACKEND_PORT);
const REBUILD_DELAY_MS = 1000;
const HOST = LOOPBACK;
/** decap-server itself, reached only through the guard on BACKEND_PORT (scripts/cms/local-guard.cjs). */
const DECAP_PORT = Number(process.env.CMS_DECAP_PORT ?? BACKEND_PORT + 1);
const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = new Set();

const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit", ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
};

/** Points the built config at decap-server's loopback address (`localhost` may mean ::1). */
const aimLocalBackend = async () => {
  const file = path.join(ROOT, "public", "admin", "config.yml");
  await writeFile(file, withLocalBackend(await readFile(file, "utf8"), BACKEND_PORT));
};

/** The build's state for the editor's banner, beside the editor in the served build. */
const writeBuildStatus = (state, output) =>
  writeFile(
    path.join(ROOT, "public", BUILD_STATUS_FILE),
    `${JSON.stringify(buildStatus(state, output))}\n`,
  ).catch(() => undefined);

/** Runs the build, showing its output here and keeping it for the editor if it fails. */
const buildShowingOutput = () =>
  new Promise((resolve) => {
    let output = "";
    const child = run("npm", ["run", "build", "--silent"], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("exit", (code) => resolve({ ok: code === 0, output }));
  });

const build = async () => {
  await writeBuildStatus("building");
  const { ok, output } = await buildShowingOutput();
  if (ok) await aimLocalBackend();
  await writeBuildStatus(ok ? "live" : "failed", output);
  return ok;
};

const stopAll = () => {
  children.forEach((child) => child.kill());
  process.exit(0);
};

const rebuildOnChange = () => {
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
  if (!(await build())) {
    console.error("CMS: fix the problems above, then run `npm run cms` again.");
    process.exit(1);
  }
  run(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: decapServerEnv(env, { port: DECAP_PORT, repoDirectory: ROOT, origin: SITE_ORIGIN }),
  });
  createGuard({
    host: `${HOST}:${BACKEND_PORT}`,
    origin: SITE_ORIGIN,
    target: { host: HOST, port: DECAP_PORT },
    root: ROOT,
  }).listen(BACKEND_PORT, HOST);
  run(process.execPath, [
    require.resolve("gatsby/cli.js"),
    "serve",
    "--host",
    HOST,
    "--port",
    String(SITE_PORT),
  ]);
  rebuildOnChange();
  console.log(
    `\nCMS: recipe editor at http://${HOST}:${SITE_PORT}/admin/ (saves go straight to data/).` +
      `\nCMS: site at http://${HOST}:${SITE_PORT}/ — rebuilt after each save. Ctrl+C stops both.\n`,
  );
};

main();
