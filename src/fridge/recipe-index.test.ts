import { gzipSync } from "node:zlib";
import vocabulary from "../../data/ingredients.json";
import { INDEX_BUDGET_GZIP } from "./constants";
import { parseIndex, serializeIndex, type IndexRecipe } from "./recipe-index";

const WORDS = (
  "spiced roast lemon garlic chicken tomato basil pasta creamy mushroom risotto green curry " +
  "crispy salmon honey soy ginger beef broccoli stir fry smoky black bean chilli summer salad " +
  "slow cooked lamb harissa chickpea stew baked feta spinach pie sweet potato coconut dal"
).split(" ");
const KEYS = vocabulary.map((entry) => entry.key);

/** A repeatable stream of numbers, so the test measures the same recipes every run. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const syntheticRecipes = (count: number): IndexRecipe[] => {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${index}`.replace(/^./, (c) =>
      c.toUpperCase(),
    );
    const slug = name.toLowerCase().replace(/ /g, "-");
    // A content hash nothing can compress, as the build's image addresses carry.
    const hash = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("");
    const keyCount = 6 + Math.floor(next() * 9);
    return {
      name,
      slug,
      image: `/static/${hash}/6c8d1/${slug}.webp`,
      keys: [...new Set(Array.from({ length: keyCount }, () => pick(KEYS)))],
    };
  });
};

describe("the recipe index", () => {
  it("reads back what it wrote", () => {
    const recipes: IndexRecipe[] = [
      { name: "Shakshuka", slug: "shakshuka", image: "/static/a/b/shakshuka.webp", keys: ["egg"] },
      {
        name: "Beef & Broccoli",
        slug: "weeknight-beef",
        image: "/static/c/b/beef.webp",
        keys: ["steak", "broccoli", "garlic"],
      },
    ];
    const read = parseIndex(serializeIndex(recipes));
    expect(read.map((recipe) => ({ ...recipe, keys: [...recipe.keys].sort() }))).toEqual(
      recipes.map((recipe) => ({ ...recipe, keys: [...recipe.keys].sort() })),
    );
  });

  it("keeps a translated recipe's language, and writes none for a recipe as written", () => {
    const recipes: IndexRecipe[] = [
      { name: "Caprese-Salat", slug: "caprese-salad", image: "/static/a/c.jpg", keys: ["basil"] },
      { name: "Dal", slug: "dal", image: "/static/a/d.jpg", keys: ["lentil"] },
    ];
    const german: IndexRecipe[] = [{ ...recipes[0]!, language: "de" }, recipes[1]!];
    const text = serializeIndex(german);
    expect(parseIndex(text)).toEqual(german);
    expect(parseIndex(text)[1]).not.toHaveProperty("language");
    // The same recipes without a language: the English index's bytes, with no field added.
    expect(serializeIndex(recipes)).toBe(
      '{"keys":["basil","lentil"],"imagePrefix":"/static/a/",' +
        '"recipes":[["Caprese-Salat","caprese-salad","c.jpg",[0]],["Dal","","d.jpg",[1]]]}',
    );
    expect(text).toBe(serializeIndex(recipes).replace("[0]]", '[0],"de"]'));
  });

  it(`stays within ${INDEX_BUDGET_GZIP / 1024} KB gzip at 2,400 recipes`, () => {
    const bytes = gzipSync(serializeIndex(syntheticRecipes(2400))).length;
    console.log(`index at 2,400 recipes: ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeLessThanOrEqual(INDEX_BUDGET_GZIP);
  });
});
