import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { VOCABULARY_FILE, readVocabularyText, type VocabularyRead } from "./problems";

/** The vocabulary as the build reads it, or the reasons it cannot: bad JSON, bad shape, clashes. */
export const readVocabulary = async (rootDir: string): Promise<VocabularyRead> =>
  readVocabularyText(
    await readFile(path.join(rootDir, VOCABULARY_FILE), "utf8").catch(() => undefined),
  );

/** For Gatsby's query workers, which run without the bootstrap that checked the file. */
export const readVocabularySync = (rootDir: string): VocabularyRead => {
  try {
    return readVocabularyText(readFileSync(path.join(rootDir, VOCABULARY_FILE), "utf8"));
  } catch {
    return readVocabularyText(undefined);
  }
};
