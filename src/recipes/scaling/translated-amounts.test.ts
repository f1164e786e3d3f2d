import { readFileSync } from "node:fs";
import path from "node:path";
import { readVocabularyText } from "../../ingredients/problems";
import { scaleLine } from "./scale-line";
import { toTranslatedScalableLines } from "./translated-amounts";

const { vocabulary } = readVocabularyText(
  readFileSync(path.resolve(__dirname, "../../../data/ingredients.json"), "utf8"),
);

const scaled = (own: string, line: string, language: "de" | "es", factor: number) => {
  const [scalable] = toTranslatedScalableLines([own], [line], language, vocabulary);
  return scalable ? scaleLine(scalable, factor) : undefined;
};

describe("a translated ingredient line as servings change", () => {
  it.each([
    ["6 eggs", "6 Eier", "de", 1 / 6, "1 Ei"],
    [
      "1 onion, sliced",
      "1 Zwiebel, in Streifen geschnitten",
      "de",
      2,
      "2 Zwiebeln, in Streifen geschnitten",
    ],
    [
      "3 garlic cloves, sliced",
      "3 Knoblauchzehen, in Scheiben geschnitten",
      "de",
      1 / 3,
      "1 Knoblauchzehe, in Scheiben geschnitten",
    ],
    ["3 tbsp olive oil", "3 EL Olivenöl", "de", 2, "6 EL Olivenöl"],
    [
      "2 cans (800 g) chopped tomatoes",
      "2 Dosen (800 g) gehackte Tomaten",
      "de",
      1 / 2,
      "1 Dose (400 g) gehackte Tomaten",
    ],
    ["250 g fresh mozzarella", "250 g frischer Mozzarella", "de", 4, "1 kg frischer Mozzarella"],
    ["1 tsp salt", "1 cucharadita de sal", "es", 2, "2 cucharaditas de sal"],
    ["1 onion, sliced", "1 cebolla, en juliana", "es", 3, "3 cebollas, en juliana"],
    ["6 eggs", "6 huevos", "es", 1 / 6, "1 huevo"],
    [
      "Crusty bread, to serve",
      "Knuspriges Brot, zum Servieren",
      "de",
      2,
      "Knuspriges Brot, zum Servieren",
    ],
  ] as const)("%s → %s, then scaled", (own, line, language, factor, expected) => {
    expect(scaled(own, line, language, factor)).toBe(expected);
  });

  it("reads the line as written at the recipe's own servings", () => {
    expect(scaled("6 eggs", "6 Eier", "de", 1)).toBe("6 Eier");
  });
});
