import { oldAddresses } from "../redirects";
import { clashProblems } from "./claims";
import type { RecipeEntry } from "./recipe-file";

/** A small seeded generator, so a failing case can be run again. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

const entry = (fileSlug: string, more: Partial<RecipeEntry> = {}): RecipeEntry => ({
  file: `data/recipes/${fileSlug}.json`,
  fileSlug,
  recipeName: fileSlug,
  slug: fileSlug,
  formerSlugs: [],
  image: "images/x.jpg",
  ingredients: [],
  translatedIngredients: {},
  ...more,
});

const claimsOf = (recipe: RecipeEntry) => [
  `name:${recipe.recipeName.toLowerCase()}`,
  ...[recipe.slug, ...oldAddresses(recipe)].map((slug) => `address:${slug}`),
];

describe("clashProblems", () => {
  it("finds none among recipes with their own names and addresses", () => {
    expect(clashProblems([entry("a"), entry("b", { formerSlugs: ["c"] })])).toEqual([]);
  });

  it("leaves the name with the recipe whose file is named after it", () => {
    const problems = clashProblems([
      entry("aubergine-bake", { recipeName: "Moussaka" }),
      entry("moussaka", { recipeName: "moussaka" }),
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "data/recipes/aubergine-bake.json",
        related: "data/recipes/moussaka.json",
        field: "recipeName",
      }),
    ]);
  });

  it("settles one clash at a time, so a recipe that lost once takes no other down", () => {
    // x loses the name "Pie" to a; it would otherwise keep /recipes/x/ from c (its file is named x).
    const problems = clashProblems([
      entry("a", { recipeName: "Pie" }),
      entry("c", { recipeName: "Crumble", slug: "x" }),
      entry("x", { recipeName: "Pie" }),
    ]);
    expect(problems.map(({ file, field }) => [file, field])).toEqual([
      ["data/recipes/x.json", "recipeName"],
    ]);
  });

  it("leaves no clash behind, whatever the order of the files, in 300 random sites", () => {
    const random = seeded(41);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const words = ["pie", "soup", "stew", "tart", "salad", "curry"];
    for (let site = 0; site < 300; site += 1) {
      const recipes = Array.from({ length: 2 + Math.floor(random() * 6) }, (_, index) => {
        const fileSlug = `${pick(words)}-${index}`;
        return entry(fileSlug, {
          recipeName: pick([...words, fileSlug]),
          slug: pick([fileSlug, pick(words)]),
          formerSlugs: random() < 0.4 ? [pick(words)] : [],
        });
      });
      const problems = clashProblems(recipes);
      const lost = new Set(problems.map(({ file }) => file));
      const kept = recipes.filter(({ file }) => !lost.has(file));
      const claims = kept.flatMap(claimsOf);
      expect(new Set(claims).size).toBe(claims.length);
      problems.forEach((problem) => expect(problem.related).toBeDefined());
      const shuffled = [...recipes].sort(() => random() - 0.5);
      expect(clashProblems(shuffled)).toEqual(problems);
    }
  });
});
