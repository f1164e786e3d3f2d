import type { GatsbyCache } from "gatsby";
import type { Vocabulary } from "../src/ingredients/vocabulary";
import type { FridgeIndexes } from "./pages/recipe-pages";
import type { HomePageContext } from "../src/recipes/home-page-context";
import type { Redirect } from "../src/recipes/redirects";

/**
 * What one hook makes and a later one needs, kept in Gatsby's cache for the site (in `.cache/`)
 * rather than in module variables: each is written by its hook in every build before it is read.
 */
export type BuildData = {
  /** onPreBootstrap: the checked ingredient vocabulary, for the recipe list's shelves. */
  vocabulary: Vocabulary;
  /** onPreBootstrap: the home page's showcase, from data/showcase.json. */
  homePage: HomePageContext;
  /** onPreBootstrap: every recipe's old addresses and where they lead now. */
  recipeRedirects: Redirect[];
  /** createPages: the fridge picker's match index per language, written after the build. */
  fridgeIndexes: FridgeIndexes;
};

export type BuildCache = Pick<GatsbyCache, "get" | "set">;

export const keep = async <K extends keyof BuildData>(
  cache: BuildCache,
  key: K,
  value: BuildData[K],
): Promise<void> => {
  await cache.set(key, value);
};

export const kept = async <K extends keyof BuildData>(
  cache: BuildCache,
  key: K,
): Promise<BuildData[K]> => {
  const value: unknown = await cache.get(key);
  if (value === undefined) {
    throw new Error(`The build has no ${key}: the hook that makes it has not run in this build`);
  }
  return value as BuildData[K];
};
