import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import schema from "../../data/recipe.schema.json";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH, SHOWCASE_SIZE } from "./constants";
import { DATA_DIR, RECIPES_DIR, SHOWCASE_FILE, fileSlug, type RecipeData } from "./recipe-files";
import { LIST_PAGE_SLUG } from "./list-pages";
import { oldAddresses } from "./redirects";
import { SLUG_PATTERN, recipePath } from "./slug";

export type RecipeProblem = {
  /** The file, relative to the project, e.g. data/recipes/shakshuka.json. */
  file: string;
  name?: string;
  field?: string;
  message: string;
  fix: string;
};

export type ImageSize = { width: number; height: number; format: string };
export type ReadImageSize = (file: string) => Promise<ImageSize>;

/** A recipe file that passed the schema. */
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
};

const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);
const FIELDS = Object.keys(schema.properties);
const IMAGE_PATH = new RegExp(schema.properties.image.pattern);
const IMAGES_DIR = "images";

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

const problemFromSchemaError = (
  error: ErrorObject,
  at: { file: string; name?: string },
  recipe: unknown,
): RecipeProblem => {
  const [, field, itemText] = error.instancePath.split("/");
  const object = recipe !== null && typeof recipe === "object" ? (recipe as RecipeData) : {};
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

const jsonProblem = (file: string, text: string, error: unknown): RecipeProblem => {
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
 * One recipe file on its own: JSON, the schema, and a file name that is a web address. The entry
 * is there whenever the file names a recipe and an address, problems or not.
 */
export const validateRecipeText = (
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
  const ownSlug = fileSlug(path.posix.basename(file));
  if (!SLUG_PATTERN.test(ownSlug)) {
    problems.push({
      ...at,
      message: `has a file name that is not a web address ("${ownSlug}")`,
      fix: 'Name the file after the recipe\'s address in lowercase letters, digits and dashes, e.g. "beef-and-broccoli.json".',
    });
  }
  // A recipe with problems of its own still takes part in the checks across recipes (a repeated
  // name is worth knowing at once) as long as it has a name and an address to compare.
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
    },
  };
};

const checkImages = async (
  dataDir: string,
  recipes: readonly RecipeEntry[],
  readImageSize: ReadImageSize,
): Promise<RecipeProblem[]> => {
  const problems: RecipeProblem[] = [];
  await Promise.all(
    recipes.map(async ({ file, recipeName, image }) => {
      if (!IMAGE_PATH.test(image)) return;
      const at = { file, name: recipeName, field: "image" };
      const exists = await stat(path.join(dataDir, image)).then(
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
        size = await readImageSize(path.join(dataDir, image));
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

const checkDuplicateNames = (recipes: readonly RecipeEntry[]): RecipeProblem[] => {
  const seen = new Map<string, RecipeEntry>();
  return recipes.flatMap((recipe) => {
    const key = recipe.recipeName.trim().toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, recipe);
      return [];
    }
    return [
      {
        file: recipe.file,
        name: recipe.recipeName,
        field: "recipeName",
        message: `repeats the name of ${first.file}`,
        fix: "Give each recipe its own name, or remove the duplicate.",
      },
    ];
  });
};

/**
 * One address, one recipe: a page's address may be neither another recipe's page nor an address
 * that redirects (someone's old link must keep reaching the recipe it was shared for).
 */
const checkAddresses = (recipes: readonly RecipeEntry[]): RecipeProblem[] => {
  const pages = new Map<string, RecipeEntry>();
  const redirects = new Map<string, RecipeEntry>();
  const problems: RecipeProblem[] = [];
  recipes.forEach((recipe) => {
    const at = { file: recipe.file, name: recipe.recipeName };
    const page = pages.get(recipe.slug);
    if (LIST_PAGE_SLUG.test(recipe.slug)) {
      problems.push({
        ...at,
        field: "slug",
        message: `gives the page ${recipePath(recipe.slug)}, which is a page of the recipe list`,
        fix: `Choose a slug with a letter in it, e.g. "${recipe.slug}-recipe".`,
      });
    } else if (page) {
      problems.push({
        ...at,
        field: "slug",
        message: `gives the page ${recipePath(recipe.slug)}, which ${page.file} already has`,
        fix: "Choose a different slug.",
      });
    } else {
      pages.set(recipe.slug, recipe);
    }
  });
  recipes.forEach((recipe) => {
    oldAddresses(recipe).forEach((slug) => {
      const at = { file: recipe.file, name: recipe.recipeName };
      const page = pages.get(slug);
      const other = redirects.get(slug);
      if (page) {
        problems.push({
          file: page.file,
          name: page.recipeName,
          field: "slug",
          message: `gives the page ${recipePath(slug)}, which ${recipe.file} used to have (its old links lead there)`,
          fix: "Choose a different slug, so links shared for the other recipe keep reaching it.",
        });
      } else if (other) {
        problems.push({
          ...at,
          field: "formerSlugs",
          message: `lists ${recipePath(slug)}, which already redirects to ${other.file}`,
          fix: "Remove it from this recipe's former addresses.",
        });
      } else {
        redirects.set(slug, recipe);
      }
    });
  });
  return problems;
};

/** The home page's list: each name a recipe (by file name or address), at most SHOWCASE_SIZE. */
const checkShowcase = (
  text: string | undefined,
  recipes: readonly RecipeEntry[],
  brokenFiles: ReadonlySet<string>,
): { problems: RecipeProblem[]; showcase: RecipeEntry[] } => {
  const file = SHOWCASE_FILE;
  const fail = (message: string, fix: string) => ({
    problems: [{ file, field: "recipes", message, fix }],
    showcase: [],
  });
  if (text === undefined) {
    return fail(
      "is missing",
      `Create it with the recipes the home page shows: { "recipes": ["shakshuka"] }.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [jsonProblem(file, text, error)], showcase: [] };
  }
  const list = (parsed as { recipes?: unknown } | null)?.recipes;
  if (!Array.isArray(list) || list.some((item) => typeof item !== "string")) {
    return fail(
      "is not a list of recipe file names",
      'Write it as { "recipes": ["shakshuka", "caprese-salad"] }.',
    );
  }
  if (list.length === 0) return fail("chooses no recipes", "Choose at least one recipe.");
  const problems: RecipeProblem[] = [];
  if (list.length > SHOWCASE_SIZE) {
    problems.push({
      file,
      field: "recipes",
      message: `chooses ${list.length} recipes, but the home page shows at most ${SHOWCASE_SIZE}`,
      fix: `Remove ${list.length - SHOWCASE_SIZE} of them.`,
    });
  }
  // An address changed after the list was made still finds its recipe.
  const byName = new Map<string, RecipeEntry>();
  recipes.forEach((recipe) => oldAddresses(recipe).forEach((slug) => byName.set(slug, recipe)));
  recipes.forEach((recipe) => byName.set(recipe.slug, recipe));
  const showcase: RecipeEntry[] = [];
  (list as string[]).forEach((name, index) => {
    const recipe = byName.get(name);
    // A recipe file with problems of its own is reported once, for them.
    if (!recipe && brokenFiles.has(name)) return;
    if (!recipe) {
      problems.push({
        file,
        field: "recipes",
        message: `item ${index + 1} names "${name}", which is not a recipe`,
        fix: `Add ${RECIPES_DIR}/${name}.json, or take "${name}" off the list.`,
      });
    } else if (showcase.includes(recipe)) {
      problems.push({
        file,
        field: "recipes",
        message: `item ${index + 1} chooses "${recipe.recipeName}" a second time`,
        fix: "Keep each recipe once.",
      });
    } else {
      showcase.push(recipe);
    }
  });
  return { problems, showcase };
};

const readIfPresent = (file: string) =>
  readFile(file, "utf8").then(
    (text) => text,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );

export type RecipesCheck = {
  problems: RecipeProblem[];
  /** Every recipe that passed its own checks, by file name. */
  recipes: RecipeEntry[];
  /** The home page's recipes, in the chosen order. */
  showcase: RecipeEntry[];
  /** Photos in data/images no recipe uses, e.g. one a recipe's new photo replaced. */
  unusedImages: string[];
};

/** The files in data/images that no recipe's `image` names. */
const findUnusedImages = async (root: string, recipes: readonly RecipeEntry[]) => {
  const used = new Set(recipes.map(({ image }) => image));
  const files = await readdir(path.join(root, DATA_DIR, IMAGES_DIR)).catch(() => [] as string[]);
  return files
    .filter((name) => !name.startsWith("."))
    .map((name) => `${IMAGES_DIR}/${name}`)
    .filter((image) => !used.has(image))
    .sort();
};

/** Every recipe file in data/recipes and the showcase list, checked together. */
export const validateRecipes = async (
  root: string,
  readImageSize: ReadImageSize,
): Promise<RecipesCheck> => {
  const dir = path.join(root, RECIPES_DIR);
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .sort();
  if (names.length === 0) {
    return {
      problems: [
        {
          file: RECIPES_DIR,
          message: "holds no recipes",
          fix: "Add at least one recipe file, e.g. data/recipes/shakshuka.json.",
        },
      ],
      recipes: [],
      showcase: [],
      unusedImages: [],
    };
  }
  const checked = await Promise.all(
    names.map(async (name) =>
      validateRecipeText(`${RECIPES_DIR}/${name}`, await readFile(path.join(dir, name), "utf8")),
    ),
  );
  const recipes = checked.flatMap(({ entry }) => (entry ? [entry] : []));
  const broken = new Set(names.filter((_, index) => !checked[index]?.entry).map(fileSlug));
  const showcase = checkShowcase(
    await readIfPresent(path.join(root, SHOWCASE_FILE)),
    recipes,
    broken,
  );
  const problems = [
    ...checked.flatMap(({ problems: own }) => own),
    ...checkDuplicateNames(recipes),
    ...checkAddresses(recipes),
    ...(await checkImages(path.join(root, DATA_DIR), recipes, readImageSize)),
  ].sort((a, b) => a.file.localeCompare(b.file));
  return {
    problems: [...problems, ...showcase.problems],
    recipes,
    showcase: showcase.showcase,
    unusedImages: await findUnusedImages(root, recipes),
  };
};

export const formatProblems = (problems: readonly RecipeProblem[]): string => {
  const lines = problems.map((problem) => {
    const recipe = `${problem.file}${problem.name ? ` "${problem.name}"` : ""}`;
    const field = problem.field ? `, field "${problem.field}",` : "";
    return `  - ${recipe}${field} ${problem.message}.\n    Fix: ${problem.fix}`;
  });
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The recipes have ${count}:\n${lines.join("\n")}`;
};
