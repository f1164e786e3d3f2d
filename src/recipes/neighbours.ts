export type RecipeLink = { path: string; name: string };

/**
 * The recipes before and after one in the order given, wrapping around so every page leads on.
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

/** The order recipe pages lead through: by name, as a reader would look one up. */
export const byRecipeName = (a: RecipeLink, b: RecipeLink): number =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.path.localeCompare(b.path);
