import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  VOCABULARY_FILE,
  readVocabularyText,
  missingTranslations,
  translationProblems,
} from "../../src/ingredients/problems";
import type { Vocabulary } from "../../src/ingredients/vocabulary";
import { DATA_DIR, RECIPES_DIR, SHOWCASE_FILE } from "../../src/recipes/recipe-files";
import { IMAGE_PATH, type PhotoFact } from "../../src/recipes/rules/photo";
import { problemLines, type RecipeProblem } from "../../src/recipes/rules/problem";
import { REMOVED_FILE } from "../../src/recipes/rules/removed";
import { checkSite, type LeftOutRecipe, type SiteCheck } from "../../src/recipes/rules/site";

export { formatProblems, type RecipeProblem } from "../../src/recipes/rules/problem";
export type { RecipeEntry } from "../../src/recipes/rules/recipe-file";

export type ImageSize = { width: number; height: number; format: string };
export type ReadImageSize = (file: string) => Promise<ImageSize>;

export type RecipesCheck = SiteCheck & {
  /** The ingredient list the recipes were checked against (empty when it is broken). */
  vocabulary: Vocabulary;
  /** Photos in data/images no recipe file uses, e.g. one a recipe's new photo replaced. */
  unusedImages: string[];
};

const IMAGES_DIR = "images";

const readIfPresent = (file: string) =>
  readFile(file, "utf8").then(
    (text) => text,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );

const imageOf = (text: string): string | undefined => {
  try {
    const image = (JSON.parse(text) as { image?: unknown } | null)?.image;
    return typeof image === "string" ? image : undefined;
  } catch {
    return undefined;
  }
};

/** What sharp reads of each photo the recipe files name. */
const readPhotos = async (
  dataDir: string,
  images: readonly string[],
  readImageSize: ReadImageSize,
): Promise<Map<string, PhotoFact>> => {
  const facts = await Promise.all(
    [...new Set(images)]
      .filter((image) => IMAGE_PATH.test(image))
      .map(async (image): Promise<[string, PhotoFact]> => {
        const file = path.join(dataDir, image);
        const exists = await stat(file).then(
          (info) => info.isFile(),
          () => false,
        );
        if (!exists) return [image, { kind: "missing" }];
        return readImageSize(file).then(
          (size): [string, PhotoFact] => [image, { kind: "read", ...size }],
          (): [string, PhotoFact] => [image, { kind: "unreadable" }],
        );
      }),
  );
  return new Map(facts);
};

/** The files in data/images that no recipe file's `image` names. */
const findUnusedImages = async (root: string, used: ReadonlySet<string>) => {
  const files = await readdir(path.join(root, DATA_DIR, IMAGES_DIR)).catch(() => [] as string[]);
  return files
    .filter((name) => !name.startsWith("."))
    .map((name) => `${IMAGES_DIR}/${name}`)
    .filter((image) => !used.has(image))
    .sort();
};

const vocabularyProblem = (message: string): RecipeProblem => ({
  file: VOCABULARY_FILE,
  message: message.replace(/\.$/, ""),
  fix: `Correct ${VOCABULARY_FILE} (its rules are in data/ingredients.schema.json), in a text editor or in the recipe editor's Ingredients.`,
});

/**
 * Every recipe file, the showcase list, the removed recipes and the ingredient list, read from
 * disk and checked by the rules the editor also runs (src/recipes/rules/site.ts).
 */
export const validateRecipes = async (
  root: string,
  readImageSize: ReadImageSize,
): Promise<RecipesCheck> => {
  const dir = path.join(root, RECIPES_DIR);
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .sort();
  const recipes = await Promise.all(
    names.map(async (name) => ({
      file: `${RECIPES_DIR}/${name}`,
      text: await readFile(path.join(dir, name), "utf8"),
    })),
  );
  const images = recipes.map(({ text }) => imageOf(text)).filter((image) => image !== undefined);
  const [vocabularyRead, photos, showcase, removed] = await Promise.all([
    readIfPresent(path.join(root, VOCABULARY_FILE)).then(readVocabularyText),
    readPhotos(path.join(root, DATA_DIR), images, readImageSize),
    readIfPresent(path.join(root, SHOWCASE_FILE)),
    readIfPresent(path.join(root, REMOVED_FILE)),
  ]);
  const { vocabulary } = vocabularyRead;
  const check = checkSite({
    recipes,
    showcase,
    removed,
    vocabulary: vocabularyRead.problems.length === 0 ? vocabulary : undefined,
    photo: (image) => photos.get(image),
  });
  // A broken ingredient list would leave out every recipe that has ingredients: it stops the build.
  // A word naming two ingredients in one language stops it too; one not yet translated is a warning.
  const vocabularyProblems = [
    ...vocabularyRead.problems,
    ...(vocabularyRead.problems.length === 0 ? translationProblems(vocabulary) : []),
  ].map(vocabularyProblem);
  const untranslated = vocabularyRead.problems.length === 0 ? missingTranslations(vocabulary) : [];
  return {
    ...check,
    problems: [...vocabularyProblems, ...check.problems],
    warnings: [...check.warnings, ...untranslated.map(vocabularyProblem)],
    vocabulary,
    unusedImages: await findUnusedImages(root, new Set(images)),
  };
};

/** The build log's warning for recipes left out, each with its problems and what its address does. */
export const formatLeftOut = (leftOut: readonly LeftOutRecipe[]): string => {
  const count = leftOut.length === 1 ? "1 recipe is" : `${leftOut.length} recipes are`;
  const names = leftOut.map(({ file, name }) => (name ? `"${name}"` : file)).join(", ");
  return [
    `${count} left out of the site until fixed: ${names}. A build makes pages only from the files as they are, so it cannot keep the page a left-out recipe had: it is off the home page and the recipe list, and its address leads to /recipes/ (302) until its file is fixed. The rest is built.`,
    ...problemLines(leftOut.flatMap(({ problems }) => problems)),
  ].join("\n");
};
