import { VOCABULARY_FILE } from "../ingredients/problems";
import { RECIPES_DIR, SHOWCASE_FILE, fileSlug } from "../recipes/recipe-files";
import { recipePath } from "../recipes/slug";
import type { ClaimKind, RecipeProblem } from "../recipes/rules/problem";
import { REMOVED_FILE } from "../recipes/rules/removed";

/** The editor's own words for a field: its label in config.yml, as Decap loaded it. */
export type FieldLabel = (file: string, field: string) => string | undefined;

export const isRecipeFile = (file: string): boolean =>
  file.startsWith(`${RECIPES_DIR}/`) && file.endsWith(".json");

/** Where the editor opens a content file, or undefined for one it does not edit. */
export const editorLink = (file: string): string | undefined => {
  if (isRecipeFile(file)) {
    return `#/collections/recipes/entries/${fileSlug(file.slice(RECIPES_DIR.length + 1))}`;
  }
  if (file === SHOWCASE_FILE) return "#/collections/home/entries/showcase";
  if (file === VOCABULARY_FILE) return "#/collections/ingredients/entries/ingredients";
  return undefined;
};

const FILE_NAMES: Record<string, string> = {
  [SHOWCASE_FILE]: "The home page showcase",
  [VOCABULARY_FILE]: "The ingredient list",
  [REMOVED_FILE]: "The list of deleted recipes",
};

/** What a problem is about, as an editor knows it: a recipe by its name, or a site-wide list. */
export const subjectOf = ({ file, name }: Pick<RecipeProblem, "file" | "name">): string => {
  if (name) return `“${name}”`;
  return FILE_NAMES[file] ?? file;
};

/** One problem in full: what, where, and how to put it right. */
/** A value as the build's fix writes it in the file's notation, as a form shows it. */
const asTyped = (json: string): string => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String).join("; ") : String(value);
  } catch {
    return json;
  }
};

/**
 * The build's advice, written for someone editing the file, in the words of the form instead:
 * no field notation such as Add "author": "Elena Ruiz"., no file paths, no list of file fields.
 */
export const editorFix = (
  problem: Pick<RecipeProblem, "file" | "fix">,
  label: FieldLabel = () => undefined,
): string => {
  const named = (field: string) => `“${label(problem.file, field) ?? field}”`;
  const missing = /^Add "(\w+)": (.+)\.$/.exec(problem.fix);
  if (missing?.[1] && missing[2]) {
    return `Fill in ${named(missing[1])}, e.g. ${asTyped(missing[2])}.`;
  }
  const written = /^Write it (?:like|in quotes, e\.g\.) "?(\w+)"?: (.+)\.$/.exec(problem.fix);
  if (written?.[1] && written[2]) {
    return `Correct ${named(written[1])}, e.g. ${asTyped(written[2])}.`;
  }
  if (/^Add the file data\/\S+ or correct the path\.$/.test(problem.fix)) {
    return "Choose the photo again under “Photo”.";
  }
  return problem.fix.replace(/\s*Allowed fields: [^.]*\.$/, "").trim();
};

export const sentenceOf = (problem: RecipeProblem, label: FieldLabel = () => undefined): string => {
  const field = problem.field ? (label(problem.file, problem.field) ?? problem.field) : undefined;
  const where = field ? `${subjectOf(problem)}, ${field}` : subjectOf(problem);
  const fix = editorFix(problem, label);
  return `${where}: ${problem.message}.${fix ? ` ${fix}` : ""}`;
};

export const nameTaken = (otherName: string): string =>
  `Another recipe is already called “${otherName}”. Give this one its own name.`;

/** Said under "Web address" when another recipe has that address, or had it and still leads there. */
export const addressHeld = (address: string, otherName: string, former: boolean): string =>
  former
    ? `The web address ${recipePath(address)} used to be “${otherName}”’s and still leads there. Choose another address.`
    : `The web address ${recipePath(address)} belongs to “${otherName}”. Choose another address.`;

/**
 * A name or an address another recipe holds, said from the side of the recipe being edited,
 * whichever of the two the build would leave out: the other recipe by its name, and what to do.
 */
const clashSentence = (
  ours: ClaimKind,
  theirs: ClaimKind,
  value: string,
  otherName: string,
): string => {
  const page = recipePath(value);
  if (ours === "name") return nameTaken(otherName);
  if (ours === "page") return addressHeld(value, otherName, theirs !== "page");
  return theirs === "page"
    ? `The old address ${page} is now the page of “${otherName}”. Remove it from “Old web addresses”.`
    : `The old address ${page} already leads to “${otherName}”. Remove it from “Old web addresses”.`;
};

/**
 * Why a save is refused, in the words of the form the editor is filling in (`ownFile`: the file
 * being saved).
 */
export const refusalOf = (
  problem: RecipeProblem,
  nameOf: (file: string) => string | undefined,
  label?: FieldLabel,
  ownFile?: string,
): string => {
  const { clash, related } = problem;
  if (clash && related && problem.file === ownFile) {
    return clashSentence(clash.lost, clash.kept, clash.value, nameOf(related) ?? related);
  }
  if (clash && related === ownFile) {
    return clashSentence(clash.kept, clash.lost, clash.value, problem.name ?? problem.file);
  }
  if (clash && related) {
    return clashSentence(clash.lost, clash.kept, clash.value, nameOf(related) ?? related);
  }
  return sentenceOf(problem, label);
};
