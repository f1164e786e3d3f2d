import type { Dictionary } from "../../src/i18n/dictionary-checks";
import { dictionaryProblems } from "../../src/i18n/dictionary-checks";
import { DEFAULT_LANGUAGE, type Language } from "../../src/i18n/languages";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where a section of a language's dictionary is written: src/i18n/dictionaries/de/top-bar.ts. */
export const dictionaryFile = (language: Language, section: string): string =>
  `src/i18n/dictionaries/${language}/${kebab(section)}.ts`;

/**
 * Each built language's dictionary against the default language's, section by section, so that a
 * problem names the file to open and the key in it.
 */
export const dictionaryFileProblems = (
  dictionaries: Readonly<Record<Language, unknown>>,
  languages: readonly Language[],
): string[] => {
  const reference = dictionaries[DEFAULT_LANGUAGE] as Dictionary;
  return languages
    .filter((language) => language !== DEFAULT_LANGUAGE)
    .flatMap((language) => {
      const candidate = dictionaries[language] as Record<string, unknown> | undefined;
      return Object.entries(reference).flatMap(([section, texts]) =>
        typeof texts === "string"
          ? []
          : dictionaryProblems(texts, candidate?.[section], dictionaryFile(language, section)),
      );
    });
};
