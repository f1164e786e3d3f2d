import { readFileSync } from "node:fs";
import path from "node:path";
import { RECIPE_FIELDS } from "../recipes/recipe-files";
import { LIST_FIELD, WORDS_FIELD, listJson, recipeJson, siteJson } from "./formats";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the recipe files' format", () => {
  it("reads and writes a recipe file byte for byte", () => {
    const text = read("data/recipes/shakshuka.json");
    expect(siteJson.toFile(siteJson.fromFile(text) as Record<string, unknown>)).toBe(text);
  });

  it.each(["shakshuka", "caprese-salad"])(
    "keeps %s's translations, which the form does not show, as the file has them",
    (slug) => {
      const text = read(`data/recipes/${slug}.json`);
      const data = recipeJson.fromFile(text) as Record<string, unknown>;
      expect(Object.keys(data.translations as object)).toEqual(["de", "es"]);
      expect(recipeJson.toFile(data)).toBe(text);
    },
  );

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

  it("gives the search every word of every entry, in every language, and never writes them", () => {
    const text = read("data/ingredients.json");
    const wrapped = listJson.fromFile(text) as Record<string, unknown>;
    const words = String(wrapped[WORDS_FIELD]).split(" · ");
    expect(words).toEqual(
      expect.arrayContaining(["egg", "eggs", "Ei", "Eier", "huevo", "eggplant"]),
    );
    expect(listJson.toFile(wrapped)).not.toContain("Eier ·");
  });

  it("writes an entry's language only when something of it is filled in, trimmed", () => {
    const entry = { key: "halloumi", name: { one: "halloumi", other: "halloumi" } };
    const written = listJson.toFile({
      [LIST_FIELD]: [
        {
          ...entry,
          category: "dairy",
          deOne: " Halloumi ",
          deOther: "Halloumi",
          deWords: " Grillkäse, ,Hirtenkäse",
          esOne: "",
          esOther: "",
          esWords: "",
        },
      ],
    });
    expect(written).toBe(
      `${JSON.stringify(
        [
          {
            ...entry,
            de: {
              name: { one: "Halloumi", other: "Halloumi" },
              synonyms: ["Grillkäse", "Hirtenkäse"],
            },
            category: "dairy",
          },
        ],
        null,
        2,
      )}\n`,
    );
  });

  it("shows each language's names as plain fields of the entry", () => {
    const wrapped = listJson.fromFile(read("data/ingredients.json")) as Record<string, unknown[]>;
    const egg = wrapped[LIST_FIELD]?.find(
      (item) => (item as { key: string }).key === "egg",
    ) as Record<string, unknown>;
    expect(egg).toMatchObject({ deOne: "Ei", deOther: "Eier", esOne: "huevo", esOther: "huevos" });
    expect(egg).not.toHaveProperty("de");
  });
});
