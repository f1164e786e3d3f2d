import { useEffect, useMemo } from "react";
import type { Language } from "../../i18n/languages";
import { useLanguage, useTexts, type Texts } from "../../i18n/texts";

export type ConsentBarWords = Texts["consentBar"];

/** The bar's words and the language of the page it is on, whose policy it links to. */
export type ConsentBarPage = { language: Language; words: ConsentBarWords };

/*
 * The bar is drawn in a root of its own, outside the page and its words: the page hands it the
 * bar's words in its language, and the bar follows when a move within the site changes language.
 * No dictionary ships to the browser; these are the words the page's data already carries.
 */
let current: ConsentBarPage | undefined;
const listeners = new Set<() => void>();

export const setConsentBarPage = (page: ConsentBarPage): void => {
  if (page.words === current?.words && page.language === current.language) return;
  current = page;
  for (const listener of [...listeners]) listener();
};

export const consentBarPage = (): ConsentBarPage | undefined => current;

export const subscribeConsentBarPage = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Calls back at once where the page has handed its words over, or as soon as it does. */
export const withConsentBarPage = (draw: (page: ConsentBarPage) => void): void => {
  if (current) {
    draw(current);
    return;
  }
  const stop = subscribeConsentBarPage(() => {
    if (!current) return;
    stop();
    draw(current);
  });
};

/** The bar's words on this page, handed to the bar's own root as well. */
export const usePageConsentWords = (): ConsentBarWords => {
  const words = useTexts("consentBar");
  const language = useLanguage();
  const page = useMemo(() => ({ language, words }), [language, words]);
  useEffect(() => setConsentBarPage(page), [page]);
  return words;
};
