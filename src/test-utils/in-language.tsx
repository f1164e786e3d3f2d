import React, { type ReactElement } from "react";
import { en } from "../i18n/dictionaries";
import { de } from "../i18n/dictionaries/de";
import { es } from "../i18n/dictionaries/es";
import type { Dictionary } from "../i18n/dictionary-checks";
import { LanguageProvider, type Section } from "../i18n/texts";

export const TRANSLATIONS = { de, es } as const;
export type Translated = keyof typeof TRANSLATIONS;

/** A component as a German or Spanish page draws it, with that language's words. */
export const inLanguage = (language: Translated, ui: ReactElement) => (
  <LanguageProvider
    value={{
      language,
      basePath: "/",
      languages: ["en", "de", "es"],
      texts: TRANSLATIONS[language],
    }}
  >
    {ui}
  </LanguageProvider>
);

const leaves = (tree: Dictionary): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));

/**
 * The English of some sections, cut at their placeholders into the runs of words a page shows
 * as they are: none may be left on a page in another language. Runs of a word or two ("Copied")
 * are left out, as are runs the other language writes the same.
 */
export const englishRuns = (sections: readonly Section[], language: Translated): string[] => {
  const own = new Set(
    sections.flatMap((section) => leaves(TRANSLATIONS[language][section] as Dictionary)),
  );
  return sections
    .flatMap((section) => leaves(en[section] as Dictionary))
    .filter((text) => !own.has(text))
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((run) => run.trim())
    .filter((run) => run.split(/\s+/).length >= 3);
};

/** The English runs of those sections a text still holds. */
export const englishLeft = (text: string, sections: readonly Section[], language: Translated) =>
  englishRuns(sections, language).filter((run) => text.includes(run));
