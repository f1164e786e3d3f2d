import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import schema from "../../data/recipes.schema.json";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH } from "./constants";
import { LIST_PAGE_SLUG } from "./list-pages";
import { recipePath, slugify } from "./slug";

export type RecipeProblem = {
  index?: number;
  name?: string;
  field?: string;
  message: string;
  fix: string;
};

export type ImageSize = { width: number; height: number; format: string };
export type ReadImageSize = (file: string) => Promise<ImageSize>;

const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);
const FIELDS = Object.keys(schema.items.properties);
const IMAGE_PATH = new RegExp(schema.items.properties.image.pattern);

const EXAMPLES: Record<string, string> = {
  recipeName: '"recipeName": "Shakshuka"',
  author: '"author": "Elena Ruiz"',
  ingredientAmount: '"ingredientAmount": "7/10"',
  image: '"image": "images/shakshuka.jpg"',
  slug: '"slug": "shakshuka"',
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

const problemFromSchemaError = (error: ErrorObject, recipes: unknown[]): RecipeProblem => {
  const [, indexText, field, itemText] = error.instancePath.split("/");
  if (indexText === undefined) {
    return {
      message: error.keyword === "minItems" ? "has no recipes" : "is not a list of recipes",
      fix: "The file must be a JSON array with at least one recipe object: [ { ... }, { ... } ].",
    };
  }
  const index = Number(indexText);
  const recipe = recipes[index] as Record<string, unknown> | undefined;
  const name = typeof recipe?.recipeName === "string" ? recipe.recipeName : undefined;
  const at = { index, name };
  const whole = field ? recipe?.[field] : recipe;
  const value = itemText !== undefined && Array.isArray(whole) ? whole[Number(itemText)] : whole;
  const item = itemText !== undefined ? `item ${Number(itemText) + 1} ` : "";

  switch (error.keyword) {
    case "required": {
      const missing = String(error.params.missingProperty);
      return { ...at, field: missing, message: "is missing", fix: `Add ${EXAMPLES[missing]}.` };
    }
    case "additionalProperties": {
      const extra = String(error.params.additionalProperty);
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
      if (!field) {
        return {
          ...at,
          message: `must be an object, but is ${describe(value)}`,
          fix: "Use { ... }.",
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
      if (field === "slug") {
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
          fix: 'Use a lowercase file in data/images, e.g. "images/shakshuka.jpg" (jpg, png, webp or avif).',
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
        fix: "See data/recipes.schema.json.",
      };
  }
};

const jsonProblem = (text: string, error: unknown): RecipeProblem => {
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
    message: `is not valid JSON${where} (${detail})`,
    fix: "Check for a missing comma, quote or bracket near that place.",
  };
};

const checkImages = async (
  dataDir: string,
  recipes: Record<string, unknown>[],
  readImageSize: ReadImageSize,
): Promise<RecipeProblem[]> => {
  const problems: RecipeProblem[] = [];
  await Promise.all(
    recipes.map(async (recipe, index) => {
      const image = recipe.image;
      if (typeof image !== "string" || !IMAGE_PATH.test(image)) return;
      const at = { index, name: String(recipe.recipeName ?? ""), field: "image" };
      const file = path.join(dataDir, image);
      const exists = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      if (!exists) {
        problems.push({
          ...at,
          message: `points to "${image}", which does not exist`,
          fix: `Add the file data/${image} or correct the path.`,
        });
        return;
      }
      let size: ImageSize;
      try {
        size = await readImageSize(file);
      } catch {
        problems.push({
          ...at,
          message: `"${image}" is not a readable image`,
          fix: "Export the photo again as JPEG, PNG, WebP or AVIF.",
        });
        return;
      }
      if (!IMAGE_FORMATS.has(size.format)) {
        problems.push({
          ...at,
          message: `"${image}" is a ${size.format} file, not a photo format`,
          fix: "Use JPEG, PNG, WebP or AVIF.",
        });
      } else if (size.width < MIN_SOURCE_WIDTH || size.height < MIN_SOURCE_HEIGHT) {
        problems.push({
          ...at,
          message: `"${image}" is ${size.width}×${size.height} px, too small for the card`,
          fix: `Use an image of at least ${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT} px (4:3; 1200×900 is ideal).`,
        });
      }
    }),
  );
  return problems;
};

const checkDuplicates = (recipes: Record<string, unknown>[]): RecipeProblem[] => {
  const seen = new Map<string, number>();
  const problems: RecipeProblem[] = [];
  recipes.forEach((recipe, index) => {
    if (typeof recipe.recipeName !== "string") return;
    const key = recipe.recipeName.trim().toLowerCase();
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    problems.push({
      index,
      name: recipe.recipeName,
      field: "recipeName",
      message: `repeats the name of recipe #${first + 1}`,
      fix: "Give each recipe its own name, or remove the duplicate.",
    });
  });
  return problems;
};

/** Two recipes on one address would overwrite each other's page, so each slug must be unique. */
const checkSlugs = (recipes: Record<string, unknown>[]): RecipeProblem[] => {
  const seen = new Map<string, number>();
  const problems: RecipeProblem[] = [];
  recipes.forEach((recipe, index) => {
    if (typeof recipe.recipeName !== "string" || recipe.recipeName.trim() === "") return;
    const explicit = typeof recipe.slug === "string" && recipe.slug !== "";
    const slug = explicit ? String(recipe.slug) : slugify(recipe.recipeName);
    const at = { index, name: recipe.recipeName, field: explicit ? "slug" : "recipeName" };
    if (slug === "") {
      problems.push({
        ...at,
        message: "has no letters or digits to make its web address from",
        fix: `Add a slug, e.g. ${EXAMPLES.slug}.`,
      });
      return;
    }
    if (LIST_PAGE_SLUG.test(slug)) {
      problems.push({
        ...at,
        message: `gives the page ${recipePath(slug)}, which is a page of the recipe list`,
        fix: explicit
          ? "Choose a slug with a letter in it."
          : `Add a slug with a letter in it, e.g. "${slug}-recipe".`,
      });
      return;
    }
    const first = seen.get(slug);
    if (first === undefined) {
      seen.set(slug, index);
      return;
    }
    const sameName =
      String(recipes[first]?.recipeName).trim().toLowerCase() ===
      recipe.recipeName.trim().toLowerCase();
    if (sameName && !explicit) return;
    problems.push({
      ...at,
      message: `gives the page ${recipePath(slug)}, which recipe #${first + 1} already has`,
      fix: explicit
        ? "Choose a different slug."
        : "Add a slug to one of them to give it its own address, or rename it.",
    });
  });
  return problems;
};

export const validateRecipesText = async (
  text: string,
  dataDir: string,
  readImageSize: ReadImageSize,
): Promise<RecipeProblem[]> => {
  let recipes: unknown;
  try {
    recipes = JSON.parse(text);
  } catch (error) {
    return [jsonProblem(text, error)];
  }
  const shapeProblems = validateShape(recipes)
    ? []
    : (validateShape.errors ?? []).map((error) =>
        problemFromSchemaError(error, Array.isArray(recipes) ? recipes : []),
      );
  const objects = (Array.isArray(recipes) ? recipes : []).map((item) =>
    item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {},
  );
  const problems = [
    ...shapeProblems,
    ...checkDuplicates(objects),
    ...checkSlugs(objects),
    ...(await checkImages(dataDir, objects, readImageSize)),
  ];
  return problems.sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
};

export const validateRecipesFile = async (
  file: string,
  readImageSize: ReadImageSize,
): Promise<RecipeProblem[]> => {
  const text = await readFile(file, "utf8");
  return validateRecipesText(text, path.dirname(file), readImageSize);
};

export const formatProblems = (file: string, problems: readonly RecipeProblem[]): string => {
  const lines = problems.map((problem) => {
    const recipe =
      problem.index === undefined
        ? "The file"
        : `Recipe #${problem.index + 1}${problem.name ? ` "${problem.name}"` : ""}`;
    const field = problem.field ? `, field "${problem.field}",` : "";
    return `  - ${recipe}${field} ${problem.message}.\n    Fix: ${problem.fix}`;
  });
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `${file} has ${count}:\n${lines.join("\n")}`;
};
