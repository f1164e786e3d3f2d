import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import schema from "../../data/recipe.schema.json";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH, SHOWCASE_SIZE } from "../../src/recipes/constants";
import { DATA_DIR, RECIPES_DIR, SHOWCASE_FILE } from "../../src/recipes/recipe-files";
import { recipePath } from "../../src/recipes/slug";

const ADMIN = path.join(__dirname, "../../static/admin");
const CONFIG = readFileSync(path.join(ADMIN, "config.yml"), "utf8");
/** The form's fields: the schema's, but the translations, which the form does not edit yet. */
const FIELDS = Object.keys(schema.properties).filter((field) => field !== "translations");
const IMAGES_PREFIX = "images/";

const validateRecipes = new Ajv({ allErrors: true }).compile(schema);
const VALID_RECIPE: Record<string, string> = {
  recipeName: "Shakshuka",
  author: "Elena Ruiz",
  ingredientAmount: "7/10",
  image: "images/shakshuka.jpg",
  slug: "shakshuka",
};

const schemaAccepts = (field: string, value: string) =>
  validateRecipes({ ...VALID_RECIPE, [field]: value });

/** What Publish stores: the editor trims text first (src/editor/formats.ts). */
const schemaAcceptsTrimmed = (field: string, value: string) => schemaAccepts(field, value.trim());

/** The lines of one list field, from its `- name:` line to the next field's. */
const fieldBlock = (name: string): string[] => {
  const lines = CONFIG.split("\n");
  const start = lines.findIndex((line) => line.trim() === `- name: ${name}`);
  if (start === -1) throw new Error(`config.yml has no field "${name}"`);
  const indent = lines[start]?.indexOf("-") ?? 0;
  const end = lines.findIndex((line, index) => index > start && line.indexOf("- name:") === indent);
  return lines.slice(start, end === -1 ? undefined : end);
};

const listAfter = (block: string[], key: string): string[] => {
  const start = block.findIndex((line) => line.trim() === `${key}:`);
  if (start === -1) return [];
  const items: string[] = [];
  for (const line of block.slice(start + 1)) {
    const item = /^\s+- (.*)$/.exec(line);
    if (!item?.[1]) break;
    items.push(item[1].replace(/^'(.*)'$/, "$1"));
  }
  return items;
};

const cmsPattern = (name: string) => {
  const [pattern] = listAfter(fieldBlock(name), "pattern");
  if (!pattern) throw new Error(`config.yml field "${name}" has no pattern`);
  return new RegExp(pattern);
};

/** Decap refuses an empty required field, then checks the pattern. */
const cmsAccepts = (name: string, value: string) => value !== "" && cmsPattern(name).test(value);

const TEXT_SAMPLES = [
  "",
  " ",
  "Shakshuka",
  " Shakshuka",
  "Shakshuka ",
  "Crème brûlée & figs",
  "A",
  "x".repeat(40),
  "x".repeat(41),
  "x".repeat(60),
  "x".repeat(61),
];
const FRACTIONS = Array.from({ length: 13 }, (_, n) => `${n}/10`);
const FILE_NAMES = [
  "shakshuka.jpg",
  "beef-and-broccoli.jpeg",
  "tacos-2.png",
  "bowl.webp",
  "bowl.avif",
  "Shakshuka.jpg",
  "IMG_2041.JPG",
  "img_2041.jpg",
  "my photo.jpg",
  "-leading-dash.jpg",
  ".hidden.jpg",
  "recipe.gif",
  "recipe.svg",
  "noextension",
];

describe("the CMS config mirrors data/recipe.schema.json", () => {
  it("edits one file per recipe in data/recipes, and the showcase list", () => {
    expect(CONFIG).toContain(`folder: ${RECIPES_DIR}`);
    expect(CONFIG).toContain('slug: "{{fields.slug}}"');
    expect(CONFIG).toContain(`file: ${SHOWCASE_FILE}`);
    FIELDS.forEach((field) => expect(fieldBlock(field).length).toBeGreaterThan(0));
  });

  it("requires the fields the schema requires, except the address the editor makes", () => {
    // An empty "Web address" is made from the name when the recipe is first published.
    const required = new Set<string>(schema.required.filter((field) => field !== "slug"));
    FIELDS.forEach((field) => {
      const optional = fieldBlock(field).some((line) => line.trim() === "required: false");
      expect([field, optional]).toEqual([field, !required.has(field)]);
    });
  });

  it.each([
    ["slug", ["beef-and-broccoli", "shakshuka", "a1", "Beef", "beef--broccoli", "-beef", "beef "]],
    ["recipeCategory", ["Dinner", " Dinner", "x".repeat(40), "x".repeat(41), " x "]],
    ["recipeCuisine", ["Thai", "Thai ", "Middle Eastern"]],
    ["description", ["Eggs in tomato sauce.", " Eggs", "x".repeat(300), "x".repeat(301)]],
  ])("accepts the same optional %s values, once trimmed", (field, samples) => {
    samples.forEach((value) => {
      const cms = cmsPattern(field).test(value);
      const schemaSide = value.trim() === "" || schemaAcceptsTrimmed(field, value);
      expect([value, cms]).toEqual([value, schemaSide]);
    });
  });

  it.each([
    ["prepTime", 0, 2880],
    ["cookTime", 0, 2880],
    ["servings", 1, 100],
  ])("limits %s to the schema's whole numbers", (field, min, max) => {
    const block = fieldBlock(field).map((line) => line.trim());
    expect(block).toEqual(
      expect.arrayContaining(["value_type: int", `min: ${min}`, `max: ${max}`]),
    );
    expect(schemaAccepts(field, min as unknown as string)).toBe(true);
    expect(schemaAccepts(field, (max + 1) as unknown as string)).toBe(false);
  });

  it.each(["recipeName", "author"])("accepts the same %s values, once trimmed", (field) => {
    TEXT_SAMPLES.forEach((value) => {
      expect([value, cmsAccepts(field, value)]).toEqual([
        value,
        schemaAcceptsTrimmed(field, value),
      ]);
    });
  });

  it("offers exactly the fractions the schema accepts", () => {
    const allowed = FRACTIONS.filter((value) => schemaAccepts("ingredientAmount", value));
    expect(listAfter(fieldBlock("ingredientAmount"), "options")).toEqual(allowed);
    [...FRACTIONS, "07/10", "7/9", "7 / 10"].forEach((value) => {
      expect([value, cmsAccepts("ingredientAmount", value)]).toEqual([
        value,
        schemaAccepts("ingredientAmount", value),
      ]);
    });
  });

  it("stores photos as images/<file> in data/images and accepts the same file names", () => {
    expect(CONFIG).toContain(`media_folder: ${DATA_DIR}/images`);
    expect(CONFIG).toContain(`public_folder: ${IMAGES_PREFIX.slice(0, -1)}`);
    FILE_NAMES.forEach((name) => {
      expect([name, cmsAccepts("image", name)]).toEqual([
        name,
        schemaAccepts("image", `${IMAGES_PREFIX}${name}`),
      ]);
    });
  });
});

describe("the CMS editor's fields and hints", () => {
  it("opens a recipe's own page from “View on site”", () => {
    const [prefix, suffix] = recipePath("SLUG").split("SLUG");
    expect(CONFIG).toContain(`preview_path: "${prefix?.slice(1)}{{fields.slug}}${suffix}"`);
  });

  it("checks ingredient lines and edits the showcase with the site's own fields", () => {
    expect(fieldBlock("ingredients").map((line) => line.trim())).toContain(
      "widget: ingredient-line",
    );
    const showcase = CONFIG.slice(CONFIG.indexOf(`file: ${SHOWCASE_FILE}`));
    expect(showcase).toMatch(/\n\s+widget: showcase-list\n/);
  });

  it("tells editors how many recipes the home page shows and the smallest photo", () => {
    expect(CONFIG).toContain(`The home page shows up to ${SHOWCASE_SIZE} recipes`);
    expect(CONFIG).toContain(`at least ${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT} px`);
  });

  it("finds Decap's field errors by the class editor.css sets in sentence case", () => {
    const bundle = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
    expect(bundle).toContain('label:"ControlErrorsList"');
    const css = readFileSync(path.join(__dirname, "../../static/admin/editor.css"), "utf8");
    expect(css).toContain('ul[class*="-ControlErrorsList"]');
  });

  it("finds the form's scrolling pane by the class editor.css gives room below it", () => {
    const bundle = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
    expect(bundle).toContain('label:"ControlPaneContainer"');
    const css = readFileSync(path.join(__dirname, "../../static/admin/editor.css"), "utf8");
    expect(css).toContain('div[class*="-ControlPaneContainer"]');
  });

  it("decap-media-tab-class: hides the top bar's Media tab, Decap's one AppHeaderButton", () => {
    const bundle = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
    expect(bundle.match(/label:"AppHeaderButton"/g)).toHaveLength(1);
    const css = readFileSync(path.join(__dirname, "../../static/admin/editor.css"), "utf8");
    expect(css).toContain('li:has(> button[class*="-AppHeaderButton"])');
  });

  it("decap-toast-class: lifts Decap's notices by the class react-toastify gives their container", () => {
    const bundle = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
    expect(bundle.match(/\bToastify__toast-container\b/g)?.length ?? 0).toBeGreaterThan(0);
    const css = readFileSync(path.join(__dirname, "../../static/admin/editor.css"), "utf8");
    expect(css).toContain(".Toastify__toast-container");
    // Its error toasts, hidden while the notice of a refused Publish says the same.
    expect(bundle.match(/\bToastify__toast--error\b/g)?.length ?? 0).toBeGreaterThan(0);
    expect(css).toContain(".Toastify__toast--error");
  });

  it("labels optional fields without saying so twice (Decap adds “optional”)", () => {
    expect(CONFIG).not.toMatch(/label: .*\(optional\)/i);
  });
});
