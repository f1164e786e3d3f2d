import { RECIPES_PATH, SLUG_PATTERN, recipePath, recipeSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Shakshuka", "shakshuka"],
    ["Spinach & Feta Omelette", "spinach-and-feta-omelette"],
    ["Street-Style Beef Tacos", "street-style-beef-tacos"],
    ["Avocado Toast with Poached Egg", "avocado-toast-with-poached-egg"],
    ["Crème brûlée", "creme-brulee"],
    ["  Pasta  alla   Norma! ", "pasta-alla-norma"],
    ["Mum's 3-Bean Chili", "mum-s-3-bean-chili"],
  ])("makes %s into %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("gives nothing for a name without letters or digits it can spell", () => {
    expect(slugify("寿司")).toBe("");
    expect(slugify("!!!")).toBe("");
  });
});

describe("recipeSlug", () => {
  it("uses the name unless a slug is given", () => {
    expect(recipeSlug({ recipeName: "Beef & Broccoli" })).toBe("beef-and-broccoli");
    expect(recipeSlug({ recipeName: "Beef & Broccoli", slug: null })).toBe("beef-and-broccoli");
    expect(recipeSlug({ recipeName: "Renamed Beef", slug: "beef-and-broccoli" })).toBe(
      "beef-and-broccoli",
    );
  });
});

describe("recipePath", () => {
  it("puts every recipe under the recipes path", () => {
    expect(recipePath("shakshuka")).toBe(`${RECIPES_PATH}/shakshuka`);
  });
});
