// What the sitemap (gatsby-plugin-sitemap, set up in gatsby-config.ts) lists: every page a search
// engine may show, in every language it was built in, each with the same hreflang alternates its
// own <head> has (src/components/seo/seo.tsx), as <xhtml:link> elements.
import { alternates } from "../../src/i18n/alternates";
import {
  LANGUAGE_CODES,
  localizedPath,
  splitLanguage,
  type Language,
} from "../../src/i18n/languages";

type SitePage = { path: string };
export type SitemapPage = SitePage & { languages: Language[] };
type SitemapLink = { lang: string; url: string };
export type SitemapEntry = {
  url: string;
  changefreq: string;
  priority: number;
  links?: SitemapLink[];
};

/** The addresses left out in every language, each of them in each language too. */
export const sitemapExcludes = (
  paths: readonly string[],
  languages: readonly Language[],
): string[] => [
  ...new Set(languages.flatMap((language) => paths.map((path) => localizedPath(path, language)))),
];

/**
 * Each page with the languages its address exists in, found among all the pages built (as the
 * page's context lists them for its head), before the sitemap leaves any out.
 */
export const withLanguages = (pages: readonly SitePage[]): SitemapPage[] => {
  const built = new Set(pages.map((page) => page.path));
  return pages.map((page) => {
    const { path: basePath } = splitLanguage(page.path);
    return {
      ...page,
      languages: LANGUAGE_CODES.filter((language) => built.has(localizedPath(basePath, language))),
    };
  });
};

/**
 * One page's entry. A page in several languages lists them all and x-default, itself included,
 * exactly as its head does; a page in one language (a recipe) has no other version to name.
 */
export const sitemapEntry = (siteUrl: string, page: SitemapPage): SitemapEntry => {
  const entry = { url: page.path, changefreq: "daily", priority: 0.7 };
  if (page.languages.length < 2) return entry;
  const { path: basePath } = splitLanguage(page.path);
  const links = alternates(siteUrl, basePath, page.languages).map(({ hrefLang, href }) => ({
    lang: hrefLang,
    url: href,
  }));
  return { ...entry, links };
};
