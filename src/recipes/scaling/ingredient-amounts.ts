import { parseIngredient, unitsOfMeasure, type UnitOfMeasureDefinitions } from "parse-ingredient";
import pluralize from "pluralize";
import type { ScalableLine } from "./scalable-line";

/*
 * Build-time only (parse-ingredient and pluralize stay out of the browser): each ingredient line
 * becomes its amount and the words that follow it, in the singular and the plural, so a page can
 * rescale it with nothing but arithmetic.
 */

/** Kitchen words the parser does not know, so "1 handful spinach" counts handfuls. */
const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  handful: { short: "handful", plural: "handfuls", alternates: [], type: "count" },
  slice: { short: "slice", plural: "slices", alternates: [], type: "count" },
  thumb: { short: "thumb", plural: "thumbs", alternates: [], type: "count" },
  litre: {
    short: "l",
    plural: "litres",
    alternates: ["litre", "litres"],
    type: "volume",
    conversionFactor: 1000,
  },
};
const UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...KITCHEN_UNITS };

/** Sizes describe the ingredient ("12 small corn tortillas"); they are not units. */
const SIZE_WORDS = ["small", "medium", "large"];

/** Weighed and measured on a scale or jug: rounded to whole grams and millilitres. */
const METRIC_UNITS = new Set(["gram", "milliliter"]);

/** The words the parser counts by, in any form: "clove", "cloves", "bunch"... */
const COUNT_WORDS = new Set(
  Object.entries(UNITS)
    .filter(([id]) => !SIZE_WORDS.includes(id))
    .flatMap(([id, unit]) => [id, unit.plural].map((word) => word.toLowerCase())),
);

// British kitchen spelling, which pluralize's rules do not know.
pluralize.addIrregularRule("chilli", "chillies");

const WORD = /[A-Za-z][A-Za-z'-]*/g;

const matchCase = (model: string, word: string) =>
  model[0] === model[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;

/** The rest of the line with the word at `index` in the singular and in the plural. */
const inflect = (rest: string, index: number, word: string, one: string, other: string) => ({
  one: rest.slice(0, index) + matchCase(word, one) + rest.slice(index + word.length),
  other: rest.slice(0, index) + matchCase(word, other) + rest.slice(index + word.length),
});

/** In "garlic cloves, sliced" the cloves are counted; in "ripe tomatoes" the tomatoes. */
const countedWord = (rest: string): { word: string; index: number } | null => {
  const phrase = rest.split(/[,(]/)[0] ?? "";
  const words = [...phrase.matchAll(WORD)].map((match) => ({
    word: match[0],
    index: match.index ?? 0,
  }));
  return words.find(({ word }) => COUNT_WORDS.has(word.toLowerCase())) ?? words.at(-1) ?? null;
};

export const toScalableLine = (line: string): ScalableLine => {
  const [parsed] = parseIngredient(line, { additionalUOMs: KITCHEN_UNITS, ignoreUOMs: SIZE_WORDS });
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return { line, amount: null };
  const restStart = line.indexOf(parsed.unitOfMeasure ?? parsed.description);
  // The amount must lead the line for the page to swap it; anything else keeps its words.
  if (restStart <= 0 || !/\d|[\u00BC-\u00BE\u2150-\u215E]/.test(line.slice(0, restStart))) {
    return { line, amount: null };
  }
  const rest = line.slice(restStart);
  const unit = parsed.unitOfMeasureID ? UNITS[parsed.unitOfMeasureID] : undefined;
  let forms = { one: rest, other: rest };
  if (parsed.unitOfMeasureID && unit && parsed.unitOfMeasure) {
    const written = parsed.unitOfMeasure;
    // Abbreviations ("tbsp", "g") read the same after any amount; words ("cans") do not.
    const spelledOut = [parsed.unitOfMeasureID, unit.plural].some(
      (form) => form.toLowerCase() === written.toLowerCase(),
    );
    if (spelledOut) {
      forms = inflect(rest, 0, written, pluralize.singular(written), pluralize.plural(written));
    }
  } else {
    const counted = countedWord(rest);
    if (counted) {
      const { word, index } = counted;
      forms = inflect(rest, index, word, pluralize.singular(word), pluralize.plural(word));
    }
  }
  return {
    line,
    amount: {
      quantity: parsed.quantity,
      quantityMax: parsed.quantity2,
      metric: METRIC_UNITS.has(parsed.unitOfMeasureID ?? ""),
      ...forms,
    },
  };
};

export const toScalableLines = (lines: readonly string[]): ScalableLine[] =>
  lines.map(toScalableLine);
