import React, { createContext, useContext, type ReactNode } from "react";
import { localizedPath, type Language } from "./languages";
import type { Texts } from "./dictionaries";

export type { Texts } from "./dictionaries";
export type Section = keyof Texts;

/** The sections of the dictionary a page shows, in the page's language. */
export type PageTexts = { readonly [S in Section]?: Texts[S] };

/**
 * What every page's context carries about its language: the language, the page's address without
 * the language's prefix, the languages the same page exists in, and its words.
 */
export type LanguageContext = {
  language: Language;
  /** "/contact/" on /de/contact/ too. */
  basePath: string;
  /** The languages this page exists in, this one included. */
  languages: Language[];
  texts: PageTexts;
};

const PageLanguage = createContext<LanguageContext | null>(null);

let unitTestTexts: LanguageContext | null = null;

/** Unit tests render components outside a page; jest.setup.ts hands them the English words. */
export const setTextsOutsidePages = (context: LanguageContext | null): void => {
  unitTestTexts = context;
};

type ProviderProps = { value: LanguageContext; children: ReactNode };

export const LanguageProvider = ({ value, children }: ProviderProps) => (
  <PageLanguage.Provider value={value}>{children}</PageLanguage.Provider>
);

export const usePageLanguage = (): LanguageContext => {
  const context = useContext(PageLanguage) ?? unitTestTexts;
  if (!context) throw new Error("A page's words are read outside a page: no LanguageProvider.");
  return context;
};

export const useLanguage = (): Language => usePageLanguage().language;

/** Reads one section of a page's context: also for Heads, which Gatsby draws outside the page. */
export const sectionOf = <S extends Section>(context: LanguageContext, section: S): Texts[S] => {
  const texts = context.texts[section];
  if (!texts) {
    throw new Error(
      `The page ${context.basePath} (${context.language}) was not given the "${section}" words: ` +
        `add the section to its page kind in src/i18n/page-sections.ts.`,
    );
  }
  return texts as Texts[S];
};

/** One section of the page's words, in the page's language. */
export const useTexts = <S extends Section>(section: S): Texts[S] =>
  sectionOf(usePageLanguage(), section);

export const isLanguageContext = (value: unknown): value is LanguageContext =>
  typeof value === "object" &&
  value !== null &&
  "language" in value &&
  "texts" in value &&
  typeof (value as LanguageContext).language === "string";

/**
 * The address of one of the site's pages in the page's language: `local("/contact/")` is
 * "/de/contact/" on a German page. Recipes are written in one language and keep their address.
 */
export const useLocalPath = (): ((path: string) => string) => {
  const { language } = usePageLanguage();
  return (path: string) => localizedPath(path, language);
};
