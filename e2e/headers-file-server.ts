import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "./free-port";
import { HOST_DEFAULT_CACHE_CONTROL, headersFor, parseHeadersFile } from "./headers-file";
import { BUILD_DIR } from "./nginx-server";

/*
 * A small static host that applies public/_headers the way Netlify and Cloudflare Pages document
 * it: every rule whose pattern matches the request path adds its headers, and a header set by
 * several rules gets their values joined with a comma. Pages are served at /path/; /path is
 * redirected there with a 308, as Cloudflare Pages does (Netlify uses a 301). Unknown paths get
 * the closest 404.html up the folder tree with status 404, as Cloudflare Pages does (/de/<unknown>
 * gets de/404.html; netlify.toml's rules give Netlify the same), and the rules file itself is
 * never served.
 */

const HOST = "127.0.0.1";
const HEADERS_FILE = "_headers";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

export type HeadersFileServer = { origin: string; stop: () => Promise<void> };

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Cloudflare Pages' answer to a folder's page asked for without its trailing slash. */
export const FOLDER_REDIRECT_STATUS = 308;

const isFolderPage = (root: string, urlPath: string) => {
  const relative = path.normalize(urlPath).replace(/^[/\\]+/, "");
  return (
    !urlPath.endsWith("/") &&
    !relative.startsWith("..") &&
    isFile(path.join(root, relative, "index.html"))
  );
};

/** The file a host serves for the path: the file itself, or the folder's index.html. */
const resolveFile = (root: string, urlPath: string): string | undefined => {
  const relative = path.normalize(urlPath).replace(/^[/\\]+/, "");
  if (relative === HEADERS_FILE || relative.startsWith("..")) return undefined;
  const file = path.join(root, relative);
  return [file, path.join(file, "index.html")].find(isFile);
};

/** Cloudflare Pages' not-found page: the 404.html closest to the path, up to the root's. */
const notFoundFile = (root: string, urlPath: string): string => {
  // An absolute path normalizes without any "..", so the search stays inside root.
  const segments = path.posix.normalize(urlPath).split("/").filter(Boolean);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const file = path.join(root, ...segments.slice(0, depth), "404.html");
    if (isFile(file)) return file;
  }
  return path.join(root, "404.html");
};

export const startHeadersFileServer = async (root = BUILD_DIR): Promise<HeadersFileServer> => {
  const rules = parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), "utf8"));
  const server = http.createServer((request, response) => {
    let urlPath: string;
    const url = new URL(request.url ?? "/", "http://host");
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (isFolderPage(root, urlPath)) {
      response
        .writeHead(FOLDER_REDIRECT_STATUS, {
          ...headersFor(rules, urlPath),
          location: `${url.pathname}/${url.search}`,
        })
        .end();
      return;
    }
    const found = resolveFile(root, urlPath);
    const file = found ?? notFoundFile(root, urlPath);
    const headers = {
      "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": HOST_DEFAULT_CACHE_CONTROL,
      ...headersFor(rules, urlPath),
    };
    response.writeHead(found ? 200 : 404, headers);
    createReadStream(file).pipe(response);
  });
  const port = await freePort(HOST);
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return {
    origin: `http://${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
