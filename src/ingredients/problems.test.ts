import vocabularyFile from "../../data/ingredients.json";
import { formatProblems } from "../recipes/rules/problem";
import { sampleRecipes } from "../test-utils/sample-recipes";
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
    const recipes = sampleRecipes.map(({ file, recipeName, ingredients = [] }) => ({
      file,
      recipeName,
      ingredients,
    }));
    expect(recipes).toHaveLength(24);
    expect(ingredientProblems(recipes, vocabulary)).toEqual([]);
  });

  it("names the recipe, the line and the closest entries", () => {
    const problems = ingredientProblems(
      [
        { file: "data/recipes/fine.json", recipeName: "Fine", ingredients: ["2 eggs"] },
        {
          file: "data/recipes/green-eggs.json",
          recipeName: "Green Eggs",
          ingredients: ["3 eggs", "1 handful spinnach"],
        },
      ],
      vocabulary,
    );
    expect(problems).toEqual([
      {
        file: "data/recipes/green-eggs.json",
        name: "Green Eggs",
        field: "ingredients",
        message: 'item 2 "1 handful spinnach" names no ingredient the site knows ("spinnach")',
        fix: expect.stringMatching(/^Did you mean "spinach", /),
      },
    ]);
    const text = formatProblems(problems);
    expect(text).toContain(
      'data/recipes/green-eggs.json "Green Eggs", field "ingredients", item 2 "1 handful spinnach"',
    );
    expect(text).toContain(VOCABULARY_FILE);
  });

  it("skips empty lines, which the recipe schema already reports", () => {
    expect(
      ingredientProblems(
        [{ file: "data/recipes/x.json", recipeName: "X", ingredients: [" "] }],
        vocabulary,
      ),
    ).toEqual([]);
  });
});

describe("the schema's shelves", () => {
  it("are the ones the picker knows", () => {
    expect(schema.items.properties.category.enum).toEqual([...CATEGORIES]);
  });
});
