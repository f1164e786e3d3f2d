// The door in front of decap-server for `npm run cms`. decap-server alone answers any
// http://localhost:* page (CORS) and reads and writes anywhere in the working copy, so any other
// page open on this machine could write into the project through it. The guard lets a request
// through only from the site's own local origin, to the backend's own address, and only for
// paths under data/.
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.
const http = require("node:http");
const path = require("node:path");

/** The only folder the editor may read or write. */
const CONTENT_ROOT = "data";
/** decap-server's own JSON body limit. */
const BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/** Every repository path a decap-server request names, whatever its action. */
const pathsOf = (body) => {
  const params = (body && body.params) || {};
  const entry = params.entry ? [params.entry] : [];
  const dataFiles = params.dataFiles || entry;
  return [
    params.path,
    params.folder,
    params.mediaFolder,
    ...(params.paths || []),
    ...(params.files || []).map((file) => file && file.path),
    ...dataFiles.flatMap((file) => [file && file.path, file && file.newPath]),
    ...(params.assets || []).map((asset) => asset && asset.path),
    params.asset && params.asset.path,
  ].filter((value) => value !== undefined && value !== null);
};

const underContentRoot = (value) => {
  if (typeof value !== "string" || value.includes("\0")) return false;
  const normalised = path.posix.normalize(value.replace(/\\/g, "/"));
  return normalised === CONTENT_ROOT || normalised.startsWith(`${CONTENT_ROOT}/`);
};

/**
 * Why a request must not reach decap-server, or null when it may. `host` is the backend's own
 * address (a rebinding page would send its own name); `origin` the site's local origin.
 */
const requestProblem = ({ method, headers, body }, { host, origin }) => {
  if (headers.host !== host) return `Host ${headers.host} is not ${host}`;
  if (headers.origin !== origin) return `Origin ${headers.origin ?? "(none)"} is not ${origin}`;
  if (method === "OPTIONS") return null;
  if (method !== "POST") return `${method} is not allowed`;
  if (!body || typeof body.action !== "string") return "The request names no action";
  const outside = pathsOf(body).filter((value) => !underContentRoot(value));
  return outside.length > 0 ? `Only ${CONTENT_ROOT}/ may be used, not ${outside.join(", ")}` : null;
};

const refuse = (response, status, message) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: message }));
};

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) reject(new Error("Request too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** Passes allowed requests to decap-server at `target` and refuses the rest with 403. */
const createGuard = ({ host, origin, target }) =>
  http.createServer(async (request, response) => {
    let raw;
    let body;
    try {
      raw = await readBody(request);
      body = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : undefined;
    } catch (error) {
      refuse(response, 400, error instanceof Error ? error.message : "Unreadable request");
      return;
    }
    const problem = requestProblem(
      { method: request.method, headers: request.headers, body },
      {
        host,
        origin,
      },
    );
    if (problem) {
      refuse(response, 403, problem);
      return;
    }
    const forwarded = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `${target.host}:${target.port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", (error) => refuse(response, 502, error.message));
    forwarded.end(raw);
  });

module.exports = { CONTENT_ROOT, createGuard, pathsOf, requestProblem };
