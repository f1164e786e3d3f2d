import { MISSING_AT_MOST } from "./constants";
import { compareMatches, describeMissing, hadKeys, matchRecipe, rankRecipes } from "./match";
import type { IndexRecipe } from "./recipe-index";

const recipe = (name: string, keys: string[]): IndexRecipe => ({
  name,
  slug: name.toLowerCase(),
  image: `/static/${name}.webp`,
  keys,
});

const omelette = recipe("Omelette", ["egg", "butter", "salt", "spinach", "feta"]);
const toast = recipe("Toast", ["bread", "butter"]);
const salad = recipe("Salad", ["tomato", "mozzarella", "basil", "olive-oil", "salt"]);
const shakshuka = recipe("Shakshuka", ["egg", "tinned-tomatoes", "onion", "garlic", "salt"]);
const ALL = [omelette, toast, salad, shakshuka];

describe("matchRecipe", () => {
  it("counts what the visitor has and lists what is missing in order", () => {
    expect(matchRecipe(omelette, new Set(["egg", "spinach"]))).toEqual({
      recipe: omelette,
      have: 2,
      total: 5,
      missing: ["butter", "salt", "feta"],
    });
  });
});

describe("hadKeys", () => {
  it("adds the staples only when they count", () => {
    expect(hadKeys(["egg"], ["salt"], false)).toEqual(new Set(["egg"]));
    expect(hadKeys(["egg"], ["salt"], true)).toEqual(new Set(["egg", "salt"]));
  });
});

describe("rankRecipes", () => {
  const had = new Set(["egg", "butter", "bread", "salt", "spinach"]);

  it("orders by share of the ingredients, then fewest missing, then name", () => {
    expect(rankRecipes(ALL, had, "any").map((m) => m.recipe.name)).toEqual([
      "Toast", // 2/2
      "Omelette", // 4/5
      "Shakshuka", // 2/5
      "Salad", // 1/5
    ]);
  });

  it("breaks ties on missing, then on the name", () => {
    const a = recipe("B", ["egg", "x"]);
    const b = recipe("A", ["egg", "x"]);
    const c = recipe("C", ["egg", "y", "x", "z"]);
    const d = recipe("D", ["egg", "salt", "x", "z"]);
    expect(rankRecipes([a, b, c], had, "any").map((m) => m.recipe.name)).toEqual(["A", "B", "C"]);
    // Both have half; A misses one, D two.
    expect(compareMatches(matchRecipe(a, had), matchRecipe(d, had))).toBeLessThan(0);
  });

  it("keeps only complete recipes, or those missing at most a few", () => {
    expect(rankRecipes(ALL, had, "complete").map((m) => m.recipe.name)).toEqual(["Toast"]);
    const almost = rankRecipes(ALL, had, "almost");
    expect(almost.map((m) => m.recipe.name)).toEqual(["Toast", "Omelette"]);
    expect(almost.every((m) => m.missing.length <= MISSING_AT_MOST)).toBe(true);
  });
});

describe("describeMissing", () => {
  it("names what is missing", () => {
    expect(describeMissing(["feta", "dill"], (key) => key)).toBe("Missing: feta, dill");
    expect(describeMissing([], (key) => key)).toBe("You have everything");
  });
});

describe("rankRecipes at the size of a large collection", () => {
  it("orders exactly as compareMatches does", () => {
    let seed = 29;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const keys = ["egg", "milk", "feta", "salt", "rice", "basil", "onion", "garlic"];
    const pick = () => keys.filter(() => random() < 0.4);
    const many = Array.from({ length: 500 }, (_, index) =>
      recipe(`Dish ${Math.floor(random() * 200)} ${index % 7}`, pick()),
    );
    const had = new Set(["egg", "salt", "onion"]);
    expect(rankRecipes(many, had, "any")).toEqual(
      many.map((one) => matchRecipe(one, had)).sort(compareMatches),
    );
  });
});
