import { LANGUAGES, isLanguage } from "../../i18n/languages";
import type { RecipeData } from "../recipe-files";
import {
  TRANSLATABLE_LANGUAGES,
  TRANSLATED_FIELDS,
  TRANSLATIONS_FIELD,
  translationsOf,
} from "../translations";
import type { RecipeProblem } from "./problem";

const has = (recipe: RecipeData, field: string) => recipe[field] !== undefined;

const languageList = TRANSLATABLE_LANGUAGES.map(
  (code) => `"${code}" (${LANGUAGES[code].label})`,
).join(", ");

/**
 * A recipe's translations beside the recipe itself, once the file has the schema's shape. A
 * translation is complete: it has each text field the recipe has and no other, and a line for
 * each ingredient line, so a page in its language never shows an English word as its own.
 */
export const translationProblems = (
  recipe: RecipeData,
  at: { file: string; name?: string },
): RecipeProblem[] =>
  Object.entries(translationsOf(recipe)).flatMap(([language, translation]): RecipeProblem[] => {
    const here = { ...at, language };
    if (!isLanguage(language) || !TRANSLATABLE_LANGUAGES.includes(language)) {
      return [
        {
          ...at,
          field: TRANSLATIONS_FIELD,
          message: `has a translation into "${language}", which is not a language of the site besides English`,
          fix: `Use one of ${languageList}, or remove it.`,
        },
      ];
    }
    const problems: RecipeProblem[] = [];
    for (const field of TRANSLATED_FIELDS) {
      if (has(recipe, field) && !has(translation, field)) {
        problems.push({
          ...here,
          field,
          message: "is missing, though the recipe has it",
          fix: `Translate it too: a page in ${LANGUAGES[language].label} shows every field the recipe has, and no English words in its place.`,
        });
      } else if (!has(recipe, field) && has(translation, field)) {
        problems.push({
          ...here,
          field,
          message: "is there, though the recipe has none",
          fix: "Remove it, or write it in English in the recipe first.",
        });
      }
    }
    const own = Array.isArray(recipe.ingredients) ? recipe.ingredients.length : 0;
    const theirs = Array.isArray(translation.ingredients) ? translation.ingredients.length : own;
    if (theirs !== own) {
      problems.push({
        ...here,
        field: "ingredients",
        message: `has ${theirs === 1 ? "1 line" : `${theirs} lines`}, but the recipe has ${own}`,
        fix: "Translate each ingredient line into one line, in the recipe's order.",
      });
    }
    return problems;
  });
