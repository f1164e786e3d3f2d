// @ts-check
// The site of `npm run cms`: `gatsby serve` behind a door that first answers the redirects the
// build wrote into public/_redirects, as Netlify and Cloudflare Pages do with that file and nginx
// with the same list (recipe-redirects.conf). A renamed, deleted or left-out recipe's old address
// then behaves on the editor's own machine as it will on the host.
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.
const { readFileSync, statSync } = require("node:fs");
const http = require("node:http");
const path = require("node:path");

const REDIRECTS_FILE = "_redirects";

/** @typedef {{ to: string, status: number }} Redirect */

/**
 * "from to status" a line, as the build writes it; comments and blank lines are skipped.
 * @param {string} text
 * @returns {Map<string, Redirect>}
 */
const parseRedirects = (text) =>
  new Map(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .flatMap((line) => {
        const [from, to, status = "301"] = line.split(/\s+/);
        return from && to && /^30[1278]$/.test(status)
          ? [/** @type {const} */ ([from, { to, status: Number(status) }])]
          : [];
      }),
  );

/**
 * The rules of public/_redirects, read again whenever a build rewrites the file.
 * @param {string} publicDir
 */
const redirectRules = (publicDir) => {
  const file = path.join(publicDir, REDIRECTS_FILE);
  let stamp = -1;
  /** @type {Map<string, Redirect>} */
  let rules = new Map();
  return () => {
    let modified = 0;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      modified = 0;
    }
    if (modified !== stamp) {
      rules = modified === 0 ? new Map() : parseRedirects(readFileSync(file, "utf8"));
      stamp = modified;
    }
    return rules;
  };
};

/**
 * Answers redirects itself and passes every other request to the server at `target`.
 * @param {{ publicDir: string, target: { host: string, port: number } }} options
 */
const createSiteServer = ({ publicDir, target }) => {
  const rules = redirectRules(publicDir);
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://site");
    const rule = rules().get(url.pathname);
    if (rule && (request.method === "GET" || request.method === "HEAD")) {
      response.writeHead(rule.status, { location: `${rule.to}${url.search}` });
      response.end();
      return;
    }
    const forwarded = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("The site is starting; reload in a moment.");
    });
    request.pipe(forwarded);
  });
};

module.exports = { REDIRECTS_FILE, createSiteServer, parseRedirects };
