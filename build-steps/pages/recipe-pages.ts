import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { toIndexRecipe, type IndexNode } from "./fridge-index";
import { serializeIndex } from "../../src/fridge/recipe-index";
import { fridgeShelves, stapleKeys } from "../../src/fridge/shelves";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import { pickerVocabulary, type Vocabulary } from "../../src/ingredients/vocabulary";
import { recipeListPages } from "../../src/recipes/list-pages";
import { byRecipeNameIn, neighbours, type RecipeLink } from "../../src/recipes/neighbours";
import { toScalableLines } from "../../src/recipes/scaling/ingredient-amounts";
import { toTranslatedScalableLines } from "../../src/recipes/scaling/translated-amounts";
import type { ScalableLine } from "../../src/recipes/scaling/scalable-line";
import { recipePath } from "../../src/recipes/slug";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "../../src/i18n/languages";
import { languageContext } from "../../src/i18n/page-texts";
import type { LanguageContext } from "../../src/i18n/texts";
import type { BuildReporter } from "../reporter";
import { RECIPE_PHOTO_FRAGMENT } from "./recipe-photo-fragment";

export const RECIPE_TEMPLATE = "src/templates/recipe-query.tsx";
export const RECIPE_LIST_TEMPLATE = "src/templates/recipe-list-query.tsx";

export type RecipePageContext = {
  id: string;
  previous: RecipeLink | null;
  next: RecipeLink | null;
  /** Each ingredient line with its amount, so the page can change servings without a parser. */
  amounts: ScalableLine[];
} & LanguageContext;

/** A translation's words that its page, its neighbours' links and its servings are made from. */
export type TranslatedWords = { recipeName: string; ingredients: string[] };

export type RecipeNode = {
  id: string;
  ingredients: string[];
  /** The languages the recipe has a page in; English only when absent. */
  languages?: string[];
  translated?: Partial<Record<Language, TranslatedWords>>;
} & IndexNode;

type QueriedNode = RecipeNode & Record<string, unknown>;
type RecipeList = { allRecipesJson: { nodes: QueriedNode[] } };

const inLanguageFields = (languages: readonly Language[]) =>
  languages
    .filter((language) => language !== DEFAULT_LANGUAGE)
    .map(
      (language) => `
          ${language}_recipeName: recipeNameIn(language: "${language}")
          ${language}_ingredients: ingredientsIn(language: "${language}")`,
    )
    .join("");

const recipesQuery = (languages: readonly Language[]) => `
    query RecipePages {
      allRecipesJson {
        nodes {
          id
          slug
          recipeName
          ingredients
          languages${inLanguageFields(languages)}
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
  `;

/** Every recipe, with the fields its pages, the list and the fridge index are made from. */
export const queryRecipes = async (
  graphql: CreatePagesArgs["graphql"],
  languages: readonly Language[],
  reporter: BuildReporter,
): Promise<RecipeNode[]> => {
  const result = await graphql<RecipeList>(recipesQuery(languages));
  if (result.errors || !result.data) {
    return reporter.panic(
      "Could not list the recipes for their pages",
      result.errors as Error | undefined,
    );
  }
  return result.data.allRecipesJson.nodes.map((node) => ({
    ...node,
    translated: Object.fromEntries(
      (node.languages ?? [])
        .filter((language) => language !== DEFAULT_LANGUAGE)
        .map((language) => [
          language,
          {
            recipeName: String(node[`${language}_recipeName`]),
            ingredients: node[`${language}_ingredients`] as string[],
          },
        ]),
    ),
  }));
};

/** The languages a recipe has a page in, among those the build makes; English always. */
const pageLanguages = (node: RecipeNode, languages: readonly Language[]): Language[] =>
  languages.filter(
    (language) =>
      language === DEFAULT_LANGUAGE ||
      ((node.languages ?? []).includes(language) && node.translated?.[language] !== undefined),
  );

type PageInput = {
  root: string;
  nodes: readonly RecipeNode[];
  vocabulary: Vocabulary;
  /** The languages the build makes; each recipe has pages in those it is written in. */
  languages: Language[];
  createPage: Actions["createPage"];
  reporter: BuildReporter;
};

/** Each language's fridge index, by language: the English one for every build, then the others. */
export type FridgeIndexes = Partial<Record<Language, string>>;

/**
 * A page per recipe, in name order so each leads to its neighbours, and the recipe list's pages,
 * the first with the fridge picker's shelves, in every language. Returns each language's match
 * index for the picker, in the order of the names it shows.
 */
export const createRecipePages = ({
  root,
  nodes,
  vocabulary,
  languages,
  createPage,
  reporter,
}: PageInput): { fridgeIndexes: FridgeIndexes } => {
  const recipes = nodes.map((node) => ({
    id: node.id,
    path: recipePath(node.slug),
    name: node.recipeName,
    node,
    languages: pageLanguages(node, languages),
  }));
  /**
   * Every recipe as a page in `language` shows it, in the order of the names shown there: a
   * translated one by its name there, linking its page there; any other as written, in English.
   * Sorted here, as Gatsby lists the nodes in the order its sources made them, which can change
   * between builds.
   */
  const shownIn = (language: Language) =>
    recipes
      .map((recipe) => {
        const words =
          language === DEFAULT_LANGUAGE || !recipe.languages.includes(language)
            ? undefined
            : recipe.node.translated?.[language];
        return {
          ...recipe,
          words,
          path: words ? localizedPath(recipe.path, language) : recipe.path,
          basePath: recipe.path,
          name: words?.recipeName ?? recipe.name,
        };
      })
      .sort(byRecipeNameIn(language));
  const shown = new Map(languages.map((language) => [language, shownIn(language)]));
  const template = path.join(root, RECIPE_TEMPLATE);
  // A page per recipe in each language it is written in; a page leads on to the recipes of its
  // own language, by their names there.
  let pageCount = 0;
  for (const language of languages) {
    const inLanguage = (shown.get(language) ?? []).filter((recipe) =>
      recipe.languages.includes(language),
    );
    inLanguage.forEach((recipe, index) => {
      const context: RecipePageContext = {
        id: recipe.id,
        amounts: recipe.words
          ? toTranslatedScalableLines(
              recipe.node.ingredients,
              recipe.words.ingredients,
              language,
              vocabulary,
            )
          : toScalableLines(recipe.node.ingredients),
        ...neighbours(inLanguage, index),
        ...languageContext("recipe", language, recipe.basePath, recipe.languages),
      };
      createPage({ path: recipe.path, component: template, context });
    });
    pageCount += inLanguage.length;
  }
  reporter.info(`Recipe pages: ${recipes.length}, ${pageCount} in all languages`);

  const listTemplate = path.join(root, RECIPE_LIST_TEMPLATE);
  // The same addresses in every language, whatever the order of its recipes.
  const listPaths = recipeListPages(recipes.map((recipe) => recipe.node.slug)).map(
    (page) => page.path,
  );
  const taken = listPaths.find((listPath) => recipes.some((recipe) => recipe.path === listPath));
  if (taken) reporter.panic(`A recipe has the address of the recipe list's page ${taken}`);
  const recipeKeys = nodes.map((node) => node.ingredientKeys);
  const staples = stapleKeys(vocabulary);
  // The list in every language, by the names it shows; a recipe translated into the page's
  // language links its page there, any other its page as written. The picker, on the first page,
  // gets its shelves and its ingredients in the page's language.
  for (const language of languages) {
    const listPages = recipeListPages(
      (shown.get(language) ?? []).map((recipe) => recipe.node.slug),
    );
    const picker = {
      shelves: fridgeShelves(
        recipeKeys,
        vocabulary,
        DICTIONARIES[language].fridge.shelves,
        language,
      ),
      vocabulary: pickerVocabulary(vocabulary, language),
    };
    listPages.forEach((page, index) =>
      createPage({
        path: localizedPath(page.path, language),
        component: listTemplate,
        context: {
          ...page.context,
          ...(index === 0 ? picker : {}),
          staples,
          ...languageContext("recipeList", language, page.path, languages),
        },
      }),
    );
  }
  reporter.info(`Recipe list pages: ${listPaths.length} in each of ${languages.length} languages`);
  // The picker's index in each language, in the order of the names it shows, as its results
  // break ties between equal matches by their place there (src/fridge/match.ts).
  const fridgeIndexes: FridgeIndexes = Object.fromEntries(
    [...shown].map(([language, inOrder]) => [
      language,
      serializeIndex(
        inOrder.map((recipe) =>
          toIndexRecipe(
            recipe.node,
            recipe.words && { language, recipeName: recipe.words.recipeName },
          ),
        ),
      ),
    ]),
  );
  return { fridgeIndexes };
};
