import { readFileSync } from "node:fs";
import path from "node:path";
import { readVocabularyText } from "../../ingredients/problems";
import { problemLines, type RecipeProblem } from "./problem";
import { checkSite } from "./site";

const ROOT = path.resolve(__dirname, "../../..");
const FILE = "data/recipes/shakshuka.json";
const shakshuka = JSON.parse(readFileSync(path.join(ROOT, FILE), "utf8")) as Record<
  string,
  unknown
> & { translations: Record<string, Record<string, unknown>> };
const { vocabulary } = readVocabularyText(
  readFileSync(path.join(ROOT, "data/ingredients.json"), "utf8"),
);

type Edit = (recipe: typeof shakshuka) => void;

/** The site's check of shakshuka.json with one change to it: its problems, or none. */
const problemsAfter = (edit: Edit): RecipeProblem[] => {
  const recipe = JSON.parse(JSON.stringify(shakshuka)) as typeof shakshuka;
  edit(recipe);
  const check = checkSite({
    recipes: [{ file: FILE, text: JSON.stringify(recipe) }],
    showcase: undefined,
    removed: undefined,
    vocabulary,
    photo: () => ({ kind: "read", width: 1200, height: 900, format: "jpeg" }),
  });
  return check.leftOut.flatMap(({ problems }) => problems);
};

const german = (recipe: typeof shakshuka) => recipe.translations.de as Record<string, unknown>;

describe("a recipe's translations", () => {
  it("keeps a complete translation in German and in Spanish", () => {
    expect(Object.keys(shakshuka.translations)).toEqual(["de", "es"]);
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("names the file, the recipe, the language and the field of a broken one", () => {
    const problems = problemsAfter((recipe) => {
      german(recipe).steps = ["Die Zwiebel dünsten.", " "];
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        name: "Shakshuka",
        language: "de",
        field: "steps",
        message: "item 2 starts or ends with spaces",
      }),
    ]);
    expect(problemLines(problems)[0]).toContain(
      'data/recipes/shakshuka.json "Shakshuka", German (de) translation, field "steps", item 2',
    );
  });

  it("refuses a translation that leaves out a field the recipe has", () => {
    const problems = problemsAfter((recipe) => {
      delete german(recipe).description;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "de",
        field: "description",
        message: expect.stringContaining("is missing"),
      }),
    ]);
  });

  it("refuses a field the recipe itself does not have", () => {
    const problems = problemsAfter((recipe) => {
      delete recipe.recipeCuisine;
      delete (recipe.translations.es as Record<string, unknown>).recipeCuisine;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "de",
        field: "recipeCuisine",
        message: expect.stringContaining("has none"),
      }),
    ]);
  });

  it("refuses a shared field written into a translation", () => {
    const problems = problemsAfter((recipe) => {
      german(recipe).servings = 2;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "de",
        field: "servings",
        message: "is not a field a translation has",
      }),
    ]);
  });

  it("refuses a language the site is not written in", () => {
    const problems = problemsAfter((recipe) => {
      recipe.translations.fr = { ...german(recipe) };
    });
    expect(problems).toEqual([
      expect.objectContaining({ field: "translations", message: expect.stringContaining('"fr"') }),
    ]);
  });

  it("refuses a translation with more or fewer ingredient lines", () => {
    const problems = problemsAfter((recipe) => {
      german(recipe).ingredients = ["6 Eier"];
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "de",
        field: "ingredients",
        message: "has 1 line, but the recipe has 10",
      }),
    ]);
  });

  it("refuses a line that names another ingredient than the recipe's line", () => {
    const problems = problemsAfter((recipe) => {
      (german(recipe).ingredients as string[])[0] = "6 Zitronen";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "de",
        field: "ingredients",
        message: 'item 1 "6 Zitronen" names "lemon", but the recipe\'s line "6 eggs" names "egg"',
      }),
    ]);
  });

  it("refuses a line with another amount, so servings scale both alike", () => {
    const problems = problemsAfter((recipe) => {
      ((recipe.translations.es as Record<string, unknown>).ingredients as string[])[4] =
        "2 cucharadas de aceite de oliva";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        language: "es",
        field: "ingredients",
        message: expect.stringContaining(
          'starts with the amount 2, but the recipe\'s line "3 tbsp olive oil" with 3',
        ),
      }),
    ]);
  });
});
