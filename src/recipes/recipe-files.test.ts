import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SHOWCASE_SIZE } from "./constants";
import {
  RECIPES_DIR,
  RECIPE_FIELDS,
  SHOWCASE_FILE,
  inFieldOrder,
  recipeFileText,
  splitRecipeList,
} from "./recipe-files";

const ROOT = path.join(__dirname, "../..");

describe("splitRecipeList (moving from one list to one file per recipe)", () => {
  const list = [
    { author: "Elena Ruiz", recipeName: "Beef & Broccoli", image: "images/beef.jpg" },
    { recipeName: "Crème brûlée", slug: "burnt-cream", author: "Marcus Bell" },
    { recipeName: "Soup", author: "Marcus Bell" },
  ];

  it("gives each recipe a file named after the address it already had", () => {
    const { files } = splitRecipeList(list, SHOWCASE_SIZE);
    expect(files.map(({ name }) => name)).toEqual([
      "beef-and-broccoli.json",
      "burnt-cream.json",
      "soup.json",
    ]);
    expect(JSON.parse(files[0]?.text ?? "")).toEqual({ ...list[0], slug: "beef-and-broccoli" });
  });

  it("writes the fields in the schema's order", () => {
    const { files } = splitRecipeList(list, SHOWCASE_SIZE);
    expect(Object.keys(JSON.parse(files[0]?.text ?? ""))).toEqual([
      "recipeName",
      "author",
      "image",
      "slug",
    ]);
    expect(files[0]?.text).toBe(
      `{\n  "recipeName": "Beef & Broccoli",\n  "author": "Elena Ruiz",\n  "image": "images/beef.jpg",\n  "slug": "beef-and-broccoli"\n}\n`,
    );
  });

  it("keeps the first recipes of the list as the showcase, in order", () => {
    expect(splitRecipeList(list, 2).showcase).toEqual({
      recipes: ["beef-and-broccoli", "burnt-cream"],
    });
  });

  it("refuses two recipes on one address rather than overwrite a file", () => {
    expect(() =>
      splitRecipeList([{ recipeName: "Beef & Broccoli" }, { recipeName: "Beef and Broccoli" }], 24),
    ).toThrow('Two recipes have the address "beef-and-broccoli"');
  });
});

describe("inFieldOrder", () => {
  it("puts unknown fields last, for the validator to name", () => {
    expect(Object.keys(inFieldOrder({ typo: 1, slug: "a", recipeName: "A" }))).toEqual([
      "recipeName",
      "slug",
      "typo",
    ]);
  });
});

describe("the recipe files in the repository", () => {
  const names = readdirSync(path.join(ROOT, RECIPES_DIR)).filter((name) => name.endsWith(".json"));

  it.each(names)("%s is written as the editor writes it, fields in schema order", (name) => {
    const text = readFileSync(path.join(ROOT, RECIPES_DIR, name), "utf8");
    const recipe = JSON.parse(text) as Record<string, unknown>;
    expect(text).toBe(recipeFileText(recipe));
    const order = Object.keys(recipe).map((field) => RECIPE_FIELDS.indexOf(field));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("the showcase names at most SHOWCASE_SIZE of them", () => {
    const showcase = JSON.parse(readFileSync(path.join(ROOT, SHOWCASE_FILE), "utf8")) as {
      recipes: string[];
    };
    expect(showcase.recipes.length).toBeLessThanOrEqual(SHOWCASE_SIZE);
    showcase.recipes.forEach((slug) => expect(names).toContain(`${slug}.json`));
  });
});
