import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildInfoDir } from "./scripts/built-site.cjs";
import {
  ANDROID_ASSET_LINKS_FILE,
  APPLE_ASSOCIATION_FILE,
  appLinkProblems,
  associationFiles,
} from "./src/app-links/association-files";
import {
  HOSTING_SETTINGS_FILE,
  cspReportUrlProblems,
  hostingSettings,
} from "./src/config/hosting-settings";
import { siteConfig } from "./src/config/site-config";
import { defineBuiltSiteConfig } from "./src/app/built-site-config";
import { leaveOutUnusedRuntime } from "./src/app/unused-runtime";
import { minifyForTargets } from "./src/app/minify-for-targets";
import { hintCompilation } from "./src/app/compile-hints";
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
import { RECIPES_FILE, SHOWCASE_SIZE } from "./src/recipes/constants";
import { readImageSize } from "./src/recipes/read-image-size";
import { neighbours, type RecipeLink } from "./src/recipes/neighbours";
import { recipePath, recipeSlug } from "./src/recipes/slug";
import { recipeListPages } from "./src/recipes/list-pages";
import { toIndexRecipe, type IndexNode } from "./src/fridge/build-index";
import { FRIDGE_INDEX_FILE } from "./src/fridge/constants";
import { serializeIndex } from "./src/fridge/recipe-index";
import { fridgeShelves } from "./src/fridge/shelves";
import { formatProblems, validateRecipesFile } from "./src/recipes/validate-recipes";
import { VOCABULARY_FILE, ingredientProblems } from "./src/ingredients/problems";
import { makeResolver, type Resolver } from "./src/ingredients/resolve";
import { readVocabulary, readVocabularySync } from "./src/ingredients/vocabulary-file";
import type { Vocabulary } from "./src/ingredients/vocabulary";
import { ingredientResolvers, INGREDIENT_TYPES } from "./src/ingredients/graphql";

let ingredientResolver: Resolver | undefined;
let vocabularyRead: Vocabulary = [];
/** The picker's match index, drawn in createPages and written beside the pages. */
let fridgeIndex: string | undefined;

const checkRecipes = async (reporter: { panic: (message: string) => never }) => {
  const file = path.join(__dirname, RECIPES_FILE);
  const { vocabulary, problems: vocabularyFaults } = await readVocabulary(__dirname);
  if (vocabularyFaults.length > 0) {
    reporter.panic(`${VOCABULARY_FILE}:\n  ${vocabularyFaults.join("\n  ")}`);
  }
  ingredientResolver = makeResolver(vocabulary);
  vocabularyRead = vocabulary;
  const problems = [
    ...(await validateRecipesFile(file, readImageSize)),
    ...ingredientProblems(JSON.parse(await readFile(file, "utf8")) as unknown[], vocabulary),
  ];
  if (problems.length > 0) {
    reporter.panic(formatProblems(RECIPES_FILE, problems));
  }
};

/** Every setting that would break the build's output, reported together before anything runs. */
const checkSiteConfig = (reporter: { panic: (message: string) => never }) => {
  const problems = [
    ...appLinkProblems(siteConfig),
    ...cspReportUrlProblems(siteConfig.cspReportUrl),
    ...storeSettingsProblems(siteConfig),
  ];
  if (problems.length > 0) {
    reporter.panic(`Site configuration:\n  ${problems.join("\n  ")}`);
  }
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkSiteConfig(reporter);
  await checkRecipes(reporter);
};

const writeOutput = async (file: string, text: string) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
};

/** The app-link association files, and the settings the postbuild step reads. */
const writeHostingFiles = async (publicDir: string) => {
  const files = associationFiles(siteConfig);
  // A platform unset since the last build must not keep its old file in public/.
  await Promise.all(
    [APPLE_ASSOCIATION_FILE, ANDROID_ASSET_LINKS_FILE].map((file) =>
      rm(path.join(publicDir, file), { force: true }),
    ),
  );
  await Promise.all(files.map(({ file, text }) => writeOutput(path.join(publicDir, file), text)));
  await writeOutput(
    path.join(buildInfoDir(publicDir), HOSTING_SETTINGS_FILE),
    `${JSON.stringify(hostingSettings(siteConfig), null, 2)}\n`,
  );
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
      image: File! @fileByRelativePath
      slug: String!
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

type RecipeSource = { recipeName: string; slug?: string | null } & Record<string, unknown>;
const listOrEmpty =
  (field: string) =>
  (source: RecipeSource): unknown[] => {
    const value = source[field];
    return Array.isArray(value) ? value : [];
  };

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    RecipesJson: {
      slug: { resolve: (source: RecipeSource) => recipeSlug(source) },
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
};

type RecipeList = { allRecipesJson: { nodes: ({ id: string } & IndexNode)[] } };

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RecipeList>(`
    query RecipePages {
      allRecipesJson {
        nodes {
          id
          slug
          recipeName
          ingredientKeys
          # The card's own image arguments (recipe-card.tsx), so no photo is drawn twice.
          image {
            childImageSharp {
              gatsbyImageData(
                width: 288
                aspectRatio: 1.3333333
                layout: CONSTRAINED
                breakpoints: [288, 432, 576]
                sizes: "(max-width: 40rem) 240px, 288px"
                avifOptions: { quality: 50 }
              )
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not list the recipes for their pages", result.errors);
    return;
  }
  const recipes = result.data.allRecipesJson.nodes.map((node) => ({
    id: node.id,
    path: recipePath(node.slug),
    name: node.recipeName,
  }));
  const template = path.resolve(__dirname, "src/templates/recipe-query.tsx");
  recipes.forEach((recipe, index) => {
    const context: RecipePageContext = { id: recipe.id, ...neighbours(recipes, index) };
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
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, showcaseSize: SHOWCASE_SIZE } });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = analyticsBuildWarning(siteConfig.analytics);
  if (warning) reporter.warn(warning);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (fridgeIndex !== undefined) {
    await writeOutput(path.join(__dirname, "public", FRIDGE_INDEX_FILE), fridgeIndex);
    reporter.info(`Fridge index: ${Buffer.byteLength(fridgeIndex)} bytes, ${FRIDGE_INDEX_FILE}`);
  }
  const written = await writeHostingFiles(path.join(__dirname, "public"));
  if (written.length > 0) reporter.info(`App links: wrote ${written.join(", ")}`);
  if (!servesSessionRecorder(siteConfig.analytics)) return;
  const target = await copySessionRecorder(__dirname);
  reporter.info(`Session replay recorder copied to ${path.relative(__dirname, target)}`);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  leaveOutUnusedRuntime(args, path.join(__dirname, "src/app"));
  defineBuiltSiteConfig(args);
  hintCompilation(args);
  // Last: it reads the config the calls above have set.
  minifyForTargets(args);
};
