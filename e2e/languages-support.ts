import { ROUTE_PATHS } from "../src/config/routes";
import { siteConfig } from "../src/config/site-config";
import { RECIPES_PATH } from "../src/recipes/slug";
import { LANGUAGES, localizedPath, type Language } from "../src/i18n/languages";
import { GET_PATH } from "../src/get/constants";

/** The languages the build under test made, English first. */
export const BUILT_LANGUAGES: Language[] = siteConfig.languages;

/** Every language but English, each under its own folder. */
export const PREFIXED_LANGUAGES = BUILT_LANGUAGES.filter((code) => LANGUAGES[code].prefix !== "");

/** The pages every language has, at their English addresses (the recipe list's first page too). */
export const LOCALIZED_ROUTES = [...ROUTE_PATHS, `${RECIPES_PATH}/`];

/** Each of them in each language: [language, address]. */
export const ROUTES_IN_EVERY_LANGUAGE = BUILT_LANGUAGES.flatMap((language) =>
  LOCALIZED_ROUTES.map((route) => [language, localizedPath(route, language)] as const),
);

/** An address under the language's folder that no page has. */
export const unknownPathIn = (language: Language) => localizedPath("/no-such-page/", language);

export { GET_PATH, localizedPath };
