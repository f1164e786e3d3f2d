import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages";

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

/**
 * The order of a language's recipe list, pages and picker results: by the names shown there, as a
 * reader of that language would look one up (its own collation: "Ä" beside "A" in German, "ñ"
 * after "n" in Spanish), case and accents aside; the address orders names that read the same.
 */
export const byRecipeNameIn = (language: Language): ((a: RecipeLink, b: RecipeLink) => number) => {
  // String#localeCompare in that locale, made once: a build sorts thousands of names per language.
  const names = new Intl.Collator(LANGUAGES[language].locale, { sensitivity: "base" });
  return (a, b) => names.compare(a.name, b.name) || a.path.localeCompare(b.path);
};

/** The English order, the recipes' own. */
export const byRecipeName = byRecipeNameIn(DEFAULT_LANGUAGE);
