import { LANGUAGES, type Language } from "../../i18n/languages";
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

/** Words that start a phrase of their own: what follows them does not agree with the count. */
const SPANISH_LINKS = new Set([
  "a",
  "al",
  "con",
  "de",
  "del",
  "el",
  "en",
  "la",
  "las",
  "los",
  "o",
  "para",
  "por",
  "sin",
  "y",
]);

/**
 * A Spanish adjective or participle in the number of the word it follows: "maduro" ↔ "maduros",
 * "fresca" ↔ "frescas", "picante" ↔ "picantes". Words of other endings ("cherry", "azul") are
 * left as written rather than guessed.
 */
const spanishInNumber = (word: string, plural: boolean): string => {
  if (plural) return /[aeo]$/u.test(word) ? `${word}s` : word;
  return /(?:[ao]|[cdtv]e)s$/u.test(word) ? word.slice(0, -1) : word;
};

/** A participle that says how the counted thing is cut or cooked: "laminados", "picada". */
const SPANISH_PARTICIPLE = /^\p{L}+(?:ad|id)[ao]s?$/u;

/**
 * In Spanish the words after the counted one agree with it ("4 tomates maduros", "1 tomate
 * maduro"), up to a word that starts a phrase of its own ("manojo de albahaca fresca"), and so
 * does a note's first word when it is a participle ("3 dientes de ajo, laminados").
 */
const agreeInSpanish = (head: string, at: number, rest: string, plural: boolean) => {
  const words = head.slice(at).split(/(\s+)/u);
  for (let index = 2; index < words.length; index += 2) {
    const word = words[index] ?? "";
    if (!word || SPANISH_LINKS.has(word.toLowerCase())) break;
    words[index] = spanishInNumber(word, plural);
  }
  const note = /^(,\s*)(\p{L}+)/u.exec(rest);
  const agreedRest =
    note?.[2] && SPANISH_PARTICIPLE.test(note[2])
      ? note[1] + spanishInNumber(note[2], plural) + rest.slice(note[0].length)
      : rest;
  return head.slice(0, at) + words.join("") + agreedRest;
};

/**
 * The words with their count word or ingredient swapped for its singular or its plural: the first
 * of `pairs` found before any note ("…, in Scheiben geschnitten" keeps its words). In Spanish the
 * words that agree with it follow.
 */
const inForm = (
  words: string,
  pairs: readonly [string, string][],
  plural: boolean,
  language: Language,
): string => {
  const cut = words.search(/[,(]/);
  const head = cut === -1 ? words : words.slice(0, cut);
  for (const [one, other] of pairs) {
    const [from, to] = plural ? [one, other] : [other, one];
    const found = wordAt(head, from);
    const match = found.exec(head);
    if (!match) continue;
    const at = match.index + (match[1]?.length ?? 0);
    const swapped = head.slice(0, at) + to + head.slice(at + from.length);
    const rest = words.slice(head.length);
    return language === "es" ? agreeInSpanish(swapped, at, rest, plural) : swapped + rest;
  }
  return words;
};

/** How the language writes 1.5, where not as English does. */
const decimalOf = (language: Language): string | undefined => {
  const decimal = new Intl.NumberFormat(LANGUAGES[language].locale)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value;
  return decimal && decimal !== "." ? decimal : undefined;
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
  const entries = pickerVocabulary(vocabulary, language);
  const resolver = makeResolver(entries);
  const names = new Map(entries.map((entry) => [entry.key, entry.name]));
  const decimal = decimalOf(language);
  const amounts = toScalableLines(own);
  return translated.map((line, index): ScalableLine => {
    const amount = amounts[index]?.amount;
    const lead = LEADING_AMOUNT.exec(line);
    if (!amount || !lead) return { line, amount: null };
    const words = line.slice(lead[0].length);
    const name = names.get(resolver.resolve(line).key ?? "");
    // Weighed amounts change no word ("250 g de mozzarella"); a measure such as "1 tsp" changes
    // only its own word ("1 cucharadita", "2 cucharaditas"), never the ingredient's.
    const counted = amount.one !== amount.other;
    const pairs: [string, string][] = amount.metric
      ? []
      : [
          ...(COUNT_WORDS[language] ?? []),
          ...(name && counted ? [[name.one, name.other] as [string, string]] : []),
        ];
    return {
      line,
      amount: {
        ...amount,
        one: inForm(words, pairs, false, language),
        other: inForm(words, pairs, true, language),
        ...(decimal ? { decimal } : {}),
      },
    };
  });
};
