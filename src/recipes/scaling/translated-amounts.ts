import type { Language } from "../../i18n/languages";
import { makeResolver } from "../../ingredients/resolve";
import { pickerVocabulary, type Vocabulary } from "../../ingredients/vocabulary";
import { toScalableLines } from "./ingredient-amounts";
import type { ScalableLine } from "./scalable-line";

/*
 * Build-time only. A translated line starts with the same amount as the recipe's own line (the
 * content check makes sure), so it scales by the recipe's amount; its words change between one
 * and more by the vocabulary's names in its language and the count words below.
 */

/** The words a line counts by, in the singular and the plural. */
const COUNT_WORDS: Partial<Record<Language, [string, string][]>> = {
  de: [
    ["Dose", "Dosen"],
    ["Knoblauchzehe", "Knoblauchzehen"],
    ["Zehe", "Zehen"],
    ["Scheibe", "Scheiben"],
    ["Tasse", "Tassen"],
    ["Stange", "Stangen"],
    ["Zweig", "Zweige"],
  ],
  es: [
    ["lata", "latas"],
    ["cucharada", "cucharadas"],
    ["cucharadita", "cucharaditas"],
    ["diente", "dientes"],
    ["rebanada", "rebanadas"],
    ["taza", "tazas"],
    ["manojo", "manojos"],
    ["pizca", "pizcas"],
    ["puñado", "puñados"],
    ["rama", "ramas"],
  ],
};

/** The amount a cook reads first: digits, fractions and a range, then a space. */
const LEADING_AMOUNT = /^[\d\s.,/\u00BC-\u00BE\u2150-\u215E–-]*[\d\u00BC-\u00BE\u2150-\u215E]\s+/;

const wordAt = (text: string, word: string) =>
  new RegExp(`(^|[\\s(])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[\\s,.;)])`, "u");

/**
 * The words with their count word or ingredient swapped for its singular or its plural: the first
 * of `pairs` found before any note ("…, in Scheiben geschnitten" keeps its words).
 */
const inForm = (words: string, pairs: readonly [string, string][], plural: boolean): string => {
  const cut = words.search(/[,(]/);
  const head = cut === -1 ? words : words.slice(0, cut);
  for (const [one, other] of pairs) {
    const [from, to] = plural ? [one, other] : [other, one];
    const found = wordAt(head, from);
    if (!found.test(head)) continue;
    const swapped = head.replace(found, (_, before: string) => before + to);
    return swapped + words.slice(head.length);
  }
  return words;
};

/**
 * Each translated line with the recipe line's amount and its own words after it, read after one
 * or less and after more.
 */
export const toTranslatedScalableLines = (
  own: readonly string[],
  translated: readonly string[],
  language: Language,
  vocabulary: Vocabulary,
): ScalableLine[] => {
  const resolver = makeResolver(pickerVocabulary(vocabulary, language));
  const names = new Map(
    pickerVocabulary(vocabulary, language).map((entry) => [entry.key, entry.name]),
  );
  const amounts = toScalableLines(own);
  return translated.map((line, index): ScalableLine => {
    const amount = amounts[index]?.amount;
    const lead = LEADING_AMOUNT.exec(line);
    if (!amount || !lead) return { line, amount: null };
    const words = line.slice(lead[0].length);
    const name = names.get(resolver.resolve(line).key ?? "");
    const pairs: [string, string][] = [
      ...(COUNT_WORDS[language] ?? []),
      ...(name ? [[name.one, name.other] as [string, string]] : []),
    ];
    return {
      line,
      amount: { ...amount, one: inForm(words, pairs, false), other: inForm(words, pairs, true) },
    };
  });
};
