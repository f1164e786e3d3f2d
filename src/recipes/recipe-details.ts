import type { IGatsbyImageData } from "gatsby-plugin-image";
import { parseFraction, type IngredientMatch } from "./fraction";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "../i18n/languages";
import { recipePath } from "./slug";

/** A fixed-size crop of the recipe's photo, for search results and link previews. */
export type Crop = { src: string; width: number; height: number };

/** 1:1, 4:3 and 16:9, as Google's recipe results ask; the 16:9 crop is the link preview too. */
export type RecipeCrops = { square: Crop; standard: Crop; wide: Crop };

/** Everything a recipe page shows; the optional fields are absent when the file leaves them out. */
export type RecipeDetails = {
  name: string;
  /** The language of its words: the page's, as a page is made only where the recipe has them. */
  language: Language;
  author: string;
  match: IngredientMatch;
  path: string;
  photo: IGatsbyImageData;
  crops: RecipeCrops;
  description?: string;
  ingredients: string[];
  steps: string[];
  prepTime?: number;
  cookTime?: number;
  servings?: number;
  datePublished?: string;
  category?: string;
  cuisine?: string;
  keywords: string[];
};

export type RecipeDetailsNode = NonNullable<Queries.RecipePageQuery["recipesJson"]>;

type SharpCrop = {
  readonly src: string | null;
  readonly width: number | null;
  readonly height: number | null;
} | null;

const crop = (name: string, resized: SharpCrop): Crop => {
  if (!resized?.src || !resized.width || !resized.height) {
    throw new Error(`Recipe "${name}" has no processed photo crops`);
  }
  return { src: resized.src, width: resized.width, height: resized.height };
};

/** The page photo's largest JPEG is already the 4:3 crop: no second copy of it. */
const standardCrop = (name: string, photo: IGatsbyImageData): Crop => {
  const src = photo.images.fallback?.src;
  if (!src) throw new Error(`Recipe "${name}" has no processed photo crops`);
  return { src, width: photo.width, height: photo.height };
};

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const toRecipeDetails = (
  node: RecipeDetailsNode,
  language: Language = DEFAULT_LANGUAGE,
): RecipeDetails => {
  const sharp = node.image.childImageSharp;
  if (!sharp?.gatsbyImageData) {
    throw new Error(`Recipe "${node.recipeName}" has no processed image`);
  }
  return {
    name: node.recipeName,
    language,
    author: node.author,
    match: parseFraction(node.ingredientAmount),
    path: localizedPath(recipePath(node.slug), language),
    photo: sharp.gatsbyImageData,
    crops: {
      square: crop(node.recipeName, sharp.square),
      standard: standardCrop(node.recipeName, sharp.gatsbyImageData),
      wide: crop(node.recipeName, sharp.wide),
    },
    description: optional(node.description),
    ingredients: [...node.ingredients],
    steps: [...node.steps],
    prepTime: optional(node.prepTime),
    cookTime: optional(node.cookTime),
    servings: optional(node.servings),
    datePublished: optional(node.datePublished),
    category: optional(node.recipeCategory),
    cuisine: optional(node.recipeCuisine),
    keywords: [...node.keywords],
  };
};
