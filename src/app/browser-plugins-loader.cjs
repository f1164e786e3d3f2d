// Gatsby writes `.cache/api-runner-browser-plugins.js`: every plugin with a gatsby-browser file,
// each with its options, which the browser bundle carries whole (the manifest plugin's alone are
// about 0.3 KB gzip) whether or not the plugin's browser code does anything. This webpack loader
// keeps Gatsby's list but leaves out the plugins whose browser files the build leaves out as
// unused (see unused-runtime.ts), options and all.

/**
 * Gatsby's list as data: it is a CommonJS module of `{ plugin: require('…'), options: {…} }`
 * entries, run here with a `require` that names what it is asked for.
 */
const readPluginList = (source) => {
  const module = { exports: [] };
  new Function("module", "exports", "require", source)(module, module.exports, (request) => ({
    request,
  }));
  return module.exports;
};

/** The same list, as Gatsby writes it, without the plugins whose browser file matches `leaveOut`. */
const browserPluginList = (source, leaveOut) => {
  const kept = readPluginList(source).filter(
    ({ plugin }) => !leaveOut.some((pattern) => pattern.test(plugin.request)),
  );
  const entries = kept.map(
    ({ plugin, options }) =>
      `{\n  plugin: require(${JSON.stringify(plugin.request)}),\n  options: ${JSON.stringify(options)},\n}`,
  );
  return `module.exports = [${entries.join(",")}]\n`;
};

/** @this {{ getOptions: () => { leaveOut: RegExp[] } }} */
function browserPluginsLoader(source) {
  return browserPluginList(source, this.getOptions().leaveOut);
}

module.exports = browserPluginsLoader;
module.exports.browserPluginList = browserPluginList;
