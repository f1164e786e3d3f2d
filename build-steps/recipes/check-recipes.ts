import type { Vocabulary } from "../../src/ingredients/vocabulary";
import type { HomePageContext } from "../../src/recipes/home-page-context";
import { readImageSize } from "./read-image-size";
import { siteRedirects, type Redirect } from "../../src/recipes/redirects";
import { formatLeftOut, formatProblems, validateRecipes } from "./validate-recipes";
import type { BuildReporter } from "../reporter";
import { writeContentReport } from "./content-report";

/** What the later steps build from the checked data. */
export type CheckedRecipes = {
  vocabulary: Vocabulary;
  homePage: HomePageContext;
  /** Every recipe's old addresses (301), deleted recipes' (301) and left-out recipes' (302). */
  recipeRedirects: Redirect[];
};

/**
 * Every recipe file, the showcase list, the removed recipes and the ingredient vocabulary, checked
 * before anything is built from them: a broken site-wide file stops the build with every problem
 * in one message; a broken recipe is left out with a warning naming its file, recipe and field
 * (src/recipes/rules/site.ts). The full report goes beside the build for `npm run cms`.
 */
export const checkRecipes = async (
  root: string,
  reporter: BuildReporter,
): Promise<CheckedRecipes> => {
  const check = await validateRecipes(root, readImageSize);
  await writeContentReport(root, check);
  if (check.problems.length > 0) reporter.panic(formatProblems(check.problems));
  if (check.leftOut.length > 0) reporter.warn(formatLeftOut(check.leftOut));
  if (check.warnings.length > 0) reporter.warn(formatProblems(check.warnings));
  if (check.unusedImages.length > 0) {
    reporter.warn(
      `No recipe uses ${check.unusedImages.map((image) => `data/${image}`).join(", ")}: ` +
        "delete it (in the recipe editor: Media) unless a recipe is about to.",
    );
  }
  return {
    vocabulary: check.vocabulary,
    homePage: { showcase: check.showcase.map(({ slug }) => slug) },
    recipeRedirects: siteRedirects({
      recipes: check.recipes,
      removed: check.removed,
      leftOut: check.leftOut.flatMap(({ addresses }) => addresses),
    }),
  };
};
