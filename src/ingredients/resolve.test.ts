import { sampleRecipes as recipes } from "../test-utils/sample-recipes";
import vocabularyFile from "../../data/ingredients.json";
import { parseLine } from "./parse";
import { ingredientKeys, makeResolver, SUGGESTION_COUNT } from "./resolve";
import type { Vocabulary } from "./vocabulary";

const vocabulary = vocabularyFile as Vocabulary;
const resolver = makeResolver(vocabulary);

describe("parseLine", () => {
  it("reads unicode fractions, units and notes", () => {
    expect(parseLine("½ tsp black pepper")).toEqual({
      line: "½ tsp black pepper",
      quantity: 0.5,
      quantityMax: null,
      unit: "teaspoon",
      unitText: "tsp",
      ingredient: "black pepper",
      note: null,
    });
    expect(parseLine("1 whole chicken, about 1.6 kg")).toMatchObject({
      quantity: 1,
      unit: null,
      ingredient: "whole chicken",
      note: "about 1.6 kg",
    });
  });

  it("reads ranges as a low and a high quantity", () => {
    expect(parseLine("2-3 eggs")).toMatchObject({
      quantity: 2,
      quantityMax: 3,
      ingredient: "eggs",
    });
    expect(parseLine("1 to 2 tbsp honey")).toMatchObject({
      quantity: 1,
      quantityMax: 2,
      unit: "tablespoon",
    });
  });

  it("keeps bracketed amounts and kitchen units out of the ingredient", () => {
    expect(parseLine("2 cans (800 g) chickpeas, drained")).toMatchObject({
      quantity: 2,
      unit: "can",
      ingredient: "chickpeas",
      note: "800 g; drained",
    });
    expect(parseLine("1 handful spinach (fresh or frozen)")).toMatchObject({
      unit: "handful",
      ingredient: "spinach",
      note: "fresh or frozen",
    });
    expect(parseLine("1 litre hot vegetable stock")).toMatchObject({
      unit: "litre",
      ingredient: "hot vegetable stock",
    });
  });

  it("leaves lines without an amount whole", () => {
    expect(parseLine("A few chives")).toMatchObject({
      quantity: null,
      unit: null,
      ingredient: "A few chives",
    });
  });
});

describe("makeResolver", () => {
  it.each(
    recipes.flatMap((recipe) =>
      (recipe.ingredients ?? []).map((line) => [recipe.recipeName, line]),
    ),
  )("%s: %s names a vocabulary entry", (_, line) => {
    expect(resolver.resolve(line).key).not.toBeNull();
  });

  it.each([
    ["3 eggs", "egg"],
    ["1 egg", "egg"],
    ["2 lemons", "lemon"],
    ["4 scallions, sliced", "spring-onion"],
    ["300 g zucchini", "courgette"],
    ["1 tbsp extra-virgin olive oil", "olive-oil"],
    ["1 can (400 ml) coconut milk", "coconut-milk"],
    ["150 ml milk", "milk"],
    ["2 tbsp rice vinegar", "rice-vinegar"],
    ["200 g sushi rice", "rice"],
    ["4 makrut lime leaves", "lime-leaves"],
    ["2 limes", "lime"],
    ["12 small corn tortillas", "tortilla"],
    ["200 g sweetcorn", "sweetcorn"],
    ["1 Crème fraîche", null],
  ])("%s is %s", (line, key) => {
    expect(resolver.resolve(line).key).toBe(key);
  });

  it("suggests the closest entries for a misspelling", () => {
    expect(resolver.suggest("spinnach")[0]).toBe("spinach");
    expect(resolver.suggest("fresh corriander")[0]).toBe("coriander");
    expect(resolver.suggest("saffron")).toHaveLength(SUGGESTION_COUNT);
  });
});

describe("ingredientKeys", () => {
  it("lists each entry once, in order", () => {
    expect(
      ingredientKeys(["2 garlic cloves", "1 head of garlic", "1 tsp salt", "2 eggs"], resolver),
    ).toEqual(["garlic", "salt", "egg"]);
  });
});
