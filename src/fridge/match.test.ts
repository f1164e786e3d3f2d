import { MISSING_AT_MOST } from "./constants";
import {
  compareMatches,
  hadKeys,
  indexRecipes,
  matchAt,
  matchRecipe,
  rankIndex,
  rankRecipes,
} from "./match";
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

describe("indexRecipes", () => {
  it("numbers each key once and keeps every recipe's keys in its own order", () => {
    const index = indexRecipes([omelette, toast]);
    expect(index.keys).toEqual(["egg", "butter", "salt", "spinach", "feta", "bread"]);
    expect(Array.from(index.starts)).toEqual([0, 5, 7]);
    expect(Array.from(index.keyRuns)).toEqual([0, 1, 2, 3, 4, 5, 1]);
  });
});

describe("rankIndex", () => {
  // As the build writes the index: in name order.
  const IN_NAME_ORDER = [omelette, salad, shakshuka, toast];
  const index = indexRecipes(IN_NAME_ORDER);

  it("ranks positions in the index and counts the complete results", () => {
    const ranking = rankIndex(index, new Set(["bread", "butter", "egg"]), "any");
    // The salad uses none of them: no match, whatever its place would be.
    expect(Array.from(ranking.order)).toEqual([3, 0, 2]);
    expect(ranking.complete).toBe(1);
    expect(Array.from(ranking.have)).toEqual([2, 0, 1, 2]);
  });

  it("breaks ties by position: the index's order is the name order, and no name is compared", () => {
    const named = (name: string) => recipe(name, ["egg", "x"]);
    const ranking = rankIndex(
      indexRecipes([named("Zest"), named("Apple")]),
      new Set(["egg"]),
      "any",
    );
    expect(Array.from(ranking.order)).toEqual([0, 1]);
  });

  it("ignores chosen keys no recipe uses", () => {
    const ranking = rankIndex(index, new Set(["egg", "caviar"]), "any");
    expect(matchAt(ranking, 0)).toEqual(matchRecipe(omelette, new Set(["egg"])));
    expect(matchAt(ranking, 1)).toEqual(matchRecipe(shakshuka, new Set(["egg"])));
  });

  it("lists a drawn result's missing ingredients as matchRecipe does", () => {
    const had = new Set(["egg", "spinach", "salt"]);
    const ranking = rankIndex(index, had, "any");
    const drawn = Array.from(ranking.order, (_, place) => matchAt(ranking, place));
    expect(drawn).toEqual(
      IN_NAME_ORDER.map((one) => matchRecipe(one, had))
        .filter((match) => match.have > 0)
        .sort(compareMatches),
    );
    expect(drawn[0]).toEqual({ recipe: omelette, have: 3, total: 5, missing: ["butter", "feta"] });
  });

  it("matches nothing for an empty fridge, though the toast misses only two", () => {
    const ranking = rankIndex(index, new Set(), "almost");
    expect(ranking.order).toHaveLength(0);
    expect(ranking.complete).toBe(0);
  });

  it("counts only recipes that use a chosen ingredient, not those the staples alone start", () => {
    // Lime and the staples: only a recipe with lime is a match, its salt counted as had.
    const ceviche = recipe("Ceviche", ["fish", "lime", "salt"]);
    const limed = indexRecipes([ceviche, omelette, salad, shakshuka, toast]);
    const chosen = new Set(["lime"]);
    const had = new Set(["lime", "salt", "olive-oil"]);
    for (const filter of ["any", "almost", "complete"] as const) {
      const ranking = rankIndex(limed, had, filter, chosen);
      const shown = Array.from(ranking.order, (_, place) => matchAt(ranking, place));
      expect(shown.map((one) => one.recipe.name)).toEqual(filter === "complete" ? [] : ["Ceviche"]);
      expect(shown.every((one) => one.have > 0)).toBe(true);
    }
    expect(matchAt(rankIndex(limed, had, "any", chosen), 0)).toMatchObject({ have: 2, total: 3 });
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
      many
        .map((one) => matchRecipe(one, had))
        .filter((match) => match.have > 0)
        .sort(compareMatches),
    );
  });
});
