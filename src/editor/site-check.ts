import type { Vocabulary } from "../ingredients/vocabulary";
import { SHOWCASE_FILE } from "../recipes/recipe-files";
import type { PhotoFact } from "../recipes/rules/photo";
import type { RecipeProblem } from "../recipes/rules/problem";
import { clashesWith } from "../recipes/rules/claims";
import { checkRecipeText } from "../recipes/rules/recipe-file";
import { checkSite, type LeftOutRecipe, type SiteCheck } from "../recipes/rules/site";
import type { Snapshot } from "./repository";

/** One save: the file it writes, as text, or the ingredient list it makes. */
export type Change =
  | { kind: "recipe"; file: string; text: string }
  | { kind: "showcase"; text: string }
  | { kind: "vocabulary"; vocabulary: Vocabulary };

export type Verdict = {
  /** Why the build would refuse this save, or leave its recipe (or another) out: it is not saved. */
  refused: RecipeProblem[];
  /** Recipes already left out of the site by someone else's change, which this save leaves so. */
  leftOutAlready: LeftOutRecipe[];
  /** The site as it will be built after the save. */
  after: SiteCheck;
};

const siteWith = (
  snapshot: Snapshot,
  change: Change | undefined,
  photo: (image: string) => PhotoFact | undefined,
): SiteCheck => {
  const recipe = change?.kind === "recipe" ? change : undefined;
  return checkSite({
    recipes: recipe
      ? [...snapshot.recipes.filter(({ file }) => file !== recipe.file), recipe]
      : snapshot.recipes,
    showcase: change?.kind === "showcase" ? change.text : snapshot.showcase,
    removed: snapshot.removed,
    vocabulary:
      change?.kind === "vocabulary"
        ? change.vocabulary
        : snapshot.vocabularyProblems.length === 0
          ? snapshot.vocabulary
          : undefined,
    photo,
  });
};

const keyOf = ({ file, field, message }: RecipeProblem) => `${file}|${field ?? ""}|${message}`;

/**
 * What the build would make of the site with this change, against the repository as it is now.
 * The editor refuses what the change itself breaks, and the file it writes whole: a recipe someone
 * else broke stays a note, so a correct change is never held up by another.
 */
export const judge = (
  snapshot: Snapshot,
  change: Change,
  photo: (image: string) => PhotoFact | undefined = () => undefined,
): Verdict => {
  const before = siteWith(snapshot, undefined, photo);
  const after = siteWith(snapshot, change, photo);
  const stoppedBefore = new Set(before.problems.map(keyOf));
  const leftOutBefore = new Set(before.leftOut.map(({ file }) => file));
  const changed =
    change.kind === "recipe" ? change.file : change.kind === "showcase" ? SHOWCASE_FILE : undefined;
  const brokenNow = after.leftOut.filter(
    ({ file }) => file === changed || !leftOutBefore.has(file),
  );
  const refused = [
    ...after.problems.filter(
      (problem) => problem.file === changed || !stoppedBefore.has(keyOf(problem)),
    ),
    ...brokenNow.flatMap(({ problems }) => problems),
  ];
  // The build settles one clash at a time; the editor names every one the change makes.
  const entry =
    change.kind === "recipe" ? checkRecipeText(change.file, change.text).entry : undefined;
  const clashes =
    entry && refused.some(({ clash }) => clash) ? clashesWith(entry, before.recipes) : [];
  return {
    refused: [...refused.filter(({ clash }) => !clash), ...clashes],
    leftOutAlready: after.leftOut.filter(({ file }) => file !== changed && leftOutBefore.has(file)),
    after,
  };
};
