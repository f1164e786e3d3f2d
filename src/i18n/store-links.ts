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
