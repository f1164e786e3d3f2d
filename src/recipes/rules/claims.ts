import { oldAddresses } from "../redirects";
import { recipePath } from "../slug";
import { slugify } from "../slugify";
import type { ClaimKind, RecipeProblem } from "./problem";
import type { RecipeEntry } from "./recipe-file";

/** What a recipe holds that no other recipe may: its name, its page and its old addresses. */
type Claim = { recipe: RecipeEntry; kind: ClaimKind; value: string };

const claimsOf = (recipe: RecipeEntry): Claim[] => [
  { recipe, kind: "name", value: recipe.recipeName.trim().toLowerCase() },
  { recipe, kind: "page", value: recipe.slug },
  ...oldAddresses(recipe).map((value): Claim => ({ recipe, kind: "old", value })),
];

/** Pages and old addresses share one space: a link must lead to one recipe. */
const spaceOf = (claim: Claim) => (claim.kind === "name" ? "name" : "address");

const isNamedAfter = (claim: Claim) =>
  claim.recipe.fileSlug ===
  (claim.kind === "name" ? slugify(claim.recipe.recipeName) : claim.value);

/**
 * Which of two recipes keeps what both claim: the one whose file is named after it (the address
 * it was first published at); else, for an address, the one it used to belong to, so links
 * shared for that recipe keep reaching it; else the file that comes first.
 */
const keeperOf = (first: Claim, second: Claim): Claim => {
  if (isNamedAfter(first) !== isNamedAfter(second)) return isNamedAfter(first) ? first : second;
  if (first.kind !== second.kind && spaceOf(first) === "address") {
    return first.kind === "old" ? first : second;
  }
  return first.recipe.file <= second.recipe.file ? first : second;
};

const problemOf = (lost: Claim, kept: Claim): RecipeProblem => {
  const at = {
    file: lost.recipe.file,
    name: lost.recipe.recipeName,
    related: kept.recipe.file,
    clash: { lost: lost.kind, kept: kept.kind, value: lost.value },
  };
  const page = recipePath(lost.value);
  if (lost.kind === "name") {
    return {
      ...at,
      field: "recipeName",
      message: `repeats the name of ${kept.recipe.file}`,
      fix: "Give each recipe its own name, or remove the duplicate.",
    };
  }
  if (lost.kind === "page") {
    return kept.kind === "page"
      ? {
          ...at,
          field: "slug",
          message: `gives the page ${page}, which ${kept.recipe.file} already has`,
          fix: "Choose a different slug.",
        }
      : {
          ...at,
          field: "slug",
          message: `gives the page ${page}, which ${kept.recipe.file} used to have (its old links lead there)`,
          fix: "Choose a different slug, so links shared for the other recipe keep reaching it.",
        };
  }
  return {
    ...at,
    field: "formerSlugs",
    message:
      kept.kind === "page"
        ? `lists ${page}, which is the page of ${kept.recipe.file}`
        : `lists ${page}, which already redirects to ${kept.recipe.file}`,
    fix: "Remove it from this recipe's former addresses.",
  };
};

const firstClash = (recipes: readonly RecipeEntry[]): [Claim, Claim] | undefined => {
  const held = new Map<string, Claim>();
  for (const recipe of recipes) {
    for (const claim of claimsOf(recipe)) {
      const key = `${spaceOf(claim)}:${claim.value}`;
      const holder = held.get(key);
      if (holder && holder.recipe !== recipe) return [holder, claim];
      if (!holder) held.set(key, claim);
    }
  }
  return undefined;
};

/**
 * The recipes that lose a name or an address to another recipe, each with its problem. One clash
 * is settled at a time, so a recipe that loses once never takes a second one down with it.
 */
export const clashProblems = (recipes: readonly RecipeEntry[]): RecipeProblem[] => {
  let remaining = [...recipes].sort((a, b) => a.file.localeCompare(b.file));
  const problems: RecipeProblem[] = [];
  for (let clash = firstClash(remaining); clash; clash = firstClash(remaining)) {
    const [first, second] = clash;
    const kept = keeperOf(first, second);
    const lost = kept === first ? second : first;
    problems.push(problemOf(lost, kept));
    remaining = remaining.filter((recipe) => recipe !== lost.recipe);
  }
  return problems;
};

/**
 * Every name and address `recipe` shares with one of `others`, one problem per pair, on whichever
 * of the two the build would leave out: for the editor, which names them all at once.
 */
export const clashesWith = (recipe: RecipeEntry, others: readonly RecipeEntry[]): RecipeProblem[] =>
  others
    .filter((other) => other.file !== recipe.file)
    .flatMap((other) => clashProblems([other, recipe]));
