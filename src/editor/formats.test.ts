import { readFileSync } from "node:fs";
import path from "node:path";
import { RECIPE_FIELDS } from "../recipes/recipe-files";
import { LIST_FIELD, listJson, siteJson } from "./formats";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the recipe files' format", () => {
  it("reads and writes a recipe file byte for byte", () => {
    const text = read("data/recipes/shakshuka.json");
    expect(siteJson.toFile(siteJson.fromFile(text) as Record<string, unknown>)).toBe(text);
  });

  it("writes the fields in the schema's order, trimmed, leaving blank ones out", () => {
    const written = siteJson.toFile({
      slug: "tacos",
      keywords: [" tacos ", ""],
      recipeName: " Tacos ",
      description: "",
      steps: [],
      prepTime: null,
      author: "Elena Ruiz",
      ingredientAmount: "7/10",
      image: "images/tacos.jpg",
    });
    const data = JSON.parse(written) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(RECIPE_FIELDS.filter((field) => field in data));
    expect(data).toEqual({
      recipeName: "Tacos",
      author: "Elena Ruiz",
      ingredientAmount: "7/10",
      image: "images/tacos.jpg",
      slug: "tacos",
      keywords: ["tacos"],
    });
    expect(written.endsWith("}\n")).toBe(true);
  });
});

describe("the ingredient list's format", () => {
  it("edits the top-level list and writes it back unchanged", () => {
    const text = read("data/ingredients.json");
    const wrapped = listJson.fromFile(text) as Record<string, unknown[]>;
    expect(wrapped[LIST_FIELD]?.length).toBeGreaterThan(0);
    expect(listJson.toFile(wrapped)).toBe(text);
  });
});
