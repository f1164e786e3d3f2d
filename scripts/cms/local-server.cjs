// @ts-check
// Where `npm run cms` listens: this machine only, so nobody on the network can write into data/.
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.

const LOOPBACK = "127.0.0.1";
/** decap-server's own default, which config.yml's `local_backend: true` expects. */
const DEFAULT_BACKEND_PORT = 8081;

/**
 * The environment decap-server reads: BIND_HOST keeps it off every other interface, and ORIGIN
 * (when given) narrows its CORS from any localhost page to the site's own origin.
 * @param {Record<string, string | undefined>} env
 * @param {{ port: number, repoDirectory: string, origin?: string }} options
 * @returns {Record<string, string | undefined>}
 */
const decapServerEnv = (env, { port, repoDirectory, origin }) => ({
  ...env,
  PORT: String(port),
  BIND_HOST: LOOPBACK,
  GIT_REPO_DIRECTORY: repoDirectory,
  MODE: "fs",
  ...(origin ? { ORIGIN: origin } : {}),
});

/**
 * The API address the editor in the browser must call.
 * @param {number} port
 */
const localBackendUrl = (port) => `http://${LOOPBACK}:${port}/api/v1`;

/**
 * Points the built config.yml at decap-server on the loopback address.
 * @param {string} configText
 * @param {number} port
 */
const withLocalBackend = (configText, port) =>
  configText.replace("local_backend: true", `local_backend:\n  url: ${localBackendUrl(port)}`);

module.exports = {
  LOOPBACK,
  DEFAULT_BACKEND_PORT,
  decapServerEnv,
  localBackendUrl,
  withLocalBackend,
};
