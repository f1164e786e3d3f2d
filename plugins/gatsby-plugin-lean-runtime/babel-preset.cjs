// @ts-check
/**
 * Babel for the site's code and Gatsby's runtime in `.cache/` (packages in node_modules keep Gatsby's own
 * settings), read by the site's babel.config.js.
 *
 * Gatsby's preset compiles classes and spread syntax to ES5 for the browser whatever the browserslist says,
 * which adds @babel/runtime helpers and longer code to every route. When every browser the build serves
 * (package.json's browserslist) runs both natively, this preset keeps Gatsby's and leaves those two
 * transforms out: about 0.7 KB gzip less script on every route. With the lean runtime off it is Gatsby's.
 *
 * Gatsby hands its build stage to its preset only when the project has no Babel config, so the stage is
 * read here from babel-loader, which names its webpack target: "web" for the browser bundle, "node" for the
 * server render. Jest does not use it (jest-preprocess.js sets its own presets).
 */
const path = require("path");
/** @typedef {{ plugins: (string | [string, ...unknown[]])[] } & Record<string, unknown>} Preset */
/** @type {(api: BabelApi, options: { stage: string, reactRuntime: string }) => Preset} */
// @ts-expect-error -- babel-preset-gatsby ships no types
const gatsbyPreset = require("babel-preset-gatsby").default;
const { leverOn } = require("./switch.cjs");
const { browserTargets } = require("./targets.cjs");
const { isRequired } = require("@babel/helper-compilation-targets");

const presetDir = path.dirname(require.resolve("babel-preset-gatsby/package.json"));
/** The transforms Gatsby's preset adds for every browser, by their names in Babel's data. */
const ALWAYS_ADDED = ["transform-classes", "transform-spread"];

/** The files of those transforms the browsers served run without. */
/** @param {Record<string, string>} targets */
const nativeInTargets = (targets) =>
  ALWAYS_ADDED.filter((name) => !isRequired(name, targets)).map((name) =>
    require.resolve(`@babel/plugin-${name}`, { paths: [presetDir] }),
  );

/** @param {string | [string, ...unknown[]]} plugin */
const pluginPath = (plugin) => (Array.isArray(plugin) ? plugin[0] : plugin);

/**
 * @param {string | undefined} target
 * @param {boolean} production
 */
const gatsbyStage = (target, production) => {
  if (target === "web") return production ? "build-javascript" : "develop";
  return production ? "build-html" : "develop-html";
};

/**
 * @typedef {{
 *   caller: <T>(read: (caller: { target?: string } | undefined) => T) => T,
 *   env: (name: string) => boolean,
 * }} BabelApi
 */

/** @param {BabelApi} api */
module.exports = (api) => {
  const target = api.caller((caller) => caller?.target);
  const stage = gatsbyStage(target, api.env("production"));
  const preset = gatsbyPreset(api, { stage, reactRuntime: "automatic" });
  if (!leverOn("babel-preset")) return preset;
  const native = nativeInTargets(browserTargets());
  return {
    ...preset,
    assumptions: { noDocumentAll: true },
    plugins: preset.plugins.filter((plugin) => !native.includes(pluginPath(plugin))),
  };
};

module.exports.nativeInTargets = nativeInTargets;
