import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findNginx } from "../scripts/nginx.cjs";
import { nginxHeadersDir } from "../build-steps/post-build";
import { freePort } from "./free-port";

export const REPO_ROOT = path.resolve(__dirname, "..");
export const SITE_TEMPLATE = path.join(REPO_ROOT, "deploy", "nginx", "site.conf.template");
export const BUILD_DIR = path.join(REPO_ROOT, "public");
/** Written by the build's post-build steps (build-steps/post-build.ts) beside public/. */
export const SITE_CONF_DIR = nginxHeadersDir(BUILD_DIR);
/** One of the three. */
const SECURITY_HEADERS_CONF = path.join(SITE_CONF_DIR, "page-headers.conf");

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;
const POLL_MS = 50;
const DEFAULT_CONF_DIR = "/etc/nginx";
const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

export type NginxServer = { origin: string; stop: () => Promise<void> };

type TemplateValues = Record<string, string>;

/** Fills ${NAME} like the official image's envsubst step: only the names given, nothing else. */
export const renderTemplate = (template: string, values: TemplateValues): string =>
  template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** nginx's compiled-in configuration folder, which holds its mime.types. */
const nginxConfDir = async (nginx: string) => {
  const { stderr } = await promisify(execFile)(nginx, ["-V"]);
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1];
  return confPath ? path.dirname(confPath) : DEFAULT_CONF_DIR;
};

const mainConfig = (dir: string, mimeTypes: string, siteConf: string) => {
  const user = os.userInfo();
  return [
    "daemon off;",
    "worker_processes 1;",
    // Without this, nginx started by root would hand requests to an unprivileged worker user.
    ...(user.uid === 0 ? [`user ${user.username};`] : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    `  include ${mimeTypes};`,
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  access_log off;",
    ...TEMP_PATHS.map((name) => `  ${name}_temp_path ${dir}/${name};`),
    `  include ${siteConf};`,
    "}",
    "",
  ].join("\n");
};

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const waitUntilListening = async (port: number, child: ChildProcess, errorLog: string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const log = await readFile(errorLog, "utf8").catch(() => "");
  throw new Error(`nginx did not start on port ${port}:\n${log}`);
};

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGQUIT");
  });

/**
 * Starts Debian's (or any) nginx with the repository's site config on a free local port, as the
 * current user, with its pid, logs and temp files in a fresh temp folder.
 */
export const startNginx = async (
  siteRoot = BUILD_DIR,
  siteConfDir = SITE_CONF_DIR,
): Promise<NginxServer> => {
  const nginx = findNginx();
  if (!nginx) throw new Error("No nginx found: run `node scripts/ensure-nginx.mjs` first.");
  if (!existsSync(SECURITY_HEADERS_CONF)) {
    throw new Error(`${SECURITY_HEADERS_CONF} is missing: run \`npm run build:e2e\` first.`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "pantry-chef-nginx-"));
  const port = await freePort(HOST);
  const siteConf = path.join(dir, "site.conf");
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  const template = await readFile(SITE_TEMPLATE, "utf8");
  await writeFile(
    siteConf,
    renderTemplate(template, {
      NGINX_PORT: `${HOST}:${port}`,
      SITE_ROOT: siteRoot,
      SITE_CONF_DIR: siteConfDir,
    }),
  );
  const mimeTypes = path.join(await nginxConfDir(nginx), "mime.types");
  await writeFile(conf, mainConfig(dir, mimeTypes, siteConf));

  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", errorLog], { stdio: "ignore" });
  try {
    await waitUntilListening(port, child, errorLog);
  } catch (error) {
    await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://${HOST}:${port}`,
    stop: async () => {
      await stopProcess(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
};
