export type RecipeLink = { path: string; name: string };

/**
 * The recipes before and after one in file order, wrapping around so every page leads on.
 * A lone recipe has no neighbours.
 */
export const neighbours = <T extends RecipeLink>(
  recipes: readonly T[],
  index: number,
): { previous: RecipeLink | null; next: RecipeLink | null } => {
  if (recipes.length < 2) return { previous: null, next: null };
  const at = (offset: number) => {
    const { path, name } = recipes[(index + offset + recipes.length) % recipes.length] as T;
    return { path, name };
  };
  return { previous: at(-1), next: at(1) };
};
