import { DICTIONARIES } from "./dictionaries";
import type { Language } from "./languages";
import { PAGE_SECTIONS, type PageKind } from "./page-sections";
import type { LanguageContext, PageTexts } from "./texts";

/** The part of a page's context that says its language, made by the build for each page. */
export const languageContext = (
  kind: PageKind,
  language: Language,
  basePath: string,
  languages: Language[],
): LanguageContext => {
  const dictionary = DICTIONARIES[language];
  const texts: Record<string, unknown> = {};
  for (const section of PAGE_SECTIONS[kind]) texts[section] = dictionary[section];
  return { language, basePath, languages, texts: texts as PageTexts };
};
