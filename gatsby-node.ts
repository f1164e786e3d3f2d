import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site-config";
import { copySessionRecorder, servesSessionRecorder } from "./src/analytics/session-recorder-asset";
import { RECIPES_FILE, SHOWCASE_SIZE } from "./src/recipes/constants";
import { readImageSize } from "./src/recipes/read-image-size";
import { neighbours, type RecipeLink } from "./src/recipes/neighbours";
import { recipePath, recipeSlug } from "./src/recipes/slug";
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
    },
  });
};

export type RecipePageContext = {
  id: string;
  previous: RecipeLink | null;
  next: RecipeLink | null;
};

type RecipeList = { allRecipesJson: { nodes: { id: string; slug: string; recipeName: string }[] } };

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RecipeList>(`
    query RecipePages {
      allRecipesJson {
        nodes {
          id
          slug
          recipeName
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
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/") return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, showcaseSize: SHOWCASE_SIZE } });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!servesSessionRecorder(siteConfig.analytics)) return;
  const target = await copySessionRecorder(__dirname);
  reporter.info(`Session replay recorder copied to ${path.relative(__dirname, target)}`);
};
