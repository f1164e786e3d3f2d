/** Something the build or the editor refuses, with the file, the recipe and the field it concerns. */
export type RecipeProblem = {
  /** The file, relative to the project, e.g. data/recipes/shakshuka.json. */
  file: string;
  name?: string;
  field?: string;
  message: string;
  fix: string;
  /** Another recipe's file when that recipe is the other half of the problem (a shared name). */
  related?: string;
  /** For a name or address two recipes claim: how each holds it, and what it is. */
  clash?: { lost: ClaimKind; kept: ClaimKind; value: string };
};

/** A recipe's name, its page's address, or an address it had before. */
export type ClaimKind = "name" | "page" | "old";

const plural = (count: number, one: string, several: string) =>
  count === 1 ? `1 ${one}` : `${count} ${several}`;

/** Each problem as two lines of a build log: what is wrong, then the fix. */
export const problemLines = (problems: readonly RecipeProblem[]): string[] =>
  problems.map((problem) => {
    const recipe = `${problem.file}${problem.name ? ` "${problem.name}"` : ""}`;
    const field = problem.field ? `, field "${problem.field}",` : "";
    return `  - ${recipe}${field} ${problem.message}.\n    Fix: ${problem.fix}`;
  });

/** Every problem that stops the build, as one message for its log. */
export const formatProblems = (problems: readonly RecipeProblem[]): string =>
  [
    `The recipes have ${plural(problems.length, "problem", "problems")}:`,
    ...problemLines(problems),
  ].join("\n");
