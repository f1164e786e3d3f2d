// @ts-check
// A small static host for the benchmark: gzip for text, long caching for hashed files and the
// 404 page for unknown paths, like a CDN in front of public/. Both the site and its zero-JS copy
// are served by this same code, so the comparison differs only in the files.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const NO_CACHE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const NOT_FOUND_PAGE = "404.html";

/** @param {string} file */
const isFile = async (file) => {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};

/** Gatsby's output layout: /contact is contact/index.html; assets are files. */
/**
 * @param {string} root
 * @param {string} pathname
 */
const candidatesFor = (root, pathname) => {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, safe);
  return [base, path.join(base, "index.html"), `${base}.html`];
};

/** @param {string} relative */
const cacheControl = (relative) =>
  relative.startsWith("static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(relative)
    ? IMMUTABLE
    : NO_CACHE;

/**
 * The bytes of the body this server sends for a path when the browser takes gzip: the figure
 * Lighthouse's transfer size holds besides the response headers.
 * @param {string} root the folder served
 * @param {string} pathname
 */
export const gzipBodyBytes = async (root, pathname) => {
  for (const file of candidatesFor(path.resolve(root), pathname)) {
    if (await isFile(file)) return gzipSync(await readFile(file)).length;
  }
  return Number.NaN;
};

/**
 * @param {string} root the folder to serve
 * @returns {import("node:http").Server}
 */
export const createStaticServer = (root) => {
  const gzipped = new Map();
  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @param {string} file
   * @param {number} status
   */
  const send = async (request, response, file, status) => {
    const ext = path.extname(file).toLowerCase();
    const relative = path.relative(root, file).split(path.sep).join("/");
    let body = await readFile(file);
    /** @type {Record<string, string | number>} */
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": cacheControl(relative),
      vary: "accept-encoding",
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      // Compress once and keep it, so measurements never wait on the server's CPU.
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
      body = gzipped.get(file);
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  };

  return createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? "/", "http://localhost");
      for (const file of candidatesFor(root, pathname)) {
        if (file.startsWith(root) && (await isFile(file))) {
          return await send(request, response, file, 200);
        }
      }
      return await send(request, response, path.join(root, NOT_FOUND_PAGE), 404);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
};

/**
 * @param {string} root
 * @param {number} port
 * @returns {Promise<import("node:http").Server>}
 */
export const serveFolder = (root, port) =>
  new Promise((resolve, reject) => {
    const server = createStaticServer(path.resolve(root));
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

/**
 * One address serving one of several builds at a time, so that builds are measured in turn at
 * the same origin: `show(root)` picks the build the next requests get.
 * @param {string[]} roots
 * @param {number} port
 */
export const serveInTurn = async (roots, port) => {
  const servers = new Map(roots.map((root) => [root, createStaticServer(path.resolve(root))]));
  let current = roots[0];
  const server = createServer((request, response) => {
    servers.get(String(current))?.emit("request", request, response);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return {
    server,
    /** @param {string} root */
    show: (root) => {
      if (!servers.has(root)) throw new Error(`${root} is not served here.`);
      current = root;
    },
  };
};
