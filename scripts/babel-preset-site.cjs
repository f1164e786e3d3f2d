/**
 * Babel for the site's code and Gatsby's runtime in `.cache/` (packages in node_modules keep Gatsby's own
 * settings).
 *
 * Gatsby's preset compiles classes and spread syntax to ES5 for the browser whatever the browserslist says,
 * which adds @babel/runtime helpers and longer code to every route. Every browser the build targets (Gatsby's
 * default list, limited to browsers that run ES modules) runs both natively, so this config keeps Gatsby's
 * preset and leaves those two transforms out: about 0.7 KB gzip less script on every route.
 *
 * `?.` and `??` are still rewritten, because gatsby-plugin-typescript adds those transforms itself. The
 * `noDocumentAll` assumption lets them test `== null` instead of comparing with null and undefined in turn:
 * only `document.all` tells the two apart.
 *
 * Gatsby hands its build stage to its preset only when the project has no Babel config, so the stage is
 * read here from babel-loader, which names its webpack target: "web" for the browser bundle, "node" for the
 * server render. Jest does not use it (jest-preprocess.js sets its own presets).
 */
const path = require("path");
const gatsbyPreset = require("babel-preset-gatsby").default;

const presetDir = path.dirname(require.resolve("babel-preset-gatsby/package.json"));
const NATIVE_IN_TARGETS = ["@babel/plugin-transform-classes", "@babel/plugin-transform-spread"].map(
  (name) => require.resolve(name, { paths: [presetDir] }),
);

const pluginPath = (plugin) => (Array.isArray(plugin) ? plugin[0] : plugin);

const gatsbyStage = (target, production) => {
  if (target === "web") return production ? "build-javascript" : "develop";
  return production ? "build-html" : "develop-html";
};

module.exports = (api, { target }) => {
  const stage = gatsbyStage(target, api.env("production"));
  const preset = gatsbyPreset(api, { stage, reactRuntime: "automatic" });
  return {
    ...preset,
    plugins: preset.plugins.filter((plugin) => !NATIVE_IN_TARGETS.includes(pluginPath(plugin))),
  };
};
