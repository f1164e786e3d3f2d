import schema from "../../data/recipe.schema.json";
import { recipeSlug } from "./slug";

/** One JSON file per recipe, named after the address it was first published at. */
export const DATA_DIR = "data";
export const RECIPES_DIR = `${DATA_DIR}/recipes`;
/** The ordered list of recipes the home page shows. */
export const SHOWCASE_FILE = "data/showcase.json";

export type RecipeData = Record<string, unknown>;

/** The schema's order: every file writes its fields in it, so an edit touches only its own lines. */
export const RECIPE_FIELDS: readonly string[] = Object.keys(schema.properties);

export const recipeFileName = (slug: string): string => `${slug}.json`;

/** The file's slug: its name without `.json`. */
export const fileSlug = (file: string): string => file.replace(/\.json$/, "");

/** The recipe with its fields in schema order; unknown fields follow, for the validator to name. */
export const inFieldOrder = (recipe: RecipeData): RecipeData => {
  const known = RECIPE_FIELDS.filter((field) => field in recipe);
  const unknown = Object.keys(recipe).filter((field) => !RECIPE_FIELDS.includes(field));
  return Object.fromEntries([...known, ...unknown].map((field) => [field, recipe[field]]));
};

export const recipeFileText = (recipe: RecipeData): string =>
  `${JSON.stringify(inFieldOrder(recipe), null, 2)}\n`;

export type Showcase = { recipes: string[] };

export const showcaseFileText = (showcase: Showcase): string =>
  `${JSON.stringify(showcase, null, 2)}\n`;

export type SplitRecipes = { files: { name: string; text: string }[]; showcase: Showcase };

/**
 * Turns the former single list of recipes into one file per recipe, each storing the address it
 * had (its explicit slug, else the one made from its name), and keeps the first `showcaseSize`
 * as the home page's list, in the same order, so the site looks the same after the move.
 */
export const splitRecipeList = (
  list: readonly RecipeData[],
  showcaseSize: number,
): SplitRecipes => {
  const recipes = list.map((recipe) => {
    const name = String(recipe.recipeName ?? "");
    const slug = recipeSlug({
      recipeName: name,
      slug: typeof recipe.slug === "string" ? recipe.slug : undefined,
    });
    return { recipe: { ...recipe, slug }, slug, name };
  });
  const taken = new Set<string>();
  recipes.forEach(({ slug, name }) => {
    if (!slug) throw new Error(`Recipe "${name}" has no address to name its file`);
    if (taken.has(slug)) throw new Error(`Two recipes have the address "${slug}"`);
    taken.add(slug);
  });
  return {
    files: recipes.map(({ recipe, slug }) => ({
      name: recipeFileName(slug),
      text: recipeFileText(recipe),
    })),
    showcase: { recipes: recipes.slice(0, showcaseSize).map(({ slug }) => slug) },
  };
};
