import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * Gatsby modules the production browser bundle carries although they never run here:
 * - the Partytown plugin's browser file: in production its only hook returns at once (it injects
 *   off-main-thread `<Script>`s in development only), yet it pulls in Partytown's snippet and
 *   gatsby-script;
 * - the service-worker registration, which Gatsby runs only when a plugin (such as
 *   gatsby-plugin-offline) answers `registerServiceWorker`, so it is kept when one does.
 * Gatsby's list of browser plugins still names them, with their options, and finds nothing to run.
 */
export const unusedRuntime = (registersServiceWorker: boolean): RegExp[] => [
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
  ...(registersServiceWorker ? [] : [/[\\/]\.cache[\\/]register-service-worker\.js$/]),
];

/**
 * Smaller stand-ins, in the production browser bundle, for packages that ship code webpack can
 * neither shake nor shorten (each file says what it replaces and why).
 */
export const runtimeStandIns = (standInDir: string): Record<string, string> => ({
  "gatsby-react-router-scroll$": path.join(standInDir, "scroll-restoration.tsx"),
});

/**
 * Gatsby's head handler, as its page renderer asks for it (`.cache/page-renderer.js`). The browser
 * bundle gets `stand-ins/head-handler.ts` in its place, which fetches Gatsby's handler, under the name
 * "gatsby-head-handler", only when a visitor moves to another page within the site.
 */
export const HEAD_HANDLER_REQUEST = /^\.\/head\/head-export-handler-for-browser$/;

/** Where Gatsby's head handler lives in its `.cache` runtime. */
export const gatsbyHeadHandler = (cacheDir: string) =>
  path.join(cacheDir, "head", "head-export-handler-for-browser.js");

type PluginState = {
  flattenedPlugins?: {
    browserAPIs?: string[];
  }[];
};

/** Which of this file's levers a build uses (the switch's `unused-runtime`, `head-handler`, ...). */
export type RuntimeLevers = {
  unusedRuntime: boolean;
  headHandler: boolean;
  scrollRestoration: boolean;
};

const ALL_ON: RuntimeLevers = {
  unusedRuntime: true,
  headHandler: true,
  scrollRestoration: true,
};

/**
 * Replaces the unused runtime modules of the browser bundle with an empty module, and packages with
 * their stand-ins from `standInDir`, each as its lever is on.
 */
export const leaveOutUnusedRuntime = (
  { actions, plugins, store }: CreateWebpackConfigArgs,
  standInDir: string,
  levers: RuntimeLevers = ALL_ON,
) => {
  const { flattenedPlugins } = store.getState() as PluginState;
  const cacheDir = path.join(process.cwd(), ".cache");
  // Unknown plugin list (a future Gatsby): assume a plugin may register a service worker.
  const registersServiceWorker =
    !Array.isArray(flattenedPlugins) ||
    flattenedPlugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
  const unused = levers.unusedRuntime ? unusedRuntime(registersServiceWorker) : [];
  const { "gatsby-react-router-scroll$": scrollRestoration } = runtimeStandIns(standInDir);
  actions.setWebpackConfig({
    plugins: [
      ...unused.map((module) =>
        plugins.normalModuleReplacement(module, path.join(standInDir, "empty-module.ts")),
      ),
      ...(levers.headHandler
        ? [
            plugins.normalModuleReplacement(
              HEAD_HANDLER_REQUEST,
              path.join(standInDir, "head-handler.ts"),
            ),
          ]
        : []),
    ],
    resolve: {
      alias: {
        ...(levers.scrollRestoration ? { "gatsby-react-router-scroll$": scrollRestoration } : {}),
        ...(levers.headHandler ? { "gatsby-head-handler$": gatsbyHeadHandler(cacheDir) } : {}),
      },
    },
  });
};
