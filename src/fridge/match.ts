import { MISSING_AT_MOST } from "./constants";
import type { IndexRecipe } from "./recipe-index";

export type FridgeFilter = "any" | "complete" | "almost";

export const FILTERS: Record<FridgeFilter, string> = {
  any: "Every recipe",
  complete: "Everything I need",
  almost: `Missing at most ${MISSING_AT_MOST}`,
};

export type RecipeMatch = {
  recipe: IndexRecipe;
  have: number;
  total: number;
  /** Keys of the ingredients the visitor does not have, in the recipe's order. */
  missing: string[];
};

export const matchRecipe = (recipe: IndexRecipe, had: ReadonlySet<string>): RecipeMatch => {
  const missing = recipe.keys.filter((key) => !had.has(key));
  return { recipe, have: recipe.keys.length - missing.length, total: recipe.keys.length, missing };
};

/** The keys that count as had: the chosen ones, plus every staple when the switch is on. */
export const hadKeys = (
  chosen: readonly string[],
  staples: readonly string[],
  countStaples: boolean,
): Set<string> => new Set(countStaples ? [...chosen, ...staples] : chosen);

const share = ({ have, total }: RecipeMatch) => (total === 0 ? 0 : have / total);

/** Best match first, then fewest missing, then by name. */
export const compareMatches = (a: RecipeMatch, b: RecipeMatch): number =>
  share(b) - share(a) ||
  a.missing.length - b.missing.length ||
  a.recipe.name.localeCompare(b.recipe.name);

const passes = (filter: FridgeFilter, match: RecipeMatch): boolean =>
  filter === "complete"
    ? match.missing.length === 0
    : filter === "almost"
      ? match.missing.length <= MISSING_AT_MOST
      : true;

const collator = new Intl.Collator();
/** Each index's recipes by name, computed once per index rather than on every comparison. */
const nameOrders = new WeakMap<readonly IndexRecipe[], Map<IndexRecipe, number>>();
const nameOrderOf = (recipes: readonly IndexRecipe[]) => {
  let order = nameOrders.get(recipes);
  if (!order) {
    const byName = [...recipes].sort((a, b) => collator.compare(a.name, b.name));
    order = new Map(byName.map((recipe, index) => [recipe, index]));
    nameOrders.set(recipes, order);
  }
  return order;
};

/** The same order as compareMatches, with each share and name position worked out once. */
export const rankRecipes = (
  recipes: readonly IndexRecipe[],
  had: ReadonlySet<string>,
  filter: FridgeFilter,
): RecipeMatch[] => {
  const names = nameOrderOf(recipes);
  return recipes
    .map((recipe) => matchRecipe(recipe, had))
    .filter((match) => passes(filter, match))
    .map((match) => ({ match, share: share(match), name: names.get(match.recipe) ?? 0 }))
    .sort(
      (a, b) =>
        b.share - a.share || a.match.missing.length - b.match.missing.length || a.name - b.name,
    )
    .map(({ match }) => match);
};

/** "Missing: feta, dill" in the words of the vocabulary. */
export const describeMissing = (missing: readonly string[], nameOf: (key: string) => string) =>
  missing.length === 0 ? "You have everything" : `Missing: ${missing.map(nameOf).join(", ")}`;
