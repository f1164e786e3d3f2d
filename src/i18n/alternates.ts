import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "./languages";

export type Alternate = { hrefLang: string; href: string };

/**
 * The `<link rel="alternate" hreflang>` set of one page: itself and each language it exists in,
 * with absolute addresses, plus `x-default` for the page in the default language (or, where that
 * does not exist, the first language it has). Every page of the set gets the same list, so each
 * lists itself and the others back.
 */
export const alternates = (
  siteUrl: string,
  path: string,
  languages: ReadonlyArray<Language>,
): Alternate[] => {
  if (languages.length === 0) return [];
  const origin = siteUrl.replace(/\/+$/, "");
  const ordered = (Object.keys(LANGUAGES) as Language[]).filter((code) => languages.includes(code));
  const links = ordered.map((language) => ({
    hrefLang: language,
    href: `${origin}${localizedPath(path, language)}`,
  }));
  const fallback = ordered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : ordered[0];
  const byDefault = links[ordered.indexOf(fallback as Language)];
  return byDefault ? [...links, { hrefLang: "x-default", href: byDefault.href }] : links;
};
