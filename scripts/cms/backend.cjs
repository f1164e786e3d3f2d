// @ts-check
// Chooses the CMS's production backend from CMS_* environment variables and writes it into
// config.yml. CommonJS so the build script runs it with plain node and Jest tests it as is.

const BACKENDS = ["git-gateway", "github"];
const DEFAULT_BACKEND = "git-gateway";
const DEFAULT_BRANCH = "main";
const REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;
const BRANCH_PATTERN = /^[\w./-]+$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * Decap's `backend:` block, by its option names: always a name and a branch, and per backend its
 * repository and addresses.
 * @typedef {Record<string, string> & { name: string, branch: string }} CmsBackend
 */
/** @typedef {Record<string, string | undefined>} Env */

/** @type {(message: string) => never} */
const fail = (message) => {
  throw new Error(`CMS backend: ${message}`);
};

/**
 * @param {string} name
 * @param {string} value
 */
const checkUrl = (name, value) => {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} must be a full URL such as https://example.com, but is "${value}".`);
  }
  if (url.protocol !== "https:" && !LOCAL_HOSTS.has(url.hostname)) {
    fail(`${name} must use https, but is "${value}".`);
  }
  return value;
};

/** Optional URL settings: environment variable name → Decap option name. */
const GIT_GATEWAY_URLS = { CMS_IDENTITY_URL: "identity_url", CMS_GATEWAY_URL: "gateway_url" };
const GITHUB_URLS = { CMS_AUTH_BASE_URL: "base_url" };

/**
 * @param {Env} env
 * @param {Record<string, string>} options
 * @returns {Record<string, string>}
 */
const optionalUrls = (env, options) =>
  Object.fromEntries(
    Object.entries(options).flatMap(([variable, option]) => {
      const value = env[variable];
      return value ? [[option, checkUrl(variable, value)]] : [];
    }),
  );

/**
 * The backend block as an object whose keys are Decap's option names.
 * @param {Env} env
 * @returns {CmsBackend}
 */
const backendFromEnv = (env) => {
  const name = env.CMS_BACKEND || DEFAULT_BACKEND;
  if (!BACKENDS.includes(name)) {
    fail(`CMS_BACKEND must be one of ${BACKENDS.join(", ")}, but is "${name}".`);
  }
  const branch = env.CMS_BRANCH || DEFAULT_BRANCH;
  if (!BRANCH_PATTERN.test(branch)) fail(`CMS_BRANCH is not a branch name: "${branch}".`);

  if (name === "git-gateway") return { name, branch, ...optionalUrls(env, GIT_GATEWAY_URLS) };

  const repo = env.CMS_REPO;
  if (!repo) fail('CMS_BACKEND=github needs CMS_REPO, e.g. CMS_REPO="owner/site".');
  if (!REPO_PATTERN.test(repo)) fail(`CMS_REPO must look like "owner/name", but is "${repo}".`);
  return {
    name,
    repo,
    branch,
    ...optionalUrls(env, GITHUB_URLS),
    ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
  };
};

/**
 * Where the editor sends people to see the host's builds: CMS_DEPLOYS_URL when set; on Netlify,
 * the site's Deploys page (Netlify names the site in SITE_NAME during its builds); with the
 * github backend, the content branch's commits, each marked with its build's check; else none.
 * @param {Env} env
 * @param {CmsBackend} backend
 * @returns {string}
 */
const deploysUrlFromEnv = (env, backend) => {
  if (env.CMS_DEPLOYS_URL) return checkUrl("CMS_DEPLOYS_URL", env.CMS_DEPLOYS_URL);
  if (env.NETLIFY === "true" && env.SITE_NAME) {
    return `https://app.netlify.com/sites/${encodeURIComponent(env.SITE_NAME)}/deploys`;
  }
  if (backend.name === "github") {
    return `https://github.com/${backend.repo}/commits/${encodeURIComponent(backend.branch)}`;
  }
  return "";
};

/**
 * YAML for the block; JSON strings are valid YAML scalars, so no YAML library is needed.
 * @param {CmsBackend} backend
 */
const backendYaml = (backend) =>
  [
    "backend:",
    ...Object.entries(backend).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`),
  ].join("\n");

/**
 * Replaces the top-level `backend:` block (the line and its indented lines) in config.yml.
 * @param {string} configText
 * @param {CmsBackend} backend
 */
const withBackend = (configText, backend) => {
  const lines = configText.split("\n");
  const start = lines.findIndex((line) => line === "backend:");
  if (start === -1) fail("config.yml has no top-level `backend:` block to replace.");
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end] ?? "")) end += 1;
  return [...lines.slice(0, start), backendYaml(backend), ...lines.slice(end)].join("\n");
};

module.exports = { BACKENDS, backendFromEnv, backendYaml, deploysUrlFromEnv, withBackend };
