import browserPluginsLoader, { browserPluginList } from "./browser-plugins-loader.cjs";
import { unusedRuntime } from "./unused-runtime";

/** The list as Gatsby 5 writes it (gatsby/dist/services/initialize.js). */
const GATSBY_LIST = `module.exports = [{
      plugin: require('../node_modules/gatsby-plugin-manifest/gatsby-browser.js'),
      options: {"plugins":[],"name":"Pantry Chef","icon":"src/images/icon.png","legacy":true},
    },{
      plugin: require('../gatsby-browser.tsx'),
      options: {"plugins":[]},
    },{
      plugin: require('../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js'),
      options: {"plugins":[]},
    }]
`;

/** What a list module gives webpack: each plugin as the path it requires, with its options. */
const run = (source: string) => {
  const module = { exports: [] as { plugin: string; options: unknown }[] };
  new Function("module", "require", source)(module, (request: string) => request);
  return module.exports;
};

describe("browserPluginList", () => {
  it("leaves out the plugins whose browser file the build leaves out, options and all", () => {
    const list = browserPluginList(GATSBY_LIST, unusedRuntime(false, false));
    expect(run(list)).toEqual([{ plugin: "../gatsby-browser.tsx", options: { plugins: [] } }]);
    expect(list).not.toContain("Pantry Chef");
  });

  it("keeps every plugin whose browser file runs, in Gatsby's order, with its options", () => {
    expect(run(browserPluginList(GATSBY_LIST, unusedRuntime(false, true)))).toEqual([
      {
        plugin: "../node_modules/gatsby-plugin-manifest/gatsby-browser.js",
        options: { plugins: [], name: "Pantry Chef", icon: "src/images/icon.png", legacy: true },
      },
      { plugin: "../gatsby-browser.tsx", options: { plugins: [] } },
    ]);
    expect(run(browserPluginList(GATSBY_LIST, []))).toEqual(run(GATSBY_LIST));
  });

  it("is what the loader hands webpack, with the patterns it is given", () => {
    const leaveOut = unusedRuntime(false, false);
    expect(browserPluginsLoader.call({ getOptions: () => ({ leaveOut }) }, GATSBY_LIST)).toBe(
      browserPluginList(GATSBY_LIST, leaveOut),
    );
  });
});
