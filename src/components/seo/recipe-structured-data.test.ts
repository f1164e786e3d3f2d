import type { RecipeDetails } from "../../recipes/recipe-details";
import { makeRecipeDetails } from "../../test-utils/make-recipe";
import { recipeItemList, recipeStructuredData, stepAnchor } from "./recipe-structured-data";

const SITE = "https://chef.example";

const crop = (name: string, width: number, height: number) => ({
  src: `/static/abc/${width}x${height}/${name}.jpg`,
  width,
  height,
});

const bare: RecipeDetails = makeRecipeDetails({
  match: { have: 10, total: 10 },
  crops: {
    square: crop("shakshuka", 900, 900),
    standard: crop("shakshuka", 1200, 900),
    wide: crop("shakshuka", 1200, 675),
  },
});

const full: RecipeDetails = {
  ...bare,
  description: "Eggs poached in a spiced tomato sauce.",
  ingredients: ["6 eggs", "2 cans chopped tomatoes"],
  steps: ["Soften the onion.", "Crack in the eggs."],
  prepTime: 10,
  cookTime: 75,
  servings: 3,
  datePublished: "2025-08-22",
  category: "Breakfast",
  cuisine: "Middle Eastern",
  keywords: ["one pan", "eggs"],
};

describe("recipeStructuredData", () => {
  it("has Google's required name and images in 1:1, 4:3 and 16:9, as absolute URLs", () => {
    const data = recipeStructuredData(bare, SITE) as unknown as Record<string, unknown>;
    expect(data["@type"]).toBe("Recipe");
    expect(data.name).toBe("Shakshuka");
    expect(data.image).toEqual([
      `${SITE}/static/abc/900x900/shakshuka.jpg`,
      `${SITE}/static/abc/1200x900/shakshuka.jpg`,
      `${SITE}/static/abc/1200x675/shakshuka.jpg`,
    ]);
    expect(data.author).toEqual({ "@type": "Person", name: "Marcus Bell" });
    expect(data.url).toBe(`${SITE}/recipes/shakshuka`);
  });

  it("leaves out what a recipe does not have, rather than inventing it", () => {
    const data = recipeStructuredData(bare, SITE) as unknown as Record<string, unknown>;
    for (const field of [
      "description",
      "datePublished",
      "recipeIngredient",
      "recipeInstructions",
      "prepTime",
      "cookTime",
      "totalTime",
      "recipeYield",
      "recipeCategory",
      "recipeCuisine",
      "keywords",
      "aggregateRating",
      "nutrition",
      "video",
    ]) {
      expect(data).not.toHaveProperty(field);
    }
  });

  it("carries the recommended fields a full recipe has, times in ISO 8601", () => {
    expect(recipeStructuredData(full, SITE)).toMatchObject({
      description: full.description,
      datePublished: "2025-08-22",
      recipeIngredient: full.ingredients,
      prepTime: "PT10M",
      cookTime: "PT1H15M",
      totalTime: "PT1H25M",
      recipeYield: "3",
      recipeCategory: "Breakfast",
      recipeCuisine: "Middle Eastern",
      keywords: "one pan, eggs",
    });
  });

  it("writes the method as HowToSteps that link to each step on the page", () => {
    const data = recipeStructuredData(full, SITE) as unknown as { recipeInstructions: unknown[] };
    expect(data.recipeInstructions).toEqual([
      {
        "@type": "HowToStep",
        position: 1,
        text: "Soften the onion.",
        url: `${SITE}/recipes/shakshuka#${stepAnchor(0)}`,
      },
      {
        "@type": "HowToStep",
        position: 2,
        text: "Crack in the eggs.",
        url: `${SITE}/recipes/shakshuka#${stepAnchor(1)}`,
      },
    ]);
  });

  it("gives a total time when only one part is known", () => {
    expect(recipeStructuredData({ ...bare, cookTime: 0 }, SITE)).toMatchObject({
      cookTime: "PT0M",
      totalTime: "PT0M",
    });
  });
});

describe("recipeItemList", () => {
  it("lists the recipe pages in order with their absolute URLs", () => {
    expect(recipeItemList(["/recipes/a", "/recipes/b"], SITE)).toEqual({
      "@type": "ItemList",
      "@id": `${SITE}/#recipes`,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${SITE}/recipes/a` },
        { "@type": "ListItem", position: 2, url: `${SITE}/recipes/b` },
      ],
    });
  });
});
