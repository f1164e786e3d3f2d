import { createContext, useContext } from "react";
import { stapleKeys } from "../../fridge/shelves";
import { exactNamesOnFirstUse, type ExactNames } from "../../fridge/typed-names";
import type { PickerVocabulary } from "../../ingredients/vocabulary";

/** What the picker makes of the vocabulary of the page's language, once per vocabulary. */
export type PickerWords = {
  vocabulary: PickerVocabulary;
  known: ReadonlySet<string>;
  staples: string[];
  exact: ExactNames;
  nameOf: (key: string) => string;
};

const made = new WeakMap<PickerVocabulary, PickerWords>();

export const pickerWords = (vocabulary: PickerVocabulary): PickerWords => {
  let words = made.get(vocabulary);
  if (!words) {
    const names = new Map(vocabulary.map((entry) => [entry.key, entry.name.one]));
    words = {
      vocabulary,
      known: new Set(names.keys()),
      staples: stapleKeys(vocabulary),
      exact: exactNamesOnFirstUse(vocabulary),
      nameOf: (key) => names.get(key) ?? key,
    };
    made.set(vocabulary, words);
  }
  return words;
};

/**
 * The ingredients in the page's language, which reach the browser in the recipe list's page data
 * (the picker's script carries none): its names, then the English ones, so either finds them.
 */
const PageVocabulary = createContext<PickerVocabulary | null>(null);

export const VocabularyProvider = PageVocabulary.Provider;

let unitTestVocabulary: PickerVocabulary | null = null;

/** Unit tests render the panel outside a page; jest.setup.ts hands it the English vocabulary. */
export const setVocabularyOutsidePages = (vocabulary: PickerVocabulary | null): void => {
  unitTestVocabulary = vocabulary;
};

export const usePickerWords = (): PickerWords => {
  const vocabulary = useContext(PageVocabulary) ?? unitTestVocabulary;
  if (!vocabulary) throw new Error("The fridge picker was drawn without a vocabulary.");
  return pickerWords(vocabulary);
};
