// @ts-check
// The site as it is deployed: built with a Mixpanel token (a dummy one) and its API host answered on
// this machine over HTTPS, with a throwaway certificate the bench's Chromium accepts. Nothing
// leaves the machine: the build's API host is the local answerer's, and Lighthouse blocks
// Mixpanel's own hosts besides.
import { execFileSync, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const PUBLIC = path.join(ROOT, "public");

/** Any token will do: every request to the API host is answered here. */
export const BENCH_TOKEN = "bench-token";
/** A loopback address of its own, so the answerer takes no port besides the bench's. */
export const ANALYTICS_ADDRESS = "127.0.0.2";

/**
 * The two visitors the bench measures, by time zone (src/analytics/consent/time-zones.ts): one the
 * site counts from the start, and one in the consent region, before answering the bar.
 */
export const VISITORS = {
  counted: { timeZone: "America/New_York", label: "counted (America/New_York)" },
  consent: {
    timeZone: "Europe/Paris",
    label: "in the consent region, not answered (Europe/Paris)",
  },
};
/** @typedef {keyof typeof VISITORS} Visitor */

/** @param {number} port */
export const analyticsOrigin = (port) => `https://${ANALYTICS_ADDRESS}:${port}`;

/**
 * The environment of a deployed build: analytics on with the dummy token, its host the answerer.
 * @param {number} port the answerer's port
 * @param {Record<string, string>} [extra] more variables, e.g. LEAN_RUNTIME
 * @returns {NodeJS.ProcessEnv}
 */
export const deployedBuildEnv = (port, extra = {}) => ({
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_MIXPANEL_TOKEN: BENCH_TOKEN,
  GATSBY_ANALYTICS_ENABLED: "true",
  GATSBY_MIXPANEL_API_HOST: analyticsOrigin(port),
  ...extra,
});

/**
 * `npm run clean && npm run build` in this environment, from clean: an incremental Gatsby build can
 * leave old inline CSS in pages it did not rebuild. Returns the build's wall time in seconds.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} label what is built, for the log
 */
export const buildSite = (env, label) => {
  console.log(`Building ${label} from clean (npm run build)...`);
  const clean = spawnSync("npm", ["run", "clean"], { cwd: ROOT, stdio: "inherit", env });
  if (clean.status !== 0) throw new Error(`npm run clean failed (${label}).`);
  const started = process.hrtime.bigint();
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env });
  if (build.status !== 0) throw new Error(`npm run build failed (${label}).`);
  return Number(process.hrtime.bigint() - started) / 1e9;
};

/**
 * Keeps a copy of public/ for measuring beside other builds.
 * @param {string} target replaced if present
 */
export const keepBuild = async (target) => {
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(PUBLIC, target, { recursive: true });
  return target;
};

/**
 * A key and a self-signed certificate for the answerer's address, made with openssl and valid for
 * two days; kept in `dir` (under bench/results, which is not committed).
 * @param {string} dir
 */
export const throwawayCertificate = async (dir) => {
  await mkdir(dir, { recursive: true });
  const key = path.join(dir, "answerer-key.pem");
  const cert = path.join(dir, "answerer-cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-days", "2", "-subj", `/CN=${ANALYTICS_ADDRESS}`],
      ...["-addext", `subjectAltName=IP:${ANALYTICS_ADDRESS}`, "-keyout", key, "-out", cert],
    ],
    { stdio: "pipe" },
  );
  return { key: await readFile(key), cert: await readFile(cert) };
};

/**
 * Answers the analytics API as the end-to-end tests do (e2e/fixtures.ts): `1` for every request,
 * with the CORS headers the library's credentialed requests need. Counts what it was sent.
 * @param {number} port
 * @param {string} certDir
 */
export const answerAnalytics = async (port, certDir) => {
  const { key, cert } = await throwawayCertificate(certDir);
  /** @type {Record<string, number>} */
  const received = {};
  const server = createServer({ key, cert }, (request, response) => {
    const { pathname } = new URL(request.url ?? "/", analyticsOrigin(port));
    if (request.method !== "OPTIONS") received[pathname] = (received[pathname] ?? 0) + 1;
    request.resume();
    response.writeHead(200, {
      "content-type": "application/json",
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-credentials": "true",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
    });
    response.end("1");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, ANALYTICS_ADDRESS, () => resolve(undefined));
  });
  return { server, received };
};
