/**
 * @jest-environment node
 */
import { copyFile, mkdtemp, mkdir, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH, SHOWCASE_SIZE } from "../../src/recipes/constants";
import { readImageSize } from "./read-image-size";
import { DATA_DIR, RECIPES_DIR, SHOWCASE_FILE, fileSlug } from "../../src/recipes/recipe-files";
import { recipePath, slugify } from "../../src/recipes/slug";
import { VOCABULARY_FILE } from "../../src/ingredients/problems";
import { REMOVED_FILE } from "../../src/recipes/rules/removed";
import {
  formatLeftOut,
  formatProblems,
  validateRecipes,
  type RecipeProblem,
  type RecipesCheck,
} from "./validate-recipes";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c2410c" } });

let images: string;

beforeAll(async () => {
  images = await mkdtemp(path.join(os.tmpdir(), "recipe-images-"));
  await solid(1200, 900).jpeg().toFile(path.join(images, "good.jpg"));
  await solid(200, 150).jpeg().toFile(path.join(images, "tiny.jpg"));
  await writeFile(path.join(images, "notes.jpg"), "not an image at all");
  await writeFile(path.join(images, "vector.png"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});

const recipe = (overrides: Record<string, unknown> = {}) => {
  const recipeName = String(overrides.recipeName ?? "Shakshuka");
  return {
    recipeName,
    author: "Elena Ruiz",
    ingredientAmount: "7/10",
    image: "images/good.jpg",
    slug: slugify(recipeName) || "no-name",
    ...overrides,
  };
};

/** A project with one file per recipe (named after its slug unless a name is given). */
const project = async (
  recipes: (Record<string, unknown> | { file: string; text: string })[],
  showcase: unknown = undefined,
) => {
  const root = await mkdtemp(path.join(os.tmpdir(), "recipes-"));
  await mkdir(path.join(root, RECIPES_DIR), { recursive: true });
  await symlink(images, path.join(root, DATA_DIR, "images"));
  await copyFile(path.join(__dirname, "../..", VOCABULARY_FILE), path.join(root, VOCABULARY_FILE));
  const names: string[] = [];
  await Promise.all(
    recipes.map((entry, index) => {
      const named = "file" in entry && "text" in entry;
      const slug = named ? "" : String(entry.slug ?? `recipe-${index + 1}`);
      const file = named ? String(entry.file) : `${slug}.json`;
      names.push(fileSlug(file));
      const text = named ? String(entry.text) : JSON.stringify(entry, null, 2);
      return writeFile(path.join(root, RECIPES_DIR, file), text);
    }),
  );
  const list = showcase === undefined ? { recipes: names.slice(0, SHOWCASE_SIZE) } : showcase;
  if (list !== null) {
    await writeFile(
      path.join(root, SHOWCASE_FILE),
      typeof list === "string" ? list : JSON.stringify(list),
    );
  }
  return root;
};

const check = async (...args: Parameters<typeof project>) =>
  validateRecipes(await project(...args), readImageSize);

/** What stops the build and what leaves a recipe out, each once. */
const allProblems = (result: RecipesCheck) => [
  ...new Set([...result.problems, ...result.leftOut.flatMap(({ problems }) => problems)]),
];

const validate = async (...args: Parameters<typeof project>) => allProblems(await check(...args));

const only = (problems: RecipeProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0] as RecipeProblem;
};

describe("validateRecipes", () => {
  it("accepts good recipes and gives the showcase in its order", async () => {
    const result = await check([recipe(), recipe({ recipeName: "Caprese Salad" })], {
      recipes: ["caprese-salad", "shakshuka"],
    });
    expect(result.problems).toEqual([]);
    expect(result.showcase.map(({ slug }) => slug)).toEqual(["caprese-salad", "shakshuka"]);
  });

  it("names the file when its JSON is broken, with the line", async () => {
    const problem = only(
      await validate([{ file: "soup.json", text: '{\n  "recipeName": "A",\n}' }], {
        recipes: [],
      }).then((problems) => problems.filter(({ file }) => file !== SHOWCASE_FILE)),
    );
    expect(problem.file).toBe(`${RECIPES_DIR}/soup.json`);
    expect(problem.message).toMatch(/is not valid JSON at line 3/);
  });

  it("refuses a file holding a list instead of one recipe", async () => {
    const problems = await validate([{ file: "all.json", text: JSON.stringify([recipe()]) }], {
      recipes: ["shakshuka"],
    });
    expect(problems[0]).toMatchObject({
      file: `${RECIPES_DIR}/all.json`,
      message: "must hold one recipe object, but holds an array",
    });
  });

  it("refuses an empty recipes folder", async () => {
    expect(only(await validate([], null)).message).toBe("holds no recipes");
  });

  it("names the file, the recipe and the missing field", async () => {
    const problem = only(
      await validate([recipe(), recipe({ recipeName: "Tacos", author: undefined })]),
    );
    expect(problem).toMatchObject({
      file: `${RECIPES_DIR}/tacos.json`,
      name: "Tacos",
      field: "author",
      message: "is missing",
    });
  });

  it("asks for the slug every recipe stores", async () => {
    const withoutSlug: Record<string, unknown> = recipe();
    delete withoutSlug.slug;
    const problem = only(
      await validate([{ file: "shakshuka.json", text: JSON.stringify(withoutSlug) }]),
    );
    expect(problem).toMatchObject({ field: "slug", message: "is missing" });
  });

  it("refuses a file name that is not a web address", async () => {
    const problem = only(
      await validate([{ file: "My Soup.json", text: JSON.stringify(recipe()) }], {
        recipes: ["My Soup"],
      }),
    );
    expect(problem.message).toContain("file name that is not a web address");
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
    expect(only(await validate([recipe({ recipeName: "", slug: "soup" })])).message).toBe(
      "is empty",
    );
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

  it("rejects a duplicate name, leaving out the recipe whose file is not named after it", async () => {
    const problem = only(
      await validate([recipe(), recipe({ recipeName: "shakshuka", slug: "green-shakshuka" })]),
    );
    expect(problem).toMatchObject({
      file: `${RECIPES_DIR}/green-shakshuka.json`,
      field: "recipeName",
      related: `${RECIPES_DIR}/shakshuka.json`,
    });
    expect(problem.message).toBe(`repeats the name of ${RECIPES_DIR}/shakshuka.json`);
  });

  it("accepts every optional page field", async () => {
    const full = recipe({
      formerSlugs: ["eggs-in-tomato-sauce"],
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

  it("refuses a slug another recipe already has, naming the slug field", async () => {
    const problem = only(
      await validate([
        recipe(),
        {
          file: "green-shakshuka.json",
          text: JSON.stringify(recipe({ recipeName: "Green", slug: "shakshuka" })),
        },
      ]),
    );
    expect(problem).toMatchObject({ file: `${RECIPES_DIR}/green-shakshuka.json`, field: "slug" });
    expect(problem.message).toBe(
      `gives the page ${recipePath("shakshuka")}, which ${RECIPES_DIR}/shakshuka.json already has`,
    );
  });

  it("refuses a page on an address that redirects to another recipe", async () => {
    const problems = await validate([
      recipe({ recipeName: "Eggs in Tomato Sauce", slug: "eggs-in-tomato" }),
      recipe({ recipeName: "Spicy Eggs", slug: "eggs", formerSlugs: ["spicy-eggs"] }),
      {
        file: "spicy-eggs-2.json",
        text: JSON.stringify(recipe({ recipeName: "Hot Eggs", slug: "spicy-eggs" })),
      },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: `${RECIPES_DIR}/spicy-eggs-2.json`,
        field: "slug",
        message: expect.stringContaining(`which ${RECIPES_DIR}/eggs.json used to have`),
      }),
    ]);
  });

  it("keeps an address with the recipe whose file is named after it", async () => {
    const problem = only(
      await validate([
        recipe({ recipeName: "Eggs in Tomato Sauce", slug: "shakshuka-2" }),
        recipe({ recipeName: "Spicy Eggs", slug: "eggs", formerSlugs: ["shakshuka-2"] }),
      ]),
    );
    expect(problem).toMatchObject({
      file: `${RECIPES_DIR}/eggs.json`,
      field: "formerSlugs",
      message: `lists ${recipePath("shakshuka-2")}, which is the page of ${RECIPES_DIR}/shakshuka-2.json`,
    });
  });

  it("refuses two recipes claiming one old address", async () => {
    const problem = only(
      await validate([
        recipe({ formerSlugs: ["eggs"] }),
        recipe({ recipeName: "Tacos", formerSlugs: ["eggs"] }),
      ]),
    );
    expect(problem).toMatchObject({ field: "formerSlugs" });
    expect(problem.message).toContain(`${recipePath("eggs")}, which already redirects`);
  });

  it("refuses an address a page of the recipe list has", async () => {
    const problem = only(await validate([recipe({ recipeName: "1984", slug: "1984" })]));
    expect(problem).toMatchObject({ field: "slug" });
    expect(problem.message).toMatch(/which is a page of the recipe list$/);
    expect(problem.fix).toMatch(/Choose a slug with a letter in it, e.g. "1984-recipe"/);
  });

  it.each([
    [{ slug: "Beef Broccoli" }, "slug", /not a valid web address part/],
    [{ formerSlugs: ["Old Name"] }, "formerSlugs", /not a valid web address part/],
    [{ formerSlugs: ["old", "old"] }, "formerSlugs", /lists the same address twice/],
    [{ datePublished: "6 June 2025" }, "datePublished", /not a date like YYYY-MM-DD/],
    [{ prepTime: "10 min" }, "prepTime", /must be a whole number, but is string/],
    [{ servings: 0 }, "servings", /must be at least 1 people/],
    [{ ingredients: [] }, "ingredients", /is an empty list/],
    [{ ingredients: "eggs, tomatoes" }, "ingredients", /must be a list, but is string/],
    [{ steps: ["Stir.", " "] }, "steps", /item 2 (is empty|starts or ends with spaces)/],
  ])("names the page field in %p", async (overrides, field, message) => {
    const problem = only(
      await validate([{ file: "shakshuka.json", text: JSON.stringify(recipe(overrides)) }], {
        recipes: ["shakshuka"],
      }),
    );
    expect(problem.field).toBe(field);
    expect(problem.message).toMatch(message);
  });

  it("names the photos no recipe uses", async () => {
    const result = await check([recipe()]);
    expect(result.problems).toEqual([]);
    expect(result.unusedImages).toEqual([
      "images/notes.jpg",
      "images/tiny.jpg",
      "images/vector.png",
    ]);
  });

  it("leaves out a recipe with problems of its own without blaming the one sharing its name", async () => {
    const result = await check([
      recipe({ ingredientAmount: "11/10" }),
      recipe({ recipeName: "Shakshuka", slug: "shakshuka-2" }),
    ]);
    expect(allProblems(result).map(({ file, field }) => [file, field])).toEqual([
      [`${RECIPES_DIR}/shakshuka.json`, "ingredientAmount"],
    ]);
    expect(result.recipes.map(({ file }) => file)).toEqual([`${RECIPES_DIR}/shakshuka-2.json`]);
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

describe("the showcase list", () => {
  const two = [recipe(), recipe({ recipeName: "Tacos" })];

  it("refuses a name that is not a recipe", async () => {
    const problem = only(await validate(two, { recipes: ["tacos", "sushi"] }));
    expect(problem).toMatchObject({ file: SHOWCASE_FILE, field: "recipes" });
    expect(problem.message).toBe('item 2 names "sushi", which is not a recipe');
  });

  it("finds a recipe by its current address as well as its file name", async () => {
    const moved = {
      file: "tacos.json",
      text: JSON.stringify(recipe({ recipeName: "Tacos", slug: "beef-tacos" })),
    };
    const result = await check([recipe(), moved], { recipes: ["beef-tacos", "shakshuka"] });
    expect(result.problems).toEqual([]);
    expect(result.showcase.map(({ fileSlug: file }) => file)).toEqual(["tacos", "shakshuka"]);
  });

  it(`refuses more than ${SHOWCASE_SIZE} recipes`, async () => {
    const many = Array.from({ length: SHOWCASE_SIZE + 1 }, (_, index) =>
      recipe({ recipeName: `Recipe ${index + 1}` }),
    );
    const problem = only(await validate(many, { recipes: many.map(({ slug }) => slug) }));
    expect(problem.message).toBe(
      `chooses ${SHOWCASE_SIZE + 1} recipes, but the home page shows at most ${SHOWCASE_SIZE}`,
    );
  });

  it("refuses a recipe chosen twice, an empty list and a missing file", async () => {
    expect(only(await validate(two, { recipes: ["tacos", "tacos"] })).message).toContain(
      "a second time",
    );
    expect(only(await validate(two, { recipes: [] })).message).toBe("chooses no recipes");
    expect(only(await validate(two, null)).message).toBe("is missing");
    expect(only(await validate(two, { recipes: "tacos" })).message).toBe(
      "is not a list of recipe file names",
    );
  });
});

describe("a recipe with problems of its own", () => {
  const good = recipe({ recipeName: "Tacos" });

  it("is left out with them while the others are built, its addresses listed", async () => {
    const broken = recipe({ formerSlugs: ["eggs-in-sauce"], image: "images/tiny.jpg" });
    const result = await check([good, broken], { recipes: ["tacos"] });
    expect(result.problems).toEqual([]);
    expect(result.recipes.map(({ slug }) => slug)).toEqual(["tacos"]);
    expect(result.leftOut).toEqual([
      expect.objectContaining({
        file: `${RECIPES_DIR}/shakshuka.json`,
        name: "Shakshuka",
        addresses: ["shakshuka", "eggs-in-sauce"],
        problems: [expect.objectContaining({ field: "image" })],
      }),
    ]);
    expect(formatLeftOut(result.leftOut)).toMatch(
      /^1 recipe is left out of the site until fixed: "Shakshuka"\. .*cannot keep the page .*\n {2}- data\/recipes\/shakshuka\.json "Shakshuka", field "image", /,
    );
  });

  it("is left out even when its file is not JSON, under its file's address", async () => {
    const result = await check([good, { file: "soup.json", text: "{ nope" }], {
      recipes: ["tacos"],
    });
    expect(result.leftOut).toEqual([
      expect.objectContaining({ file: `${RECIPES_DIR}/soup.json`, addresses: ["soup"] }),
    ]);
  });

  it("is skipped on the home page with a warning instead of stopping the build", async () => {
    const result = await check([good, recipe({ ingredientAmount: "12/10" })], {
      recipes: ["shakshuka", "tacos"],
    });
    expect(result.problems).toEqual([]);
    expect(result.showcase.map(({ slug }) => slug)).toEqual(["tacos"]);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: SHOWCASE_FILE,
        related: `${RECIPES_DIR}/shakshuka.json`,
        message: expect.stringContaining('item 1 "shakshuka" is left out of the home page'),
      }),
    ]);
  });

  it("is left out for an ingredient no entry names, with the closest entries", async () => {
    const result = await check([good, recipe({ ingredients: ["1 handful spinnach"] })]);
    expect(result.leftOut[0]?.problems).toEqual([
      expect.objectContaining({
        field: "ingredients",
        message: 'item 1 "1 handful spinnach" names no ingredient the site knows ("spinnach")',
        fix: expect.stringContaining('Did you mean "spinach"'),
      }),
    ]);
  });

  it("stops the build when no recipe is left to build", async () => {
    const result = await check([recipe({ author: "" })]);
    expect(result.problems).toEqual([expect.objectContaining({ field: "author" })]);
  });
});

describe("deleted recipes", () => {
  const write = async (root: string, text: string) =>
    writeFile(path.join(root, REMOVED_FILE), text);

  it("lead their addresses to the recipe list, unless a recipe has the address again", async () => {
    const root = await project([recipe(), recipe({ recipeName: "Tacos" })]);
    await write(root, JSON.stringify({ addresses: ["fish-pie", "tacos"] }));
    const result = await validateRecipes(root, readImageSize);
    expect(result.problems).toEqual([]);
    expect(result.removed).toEqual(["fish-pie"]);
  });

  it("stop the build when their list is broken", async () => {
    const root = await project([recipe()]);
    await write(root, JSON.stringify({ addresses: ["Fish Pie"] }));
    const problem = only((await validateRecipes(root, readImageSize)).problems);
    expect(problem).toMatchObject({ file: REMOVED_FILE, field: "addresses" });
    expect(problem.message).toMatch(/^item 1 /);
  });
});

describe("the ingredient list", () => {
  it("stops the build when it is broken, naming the entry and the field", async () => {
    const root = await project([recipe()]);
    await writeFile(
      path.join(root, VOCABULARY_FILE),
      JSON.stringify([
        { key: "egg", name: { one: "", other: "eggs" }, category: "dairy", staple: false },
      ]),
    );
    const { problems } = await validateRecipes(root, readImageSize);
    expect(problems[0]).toMatchObject({
      file: VOCABULARY_FILE,
      message: 'Entry 1, field "name.one", must NOT have fewer than 1 characters',
    });
  });
});

describe("formatProblems", () => {
  it("names the file, the recipe and the field, and says how to fix it", () => {
    const text = formatProblems([
      {
        file: "data/recipes/tacos.json",
        name: "Tacos",
        field: "image",
        message: "is missing",
        fix: "Add it.",
      },
      { file: "data/recipes", message: "holds no recipes", fix: "Add one." },
    ]);
    expect(text).toContain("The recipes have 2 problems:");
    expect(text).toContain('data/recipes/tacos.json "Tacos", field "image", is missing.');
    expect(text).toContain("Fix: Add it.");
    expect(text).toContain("data/recipes holds no recipes.");
  });
});
