import type { Language } from "./languages";

/**
 * The App Store link without a country segment ("/us/"), so Apple opens the visitor's own
 * storefront in its own language; anything else in the address is kept.
 */
export const appStoreUrlForAnyCountry = (url: string): string => {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname.replace(/^\/[a-z]{2}(?=\/)/i, "");
  return parsed.href;
};

/** The Google Play link with `hl=` set to the page's language, Play's own parameter for it. */
export const playStoreUrlInLanguage = (url: string, language: Language): string => {
  const parsed = new URL(url);
  parsed.searchParams.set("hl", language);
  return parsed.href;
};

/**
 * The store links a page in `language` shows: English pages keep the configured links as they are;
 * the other languages' open the visitor's own App Store storefront and Google Play in the page's
 * language.
 */
export const localizedStoreUrls = <Urls extends { appStoreUrl: string; playStoreUrl: string }>(
  urls: Urls,
  language: Language,
): Urls =>
  language === "en"
    ? urls
    : {
        ...urls,
        appStoreUrl: appStoreUrlForAnyCountry(urls.appStoreUrl),
        playStoreUrl: playStoreUrlInLanguage(urls.playStoreUrl, language),
      };
