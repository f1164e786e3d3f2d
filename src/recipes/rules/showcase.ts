import { SHOWCASE_SIZE } from "../constants";
import { RECIPES_DIR, SHOWCASE_FILE } from "../recipe-files";
import { oldAddresses } from "../redirects";
import type { RecipeProblem } from "./problem";
import { jsonProblem, type RecipeEntry } from "./recipe-file";

export type ShowcaseCheck = {
  /** What makes the list itself wrong: the build stops. */
  problems: RecipeProblem[];
  /** Recipes on the list that are left out of the site until fixed: the page shows the others. */
  skipped: RecipeProblem[];
  /** The home page's recipes, in the chosen order. */
  showcase: RecipeEntry[];
};

/** The names a list item may use for a recipe: its current address and every old one. */
export const recipesByAddress = (recipes: readonly RecipeEntry[]): Map<string, RecipeEntry> => {
  const found = new Map<string, RecipeEntry>();
  recipes.forEach((recipe) => oldAddresses(recipe).forEach((slug) => found.set(slug, recipe)));
  recipes.forEach((recipe) => found.set(recipe.slug, recipe));
  return found;
};

/**
 * The home page's list (data/showcase.json): each item a recipe by its file name or address, at
 * most SHOWCASE_SIZE. `leftOut` names the addresses of recipe files left out of the site.
 */
export const checkShowcase = (
  text: string | undefined,
  recipes: readonly RecipeEntry[],
  leftOut: ReadonlyMap<string, RecipeProblem>,
): ShowcaseCheck => {
  const file = SHOWCASE_FILE;
  const fail = (message: string, fix: string): ShowcaseCheck => ({
    problems: [{ file, field: "recipes", message, fix }],
    skipped: [],
    showcase: [],
  });
  if (text === undefined) {
    return fail(
      "is missing",
      `Create it with the recipes the home page shows: { "recipes": ["shakshuka"] }.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [jsonProblem(file, text, error)], skipped: [], showcase: [] };
  }
  const list = (parsed as { recipes?: unknown } | null)?.recipes;
  if (!Array.isArray(list) || list.some((item) => typeof item !== "string")) {
    return fail(
      "is not a list of recipe file names",
      'Write it as { "recipes": ["shakshuka", "caprese-salad"] }.',
    );
  }
  if (list.length === 0) return fail("chooses no recipes", "Choose at least one recipe.");
  const problems: RecipeProblem[] = [];
  const skipped: RecipeProblem[] = [];
  if (list.length > SHOWCASE_SIZE) {
    problems.push({
      file,
      field: "recipes",
      message: `chooses ${list.length} recipes, but the home page shows at most ${SHOWCASE_SIZE}`,
      fix: `Remove ${list.length - SHOWCASE_SIZE} of them.`,
    });
  }
  const known = recipesByAddress(recipes);
  const showcase: RecipeEntry[] = [];
  (list as string[]).forEach((name, index) => {
    const recipe = known.get(name);
    const reason = leftOut.get(name);
    if (!recipe && reason) {
      skipped.push({
        file,
        field: "recipes",
        message: `item ${index + 1} "${name}" is left out of the home page while ${reason.file} is left out of the site`,
        fix: `Fix ${reason.file}; the home page shows it again at the next build.`,
        related: reason.file,
      });
    } else if (!recipe) {
      problems.push({
        file,
        field: "recipes",
        message: `item ${index + 1} names "${name}", which is not a recipe`,
        fix: `Add ${RECIPES_DIR}/${name}.json, or take "${name}" off the list.`,
      });
    } else if (showcase.includes(recipe)) {
      problems.push({
        file,
        field: "recipes",
        message: `item ${index + 1} chooses "${recipe.recipeName}" a second time`,
        fix: "Keep each recipe once.",
      });
    } else {
      showcase.push(recipe);
    }
  });
  return { problems, skipped, showcase };
};
