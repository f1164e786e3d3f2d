import { ingredientProblems, VOCABULARY_FILE } from "../../src/ingredients/problems";
import type { Vocabulary } from "../../src/ingredients/vocabulary";
import type { HomePageContext } from "../../src/recipes/home-page-context";
import { readImageSize } from "../../src/recipes/read-image-size";
import { recipeRedirects, type Redirect } from "../../src/recipes/redirects";
import { formatProblems, validateRecipes } from "../../src/recipes/validate-recipes";
import type { BuildReporter } from "../reporter";
import { readVocabulary } from "./vocabulary-file";

/** What the later steps build from the checked data. */
export type CheckedRecipes = {
  vocabulary: Vocabulary;
  homePage: HomePageContext;
  recipeRedirects: Redirect[];
};

/**
 * Every recipe file, the showcase list and the ingredient vocabulary, checked before anything is
 * built from them: one message lists every problem, each naming its file, recipe and field.
 */
export const checkRecipes = async (
  root: string,
  reporter: BuildReporter,
): Promise<CheckedRecipes> => {
  const { vocabulary, problems: vocabularyFaults } = await readVocabulary(root);
  if (vocabularyFaults.length > 0) {
    reporter.panic(`${VOCABULARY_FILE}:\n  ${vocabularyFaults.join("\n  ")}`);
  }
  const check = await validateRecipes(root, readImageSize);
  const problems = [...check.problems, ...ingredientProblems(check.recipes, vocabulary)];
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  if (check.unusedImages.length > 0) {
    reporter.warn(
      `No recipe uses ${check.unusedImages.map((image) => `data/${image}`).join(", ")}: ` +
        "delete it (in the recipe editor: Media) unless a recipe is about to.",
    );
  }
  return {
    vocabulary,
    homePage: { showcase: check.showcase.map(({ slug }) => slug) },
    recipeRedirects: recipeRedirects(check.recipes),
  };
};
