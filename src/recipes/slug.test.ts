import {
  LIST_PAGE_SLUG,
  RECIPES_PATH,
  SLUG_PATTERN,
  recipeListPath,
  recipePath,
  recipeSlug,
  slugify,
} from "./slug";

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

describe("recipeListPath", () => {
  it("starts the list at the recipes path and numbers the pages after it", () => {
    expect(recipeListPath(1)).toBe(RECIPES_PATH);
    expect(recipeListPath(2)).toBe(recipePath("2"));
  });

  it("gives list pages addresses no recipe slug can take", () => {
    expect(LIST_PAGE_SLUG.test("2")).toBe(true);
    expect(LIST_PAGE_SLUG.test("2-eggs")).toBe(false);
  });
});
