// @ts-check
// The door in front of decap-server for `npm run cms`. decap-server alone answers any
// http://localhost:* page (CORS) and reads and writes anywhere in the working copy, so any other
// page open on this machine could write into the project through it. The guard lets a request
// through only from the site's own local origin, to the backend's own address, and only for
// paths under data/.
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.
const http = require("node:http");
const path = require("node:path");
const {
  MEDIA_FOLDER,
  PhotoRefused,
  imagesOf,
  preparePersist,
  recipeUsing,
  removeUnused,
} = require("./photos.cjs");

/** The only folder the editor may read or write. */
const CONTENT_ROOT = "data";
/** decap-server's own JSON body limit. */
const BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/**
 * What the guard reads of a request, whatever the server that took it.
 * @typedef {{
 *   method?: string,
 *   headers: Record<string, string | string[] | undefined>,
 *   body: unknown,
 * }} GuardedRequest
 */
/** @typedef {{ host: string, origin: string }} GuardOptions */
/** @typedef {{ host: string, port: number }} Target */
/**
 * A decap-server request as the editor sends it. Its body is JSON from a browser, so until
 * requestProblem has passed it, any field may be missing or of another type.
 * @typedef {{ action: string, params?: DecapParams }} DecapRequest
 * @typedef {import("./photos.cjs").PersistParams & {
 *   path?: string,
 *   paths?: string[],
 *   folder?: string,
 *   mediaFolder?: string,
 *   files?: { path: string }[],
 *   asset?: { path: string },
 * }} DecapParams
 */
/**
 * decap-server's whole answer.
 * @typedef {{
 *   status: number,
 *   headers: import("node:http").IncomingHttpHeaders,
 *   body: Buffer,
 * }} Answer
 */
/**
 * The body to send decap-server, and what to do once it has written.
 * @typedef {{ body: unknown, after: () => unknown }} Steps
 */

/**
 * A request body read as decap-server reads it, or undefined when it is no object.
 * @param {unknown} body
 * @returns {Partial<DecapRequest> | undefined}
 */
const asRequest = (body) => (body && typeof body === "object" ? body : undefined);

/**
 * Every repository path a decap-server request names, whatever its action.
 * @param {unknown} body
 * @returns {unknown[]}
 */
const pathsOf = (body) => {
  const request = asRequest(body);
  /** @type {DecapParams} */
  const params = (request && request.params) || {};
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

/** @param {unknown} value */
const underContentRoot = (value) => {
  if (typeof value !== "string" || value.includes("\0")) return false;
  const normalised = path.posix.normalize(value.replace(/\\/g, "/"));
  return normalised === CONTENT_ROOT || normalised.startsWith(`${CONTENT_ROOT}/`);
};

/**
 * Why a request must not reach decap-server, or null when it may. `host` is the backend's own
 * address (a rebinding page would send its own name); `origin` the site's local origin.
 * @param {GuardedRequest} request
 * @param {GuardOptions} options
 * @returns {string | null}
 */
const requestProblem = ({ method, headers, body }, { host, origin }) => {
  if (headers.host !== host) return `Host ${headers.host} is not ${host}`;
  if (headers.origin !== origin) return `Origin ${headers.origin ?? "(none)"} is not ${origin}`;
  if (method === "OPTIONS") return null;
  if (method !== "POST") return `${method} is not allowed`;
  const request = asRequest(body);
  if (!request || typeof request.action !== "string") return "The request names no action";
  const outside = pathsOf(body).filter((value) => !underContentRoot(value));
  return outside.length > 0 ? `Only ${CONTENT_ROOT}/ may be used, not ${outside.join(", ")}` : null;
};

/**
 * `origin` is set for the site's own page, so the editor can read why and say it.
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {string} [origin]
 */
const refuse = (response, status, message, origin) => {
  response.writeHead(status, {
    "content-type": "application/json",
    ...(origin ? { "access-control-allow-origin": origin } : {}),
  });
  response.end(JSON.stringify({ error: message }));
};

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Buffer>}
 */
const readBody = (request) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
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

/**
 * Sends the request on to decap-server and collects its whole answer.
 * @param {import("node:http").IncomingMessage} request
 * @param {Buffer} raw
 * @param {Target} target
 * @returns {Promise<Answer>}
 */
const forward = (request, raw, target) =>
  new Promise((resolve, reject) => {
    const forwarded = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          host: `${target.host}:${target.port}`,
          "content-length": String(raw.length),
        },
      },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on("error", reject);
      },
    );
    forwarded.on("error", reject);
    forwarded.end(raw);
  });

/** @param {Answer} answer */
const succeeded = (answer) => answer.status >= 200 && answer.status < 300;

/**
 * The photo rules of `npm run cms` (scripts/cms/photos.cjs) around one request: what to send
 * instead, or a refusal, and what to tidy once decap-server has written.
 * @param {DecapRequest} body
 * @param {{ root: string, renamed: Map<string, string> }} options
 * @returns {Promise<Steps>}
 */
const photoSteps = async (body, { root, renamed }) => {
  const params = body.params || {};
  switch (body.action) {
    case "persistEntry": {
      const prepared = await preparePersist(params, { root, renamed });
      return {
        body: { ...body, params: prepared.params },
        after: () => removeUnused(root, prepared.previous),
      };
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = params.paths || (params.path === undefined ? [] : [params.path]);
      for (const file of paths) {
        if (path.posix.dirname(file) !== MEDIA_FOLDER) continue;
        const recipe = await recipeUsing(root, file);
        if (recipe) {
          throw new PhotoRefused(
            `${path.posix.basename(file)} is the photo of “${recipe.recipeName}”. ` +
              "Give that recipe another photo first; the old one is then removed for you.",
          );
        }
      }
      const images = await imagesOf(root, paths);
      return { body, after: () => removeUnused(root, images) };
    }
    case "persistMedia":
      throw new PhotoRefused(
        "Add photos from a recipe’s Photo field: the photo is then named after the recipe, " +
          "checked for size, and removed when no recipe uses it any more.",
      );
    default:
      return { body, after: () => undefined };
  }
};

/**
 * Passes allowed requests to decap-server at `target` and refuses the rest with 403. With `root`
 * (the working copy decap-server writes), it also applies the photo rules.
 * @param {GuardOptions & { target: Target, root?: string }} options
 */
const createGuard = ({ host, origin, target, root }) => {
  /**
   * Upload names the guard replaced, for an editor still open on the old name.
   * @type {Map<string, string>}
   */
  const renamed = new Map();
  return http.createServer(async (request, response) => {
    /** @type {Buffer} */
    let raw;
    /** @type {unknown} */
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
    /** @type {Steps} */
    let steps = { body, after: () => undefined };
    if (root && request.method === "POST") {
      try {
        // requestProblem has passed it: an object with an action, naming only paths under data/.
        steps = await photoSteps(/** @type {DecapRequest} */ (body), { root, renamed });
      } catch (error) {
        const message = error instanceof Error ? error.message : "The photo could not be read";
        refuse(response, error instanceof PhotoRefused ? 422 : 500, message, origin);
        return;
      }
    }
    try {
      const sent = steps.body === body ? raw : Buffer.from(JSON.stringify(steps.body));
      const answer = await forward(request, sent, target);
      if (succeeded(answer)) await steps.after();
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : "decap-server did not answer";
      refuse(response, 502, message, origin);
    }
  });
};

module.exports = { CONTENT_ROOT, createGuard, pathsOf, requestProblem };
