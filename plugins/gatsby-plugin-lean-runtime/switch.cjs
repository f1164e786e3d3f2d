// @ts-check
/**
 * Which of the lean runtime's levers a build uses. `LEAN_RUNTIME=off` builds on Gatsby's stock
 * runtime and build output everywhere: this plugin is left out, and the site's own changes to
 * Gatsby's behaviour (src/app, src/components/server-kept, src/components/seo) act as Gatsby would.
 * `LEAN_RUNTIME=off:<lever>,<lever>` turns off only the levers named, to measure what each buys or
 * to find the one a Gatsby upgrade breaks. Under `gatsby develop` the plugin stays registered (so
 * Gatsby keeps its cache between develop and build) but does nothing a visitor could tell: its
 * levers act on the production build only.
 */

/** The plugin's levers, each one file (or one alias) of this folder. */
const PLUGIN_LEVERS = /** @type {const} */ ([
  "unused-runtime",
  "scroll-restoration",
  "head-handler",
  "minify-for-targets",
  "per-page-css",
  "short-class-names",
  "babel-preset",
  "scripts-after-paint",
  "avif-effort",
]);

/** The site's own changes to Gatsby's behaviour, outside this folder, behind the same switch. */
const SITE_LEVERS = /** @type {const} */ ([
  "kept-markup",
  "follow-within-site",
  "start-in-own-task",
]);

/** @typedef {typeof PLUGIN_LEVERS[number] | typeof SITE_LEVERS[number]} Lever */

/** @type {readonly Lever[]} */
const LEVERS = [...PLUGIN_LEVERS, ...SITE_LEVERS];

const OFF = "off";

/**
 * The levers a setting turns off: none, all (`off`) or those after `off:`. A name that is no
 * lever stops the build, naming the levers there are.
 * @param {string | undefined} setting the value of LEAN_RUNTIME
 * @returns {ReadonlySet<Lever>}
 */
const leversOff = (setting) => {
  const value = (setting ?? "").trim();
  if (value === "" || value === "on") return new Set();
  if (value === OFF) return new Set(LEVERS);
  if (!value.startsWith(`${OFF}:`)) {
    throw new Error(
      `LEAN_RUNTIME="${value}" is not a setting: use "off", or "off:" and the levers to turn ` +
        `off, comma-separated (${LEVERS.join(", ")}).`,
    );
  }
  const names = value
    .slice(OFF.length + 1)
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !LEVERS.includes(/** @type {Lever} */ (name)));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `LEAN_RUNTIME="${value}": ${unknown.length > 0 ? `no lever is named ${unknown.join(", ")}` : "no lever named"}. ` +
        `The levers: ${LEVERS.join(", ")}.`,
    );
  }
  return new Set(/** @type {Lever[]} */ (names));
};

/**
 * Whether a build uses one lever.
 * @param {Lever} lever
 * @param {{ LEAN_RUNTIME?: string }} [env]
 */
const leverOn = (lever, env = process.env) => !leversOff(env.LEAN_RUNTIME).has(lever);

/**
 * Whether the build uses any of this plugin's levers: with none, the plugin is left out of
 * gatsby-config.ts.
 * @param {{ LEAN_RUNTIME?: string }} [env]
 */
const leanRuntimeOn = (env = process.env) => PLUGIN_LEVERS.some((lever) => leverOn(lever, env));

module.exports = { LEVERS, PLUGIN_LEVERS, SITE_LEVERS, leversOff, leverOn, leanRuntimeOn };
