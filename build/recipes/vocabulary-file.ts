import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { VOCABULARY_FILE, vocabularyProblems } from "../../src/ingredients/problems";
import type { Vocabulary } from "../../src/ingredients/vocabulary";

/** The vocabulary as the build reads it, or the reasons it cannot: bad JSON, bad shape, clashes. */
export const readVocabulary = async (rootDir: string): Promise<VocabularyRead> =>
  checkVocabulary(await readFile(path.join(rootDir, VOCABULARY_FILE), "utf8"));

/** For Gatsby's query workers, which run without the bootstrap that checked the file. */
export const readVocabularySync = (rootDir: string): VocabularyRead =>
  checkVocabulary(readFileSync(path.join(rootDir, VOCABULARY_FILE), "utf8"));

type VocabularyRead = { vocabulary: Vocabulary; problems: string[] };

const checkVocabulary = (text: string): VocabularyRead => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { vocabulary: [], problems: [`is not valid JSON (${String(error)})`] };
  }
  const problems = vocabularyProblems(value);
  return { vocabulary: problems.length === 0 ? (value as Vocabulary) : [], problems };
};
