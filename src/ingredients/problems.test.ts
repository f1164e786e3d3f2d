import recipes from "../../data/recipes.json";
import vocabularyFile from "../../data/ingredients.json";
import { formatProblems } from "../recipes/validate-recipes";
import { ingredientProblems, VOCABULARY_FILE, vocabularyProblems } from "./problems";
import schema from "../../data/ingredients.schema.json";
import { CATEGORIES, type Vocabulary, type VocabularyEntry } from "./vocabulary";

const vocabulary = vocabularyFile as Vocabulary;

const entry = (key: string, synonyms: string[] = []): VocabularyEntry => ({
  key,
  name: { one: key, other: `${key}s` },
  synonyms,
  category: "produce",
  staple: false,
});

describe("vocabularyProblems", () => {
  it("accepts the vocabulary", () => {
    expect(vocabularyProblems(vocabulary)).toEqual([]);
  });

  it("refuses a bad shape, a repeated key and a word two entries share", () => {
    expect(vocabularyProblems([{ key: "Egg" }])).not.toEqual([]);
    expect(vocabularyProblems([entry("egg"), entry("egg")])).toContain(
      'The key "egg" is used twice.',
    );
    expect(vocabularyProblems([entry("leek", ["onion"]), entry("onion")])).toEqual([
      '"onion" names both "leek" and "onion"; keep it in one.',
    ]);
  });
});

describe("ingredientProblems", () => {
  it("finds none in the sample recipes", () => {
    expect(ingredientProblems(recipes, vocabulary)).toEqual([]);
  });

  it("names the recipe, the line and the closest entries", () => {
    const problems = ingredientProblems(
      [
        { recipeName: "Fine", ingredients: ["2 eggs"] },
        { recipeName: "Green Eggs", ingredients: ["3 eggs", "1 handful spinnach"] },
      ],
      vocabulary,
    );
    expect(problems).toEqual([
      {
        index: 1,
        name: "Green Eggs",
        field: "ingredients",
        message: 'item 2 "1 handful spinnach" names no ingredient the site knows ("spinnach")',
        fix: expect.stringMatching(/^Did you mean "spinach", /),
      },
    ]);
    const text = formatProblems("data/recipes.json", problems);
    expect(text).toContain(
      'Recipe #2 "Green Eggs", field "ingredients", item 2 "1 handful spinnach"',
    );
    expect(text).toContain(VOCABULARY_FILE);
  });

  it("skips what the recipe schema already reports", () => {
    expect(ingredientProblems([null, { recipeName: "No list" }], vocabulary)).toEqual([]);
  });
});

describe("the schema's shelves", () => {
  it("are the ones the picker knows", () => {
    expect(schema.items.properties.category.enum).toEqual([...CATEGORIES]);
  });
});
