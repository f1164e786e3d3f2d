import { isLanguage, type Language } from "../../i18n/languages";

/** The languages' names in the build log's English. */
const ENGLISH_NAMES: Record<Language, string> = { en: "English", de: "German", es: "Spanish" };

/** Something the build or the editor refuses, with the file, the recipe and the field it concerns. */
export type RecipeProblem = {
  /** The file, relative to the project, e.g. data/recipes/shakshuka.json. */
  file: string;
  name?: string;
  /** The translation the problem is in, e.g. "de"; absent for the recipe's own fields. */
  language?: string;
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

/** "German (de)"; a code the site does not know stays as written. */
const translationName = (language: string): string =>
  isLanguage(language) ? `${ENGLISH_NAMES[language]} (${language})` : `"${language}"`;

const plural = (count: number, one: string, several: string) =>
  count === 1 ? `1 ${one}` : `${count} ${several}`;

/** Each problem as two lines of a build log: what is wrong, then the fix. */
export const problemLines = (problems: readonly RecipeProblem[]): string[] =>
  problems.map((problem) => {
    const recipe = `${problem.file}${problem.name ? ` "${problem.name}"` : ""}`;
    const language = problem.language ? `, ${translationName(problem.language)} translation` : "";
    const field = problem.field ? `, field "${problem.field}",` : language ? "," : "";
    return `  - ${recipe}${language}${field} ${problem.message}.\n    Fix: ${problem.fix}`;
  });

/** Every problem that stops the build, as one message for its log. */
export const formatProblems = (problems: readonly RecipeProblem[]): string =>
  [
    `The recipes have ${plural(problems.length, "problem", "problems")}:`,
    ...problemLines(problems),
  ].join("\n");
