import React, { type ReactElement } from "react";
import { DICTIONARIES, en } from "../i18n/dictionaries";
import { de } from "../i18n/dictionaries/de";
import { es } from "../i18n/dictionaries/es";
import type { Dictionary } from "../i18n/dictionary-checks";
import type { Language } from "../i18n/languages";
import { LanguageProvider, type Section } from "../i18n/texts";

export const TRANSLATIONS = { de, es } as const;
export type Translated = keyof typeof TRANSLATIONS;

type Page = { basePath?: string; languages?: Language[] };

/** A component as a page in `language` shows it, with that language's words. */
export const inLanguage = (
  language: Language,
  ui: ReactElement,
  { basePath = "/", languages = ["en", "de", "es"] }: Page = {},
) => (
  <LanguageProvider value={{ language, basePath, languages, texts: DICTIONARIES[language] }}>
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

const pairedLeaves = (tree: Dictionary, other: Dictionary): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const translated = other[key];
    if (typeof value === "string") return [[value, String(translated)]];
    return pairedLeaves(value, translated as Dictionary);
  });

/**
 * The English words of `sections` a page in `language` must not show: each text the language
 * says otherwise, without its placeholders (whose values are the same in any language).
 */
export const englishOnlyWords = (
  language: Language,
  sections: readonly (keyof typeof en)[],
): string[] =>
  sections.flatMap((section) =>
    pairedLeaves(en[section] as Dictionary, DICTIONARIES[language][section] as Dictionary)
      .filter(([english, translated]) => english !== translated)
      .flatMap(([english]) => english.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length > 3),
  );

/** Everything a person can read or hear in `element`: its text, and its names and alt texts. */
export const everythingSaid = (element: Element): string =>
  [
    element.textContent ?? "",
    ...[...element.querySelectorAll("[aria-label], [alt], [title]")].flatMap((node) =>
      ["aria-label", "alt", "title"].map((name) => node.getAttribute(name) ?? ""),
    ),
  ].join("\n");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English words of `sections` that `element` says on a page in `language`: whole words only,
 * so that "Contact" is not found in "Contacto". A page that speaks its language says none.
 */
export const englishSaid = (
  element: Element,
  language: Language,
  sections: readonly (keyof typeof en)[],
): string[] => {
  const said = everythingSaid(element);
  return englishOnlyWords(language, sections).filter((english) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(english)}(?![\\p{L}\\p{N}])`, "u").test(said),
  );
};
