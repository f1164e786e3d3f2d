import { readFileSync } from "node:fs";
import path from "node:path";
import {
  VOCABULARY_FILE,
  readVocabularyText,
  type VocabularyRead,
} from "../../src/ingredients/problems";

/**
 * The vocabulary for Gatsby's query workers, which run without the bootstrap that checked the file
 * (validate-recipes.ts reads and checks it there).
 */
export const readVocabularySync = (rootDir: string): VocabularyRead => {
  try {
    return readVocabularyText(readFileSync(path.join(rootDir, VOCABULARY_FILE), "utf8"));
  } catch {
    return readVocabularyText(undefined);
  }
};
