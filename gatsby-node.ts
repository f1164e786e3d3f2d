import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site-config";
import { analyticsBuildWarning } from "./src/analytics/build-warning";
import {
  copySessionRecorder,
  servesSessionRecorder,
} from "./src/analytics/mixpanel/session-recorder-asset";
import { RECIPES_FILE, SHOWCASE_SIZE } from "./src/recipes/constants";
import { readImageSize } from "./src/recipes/read-image-size";
import { formatProblems, validateRecipesFile } from "./src/recipes/validate-recipes";

const checkRecipes = async (reporter: { panic: (message: string) => never }) => {
  const file = path.join(__dirname, RECIPES_FILE);
  const problems = await validateRecipesFile(file, readImageSize);
  if (problems.length > 0) {
    reporter.panic(formatProblems(RECIPES_FILE, problems));
  }
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await checkRecipes(reporter);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type RecipesJson implements Node @dontInfer {
      recipeName: String!
      author: String!
      ingredientAmount: String!
      image: File! @fileByRelativePath
    }
  `);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/") return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, showcaseSize: SHOWCASE_SIZE } });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = analyticsBuildWarning(siteConfig.analytics);
  if (warning) reporter.warn(warning);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!servesSessionRecorder(siteConfig.analytics)) return;
  const target = await copySessionRecorder(__dirname);
  reporter.info(`Session replay recorder copied to ${path.relative(__dirname, target)}`);
};
