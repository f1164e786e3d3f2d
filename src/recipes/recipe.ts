import type { IGatsbyImageData } from "gatsby-plugin-image";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "../i18n/languages";
import { parseFraction, type IngredientMatch } from "./fraction";
import { recipePath } from "./slug";

export type Recipe = {
  id: string;
  name: string;
  /** The language its name is in: the page's where it is translated, else its own. */
  language: Language;
  author: string;
  match: IngredientMatch;
  image: IGatsbyImageData;
  path: string;
};

export type RecipeNode = Queries.RecipeCardFragment;

/** Whether a recipe has a page in `language` (every recipe has one in its own). */
export const isWrittenIn = (node: { readonly languages: readonly string[] }, language: Language) =>
  language === DEFAULT_LANGUAGE || node.languages.includes(language);

/** The recipe's page in `language` where it has one, else its page in its own language. */
export const recipePathIn = (
  node: { readonly slug: string; readonly languages: readonly string[] },
  language: Language,
): string =>
  isWrittenIn(node, language)
    ? localizedPath(recipePath(node.slug), language)
    : recipePath(node.slug);

/** A card's recipe on a page in `language`: its name there, and its page there where it has one. */
export const toRecipe = (node: RecipeNode, language: Language = DEFAULT_LANGUAGE): Recipe => {
  const image = node.image.childImageSharp?.gatsbyImageData;
  if (!image) {
    throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  }
  return {
    id: node.id,
    name: node.recipeName,
    language: isWrittenIn(node, language) ? language : DEFAULT_LANGUAGE,
    author: node.author,
    match: parseFraction(node.ingredientAmount),
    image,
    path: recipePathIn(node, language),
  };
};
