import { parseIngredient } from "parse-ingredient";
import { parseLine } from "../../ingredients/parse";
import { sampleRecipes as recipes } from "../../test-utils/sample-recipes";
import { toScalableLine as fromParsed, toScalableLines } from "./ingredient-amounts";
import { formatAmount, roundKitchen, roundMetric, scaleLine } from "./scale-line";
import {
  MAX_SERVINGS,
  SERVES_PARAM,
  clampServings,
  minServings,
  searchWithServings,
  servingsFromSearch,
} from "./servings";

const samples = recipes.filter(
  (recipe) => recipe.servings !== undefined && (recipe.ingredients ?? []).length > 0,
);

const toScalableLine = (line: string) => fromParsed(parseLine(line));
const scaled = (line: string, factor: number) => scaleLine(toScalableLine(line), factor);

/** A small seeded generator, so a failing case can be run again. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

const LEADING_AMOUNT = /^[\d\u00BC-\u00BE\u2150-\u215E]/;

describe("scaling every sample recipe", () => {
  it("covers every recipe in the data file", () => {
    expect(samples.length).toBe(recipes.length);
  });

  it("finds the amount of every line that starts with one", () => {
    for (const recipe of samples) {
      for (const line of recipe.ingredients ?? []) {
        const { amount } = toScalableLine(line);
        expect({ line, scalable: amount !== null }).toEqual({
          line,
          scalable: LEADING_AMOUNT.test(line),
        });
      }
    }
  });

  it("reads each line as written at the recipe's own servings", () => {
    for (const recipe of samples) {
      const lines = toScalableLines(recipe.ingredients ?? []);
      expect(lines.map((line) => scaleLine(line, 1))).toEqual(recipe.ingredients);
    }
  });

  it("never shows NaN, nothing, or an amount of 0, and agrees in number, at 1 to 24 servings", () => {
    const random = seeded(30);
    const wrong: string[] = [];
    for (let run = 0; run < 400; run += 1) {
      const recipe = samples[Math.floor(random() * samples.length)]!;
      const servings = 1 + Math.floor(random() * 24);
      const factor = servings / (recipe.servings ?? 1);
      for (const scalable of toScalableLines(recipe.ingredients ?? [])) {
        const text = scaleLine(scalable, factor);
        const where = `${recipe.recipeName} for ${servings}: "${text}"`;
        if (/NaN|undefined|Infinity|null/.test(text) || text.trim() === "") wrong.push(where);
        if (!scalable.amount) {
          if (text !== scalable.line) wrong.push(where);
          continue;
        }
        const [read] = parseIngredient(text);
        const shown = read?.quantity2 ?? read?.quantity ?? 0;
        if (!(shown > 0)) wrong.push(`${where}: amount ${shown}`);
        const { one, other } = scalable.amount;
        const words = shown > 1 ? other : one;
        const rest = text.slice(text.indexOf(" ") + 1);
        // Words as written but for their figures, and the factor when a figure could not scale.
        const skeleton = (part: string) =>
          part
            .replace(/ \(×[^)]*\)$/, "")
            .replace(/\d+(?:\.\d+)?/g, "#")
            // A thousand grams or millilitres read as kilograms or litres.
            .replace(/^kg\b/, "g")
            .replace(/^l\b/, "ml");
        if (factor !== 1 && skeleton(rest) !== skeleton(words)) {
          wrong.push(`${where}: ${shown} with the wrong number`);
        }
        const measures = (part: string) =>
          (part.match(/\d+(?:\.\d+)?(?= ?(?:g|kg|ml|l)\b)/g) ?? []).map(Number);
        const after = measures(rest);
        measures(words).forEach((value, index) => {
          const ratio = (after[index] ?? 0) / (value * factor);
          if (!(ratio > 0.8 && ratio < 1.25))
            wrong.push(`${where}: ${value} became ${after[index]}`);
        });
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("scaleLine", () => {
  it.each([
    ["1 lemon", 2, "2 lemons"],
    ["2 lemons", 0.5, "1 lemon"],
    ["½ lemon", 2, "1 lemon"],
    ["½ lemon", 3, "1½ lemons"],
    ["3 eggs", 0.5, "1½ eggs"],
    ["2 garlic cloves, sliced", 0.5, "1 garlic clove, sliced"],
    ["1 small bunch fresh basil", 2, "2 small bunches fresh basil"],
    ["1 head of garlic", 2, "2 heads of garlic"],
    ["4 sprigs fresh thyme", 0.25, "1 sprig fresh thyme"],
    ["1 can (400 ml) coconut milk", 2, "2 cans (800 ml) coconut milk"],
    ["2 cans (800 g) chopped tomatoes", 0.5, "1 can (400 g) chopped tomatoes"],
    ["1 whole chicken, about 1.6 kg", 2, "2 whole chickens, about 3.2 kg"],
    ["1 butternut squash, about 1.2 kg", 0.25, "¼ butternut squash, about 0.3 kg"],
    ["1 egg, plus 1 yolk", 2, "2 eggs, plus 1 yolk (×2)"],
    ["1 egg, plus 1 yolk", 1.5, "1½ eggs, plus 1 yolk (×1½)"],
    ["1 litre hot vegetable stock", 2, "2 litres hot vegetable stock"],
    ["1 red chilli, sliced", 2, "2 red chillies, sliced"],
    ["3 tbsp olive oil", 2, "6 tbsp olive oil"],
    ["1 tsp salt", 1 / 3, "⅓ tsp salt"],
    ["¼ tsp black pepper", 0.5, "⅛ tsp black pepper"],
    ["¼ tsp black pepper", 0.25, "⅛ tsp black pepper"],
    ["500 g baby potatoes", 1.5, "750 g baby potatoes"],
    ["500 g baby potatoes", 2, "1 kg baby potatoes"],
    ["500 ml vegetable stock", 3, "1.5 l vegetable stock"],
    ["750 ml vegetable stock", 3, "2.25 l vegetable stock"],
    ["300 g spaghetti", 1 / 3, "100 g spaghetti"],
    ["20 g dried porcini", 0.25, "5 g dried porcini"],
    ["170 g unsalted butter", 1 / 3, "55 g unsalted butter"],
    ["12 small corn tortillas", 1.25, "15 small corn tortillas"],
    ["Hot sauce, to serve", 3, "Hot sauce, to serve"],
    ["A few mint leaves", 2, "A few mint leaves"],
  ])("%s × %d reads %s", (line, factor, expected) => {
    expect(scaled(line, factor)).toBe(expected);
  });

  it("scales both ends of a range", () => {
    expect(scaled("2-3 eggs", 2)).toBe("4–6 eggs");
  });
});

describe("rounding", () => {
  it("keeps grams and millilitres to steps a scale shows, never below one step", () => {
    expect([0.2, 7.4, 23, 333, 1234].map(roundMetric)).toEqual([1, 7, 25, 330, 1250]);
  });

  it("keeps other amounts to kitchen fractions, never below an eighth", () => {
    expect([0.01, 0.3, 0.66, 1.3, 2.74, 12.3].map(roundKitchen)).toEqual([
      0.125,
      1 / 3,
      2 / 3,
      4 / 3,
      2.75,
      12.5,
    ]);
    expect([0.5, 1 / 3, 0.75, 0.125, 1.5, 2].map(formatAmount)).toEqual([
      "½",
      "⅓",
      "¾",
      "⅛",
      "1½",
      "2",
    ]);
  });
});

describe("servings in the address", () => {
  it("round-trips chosen servings through the query string, keeping other parameters", () => {
    const search = searchWithServings("?utm_source=news", 8, 4);
    expect(search).toBe(`?utm_source=news&${SERVES_PARAM}=8`);
    expect(servingsFromSearch(search, 4)).toBe(8);
    expect(searchWithServings(search, 4, 4)).toBe("?utm_source=news");
    expect(searchWithServings("", 4, 4)).toBe("");
    expect(servingsFromSearch(searchWithServings("", 1.5, 3), 3)).toBe(1.5);
  });

  it("reads the recipe's own servings from an address without, or with nonsense", () => {
    for (const search of [
      "",
      "?serves=",
      "?serves=abc",
      "?serves=0",
      "?serves=-2",
      "?serves=1.3",
      `?serves=${MAX_SERVINGS + 1}`,
    ]) {
      expect(servingsFromSearch(search, 4)).toBe(4);
    }
  });

  it("offers half a serving only to a recipe for one", () => {
    expect(minServings(4)).toBe(1);
    expect(minServings(1)).toBe(0.5);
    expect(clampServings(0, 4)).toBe(1);
    expect(clampServings(100, 4)).toBe(MAX_SERVINGS);
    expect(clampServings(1.5, 3)).toBe(1.5);
  });
});
