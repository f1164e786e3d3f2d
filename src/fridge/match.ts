import { MISSING_AT_MOST } from "./constants";
import type { IndexRecipe } from "./recipe-index";

export type FridgeFilter = "any" | "complete" | "almost";

/** The results' filters, in the order they are offered; their words are the fridge section's. */
export const FILTERS: readonly FridgeFilter[] = ["any", "complete", "almost"];

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

/** The most ingredients a result may miss under each filter. */
const MISSING_ALLOWED: Record<FridgeFilter, number> = {
  any: Infinity,
  complete: 0,
  almost: MISSING_AT_MOST,
};

/**
 * The recipes made ready for matching once, when the index arrives: every ingredient key numbered,
 * and each recipe's keys as a run of those numbers. The recipes come in name order, as the build
 * writes the index (build-steps/pages/recipe-pages.ts), so a recipe's position is its place by name.
 */
export type MatchIndex = {
  recipes: readonly IndexRecipe[];
  keys: readonly string[];
  keyNumbers: ReadonlyMap<string, number>;
  /** Recipe r's key numbers are keyRuns[starts[r]] up to keyRuns[starts[r + 1]]. */
  starts: Uint32Array;
  keyRuns: Uint32Array;
  /** The most ingredients any recipe has. */
  most: number;
  /**
   * The place of each share (have of total, at have * (most + 1) + total) among all the shares
   * a recipe here can have, best first; equal shares share a place.
   */
  shareRanks: Uint32Array;
};

export const indexRecipes = (recipes: readonly IndexRecipe[]): MatchIndex => {
  const keyNumbers = new Map<string, number>();
  const starts = new Uint32Array(recipes.length + 1);
  const runs: number[] = [];
  recipes.forEach((recipe, index) => {
    for (const key of recipe.keys) {
      let number = keyNumbers.get(key);
      if (number === undefined) {
        number = keyNumbers.size;
        keyNumbers.set(key, number);
      }
      runs.push(number);
    }
    starts[index + 1] = runs.length;
  });
  let most = 0;
  for (let recipe = 0; recipe < recipes.length; recipe += 1) {
    most = Math.max(most, starts[recipe + 1]! - starts[recipe]!);
  }
  const side = most + 1;
  const shareOf = (cell: number) => {
    const total = cell % side;
    return total === 0 ? 0 : Math.floor(cell / side) / total;
  };
  const cells = Array.from({ length: side * side }, (_, cell) => cell).sort(
    (a, b) => shareOf(b) - shareOf(a),
  );
  const shareRanks = new Uint32Array(side * side);
  cells.forEach((cell, place) => {
    const before = cells[place - 1];
    shareRanks[cell] =
      before !== undefined && shareOf(before) === shareOf(cell) ? shareRanks[before]! : place;
  });
  return {
    recipes,
    keys: [...keyNumbers.keys()],
    keyNumbers,
    starts,
    keyRuns: Uint32Array.from(runs),
    most,
    shareRanks,
  };
};

/**
 * The recipes that pass the filter, best first, as positions into the index, with what each has:
 * enough to count and order them. A result's missing ingredients are listed only when it is drawn
 * (matchAt), not for every recipe on every change.
 */
export type Ranking = {
  index: MatchIndex;
  /** Recipe positions in the index, in result order. */
  order: Uint32Array;
  /** How many of each recipe's ingredients are had, by position in the index. */
  have: Uint16Array;
  /** Results that need nothing more. */
  complete: number;
  /** 1 for each key number the visitor has. */
  hadNumbers: Uint8Array;
};

/**
 * A result uses at least one of the `chosen` keys (the visitor's own, by default every had key):
 * a recipe that only the staples switch counts as started is no match.
 */
export const rankIndex = (
  index: MatchIndex,
  had: ReadonlySet<string>,
  filter: FridgeFilter,
  chosen: ReadonlySet<string> = had,
): Ranking => {
  const { recipes, starts, keyRuns, shareRanks } = index;
  const numbered = (keys: ReadonlySet<string>) => {
    const numbers = new Uint8Array(index.keys.length);
    for (const key of keys) {
      const number = index.keyNumbers.get(key);
      if (number !== undefined) numbers[number] = 1;
    }
    return numbers;
  };
  const hadNumbers = numbered(had);
  const chosenNumbers = chosen === had ? hadNumbers : numbered(chosen);
  const count = recipes.length;
  const side = index.most + 1;
  const have = new Uint16Array(count);
  // One number per result that orders as share, then missing, then name: a plain numeric sort.
  const sortKeys = new Float64Array(count);
  const allowed = MISSING_ALLOWED[filter];
  let kept = 0;
  let complete = 0;
  for (let recipe = 0; recipe < count; recipe += 1) {
    const start = starts[recipe]!;
    const end = starts[recipe + 1]!;
    let hits = 0;
    let own = 0;
    for (let at = start; at < end; at += 1) {
      hits += hadNumbers[keyRuns[at]!]!;
      own += chosenNumbers[keyRuns[at]!]!;
    }
    const total = end - start;
    have[recipe] = hits;
    if (own === 0) continue;
    if (hits === total) complete += 1;
    if (total - hits <= allowed) {
      const share = shareRanks[hits * side + total]!;
      sortKeys[kept] = (share * side + total - hits) * count + recipe;
      kept += 1;
    }
  }
  const sorted = sortKeys.subarray(0, kept).sort();
  const order = new Uint32Array(kept);
  for (let place = 0; place < kept; place += 1) order[place] = sorted[place]! % count;
  return { index, order, have, complete, hadNumbers };
};

/** The result at `place` in the ranking, with its missing ingredients in the recipe's order. */
export const matchAt = (
  { index, order, have, hadNumbers }: Ranking,
  place: number,
): RecipeMatch => {
  const position = order[place]!;
  const { starts, keyRuns, keys } = index;
  const missing: string[] = [];
  for (let at = starts[position]!; at < starts[position + 1]!; at += 1) {
    const number = keyRuns[at]!;
    if (!hadNumbers[number]) missing.push(keys[number]!);
  }
  const total = starts[position + 1]! - starts[position]!;
  return { recipe: index.recipes[position]!, have: have[position]!, total, missing };
};

/** Every result of rankIndex for recipes in any order, drawn out in full. */
export const rankRecipes = (
  recipes: readonly IndexRecipe[],
  had: ReadonlySet<string>,
  filter: FridgeFilter,
  chosen: ReadonlySet<string> = had,
): RecipeMatch[] => {
  const inNameOrder = [...recipes].sort((a, b) => a.name.localeCompare(b.name));
  const ranking = rankIndex(indexRecipes(inNameOrder), had, filter, chosen);
  return Array.from(ranking.order, (_, place) => matchAt(ranking, place));
};

/** "Missing: feta, dill" in the words of the vocabulary. */
