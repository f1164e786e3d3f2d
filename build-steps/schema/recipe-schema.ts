import path from "node:path";
import { makeResolver, type Resolver } from "../../src/ingredients/resolve";
import { isLanguage, type Language } from "../../src/i18n/languages";
import { DATA_DIR } from "../../src/recipes/recipe-files";
import { TRANSLATED_FIELDS, recipeIn, recipeLanguages } from "../../src/recipes/translations";
import { readVocabularySync } from "../recipes/vocabulary-file";
import { INGREDIENT_TYPES, ingredientResolvers } from "./ingredient-types";

/** The recipe files' fields, made non-null where every recipe has them, and the /get QR code. */
export const TYPE_DEFS = `
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
      "The languages the recipe has a page in: English, then each it is translated into."
      languages: [String!]!
      recipeNameIn(language: String!): String!
      descriptionIn(language: String!): String
      ingredientsIn(language: String!): [String!]!
      stepsIn(language: String!): [String!]!
      recipeCategoryIn(language: String!): String
      recipeCuisineIn(language: String!): String
      keywordsIn(language: String!): [String!]!
    }
    ${INGREDIENT_TYPES}
    type DownloadQrCode implements Node @dontInfer {
      url: String!
      src: String!
      modules: Int!
    }
  `;

type RecipeSource = Record<string, unknown> & { recipeName: string };

type NodeModel = { findOne: (args: { type: string; query: unknown }) => Promise<unknown> };

const listOrEmpty =
  (field: string) =>
  (source: RecipeSource): unknown[] => {
    const value = source[field];
    return Array.isArray(value) ? value : [];
  };

const LIST_FIELDS = new Set(["ingredients", "steps", "keywords"]);

/**
 * Each text field in a language, as `<field>In(language: "de")`: the translation's words where the
 * recipe has one in that language, its own otherwise (a page is made only where it has one).
 */
const inLanguage = Object.fromEntries(
  TRANSLATED_FIELDS.map((field) => [
    `${field}In`,
    {
      resolve: (source: RecipeSource, args: { language: string }) => {
        const language = isLanguage(args.language) ? args.language : undefined;
        const value = language ? recipeIn(source, language)[field] : source[field];
        if (LIST_FIELDS.has(field)) return Array.isArray(value) ? value : [];
        return value ?? null;
      },
    },
  ]),
);

/**
 * The resolvers of RecipesJson. Gatsby's query workers run them without the bootstrap that
 * checked the vocabulary, so each process reads it once, when a recipe first asks.
 */
export const recipeResolvers = (root: string, languages: readonly Language[]) => {
  let resolver: Resolver | undefined;
  const vocabularyResolver = () => (resolver ??= makeResolver(readVocabularySync(root).vocabulary));
  return {
    RecipesJson: {
      // The photo's path is relative to the data folder, not to the recipe's own file.
      image: {
        resolve: (source: RecipeSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          context.nodeModel.findOne({
            type: "File",
            query: {
              filter: { absolutePath: { eq: path.join(root, DATA_DIR, String(source.image)) } },
            },
          }),
      },
      formerSlugs: { resolve: listOrEmpty("formerSlugs") },
      ingredients: { resolve: listOrEmpty("ingredients") },
      steps: { resolve: listOrEmpty("steps") },
      keywords: { resolve: listOrEmpty("keywords") },
      languages: { resolve: (source: RecipeSource) => recipeLanguages(source, languages) },
      ...inLanguage,
      ...ingredientResolvers(vocabularyResolver, listOrEmpty("ingredients")),
    },
  };
};
