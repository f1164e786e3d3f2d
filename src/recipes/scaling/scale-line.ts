import { formatQuantity } from "format-quantity";
import type { ScalableLine } from "./scalable-line";

/** The smallest amount a scaled line shows: a pinch of something is never "0". */
const SMALLEST_FRACTION = 1 / 8;
/** Kitchen fractions: eighths (½, ¼, ¾, ⅛) and thirds (⅓, ⅔). */
const FRACTION_STEPS = [8, 3];
/** From ten upwards, halves are as fine as anyone counts. */
const WHOLE_FROM = 10;

/** Grams and millilitres as a scale or jug reads them: [below, step]. */
const METRIC_STEPS: [number, number][] = [
  [20, 1],
  [250, 5],
  [1000, 10],
  [Infinity, 50],
];

const nearest = (value: number, step: number) => Math.round(value / step) * step;

export const roundMetric = (value: number): number => {
  const [, step] = METRIC_STEPS.find(([below]) => value < below) ?? [Infinity, 1];
  return Math.max(step, nearest(value, step));
};

export const roundKitchen = (value: number): number => {
  if (value >= WHOLE_FROM) return nearest(value, 1 / 2);
  const candidates = FRACTION_STEPS.map((steps) => nearest(value, 1 / steps));
  const closest = candidates.reduce((best, candidate) =>
    Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best,
  );
  return Math.max(SMALLEST_FRACTION, closest);
};

/** An amount as a cook reads it: "1½", "⅓", "250". */
export const formatAmount = (value: number): string =>
  formatQuantity(value, { vulgarFractions: true }) ?? String(value);

/** A weight or volume inside a line's words: "(800 g)", "about 1.6 kg"; with a comma, "(1,5 kg)". */
const measureWith = (decimal: string) =>
  new RegExp(String.raw`(\d+(?:${decimal}\d+)?)\s?(g|ml|kg|l|litres?|liters?)\b`, "g");
const MEASURE = measureWith(String.raw`\.`);
const COMMA_MEASURE = measureWith(",");
const SMALL_MEASURES = new Set(["g", "ml"]);
/** Kilograms and litres to a tenth, as a kitchen scale shows them. */
const TENTH = 0.1;
/** Any amount a cook would read: digits or a kitchen fraction. */
const ANY_AMOUNT = /\d|[\u00BC-\u00BE\u2150-\u215E]/;

/** A figure with the line's decimal separator: "1.5", or "1,5" in German and Spanish. */
const withDecimal = (value: number, decimal: string) => String(value).replace(".", decimal);

const scaleMeasure = (value: number, unit: string, factor: number, decimal: string) => {
  if (SMALL_MEASURES.has(unit)) return String(roundMetric(value * factor));
  return withDecimal(Math.max(TENTH, Number((value * factor).toFixed(1))), decimal);
};

/**
 * The words after the amount, at `factor`: weights and volumes in them are totals for the line
 * ("2 cans (800 g)") and scale with it. Any other amount there ("plus 1 yolk") is left as written
 * and the line says by how much to multiply it, rather than show a wrong figure.
 */
const scaleWords = (words: string, factor: number, decimal: string) => {
  const measure = decimal === "," ? COMMA_MEASURE : MEASURE;
  const scaled = words.replace(
    measure,
    (_, value: string, unit: string) =>
      `${scaleMeasure(Number(value.replace(decimal, ".")), unit, factor, decimal)} ${unit}`,
  );
  return ANY_AMOUNT.test(words.replace(measure, ""))
    ? `${scaled} (×${formatAmount(factor)})`
    : scaled;
};

/** From a thousand grams or millilitres a cook reads kilograms and litres: "1.5 kg", not "1500 g". */
const LARGER_UNITS: Record<string, string> = { g: "kg", ml: "l" };
const THOUSAND = 1000;

const inLargerUnit = (value: number, words: string, decimal: string): string | null => {
  const [unit = "", ...rest] = words.split(" ");
  const larger = LARGER_UNITS[unit];
  if (!larger || value < THOUSAND) return null;
  return [withDecimal(Number((value / THOUSAND).toFixed(2)), decimal), larger, ...rest].join(" ");
};

/** The line for `factor` times the recipe's servings; at its own servings, the line as written. */
export const scaleLine = ({ line, amount }: ScalableLine, factor: number): string => {
  if (!amount || factor === 1) return line;
  const round = amount.metric ? roundMetric : roundKitchen;
  const low = round(amount.quantity * factor);
  const high = amount.quantityMax === null ? null : round(amount.quantityMax * factor);
  const written =
    high === null || high === low
      ? formatAmount(low)
      : `${formatAmount(low)}–${formatAmount(high)}`;
  const decimal = amount.decimal ?? ".";
  const words = scaleWords((high ?? low) > 1 ? amount.other : amount.one, factor, decimal);
  if (amount.metric && high === null) {
    const larger = inLargerUnit(low, words, decimal);
    if (larger) return larger;
  }
  return `${written} ${words}`;
};
