import { unitsOfMeasure } from "parse-ingredient";
import pluralize from "pluralize";
import { parseLine, type ParsedIngredient } from "../../ingredients/parse";
import type { ScalableLine } from "./scalable-line";

/*
 * Build-time only (the parser and pluralize stay out of the browser): each ingredient line, as the
 * ingredient parser reads it, becomes its amount and the words that follow it in the singular and
 * the plural, so a page can rescale it with nothing but arithmetic.
 */

/** Weighed and measured on a scale or jug: rounded to whole grams and millilitres. */
const METRIC_UNITS = new Set(["gram", "milliliter"]);

/** Sizes describe the ingredient ("1 small bunch"); the parser leaves them in its text. */
const SIZE_WORDS = new Set(["small", "medium", "large"]);

/** The words a line can count by, in any form: "clove", "cloves", "bunch", "handful"... */
const COUNT_WORDS = new Set(
  Object.entries(unitsOfMeasure)
    .filter(([id]) => !SIZE_WORDS.has(id))
    .flatMap(([id, unit]) => [id, unit.plural])
    .concat(["handful", "handfuls", "slice", "slices", "thumb", "thumbs"])
    .map((word) => word.toLowerCase()),
);

// British kitchen spelling, which pluralize's rules do not know.
pluralize.addIrregularRule("chilli", "chillies");

const WORD = /[A-Za-z][A-Za-z'-]*/g;
const AMOUNT_CHARACTER = /\d|[\u00BC-\u00BE\u2150-\u215E]/;

const matchCase = (model: string, word: string) =>
  model[0] === model[0]?.toUpperCase() ? (word[0]?.toUpperCase() ?? "") + word.slice(1) : word;

/** The rest of the line with the word at `index` in the singular and in the plural. */
const inflect = (rest: string, index: number, word: string) => {
  const swap = (form: string) =>
    rest.slice(0, index) + matchCase(word, form) + rest.slice(index + word.length);
  return { one: swap(pluralize.singular(word)), other: swap(pluralize.plural(word)) };
};

/** In "garlic cloves, sliced" the cloves are counted; in "ripe tomatoes" the tomatoes. */
const countedWord = (rest: string): { word: string; index: number } | null => {
  const phrase = rest.split(/[,(]/)[0] ?? "";
  const words = [...phrase.matchAll(WORD)].map((match) => ({
    word: match[0],
    index: match.index ?? 0,
  }));
  return words.find(({ word }) => COUNT_WORDS.has(word.toLowerCase())) ?? words.at(-1) ?? null;
};

/** Abbreviations ("tbsp", "g") read the same after any amount; words ("cans") do not. */
const spelledOut = (unit: string, written: string) =>
  [written, pluralize.singular(written)].some((form) => form.toLowerCase() === unit.toLowerCase());

export const toScalableLine = (parsed: ParsedIngredient): ScalableLine => {
  const { line, quantity, quantityMax, unit, unitText, ingredient } = parsed;
  if (quantity === null) return { line, amount: null };
  const restStart = line.indexOf(unitText ?? ingredient);
  // The amount must lead the line for the page to swap it; anything else keeps its words.
  if (restStart <= 0 || !AMOUNT_CHARACTER.test(line.slice(0, restStart))) {
    return { line, amount: null };
  }
  const rest = line.slice(restStart);
  let forms = { one: rest, other: rest };
  if (unit && unitText) {
    if (spelledOut(unit, unitText)) forms = inflect(rest, 0, unitText);
  } else {
    const counted = countedWord(rest);
    if (counted) forms = inflect(rest, counted.index, counted.word);
  }
  return {
    line,
    amount: { quantity, quantityMax, metric: METRIC_UNITS.has(unit ?? ""), ...forms },
  };
};

export const toScalableLines = (lines: readonly string[]): ScalableLine[] =>
  lines.map((line) => toScalableLine(parseLine(line)));
