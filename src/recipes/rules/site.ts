import { ingredientProblems, translatedLineProblems } from "../../ingredients/problems";
import type { Vocabulary } from "../../ingredients/vocabulary";
import { LIST_PAGE_SLUG } from "../list-pages";
import { RECIPES_DIR, fileSlug } from "../recipe-files";
import { oldAddresses } from "../redirects";
import { clashProblems } from "./claims";
import { IMAGE_PATH, photoFault, type PhotoFact } from "./photo";
import type { RecipeProblem } from "./problem";
import { checkRecipeText, type RecipeEntry } from "./recipe-file";
import { checkRemoved } from "./removed";
import { checkShowcase } from "./showcase";

/** The content files as text, however they were read: from disk by the build, through the editor's backend. */
export type SiteFiles = {
  /** Every file in data/recipes, e.g. { file: "data/recipes/shakshuka.json", text: "{…}" }. */
  recipes: readonly { file: string; text: string }[];
  showcase: string | undefined;
  removed: string | undefined;
  /** The ingredient list, already checked on its own; undefined when it cannot be read. */
  vocabulary: Vocabulary | undefined;
  /** What is known of a photo; undefined when nobody looked (the editor reads only new photos). */
  photo: (image: string) => PhotoFact | undefined;
};

/** A recipe file the site is built without until it is fixed; its addresses lead to /recipes/. */
export type LeftOutRecipe = {
  file: string;
  fileSlug: string;
  name?: string;
  problems: RecipeProblem[];
  /** Its page and old addresses that no recipe on the site claims. */
  addresses: string[];
};

export type SiteCheck = {
  /** What stops the build: a broken showcase or list of removed recipes, or no recipe at all. */
  problems: RecipeProblem[];
  /** Recipe files with problems, left out of the site with a warning. */
  leftOut: LeftOutRecipe[];
  /** Worth saying, but changes nothing: a showcased recipe that is left out. */
  warnings: RecipeProblem[];
  /** Every recipe on the site, by file name. */
  recipes: RecipeEntry[];
  /** The home page's recipes, in the chosen order. */
  showcase: RecipeEntry[];
  /** Addresses of deleted recipes that no recipe file has again. */
  removed: string[];
};

const addressesOf = (recipe: RecipeEntry): string[] => [recipe.slug, ...oldAddresses(recipe)];

const ownProblems = (
  checked: { problems: RecipeProblem[]; entry?: RecipeEntry },
  files: SiteFiles,
): RecipeProblem[] => {
  const { entry } = checked;
  if (!entry) return checked.problems;
  const fact = IMAGE_PATH.test(entry.image) ? files.photo(entry.image) : undefined;
  const fault = fact ? photoFault(entry.image, fact) : null;
  return [
    ...checked.problems,
    ...(fault ? [{ file: entry.file, name: entry.recipeName, field: "image", ...fault }] : []),
    ...(files.vocabulary ? ingredientProblems([entry], files.vocabulary) : []),
    ...(files.vocabulary ? translatedLineProblems(entry, files.vocabulary) : []),
  ];
};

/**
 * The whole site's content, checked as the build and the editor both do. One recipe with
 * problems never stops the build: it is left out, named with its problems, and its addresses
 * lead to the recipe list until it is fixed. Only the site-wide files (the showcase, the list of
 * removed recipes) and a site without any recipe stop it.
 */
export const checkSite = (files: SiteFiles): SiteCheck => {
  const none: SiteCheck = {
    problems: [],
    leftOut: [],
    warnings: [],
    recipes: [],
    showcase: [],
    removed: [],
  };
  if (files.recipes.length === 0) {
    return {
      ...none,
      problems: [
        {
          file: RECIPES_DIR,
          message: "holds no recipes",
          fix: "Add at least one recipe file, e.g. data/recipes/shakshuka.json.",
        },
      ],
    };
  }
  const checked = [...files.recipes]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, text }) => {
      const result = checkRecipeText(file, text);
      return { file, entry: result.entry, problems: ownProblems(result, files) };
    });
  const candidates = checked.flatMap(({ entry, problems }) =>
    entry && problems.length === 0 ? [entry] : [],
  );
  const clashes = clashProblems(candidates);
  const lost = new Set(clashes.map(({ file }) => file));
  const recipes = candidates.filter(({ file }) => !lost.has(file));

  const claimed = new Set(recipes.flatMap(addressesOf));
  const leftOut = checked
    .map(({ file, entry, problems }): LeftOutRecipe => {
      const own = fileSlug(file.slice(file.lastIndexOf("/") + 1));
      const addresses = [own, ...(entry ? addressesOf(entry) : [])];
      return {
        file,
        fileSlug: own,
        name: entry?.recipeName,
        problems: [...problems, ...clashes.filter((clash) => clash.file === file)],
        addresses: [...new Set(addresses)].filter(
          (slug) => !claimed.has(slug) && !LIST_PAGE_SLUG.test(slug),
        ),
      };
    })
    .filter(({ problems }) => problems.length > 0);

  if (recipes.length === 0) {
    return { ...none, leftOut, problems: leftOut.flatMap(({ problems }) => problems) };
  }
  const leftOutByAddress = new Map<string, RecipeProblem>(
    leftOut.flatMap(({ addresses, problems: [first] }) =>
      first ? addresses.map((slug): [string, RecipeProblem] => [slug, first]) : [],
    ),
  );
  const showcase = checkShowcase(files.showcase, recipes, leftOutByAddress);
  const removed = checkRemoved(files.removed);
  const anyRecipe = new Set([...claimed, ...leftOut.flatMap(({ addresses }) => addresses)]);
  return {
    problems: [...showcase.problems, ...removed.problems],
    leftOut,
    warnings: showcase.skipped,
    recipes,
    showcase: showcase.showcase,
    removed: removed.addresses.filter((slug) => !anyRecipe.has(slug)),
  };
};
