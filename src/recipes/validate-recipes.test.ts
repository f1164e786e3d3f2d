/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH } from "./constants";
import { readImageSize } from "./read-image-size";
import { formatProblems, validateRecipesFile, type RecipeProblem } from "./validate-recipes";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c2410c" } });

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "recipes-"));
  await mkdir(path.join(dir, "images"));
  await solid(1200, 900)
    .jpeg()
    .toFile(path.join(dir, "images", "good.jpg"));
  await solid(200, 150)
    .jpeg()
    .toFile(path.join(dir, "images", "tiny.jpg"));
  await writeFile(path.join(dir, "images", "notes.jpg"), "not an image at all");
  await writeFile(
    path.join(dir, "images", "vector.png"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
});

const recipe = (overrides: Record<string, unknown> = {}) => ({
  recipeName: "Shakshuka",
  author: "Elena Ruiz",
  ingredientAmount: "7/10",
  image: "images/good.jpg",
  ...overrides,
});

const validate = async (content: unknown) => {
  const file = path.join(dir, "recipes.json");
  const text = typeof content === "string" ? content : JSON.stringify(content, null, 2);
  await writeFile(file, text);
  return validateRecipesFile(file, readImageSize);
};

const only = (problems: RecipeProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0] as RecipeProblem;
};

describe("validateRecipesFile", () => {
  it("accepts good recipes", async () => {
    expect(await validate([recipe(), recipe({ recipeName: "Caprese Salad" })])).toEqual([]);
  });

  it("reports invalid JSON with its line", async () => {
    const problem = only(await validate('[\n  { "recipeName": "A", }\n]'));
    expect(problem.message).toMatch(/is not valid JSON at line 2/);
  });

  it("rejects a file that is not a list, or an empty list", async () => {
    expect(only(await validate({ recipes: [] })).message).toBe("is not a list of recipes");
    expect(only(await validate([])).message).toBe("has no recipes");
  });

  it("names the recipe and the missing field", async () => {
    const problem = only(
      await validate([recipe(), recipe({ recipeName: "Tacos", author: undefined })]),
    );
    expect(problem).toMatchObject({
      index: 1,
      name: "Tacos",
      field: "author",
      message: "is missing",
    });
  });

  it("suggests the right name for a misspelt field", async () => {
    const { ingredientAmount, ...rest } = recipe();
    const problems = await validate([{ ...rest, ingredientamount: ingredientAmount }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "ingredientAmount", message: "is missing" }),
        expect.objectContaining({
          field: "ingredientamount",
          fix: expect.stringContaining('Did you mean "ingredientAmount"?'),
        }),
      ]),
    );
  });

  it("rejects a wrong type", async () => {
    const problem = only(await validate([recipe({ author: 42 })]));
    expect(problem).toMatchObject({ field: "author", message: "must be text, but is number" });
  });

  it.each(["11/10", "7/9", "seven", "7 / 10"])("rejects the fraction %p", async (amount) => {
    const problem = only(await validate([recipe({ ingredientAmount: amount })]));
    expect(problem).toMatchObject({ field: "ingredientAmount" });
    expect(problem.message).toContain(amount);
  });

  it("rejects empty and padded names", async () => {
    expect(only(await validate([recipe({ recipeName: "" })])).message).toBe("is empty");
    expect(only(await validate([recipe({ recipeName: " Soup" })])).message).toBe(
      "starts or ends with spaces",
    );
  });

  it("rejects a badly formed image path", async () => {
    const problem = only(await validate([recipe({ image: "../secret.jpg" })]));
    expect(problem).toMatchObject({ field: "image" });
  });

  it("rejects a missing image", async () => {
    const problem = only(await validate([recipe({ image: "images/gone.jpg" })]));
    expect(problem.message).toContain("does not exist");
  });

  it("rejects a file that is not an image", async () => {
    expect(only(await validate([recipe({ image: "images/notes.jpg" })])).message).toContain(
      "is not a readable image",
    );
  });

  it("rejects a vector file posing as a photo", async () => {
    expect(only(await validate([recipe({ image: "images/vector.png" })])).message).toMatch(
      /svg file|not a readable image/,
    );
  });

  it("rejects an image too small for the card", async () => {
    const problem = only(await validate([recipe({ image: "images/tiny.jpg" })]));
    expect(problem.message).toContain("200×150 px, too small");
    expect(problem.fix).toContain(`${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT}`);
  });

  it("rejects a duplicate name", async () => {
    const problem = only(await validate([recipe(), recipe({ recipeName: "shakshuka" })]));
    expect(problem).toMatchObject({ index: 1, field: "recipeName" });
    expect(problem.message).toBe("repeats the name of recipe #1");
  });

  it("accepts every optional page field", async () => {
    const full = recipe({
      slug: "weekend-shakshuka",
      description: "Eggs poached in a spiced tomato sauce.",
      ingredients: ["6 eggs", "1 can chopped tomatoes"],
      steps: ["Soften the onion.", "Crack in the eggs."],
      prepTime: 10,
      cookTime: 25,
      servings: 4,
      datePublished: "2025-06-06",
      recipeCategory: "Breakfast",
      recipeCuisine: "Middle Eastern",
      keywords: ["one-pan"],
    });
    expect(await validate([full])).toEqual([]);
  });

  it("refuses two recipes whose names make the same page address", async () => {
    const problem = only(
      await validate([
        recipe({ recipeName: "Beef & Broccoli" }),
        recipe({ recipeName: "Beef and Broccoli" }),
      ]),
    );
    expect(problem).toMatchObject({ index: 1, name: "Beef and Broccoli", field: "recipeName" });
    expect(problem.message).toBe(
      "gives the page /recipes/beef-and-broccoli, which recipe #1 already has",
    );
    expect(problem.fix).toMatch(/Add a slug/);
  });

  it("refuses a slug another recipe already has, naming the slug field", async () => {
    const problem = only(
      await validate([recipe(), recipe({ recipeName: "Green Shakshuka", slug: "shakshuka" })]),
    );
    expect(problem).toMatchObject({ index: 1, field: "slug" });
    expect(problem.message).toContain("/recipes/shakshuka");
  });

  it("accepts a slug that moves a recipe off a clashing address", async () => {
    expect(
      await validate([
        recipe({ recipeName: "Beef & Broccoli" }),
        recipe({ recipeName: "Beef and Broccoli", slug: "beef-and-broccoli-stir-fry" }),
      ]),
    ).toEqual([]);
  });

  it.each([
    [{ recipeName: "1984" }, "recipeName", /Add a slug with a letter in it, e.g. "1984-recipe"/],
    [{ slug: "2" }, "slug", /Choose a slug with a letter in it/],
  ])("refuses an address a page of the recipe list has (%o)", async (fields, field, fix) => {
    const problem = only(await validate([recipe(fields)]));
    expect(problem).toMatchObject({ field });
    expect(problem.message).toMatch(/which is a page of the recipe list$/);
    expect(problem.fix).toMatch(fix);
  });

  it("asks for a slug when the name has nothing to spell an address with", async () => {
    const problem = only(await validate([recipe({ recipeName: "寿司" })]));
    expect(problem).toMatchObject({ field: "recipeName" });
    expect(problem.fix).toContain('"slug"');
  });

  it.each([
    [{ slug: "Beef Broccoli" }, "slug", /not a valid web address part/],
    [{ datePublished: "6 June 2025" }, "datePublished", /not a date like YYYY-MM-DD/],
    [{ prepTime: "10 min" }, "prepTime", /must be a whole number, but is string/],
    [{ servings: 0 }, "servings", /must be at least 1 people/],
    [{ ingredients: [] }, "ingredients", /is an empty list/],
    [{ ingredients: "eggs, tomatoes" }, "ingredients", /must be a list, but is string/],
    [{ steps: ["Stir.", " "] }, "steps", /item 2 (is empty|starts or ends with spaces)/],
  ])("names the page field in %p", async (overrides, field, message) => {
    const problem = only(await validate([recipe(overrides)]));
    expect(problem.field).toBe(field);
    expect(problem.message).toMatch(message);
  });

  it("reports every problem at once", async () => {
    const problems = await validate([
      recipe({ ingredientAmount: "12/10" }),
      recipe({ recipeName: "Tacos", image: "images/gone.jpg" }),
      recipe({ recipeName: "Soup", author: "" }),
    ]);
    expect(problems).toHaveLength(3);
  });
});

describe("formatProblems", () => {
  it("names the file, the recipe and the field, and says how to fix it", () => {
    const text = formatProblems("data/recipes.json", [
      { index: 2, name: "Tacos", field: "image", message: "is missing", fix: "Add it." },
      { message: "has no recipes", fix: "Add one." },
    ]);
    expect(text).toContain("data/recipes.json has 2 problems:");
    expect(text).toContain('Recipe #3 "Tacos", field "image", is missing.');
    expect(text).toContain("Fix: Add it.");
    expect(text).toContain("The file has no recipes.");
  });
});
