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
    ["4 ripe tomatoes", "4 tomates maduros", "es", 1 / 4, "1 tomate maduro"],
    [
      "1 garlic clove, halved",
      "1 diente de ajo, partido por la mitad",
      "es",
      2,
      "2 dientes de ajo, partidos por la mitad",
    ],
    [
      "3 garlic cloves, sliced",
      "3 dientes de ajo, laminados",
      "es",
      1 / 3,
      "1 diente de ajo, laminado",
    ],
    [
      "8 cherry tomatoes, halved",
      "8 tomates cherry, partidos por la mitad",
      "es",
      1 / 8,
      "1 tomate cherry, partido por la mitad",
    ],
    ["1 bunch fresh basil", "1 manojo de albahaca fresca", "es", 2, "2 manojos de albahaca fresca"],
    ["2 large eggs", "2 huevos grandes", "es", 1 / 2, "1 huevo grande"],
    [
      "3 tbsp olive oil",
      "3 cucharadas de aceite de oliva",
      "es",
      1 / 3,
      "1 cucharada de aceite de oliva",
    ],
    [
      "250 g fresh mozzarella",
      "250 g de mozzarella fresca",
      "es",
      6,
      "1,5 kg de mozzarella fresca",
    ],
    ["250 g fresh mozzarella", "250 g frischer Mozzarella", "de", 6, "1,5 kg frischer Mozzarella"],
    [
      "2 cans (800 g) chopped tomatoes",
      "2 Dosen (800 g) gehackte Tomaten",
      "de",
      4,
      "8 Dosen (3200 g) gehackte Tomaten",
    ],
    [
      "1 bag (1.5 kg) potatoes",
      "1 Beutel (1,5 kg) Kartoffeln",
      "de",
      3,
      "3 Beutel (4,5 kg) Kartoffeln",
    ],
    ["2 tsp salt", "2 TL Salz", "de", 1 / 2, "1 TL Salz"],
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
