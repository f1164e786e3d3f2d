import { VOCABULARY_FILE, readVocabularyText } from "../ingredients/problems";
import type { Vocabulary } from "../ingredients/vocabulary";
import { RECIPES_DIR, SHOWCASE_FILE } from "../recipes/recipe-files";
import { REMOVED_FILE } from "../recipes/rules/removed";
import type { Implementation } from "./decap-internals";

/** The content files as the repository holds them now, read through the editor's backend. */
export type Snapshot = {
  recipes: { file: string; text: string }[];
  showcase: string | undefined;
  removed: string | undefined;
  vocabulary: Vocabulary;
  /** Why the ingredient list cannot be read, if it cannot. */
  vocabularyProblems: string[];
};

export type FileChange = { path: string; text: string };

export type Repository = {
  /** The files, read again when `fresh` (before a save) or after a write; else the last read. */
  snapshot: (fresh?: boolean) => Promise<Snapshot>;
  /** The last snapshot read, if any, for a field drawn again before a read completes. */
  latest: () => Snapshot | undefined;
  /** Writes the files in one commit (one save on this machine). */
  write: (files: readonly FileChange[], message: string) => Promise<void>;
  /** Calls the listener after each read or write; returns the way to stop. */
  onChange: (listener: (snapshot: Snapshot) => void) => () => void;
};

/** A file the backend has not got: decap-server answers null, GitHub a 404. */
const isMissing = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: number }).status === 404;

const readFile = (backend: Implementation, path: string): Promise<string | undefined> =>
  backend.getEntry(path).then(
    ({ data }) => (typeof data === "string" ? data : undefined),
    (error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    },
  );

const read = async (backend: Implementation): Promise<Snapshot> => {
  const [entries, showcase, removed, vocabularyText] = await Promise.all([
    backend.entriesByFolder(RECIPES_DIR, "json", 1),
    readFile(backend, SHOWCASE_FILE),
    readFile(backend, REMOVED_FILE),
    readFile(backend, VOCABULARY_FILE),
  ]);
  const { vocabulary, problems } = readVocabularyText(vocabularyText);
  return {
    recipes: entries
      .filter(({ data }) => typeof data === "string")
      .map(({ file, data }) => ({ file: file.path, text: String(data) })),
    showcase,
    removed,
    vocabulary,
    vocabularyProblems: problems,
  };
};

export const repositoryOf = (backend: Promise<Implementation>): Repository => {
  let last: Promise<Snapshot> | undefined;
  let latest: Snapshot | undefined;
  const listeners = new Set<(snapshot: Snapshot) => void>();
  const reload = () => {
    const next = backend.then(read);
    last = next;
    next.then(
      (snapshot) => {
        latest = snapshot;
        listeners.forEach((listener) => listener(snapshot));
      },
      () => undefined,
    );
    return next;
  };
  return {
    snapshot: (fresh = false) => (!fresh && last ? last : reload()),
    latest: () => latest,
    write: async (files, message) => {
      const implementation = await backend;
      await implementation.persistEntry(
        {
          dataFiles: files.map(({ path, text }) => ({
            path,
            slug: path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, ""),
            raw: text,
          })),
          assets: [],
        },
        { commitMessage: message, useWorkflow: false, status: "" },
      );
      await reload();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
