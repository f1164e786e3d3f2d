import { slugify } from "../recipes/slugify";

/** What the picker knows of each recipe, enough to match it and draw its result. */
export type IndexRecipe = {
  name: string;
  slug: string;
  /** The card photo's address. */
  image: string;
  keys: string[];
};

/**
 * On the wire: the ingredient keys once, each recipe's keys as numbers into that list, the slug
 * only when it is not the one the name makes, and image addresses without their shared start.
 */
export type WireIndex = {
  keys: string[];
  imagePrefix: string;
  recipes: [name: string, slug: string, image: string, keys: number[]][];
};

const sharedPrefix = (texts: readonly string[]): string => {
  const [first = ""] = texts;
  let length = first.length;
  for (const text of texts) {
    while (length > 0 && !text.startsWith(first.slice(0, length))) length -= 1;
  }
  // Cut at a folder so the rest stays readable.
  return first.slice(0, first.slice(0, length).lastIndexOf("/") + 1);
};

export const serializeIndex = (recipes: readonly IndexRecipe[]): string => {
  const keys = [...new Set(recipes.flatMap((recipe) => recipe.keys))].sort();
  const position = new Map(keys.map((key, index) => [key, index]));
  const imagePrefix = sharedPrefix(recipes.map((recipe) => recipe.image));
  const wire: WireIndex = {
    keys,
    imagePrefix,
    recipes: recipes.map((recipe) => [
      recipe.name,
      recipe.slug === slugify(recipe.name) ? "" : recipe.slug,
      recipe.image.slice(imagePrefix.length),
      recipe.keys.map((key) => position.get(key) ?? -1).sort((a, b) => a - b),
    ]),
  };
  return JSON.stringify(wire);
};

export const parseIndex = (text: string): IndexRecipe[] => {
  const wire = JSON.parse(text) as WireIndex;
  return wire.recipes.map(([name, slug, image, keys]) => ({
    name,
    slug: slug || slugify(name),
    image: wire.imagePrefix + image,
    keys: keys.map((index) => wire.keys[index] ?? ""),
  }));
};
