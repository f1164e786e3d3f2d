import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Recipe } from "../recipes/recipe";
import type { Crop, RecipeDetails, RecipeDetailsNode } from "../recipes/recipe-details";

/** A processed photo as gatsby-plugin-image describes it: AVIF with a JPEG fallback. */
export const makePhoto = (
  name = "shakshuka",
  overrides: Partial<IGatsbyImageData> = {},
): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 900,
  images: {
    fallback: { src: `/static/${name}.jpg` },
    sources: [{ type: "image/avif", srcSet: `/static/${name}.avif 1200w` }],
  },
  ...overrides,
});

const makeCrop = (name: string, width: number, height: number): Crop => ({
  src: `/static/${width}x${height}/${name}.jpg`,
  width,
  height,
});

/** A recipe as cards and rows show it. */
export const makeRecipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: "r1",
  name: "Shakshuka",
  language: "en",
  author: "Marcus Bell",
  match: { have: 7, total: 10 },
  image: makePhoto("shakshuka", { width: 288, height: 216 }),
  path: "/recipes/shakshuka",
  ...overrides,
});

/** A recipe as its page's query gives it, with only the four required fields filled in. */
export const makeRecipeNode = (overrides: Partial<RecipeDetailsNode> = {}): RecipeDetailsNode => ({
  slug: "shakshuka",
  recipeName: "Shakshuka",
  author: "Marcus Bell",
  ingredientAmount: "7/10",
  description: null,
  ingredients: [],
  parsedIngredients: [],
  steps: [],
  prepTime: null,
  cookTime: null,
  servings: null,
  datePublished: null,
  recipeCategory: null,
  recipeCuisine: null,
  keywords: [],
  image: {
    childImageSharp: {
      gatsbyImageData: makePhoto("shakshuka"),
      square: makeCrop("shakshuka", 900, 900),
      wide: makeCrop("shakshuka", 1200, 675),
    },
  },
  ...overrides,
});

/** A recipe as its page and its structured data read it, with only the required fields. */
export const makeRecipeDetails = (overrides: Partial<RecipeDetails> = {}): RecipeDetails => ({
  name: "Shakshuka",
  language: "en",
  author: "Marcus Bell",
  match: { have: 7, total: 10 },
  path: "/recipes/shakshuka",
  photo: makePhoto("shakshuka"),
  crops: {
    square: makeCrop("shakshuka", 900, 900),
    standard: makeCrop("shakshuka", 1200, 900),
    wide: makeCrop("shakshuka", 1200, 675),
  },
  ingredients: [],
  steps: [],
  keywords: [],
  ...overrides,
});
