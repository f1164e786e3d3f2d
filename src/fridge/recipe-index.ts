import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";
import { slugify } from "../recipes/slugify";

/** What the picker knows of each recipe, enough to match it and draw its result. */
export type IndexRecipe = {
  /** In the index's language where an editor translated the recipe into it, else as written. */
  name: string;
  slug: string;
  /** The card photo's address. */
  image: string;
  keys: string[];
  /**
   * The language of the name and of the page the result links, where it is not English: the
   * index's own, for a recipe translated into it. Absent for a recipe as its chef wrote it.
   */
  language?: Language;
};

type WireRecipe =
  | [name: string, slug: string, image: string, keys: number[]]
  | [name: string, slug: string, image: string, keys: number[], language: Language];

/**
 * On the wire: the ingredient keys once, each recipe's keys as numbers into that list, the slug
 * only when it is not the one the name makes, image addresses without their shared start, and a
 * language only after a translated name (so the English index has none).
 */
export type WireIndex = {
  keys: string[];
  imagePrefix: string;
  recipes: WireRecipe[];
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
    recipes: recipes.map((recipe): WireRecipe => {
      const entry: WireRecipe = [
        recipe.name,
        recipe.slug === slugify(recipe.name) ? "" : recipe.slug,
        recipe.image.slice(imagePrefix.length),
        recipe.keys.map((key) => position.get(key) ?? -1).sort((a, b) => a - b),
      ];
      const { language = DEFAULT_LANGUAGE } = recipe;
      return language === DEFAULT_LANGUAGE ? entry : [...entry, language];
    }),
  };
  return JSON.stringify(wire);
};

export const parseIndex = (text: string): IndexRecipe[] => {
  const wire = JSON.parse(text) as WireIndex;
  return wire.recipes.map(([name, slug, image, keys, language]) => ({
    name,
    slug: slug || slugify(name),
    image: wire.imagePrefix + image,
    keys: keys.map((index) => wire.keys[index] ?? ""),
    ...(language ? { language } : {}),
  }));
};
