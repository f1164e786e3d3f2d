import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { backendFromEnv } from "./scripts/cms/backend.cjs";
import { nginxHeadersDir, postBuild } from "./scripts/post-build.cjs";
import {
  ANDROID_ASSET_LINKS_FILE,
  APPLE_ASSOCIATION_FILE,
  appLinkProblems,
  associationFiles,
} from "./src/app-links/association-files";
import { cspReportUrlProblems } from "./src/config/hosting-settings";
import { siteConfig } from "./src/config/site-config";
import { placeholderVerdict, siteConfigFormatProblems } from "./src/config/site-config-checks";
import { defineBuiltSiteConfig } from "./src/app/built-site-config";
import { ignoreCssOrder } from "./src/app/css-order";
import { RENDER_ERROR_PATH, buildsRenderErrorPage } from "./e2e/render-error/render-error";
import { analyticsBuildWarning } from "./src/analytics/build-warning";
import { qrSvg } from "./src/components/qr-code/qr-svg";
import { buildRedirectScript } from "./src/get/build-redirect-script";
import { GET_PATH, QR_SOURCE } from "./src/get/constants";
import { downloadUrl } from "./src/get/download-url";
import { redirectSettings } from "./src/get/redirect";
import { storeSettingsProblems } from "./src/get/store-link";
import {
  copySessionRecorder,
  servesSessionRecorder,
} from "./src/analytics/mixpanel/session-recorder-asset";
import { readGraphqlFragment } from "./src/recipes/graphql-fragment";
import { readImageSize } from "./src/recipes/read-image-size";
import { byRecipeName, neighbours, type RecipeLink } from "./src/recipes/neighbours";
import type { HomePageContext } from "./src/recipes/home-page-context";
import { DATA_DIR } from "./src/recipes/recipe-files";
import {
  NGINX_REDIRECTS_FILE,
  REDIRECTS_FILE,
  nginxRedirectsText,
  redirectsFileText,
  siteRedirects,
} from "./src/recipes/redirects";
import { toScalableLines } from "./src/recipes/scaling/ingredient-amounts";
import type { ScalableLine } from "./src/recipes/scaling/scalable-line";
import { recipePath } from "./src/recipes/slug";
import { recipeListPages } from "./src/recipes/list-pages";
import { toIndexRecipe, type IndexNode } from "./src/fridge/build-index";
import { FRIDGE_INDEX_FILE } from "./src/fridge/constants";
import { serializeIndex } from "./src/fridge/recipe-index";
import { fridgeShelves } from "./src/fridge/shelves";
import { writeContentReport } from "./src/recipes/content-report";
import {
  formatLeftOut,
  formatProblems,
  validateRecipes,
  type RecipesCheck,
} from "./src/recipes/validate-recipes";
import { makeResolver, type Resolver } from "./src/ingredients/resolve";
import { readVocabularySync } from "./src/ingredients/vocabulary-file";
import type { Vocabulary } from "./src/ingredients/vocabulary";
import { ingredientResolvers, INGREDIENT_TYPES } from "./src/ingredients/graphql";

let checkedRecipes: RecipesCheck | undefined;
let ingredientResolver: Resolver | undefined;
let vocabularyRead: Vocabulary = [];
/** The picker's match index, drawn in createPages and written beside the pages. */
let fridgeIndex: string | undefined;

/**
 * Every recipe file, the showcase list, the removed recipes and the ingredient vocabulary, checked
 * before anything is built from them: a broken site-wide file stops the build, a broken recipe is
 * left out with a warning (src/recipes/rules/site.ts).
 */
const checkRecipes = async (reporter: {
  panic: (message: string) => never;
  warn: (message: string) => void;
}) => {
  const check = await validateRecipes(__dirname, readImageSize);
  await writeContentReport(__dirname, check);
  if (check.problems.length > 0) reporter.panic(formatProblems(check.problems));
  if (check.leftOut.length > 0) reporter.warn(formatLeftOut(check.leftOut));
  if (check.warnings.length > 0) reporter.warn(formatProblems(check.warnings));
  ingredientResolver = makeResolver(check.vocabulary);
  vocabularyRead = check.vocabulary;
  if (check.unusedImages.length > 0) {
    reporter.warn(
      `No recipe uses ${check.unusedImages.map((image) => `data/${image}`).join(", ")}: ` +
        "delete it (in the recipe editor: Media) unless a recipe is about to.",
    );
  }
  checkedRecipes = check;
  return check;
};

/**
 * Every setting that would break the build's output, or put an example address on a real host,
 * reported together before anything runs.
 */
const checkSiteConfig = (reporter: {
  panic: (message: string) => never;
  info: (message: string) => void;
}) => {
  const placeholders = placeholderVerdict(siteConfig, process.env);
  const problems = [
    ...siteConfigFormatProblems(siteConfig),
    ...placeholders.errors,
    ...appLinkProblems(siteConfig),
    ...cspReportUrlProblems(siteConfig.cspReportUrl),
    ...storeSettingsProblems(siteConfig),
  ];
  if (problems.length > 0) {
    reporter.panic(`Site configuration:\n  ${problems.join("\n  ")}`);
  }
  if (placeholders.notice) reporter.info(placeholders.notice);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkSiteConfig(reporter);
  await checkRecipes(reporter);
};

const writeOutput = async (file: string, text: string) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
};

/** The app-link association files, which the header files then serve as JSON. */
const writeAppLinkFiles = async (publicDir: string) => {
  const files = associationFiles(siteConfig);
  // A platform unset since the last build must not keep its old file in public/.
  await Promise.all(
    [APPLE_ASSOCIATION_FILE, ANDROID_ASSET_LINKS_FILE].map((file) =>
      rm(path.join(publicDir, file), { force: true }),
    ),
  );
  await Promise.all(files.map(({ file, text }) => writeOutput(path.join(publicDir, file), text)));
  return files.map(({ file }) => file);
};

/** The QR code for the download link, drawn once per build so its encoder stays out of the browser. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const url = downloadUrl(siteConfig.siteUrl, QR_SOURCE);
  const svg = await qrSvg(url);
  actions.createNode({
    id: createNodeId(`DownloadQrCode ${url}`),
    url,
    svg,
    internal: { type: "DownloadQrCode", contentDigest: createContentDigest({ url, svg }) },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type RecipesJson implements Node @dontInfer {
      recipeName: String!
      author: String!
      ingredientAmount: String!
      image: File!
      slug: String!
      formerSlugs: [String!]!
      description: String
      ingredients: [String!]!
      steps: [String!]!
      prepTime: Int
      cookTime: Int
      servings: Int
      datePublished: String
      recipeCategory: String
      recipeCuisine: String
      keywords: [String!]!
      ingredientKeys: [String!]!
      parsedIngredients: [ParsedIngredient!]!
    }
    ${INGREDIENT_TYPES}
    type DownloadQrCode implements Node @dontInfer {
      url: String!
      svg: String!
    }
  `);
};

type RecipeSource = Record<string, unknown>;
const listOrEmpty =
  (field: string) =>
  (source: RecipeSource): unknown[] => {
    const value = source[field];
    return Array.isArray(value) ? value : [];
  };

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    RecipesJson: {
      // The photo's path is relative to the data folder, not to the recipe's own file.
      image: {
        resolve: (
          source: RecipeSource,
          _args: unknown,
          context: {
            nodeModel: { findOne: (args: { type: string; query: unknown }) => Promise<unknown> };
          },
        ) =>
          context.nodeModel.findOne({
            type: "File",
            query: {
              filter: {
                absolutePath: { eq: path.join(__dirname, DATA_DIR, String(source.image)) },
              },
            },
          }),
      },
      formerSlugs: { resolve: listOrEmpty("formerSlugs") },
      ingredients: { resolve: listOrEmpty("ingredients") },
      steps: { resolve: listOrEmpty("steps") },
      keywords: { resolve: listOrEmpty("keywords") },
      ...ingredientResolvers(
        // Query workers run without onPreBootstrap, so they read the vocabulary themselves.
        () => (ingredientResolver ??= makeResolver(readVocabularySync(__dirname).vocabulary)),
        listOrEmpty("ingredients"),
      ),
    },
  });
};

export type RecipePageContext = {
  id: string;
  previous: RecipeLink | null;
  next: RecipeLink | null;
  /** Each ingredient line with its amount, so the page can change servings without a parser. */
  amounts: ScalableLine[];
};

/** The photo files the recipe pages and cards ask for (src/recipes/recipe-photo.ts). */
const RECIPE_PHOTO_FRAGMENT = readGraphqlFragment(
  path.resolve(__dirname, "src/recipes/recipe-photo.ts"),
  "RecipePhoto",
);

type RecipeList = {
  allRecipesJson: { nodes: ({ id: string; ingredients: string[] } & IndexNode)[] };
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RecipeList>(`
    query RecipePages {
      allRecipesJson {
        nodes {
          id
          slug
          recipeName
          ingredients
          ingredientKeys
          # The page's and the cards' own photo files, so none is made twice.
          image {
            childImageSharp {
              ...RecipePhoto
            }
          }
        }
      }
    }
    ${RECIPE_PHOTO_FRAGMENT}
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not list the recipes for their pages", result.errors);
    return;
  }
  const recipes = result.data.allRecipesJson.nodes
    .map((node) => ({
      id: node.id,
      path: recipePath(node.slug),
      name: node.recipeName,
      amounts: toScalableLines(node.ingredients),
    }))
    .sort(byRecipeName);
  const template = path.resolve(__dirname, "src/templates/recipe-query.tsx");
  recipes.forEach((recipe, index) => {
    const context: RecipePageContext = {
      id: recipe.id,
      amounts: recipe.amounts,
      ...neighbours(recipes, index),
    };
    actions.createPage({ path: recipe.path, component: template, context });
  });
  reporter.info(`Recipe pages: ${recipes.length}`);
  const listTemplate = path.resolve(__dirname, "src/templates/recipe-list-query.tsx");
  const listPages = recipeListPages(recipes.length);
  const taken = listPages.find((page) => recipes.some((recipe) => recipe.path === page.path));
  if (taken) reporter.panic(`A recipe has the address of the recipe list's page ${taken.path}`);
  const { nodes } = result.data.allRecipesJson;
  const shelves = fridgeShelves(
    nodes.map((node) => node.ingredientKeys),
    vocabularyRead,
  );
  listPages.forEach((page, index) =>
    actions.createPage({
      ...page,
      component: listTemplate,
      context: index === 0 ? { ...page.context, shelves } : page.context,
    }),
  );
  fridgeIndex = serializeIndex(nodes.map(toIndexRecipe));
  reporter.info(`Recipe list pages: ${listPages.length}`);
  if (buildsRenderErrorPage(process.env)) {
    actions.createPage({
      path: RENDER_ERROR_PATH,
      component: path.join(__dirname, "e2e/render-error/render-error-page.tsx"),
      context: {},
    });
  }
};

let redirectScript: Promise<string> | undefined;

export const onCreatePage: GatsbyNode["onCreatePage"] = async ({ page, actions }) => {
  if (page.path === GET_PATH) {
    redirectScript ??= buildRedirectScript(redirectSettings(siteConfig), __dirname);
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: { ...page.context, redirectScript: await redirectScript },
    });
    return;
  }
  if (page.path !== "/") return;
  // `gatsby develop` may create pages again without a new bootstrap.
  const { showcase } = checkedRecipes ?? (await validateRecipes(__dirname, readImageSize));
  const context: HomePageContext = { showcase: showcase.map(({ slug }) => slug) };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = analyticsBuildWarning(siteConfig.analytics);
  if (warning) reporter.warn(warning);
};

/**
 * Redirects from every recipe's old addresses (301), deleted recipes' (301) and left-out recipes'
 * (302), for Netlify / Cloudflare Pages and for nginx.
 */
const writeRecipeRedirects = async (
  publicDir: string,
  reporter: { info: (text: string) => void },
) => {
  const { recipes, removed, leftOut } =
    checkedRecipes ?? (await validateRecipes(__dirname, readImageSize));
  const redirects = siteRedirects({
    recipes,
    removed,
    leftOut: leftOut.flatMap(({ addresses }) => addresses),
  });
  await writeOutput(path.join(publicDir, REDIRECTS_FILE), redirectsFileText(redirects));
  await writeOutput(
    path.join(nginxHeadersDir(publicDir), NGINX_REDIRECTS_FILE),
    nginxRedirectsText(redirects),
  );
  reporter.info(
    `Recipe redirects: ${redirects.length} addresses lead to a recipe or the recipe list`,
  );
};

/** The picker's match index, beside the pages it lists. */
const writeFridgeIndex = async (publicDir: string, reporter: { info: (text: string) => void }) => {
  if (fridgeIndex === undefined) return;
  await writeOutput(path.join(publicDir, FRIDGE_INDEX_FILE), fridgeIndex);
  reporter.info(`Fridge index: ${Buffer.byteLength(fridgeIndex)} bytes, ${FRIDGE_INDEX_FILE}`);
};

/**
 * Everything public/ needs once Gatsby has written it, in Gatsby's own build so that a host
 * running plain `gatsby build` deploys the same site as `npm run build`.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(__dirname, "public");
  await writeRecipeRedirects(publicDir, reporter);
  await writeFridgeIndex(publicDir, reporter);
  const written = await writeAppLinkFiles(publicDir);
  if (written.length > 0) reporter.info(`App links: wrote ${written.join(", ")}`);
  if (servesSessionRecorder(siteConfig.analytics)) {
    const target = await copySessionRecorder(__dirname);
    reporter.info(`Session replay recorder copied to ${path.relative(__dirname, target)}`);
  }
  try {
    await postBuild(
      {
        root: __dirname,
        publicDir,
        backend: backendFromEnv(process.env),
        reportUrl: siteConfig.cspReportUrl,
        analyticsHost: siteConfig.analytics.apiHost,
        e2e: buildsRenderErrorPage(process.env),
      },
      (line) => reporter.info(`Post-build: ${line}`),
    );
  } catch (error) {
    reporter.panic((error as Error).message, error as Error);
  }
};

// Changes to Gatsby's runtime and build output are the lean-runtime plugin's (plugins/).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  ignoreCssOrder(args);
  defineBuiltSiteConfig(args);
};
