// @ts-check
// Finds an nginx binary for the hosting tests. Shared by scripts/ensure-nginx.mjs
// and e2e/nginx-server.ts so they always agree.
const fs = require("node:fs");
const path = require("node:path");

const onPath = () =>
  (process.env.PATH || "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx"));

/**
 * @param {string | undefined} file
 * @returns {file is string}
 */
const isSet = (file) => Boolean(file);

/** @returns {string[]} */
const candidates = () =>
  [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", ...onPath()].filter(isSet);

/** @returns {string | undefined} */
const findNginx = () => candidates().find((file) => fs.existsSync(file));

module.exports = { findNginx, candidates };
