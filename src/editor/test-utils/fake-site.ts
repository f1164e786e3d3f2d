import { readFileSync } from "node:fs";
import path from "node:path";
import { fromJS } from "immutable";
import { VOCABULARY_FILE } from "../../ingredients/problems";
import type { Vocabulary } from "../../ingredients/vocabulary";
import {
  RECIPES_DIR,
  recipeFileText,
  showcaseFileText,
  type RecipeData,
} from "../../recipes/recipe-files";
import type { Entry } from "../decap";
import type { FileChange, Repository, Snapshot } from "../repository";
import { createSession } from "../session";

/** The project's own ingredient list, as the editor reads it. */
export const VOCABULARY = JSON.parse(
  readFileSync(path.join(__dirname, "../../..", VOCABULARY_FILE), "utf8"),
) as Vocabulary;

export const recipe = (recipeName: string, more: RecipeData = {}): RecipeData => ({
  recipeName,
  author: "Elena Ruiz",
  ingredientAmount: "7/10",
  image: `images/${recipeName.toLowerCase().replace(/\W+/g, "-")}.jpg`,
  ...more,
});

export const fileOf = (slug: string) => `${RECIPES_DIR}/${slug}.json`;

/** A repository holding these recipes (by their slugs) and a showcase of them. */
export const snapshotOf = (
  recipes: RecipeData[],
  more: Partial<Snapshot> & { showcase?: string } = {},
): Snapshot => ({
  recipes: recipes.map((data) => ({
    file: fileOf(String(data.slug)),
    text: recipeFileText(data),
  })),
  showcase: showcaseFileText({ recipes: recipes.slice(0, 24).map(({ slug }) => String(slug)) }),
  removed: undefined,
  vocabulary: VOCABULARY,
  vocabularyProblems: [],
  ...more,
});

/** A repository in memory: what was written, and the snapshot it serves. */
export const fakeRepository = (snapshot: Snapshot) => {
  const writes: { files: FileChange[]; message: string }[] = [];
  let current = snapshot;
  const listeners = new Set<(snapshot: Snapshot) => void>();
  const repository: Repository = {
    snapshot: () => Promise.resolve(current),
    latest: () => current,
    write: (files, message) => {
      writes.push({ files: [...files], message });
      current = {
        ...current,
        ...Object.fromEntries(
          files.flatMap(({ path: file, text }) =>
            file === VOCABULARY_FILE
              ? [["vocabulary", JSON.parse(text)]]
              : file.endsWith("showcase.json")
                ? [["showcase", text]]
                : file.endsWith("removed-recipes.json")
                  ? [["removed", text]]
                  : [],
          ),
        ),
      };
      listeners.forEach((listener) => listener(current));
      return Promise.resolve();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { repository, writes, current: () => current };
};

export const entryOf = (
  data: Record<string, unknown>,
  more: { collection?: string; path?: string; newRecord?: boolean } = {},
): Entry => fromJS({ collection: "recipes", mediaFiles: [], data, ...more }) as unknown as Entry;

export const contextOf = (repository: Repository) => ({
  repository,
  session: createSession(),
  label: () => undefined,
});
