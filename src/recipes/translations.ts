import schema from "../../data/recipe.schema.json";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../i18n/languages";
import type { RecipeData } from "./recipe-files";

/** The file's field that holds the recipe's words in other languages, by language code. */
export const TRANSLATIONS_FIELD = "translations";

/**
 * The fields a translation writes: the recipe's words. The photo, times, servings, author, date,
 * ingredient match and addresses are the recipe's own, in every language.
 */
export const TRANSLATED_FIELDS: readonly string[] = Object.keys(
  schema.definitions.translation.properties,
);

/** The languages a recipe may be translated into: the site's, except the one it is written in. */
export const TRANSLATABLE_LANGUAGES: readonly Language[] = LANGUAGE_CODES.filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

/** A recipe's translations as its file holds them; none when the field is absent or not an object. */
export const translationsOf = (recipe: RecipeData): Record<string, RecipeData> => {
  const value = recipe[TRANSLATIONS_FIELD];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, RecipeData] =>
        entry[1] !== null && typeof entry[1] === "object" && !Array.isArray(entry[1]),
    ),
  );
};

/** The languages a recipe has a page in: its own first, then each it is translated into. */
export const recipeLanguages = (
  recipe: RecipeData,
  languages: readonly Language[] = LANGUAGE_CODES,
): Language[] => {
  const translated = translationsOf(recipe);
  return languages.filter((code) => code === DEFAULT_LANGUAGE || code in translated);
};

/** The recipe as it reads in `language`: its translation's words over its own shared fields. */
export const recipeIn = (recipe: RecipeData, language: Language): RecipeData => {
  if (language === DEFAULT_LANGUAGE) return recipe;
  const translation = translationsOf(recipe)[language];
  if (!translation) return recipe;
  const shared = Object.fromEntries(
    Object.entries(recipe).filter(
      ([field]) => field !== TRANSLATIONS_FIELD && !TRANSLATED_FIELDS.includes(field),
    ),
  );
  return { ...shared, ...translation };
};
