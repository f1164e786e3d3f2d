import Ajv, { type ErrorObject } from "ajv";
import schema from "../../../data/recipe.schema.json";
import { LIST_PAGE_SLUG } from "../list-pages";
import { fileSlug, type RecipeData } from "../recipe-files";
import { SLUG_PATTERN, recipePath } from "../slug";
import { TRANSLATED_FIELDS, TRANSLATIONS_FIELD, translationsOf } from "../translations";
import type { RecipeProblem } from "./problem";
import { translationProblems } from "./translation";

/** A recipe file that names a recipe and an address, whatever else is wrong with it. */
export type RecipeEntry = {
  file: string;
  /** The file's name without `.json`: the address it was first published at, never changed. */
  fileSlug: string;
  recipeName: string;
  slug: string;
  formerSlugs: string[];
  image: string;
  /** The ingredient lines as written (empty when the recipe has none). */
  ingredients: string[];
  /** Each translation's ingredient lines, by language (each checked against the English lines). */
  translatedIngredients: Record<string, string[]>;
};

const FIELDS = Object.keys(schema.properties);

const EXAMPLES: Record<string, string> = {
  recipeName: '"recipeName": "Shakshuka"',
  author: '"author": "Elena Ruiz"',
  ingredientAmount: '"ingredientAmount": "7/10"',
  image: '"image": "images/shakshuka.jpg"',
  slug: '"slug": "shakshuka"',
  formerSlugs: '"formerSlugs": ["eggs-in-tomato-sauce"]',
  description: '"description": "Eggs poached in a spiced tomato and pepper sauce."',
  ingredients: '"ingredients": ["6 eggs", "1 can chopped tomatoes"]',
  steps: '"steps": ["Soften the onion.", "Crack in the eggs."]',
  prepTime: '"prepTime": 10',
  cookTime: '"cookTime": 25',
  servings: '"servings": 4',
  datePublished: '"datePublished": "2025-06-06"',
  recipeCategory: '"recipeCategory": "Breakfast"',
  recipeCuisine: '"recipeCuisine": "Middle Eastern"',
  keywords: '"keywords": ["one-pan", "vegetarian"]',
  translations: '"translations": { "de": { "recipeName": "Shakshuka" } }',
};

const EXPECTED_TYPE: Record<string, string> = {
  string: "text",
  integer: "a whole number",
  array: "a list",
  object: "an object",
};

const UNITS: Record<string, string> = {
  prepTime: "minutes",
  cookTime: "minutes",
  servings: "people",
};

const CARD_FIELDS = new Set(["recipeName", "author"]);

const ajv = new Ajv({ allErrors: true, strict: true });
const validateShape = ajv.compile(schema);

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;

const closestField = (name: string): string | undefined =>
  FIELDS.find((field) => field.toLowerCase() === name.toLowerCase().replace(/[^a-z]/g, "")) ??
  FIELDS.find((field) => field.toLowerCase().startsWith(name.toLowerCase().slice(0, 4)));

/** A schema error inside a translation reads as one of its own fields, with its language. */
const problemFromSchemaError = (
  error: ErrorObject,
  at: { file: string; name?: string },
  recipe: unknown,
): RecipeProblem => {
  const [, top, language, ...rest] = error.instancePath.split("/");
  const object = recipe !== null && typeof recipe === "object" ? (recipe as RecipeData) : {};
  if (top !== TRANSLATIONS_FIELD || language === undefined) {
    return fieldProblem(error, at, error.instancePath, object, recipe);
  }
  const translations = object[TRANSLATIONS_FIELD] as Record<string, unknown>;
  const translation = translations[language];
  const own = translation !== null && typeof translation === "object" ? translation : {};
  return fieldProblem(
    error,
    { ...at, language },
    ["", ...rest].join("/"),
    own as RecipeData,
    translation,
  );
};

const fieldProblem = (
  error: ErrorObject,
  at: { file: string; name?: string; language?: string },
  instancePath: string,
  object: RecipeData,
  recipe: unknown,
): RecipeProblem => {
  const [, field, itemText] = instancePath.split("/");
  const whole = field ? object[field] : recipe;
  const value = itemText !== undefined && Array.isArray(whole) ? whole[Number(itemText)] : whole;
  const item = itemText !== undefined ? `item ${Number(itemText) + 1} ` : "";

  switch (error.keyword) {
    case "uniqueItems":
      return {
        ...at,
        field,
        message: "lists the same address twice",
        fix: "Keep each former address once.",
      };
    case "required": {
      const missing = String(error.params.missingProperty);
      return { ...at, field: missing, message: "is missing", fix: `Add ${EXAMPLES[missing]}.` };
    }
    case "additionalProperties": {
      const extra = String(error.params.additionalProperty);
      if (at.language) {
        return {
          ...at,
          field: extra,
          message: "is not a field a translation has",
          fix: `Remove it: a translation holds only the recipe's words (${TRANSLATED_FIELDS.join(", ")}); the rest is the recipe's own in every language.`,
        };
      }
      const guess = closestField(extra);
      return {
        ...at,
        field: extra,
        message: "is not a recipe field",
        fix: guess
          ? `Did you mean "${guess}"? Allowed fields: ${FIELDS.join(", ")}.`
          : `Remove it. Allowed fields: ${FIELDS.join(", ")}.`,
      };
    }
    case "type": {
      if (!field && at.language) {
        return {
          ...at,
          message: `must hold the recipe's words, but holds ${describe(value)}`,
          fix: `Write it as { "recipeName": "…", … }.`,
        };
      }
      if (!field) {
        return {
          ...at,
          message: `must hold one recipe object, but holds ${describe(value)}`,
          fix: "Write the recipe as { ... }; each recipe has a file of its own.",
        };
      }
      const expected = String(error.params.type);
      return {
        ...at,
        field,
        message: `${item}must be ${EXPECTED_TYPE[expected] ?? expected}, but is ${describe(value)}`,
        fix:
          expected === "string"
            ? `Write it in quotes, e.g. ${itemText === undefined ? EXAMPLES[field] : '"text"'}.`
            : `Write it like ${EXAMPLES[field]}.`,
      };
    }
    case "minimum":
    case "maximum":
      return {
        ...at,
        field,
        message:
          `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(error.params.limit)} ${UNITS[field ?? ""] ?? ""}, but is ${String(value)}`.trimEnd(),
        fix: `Write the number of ${UNITS[field ?? ""] ?? "units"}, e.g. ${EXAMPLES[field ?? ""]}.`,
      };
    case "minItems":
      return {
        ...at,
        field,
        message: "is an empty list",
        fix: `Add at least one item, or leave the field out.`,
      };
    case "maxItems":
      return {
        ...at,
        field,
        message: `has too many items (${Array.isArray(value) ? value.length : "?"})`,
        fix: `Keep it to ${String(error.params.limit)} items or fewer.`,
      };
    case "pattern":
      if (field === "ingredientAmount") {
        return {
          ...at,
          field,
          message: `must be a fraction of ten, but is "${String(value)}"`,
          fix: 'Use "n/10" with n from 0 to 10, e.g. "7/10".',
        };
      }
      if (field === "slug" || field === "formerSlugs") {
        return {
          ...at,
          field,
          message: `is not a valid web address part: "${String(value)}"`,
          fix: 'Use lowercase letters and digits joined by single dashes, e.g. "beef-and-broccoli".',
        };
      }
      if (field === "datePublished") {
        return {
          ...at,
          field,
          message: `is not a date like YYYY-MM-DD: "${String(value)}"`,
          fix: `Write the year, month and day with dashes, e.g. ${EXAMPLES.datePublished}.`,
        };
      }
      if (field === "image") {
        return {
          ...at,
          field,
          message: `is not a valid image path: "${String(value)}"`,
          fix: 'Use a photo in data/images, e.g. "images/shakshuka.jpg" (JPEG, PNG, WebP or AVIF).',
        };
      }
      return {
        ...at,
        field,
        message: `${item}starts or ends with spaces`,
        fix: "Remove the spaces around the text.",
      };
    case "minLength":
      return {
        ...at,
        field,
        message: `${item}is empty`,
        fix: item ? "Fill it in or remove the item." : `Fill it in, e.g. ${EXAMPLES[field ?? ""]}.`,
      };
    case "maxLength":
      return {
        ...at,
        field,
        message: `${item}is too long (${String(value).length} characters)`,
        fix: `Shorten it to ${String(error.params.limit)} characters or fewer${CARD_FIELDS.has(field ?? "") ? " so it fits on a card" : ""}.`,
      };
    default:
      return {
        ...at,
        field,
        message: error.message ?? "is invalid",
        fix: "See data/recipe.schema.json.",
      };
  }
};

export const jsonProblem = (file: string, text: string, error: unknown): RecipeProblem => {
  const detail = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(detail);
  let where = "";
  if (position?.[1]) {
    const before = text.slice(0, Number(position[1]));
    const line = before.split("\n").length;
    const column = before.length - before.lastIndexOf("\n");
    where = ` at line ${line}, column ${column}`;
  }
  return {
    file,
    message: `is not valid JSON${where} (${detail})`,
    fix: "Check for a missing comma, quote or bracket near that place.",
  };
};

/**
 * One recipe file on its own: JSON, the schema, a file name that is a web address and a page
 * address the recipe list does not use. The entry is there whenever the file names a recipe and
 * an address, problems or not.
 */
export const checkRecipeText = (
  file: string,
  text: string,
): { problems: RecipeProblem[]; entry?: RecipeEntry } => {
  let recipe: unknown;
  try {
    recipe = JSON.parse(text);
  } catch (error) {
    return { problems: [jsonProblem(file, text, error)] };
  }
  const data = recipe !== null && typeof recipe === "object" ? (recipe as RecipeData) : {};
  const name = typeof data.recipeName === "string" ? data.recipeName : undefined;
  const at = { file, name };
  const problems = validateShape(recipe)
    ? []
    : (validateShape.errors ?? []).map((error) => problemFromSchemaError(error, at, recipe));
  const ownSlug = fileSlug(file.slice(file.lastIndexOf("/") + 1));
  if (!SLUG_PATTERN.test(ownSlug)) {
    problems.push({
      ...at,
      message: `has a file name that is not a web address ("${ownSlug}")`,
      fix: 'Name the file after the recipe\'s address in lowercase letters, digits and dashes, e.g. "beef-and-broccoli.json".',
    });
  }
  if (typeof data.slug === "string" && LIST_PAGE_SLUG.test(data.slug)) {
    problems.push({
      ...at,
      field: "slug",
      message: `gives the page ${recipePath(data.slug)}, which is a page of the recipe list`,
      fix: `Choose a slug with a letter in it, e.g. "${data.slug}-recipe".`,
    });
  }
  if (problems.length === 0) problems.push(...translationProblems(data, at));
  // Kept with problems too: a recipe left out of the site still has addresses to lead somewhere.
  if (typeof data.recipeName !== "string" || typeof data.slug !== "string") return { problems };
  const formerSlugs = Array.isArray(data.formerSlugs) ? data.formerSlugs.map(String) : [];
  return {
    problems,
    entry: {
      file,
      fileSlug: ownSlug,
      recipeName: String(data.recipeName),
      slug: String(data.slug),
      formerSlugs,
      image: typeof data.image === "string" ? data.image : "",
      ingredients: Array.isArray(data.ingredients)
        ? data.ingredients.filter((line): line is string => typeof line === "string")
        : [],
      translatedIngredients: Object.fromEntries(
        Object.entries(translationsOf(data)).map(([language, translation]) => [
          language,
          Array.isArray(translation.ingredients) ? translation.ingredients.map(String) : [],
        ]),
      ),
    },
  };
};
