import { readFile } from "node:fs/promises";
import path from "node:path";
import { VOCABULARY_FILE, vocabularyProblems } from "./problems";
import type { Vocabulary } from "./vocabulary";

/** The vocabulary as the build reads it, or the reasons it cannot: bad JSON, bad shape, clashes. */
export const readVocabulary = async (
  rootDir: string,
): Promise<{ vocabulary: Vocabulary; problems: string[] }> => {
  const text = await readFile(path.join(rootDir, VOCABULARY_FILE), "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { vocabulary: [], problems: [`is not valid JSON (${String(error)})`] };
  }
  const problems = vocabularyProblems(value);
  return { vocabulary: problems.length === 0 ? (value as Vocabulary) : [], problems };
};
