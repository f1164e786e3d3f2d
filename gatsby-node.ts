// The build's hooks, in the order Gatsby calls them. Each step is a typed module in build-steps/ that
// takes its inputs and returns its outputs; what a later hook needs travels through Gatsby's
// cache (build-steps/cache.ts), never through module variables.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { keep, kept } from "./build-steps/cache";
import { checkSiteConfig } from "./build-steps/config/check-site-config";
import { createQrCodeNode } from "./build-steps/get/qr-code-node";
import { defineAppIconVersion } from "./build-steps/manifest/app-icon-version";
import { writeWebManifest } from "./build-steps/manifest/write-web-manifest";
import { buildRedirectScript } from "./build-steps/get/redirect-script";
import { localizePage } from "./build-steps/pages/localize";
import { createRecipePages, queryRecipes } from "./build-steps/pages/recipe-pages";
import { postBuild } from "./build-steps/post-build";
import { checkRecipes } from "./build-steps/recipes/check-recipes";
import { TYPE_DEFS, recipeResolvers } from "./build-steps/schema/recipe-schema";
import { defineBuiltSiteConfig } from "./build-steps/webpack/built-site-config";
import { defineOfficialBadges } from "./build-steps/webpack/official-badges";
import { setBrowserDevtool } from "./build-steps/webpack/browser-devtool";
import { RenderPagesOnBrowserChange } from "./build-steps/webpack/render-again";
import { keepWebpackCacheToItsRuntime } from "./build-steps/webpack/cache-per-runtime";
import { isE2eBuild } from "./plugins/gatsby-plugin-e2e-pages/e2e-pages";
import { WEBPACK_STATS } from "./scripts/built-site.cjs";
import { backendFromEnv } from "./scripts/cms/backend.cjs";
import { analyticsBuildWarning } from "./build-steps/analytics/build-warning";
import { APP_ICON_SOURCE } from "./src/components/seo/seo-constants";
import { ROUTES } from "./src/config/routes";
import { siteConfig } from "./src/config/site-config";
import { GET_PATH } from "./src/get/constants";
import { redirectSettings } from "./src/get/redirect";

/** The site's folder: Gatsby compiles this file into .cache but keeps `__dirname` pointing here. */
const ROOT = __dirname;

/** Before webpack opens its cache: one made on the other runtime goes. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (keepWebpackCacheToItsRuntime(ROOT)) {
    reporter.info("Cleared webpack's cache: it was made with another LEAN_RUNTIME setting.");
  }
};

/** The settings and every data file, checked before anything is built from them. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  checkSiteConfig(siteConfig, process.env, reporter);
  const { vocabulary, homePage, recipeRedirects } = await checkRecipes(ROOT, reporter);
  await keep(cache, "vocabulary", vocabulary);
  await keep(cache, "homePage", homePage);
  await keep(cache, "recipeRedirects", recipeRedirects);
};

const APP_ICON_FILE = path.join(ROOT, APP_ICON_SOURCE);

/** The web app manifest and the icons, resized from the one logo, under `gatsby develop` too. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await writeWebManifest(path.join(ROOT, "public"), APP_ICON_FILE, siteConfig);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) =>
  createQrCodeNode(args, siteConfig.siteUrl, path.join(ROOT, "public"));

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(recipeResolvers(ROOT, siteConfig.languages));
};

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  cache,
}) => {
  const { fridgeIndexes } = createRecipePages({
    root: ROOT,
    nodes: await queryRecipes(graphql, siteConfig.languages, reporter),
    vocabulary: await kept(cache, "vocabulary"),
    languages: siteConfig.languages,
    createPage: actions.createPage,
    reporter,
  });
  await keep(cache, "fridgeIndexes", fridgeIndexes);
};

/**
 * Each page of src/pages in every language the build makes, with its words; the home page with
 * its showcase, and the /get page with its redirect script in this build's settings.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = async ({ page, actions, cache }) => {
  const context =
    page.path === ROUTES.home.path
      ? await kept(cache, "homePage")
      : page.path === GET_PATH
        ? { redirectScript: await buildRedirectScript(redirectSettings(siteConfig), ROOT) }
        : {};
  localizePage(actions, page, siteConfig.languages, context);
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = analyticsBuildWarning(siteConfig.analytics);
  if (warning) reporter.warn(warning);
};

// Settings Gatsby's webpack API takes as they are. Changes to Gatsby's runtime and build output
// that rest on more are the lean-runtime plugin's (plugins/), behind its switch.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  defineBuiltSiteConfig(args);
  defineAppIconVersion(args, APP_ICON_FILE);
  defineOfficialBadges(args, ROOT);
  setBrowserDevtool(args);
  // Every page's HTML is rendered again whenever the browser build's files change (render-again.ts).
  if (args.stage === "build-html") {
    args.actions.setWebpackConfig({
      plugins: [new RenderPagesOnBrowserChange(path.join(ROOT, "public", WEBPACK_STATS))],
    });
  }
};

/**
 * Everything public/ needs once Gatsby has written it, in Gatsby's own build so that a host
 * running plain `gatsby build` deploys the same site as `npm run build`.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, cache }) => {
  try {
    await postBuild(
      {
        root: ROOT,
        publicDir: path.join(ROOT, "public"),
        config: siteConfig,
        backend: backendFromEnv(process.env),
        e2e: isE2eBuild(process.env),
        recipeRedirects: await kept(cache, "recipeRedirects"),
        fridgeIndexes: await kept(cache, "fridgeIndexes"),
      },
      (line) => reporter.info(`Post-build: ${line}`),
    );
  } catch (error) {
    reporter.panic((error as Error).message, error as Error);
  }
};
