import type { Actions, Page } from "gatsby";
import { localizedPath, type Language } from "../../src/i18n/languages";
import type { PageKind } from "../../src/i18n/page-sections";
import { languageContext } from "../../src/i18n/page-texts";
import { isLanguageContext } from "../../src/i18n/texts";
import { ROUTES } from "../../src/config/routes";
import { GET_PATH } from "../../src/get/constants";

const KIND_BY_PATH: Record<string, PageKind> = {
  [ROUTES.home.path]: "home",
  [ROUTES.contact.path]: "contact",
  [ROUTES.dataDeletion.path]: "dataDeletion",
  [ROUTES.privacyPolicy.path]: "privacyPolicy",
  [GET_PATH]: "get",
  "/404/": "notFound",
  "/404.html": "notFound",
  "/dev-404-page/": "notFound",
};

/** What a page Gatsby made from src/pages shows, by its address. */
export const pageKind = (path: string): PageKind => KIND_BY_PATH[path] ?? "other";

/** Gatsby's page for unknown addresses under `gatsby develop`, and pages of no known kind, stay single. */
const onlyInDefaultLanguage = (path: string, kind: PageKind) =>
  kind === "other" || path === "/dev-404-page/";

/**
 * A page Gatsby made from src/pages becomes one page per language the build makes (English at its
 * own address, the others under their prefix), each with its language's words in its context.
 * Gatsby's way to change a page is to delete it and make it anew; the pages made here are known
 * by their language and left alone when Gatsby hands them back.
 */
export const localizePage = (
  actions: Pick<Actions, "createPage" | "deletePage">,
  page: Page,
  languages: Language[],
  context: Record<string, unknown> = {},
): void => {
  if (isLanguageContext(page.context)) return;
  const kind = pageKind(page.path);
  const made: Language[] = onlyInDefaultLanguage(page.path, kind)
    ? languages.slice(0, 1)
    : languages;
  actions.deletePage(page);
  for (const language of made) {
    actions.createPage({
      ...page,
      path: localizedPath(page.path, language),
      ...(page.matchPath ? { matchPath: localizedPath(page.matchPath, language) } : {}),
      context: {
        ...page.context,
        ...context,
        ...languageContext(kind, language, page.path, made),
      },
    });
  }
};
