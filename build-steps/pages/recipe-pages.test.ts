import type { Actions, Page } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { parseIndex } from "../../src/fridge/recipe-index";
import type { Language } from "../../src/i18n/languages";
import type { Vocabulary } from "../../src/ingredients/vocabulary";
import type { BuildReporter } from "../reporter";
import {
  RECIPE_LIST_TEMPLATE,
  RECIPE_TEMPLATE,
  createRecipePages,
  type RecipeNode,
} from "./recipe-pages";

const photo = (slug: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 900,
  images: { fallback: { src: `/static/${slug}-1200.jpg`, srcSet: `/static/${slug}-576.jpg 576w` } },
});

const makeNode = (
  slug: string,
  recipeName: string,
  more: Partial<RecipeNode> = {},
): RecipeNode => ({
  id: `id-${slug}`,
  slug,
  recipeName,
  ingredients: ["2 eggs"],
  ingredientKeys: ["egg"],
  image: { childImageSharp: { gatsbyImageData: photo(slug) } },
  ...more,
});

const VOCABULARY: Vocabulary = [
  {
    key: "egg",
    name: { one: "egg", other: "eggs" },
    de: { name: { one: "Ei", other: "Eier" }, synonyms: [] },
    category: "dairy",
    staple: false,
  },
];

const run = (nodes: RecipeNode[], languages: Language[] = ["en"]) => {
  const pages: Required<Pick<Page, "path" | "component" | "context">>[] = [];
  const createPage: Actions["createPage"] = (page) => {
    pages.push({ path: page.path, component: page.component, context: page.context ?? {} });
  };
  const reporter: BuildReporter = {
    info: jest.fn(),
    warn: jest.fn(),
    panic: (message: string) => {
      throw new Error(message);
    },
  };
  const result = createRecipePages({
    root: "/site",
    nodes,
    vocabulary: VOCABULARY,
    languages,
    createPage,
    reporter,
  });
  return { pages, ...result };
};

describe("createRecipePages", () => {
  it("makes a page per recipe in name order, each leading to its neighbours", () => {
    const { pages } = run([
      makeNode("tacos", "Tacos"),
      makeNode("dal", "Dal"),
      makeNode("pho", "Pho"),
    ]);
    const recipePages = pages.filter((page) => page.component === `/site/${RECIPE_TEMPLATE}`);
    expect(recipePages.map((page) => page.path)).toEqual([
      "/recipes/dal/",
      "/recipes/pho/",
      "/recipes/tacos/",
    ]);
    expect(recipePages[0]?.context).toMatchObject({
      id: "id-dal",
      previous: { path: "/recipes/tacos/", name: "Tacos" },
      next: { path: "/recipes/pho/", name: "Pho" },
    });
  });

  it("makes a translated recipe's page in its language, leading to that language's recipes", () => {
    const german = (recipeName: string) => ({
      languages: ["en", "de"],
      translated: { de: { recipeName, ingredients: ["2 Eier"] } },
    });
    const { pages } = run(
      [
        makeNode("tacos", "Tacos", german("Tacos")),
        makeNode("dal", "Dal"),
        makeNode("eggs", "Eggs", german("Rührei")),
      ],
      ["en", "de", "es"],
    );
    const recipePages = pages.filter((page) => page.component === `/site/${RECIPE_TEMPLATE}`);
    expect(recipePages.map((page) => page.path)).toEqual([
      "/recipes/dal/",
      "/recipes/eggs/",
      "/recipes/tacos/",
      "/de/recipes/eggs/",
      "/de/recipes/tacos/",
    ]);
    const byPath = new Map(recipePages.map((page) => [page.path, page.context]));
    expect(byPath.get("/recipes/dal/")).toMatchObject({ languages: ["en"] });
    expect(byPath.get("/recipes/eggs/")).toMatchObject({ languages: ["en", "de"] });
    expect(byPath.get("/de/recipes/eggs/")).toMatchObject({
      language: "de",
      basePath: "/recipes/eggs/",
      languages: ["en", "de"],
      previous: { path: "/de/recipes/tacos/", name: "Tacos" },
      next: { path: "/de/recipes/tacos/", name: "Tacos" },
      amounts: [{ line: "2 Eier", amount: { quantity: 2, one: "Ei", other: "Eier" } }],
    });
  });

  it("writes the fridge index in name order, whatever order Gatsby lists the recipes in", () => {
    const names = (nodes: RecipeNode[]) =>
      parseIndex(run(nodes).fridgeIndexes.en ?? "").map(({ name }) => name);
    const dal = makeNode("dal", "Dal");
    const pho = makeNode("pho", "Pho");
    const tacos = makeNode("tacos", "Tacos");
    expect(names([tacos, dal, pho])).toEqual(["Dal", "Pho", "Tacos"]);
    expect(names([pho, tacos, dal])).toEqual(["Dal", "Pho", "Tacos"]);
  });

  it("makes the recipe list's first page with the picker's shelves, and the fridge index", () => {
    const { pages, fridgeIndexes } = run([makeNode("dal", "Dal")]);
    const list = pages.filter((page) => page.component === `/site/${RECIPE_LIST_TEMPLATE}`);
    expect(list.map((page) => page.path)).toEqual(["/recipes/"]);
    expect(list[0]?.context.shelves).toEqual(expect.any(Array));
    expect(list[0]?.context.slugs).toEqual(["dal"]);
    expect(Object.keys(fridgeIndexes)).toEqual(["en"]);
    expect(parseIndex(fridgeIndexes.en ?? "")).toEqual([
      { name: "Dal", slug: "dal", image: "/static/dal-576.jpg", keys: ["egg"] },
    ]);
  });

  describe("in German and Spanish", () => {
    const translated = (de: string, es?: string): Partial<RecipeNode> => ({
      languages: ["en", "de", ...(es ? ["es"] : [])],
      translated: {
        de: { recipeName: de, ingredients: ["2 Eier"] },
        ...(es ? { es: { recipeName: es, ingredients: ["2 huevos"] } } : {}),
      },
    });
    // English order: Apple Cake, Caprese Salad, Dal, Nut Loaf, Zucchini Fritters.
    const NODES = [
      makeNode("zucchini-fritters", "Zucchini Fritters", translated("Zucchinipuffer")),
      makeNode("dal", "Dal"),
      makeNode("caprese-salad", "Caprese Salad", translated("Caprese-Salat", "Ensalada caprese")),
      makeNode("apple-cake", "Apple Cake", translated("Äpfelkuchen", "Ñoquis de manzana")),
      makeNode("nut-loaf", "Nut Loaf"),
    ];
    const built = () => run(NODES, ["en", "de", "es"]);
    const listOf = (language: string) =>
      built().pages.find(
        (page) =>
          page.component === `/site/${RECIPE_LIST_TEMPLATE}` && page.context.language === language,
      )?.context.slugs;

    it("orders each list by the names it shows, in its language's collation", () => {
      expect(listOf("en")).toEqual([
        "apple-cake",
        "caprese-salad",
        "dal",
        "nut-loaf",
        "zucchini-fritters",
      ]);
      // "Äpfelkuchen" beside the A's, not after "Z" as by code points; English names among them.
      expect(listOf("de")).toEqual([
        "apple-cake",
        "caprese-salad",
        "dal",
        "nut-loaf",
        "zucchini-fritters",
      ]);
      // "Ensalada caprese" under E; "Ñoquis" after "Nut Loaf", as Spanish puts ñ after n.
      expect(listOf("es")).toEqual([
        "dal",
        "caprese-salad",
        "nut-loaf",
        "apple-cake",
        "zucchini-fritters",
      ]);
    });

    it("leads a translated recipe's page on to its language's recipes, by their names there", () => {
      const recipePages = built().pages.filter(
        (page) => page.component === `/site/${RECIPE_TEMPLATE}` && page.context.language === "es",
      );
      expect(recipePages.map((page) => page.path)).toEqual([
        "/es/recipes/caprese-salad/",
        "/es/recipes/apple-cake/",
      ]);
      expect(recipePages[0]?.context).toMatchObject({
        next: { path: "/es/recipes/apple-cake/", name: "Ñoquis de manzana" },
      });
    });

    it("writes each language's index: translated names with their language, the rest as written", () => {
      const { fridgeIndexes } = built();
      expect(Object.keys(fridgeIndexes)).toEqual(["en", "de", "es"]);
      const german = parseIndex(fridgeIndexes.de ?? "");
      expect(german.map(({ name, slug, language }) => ({ name, slug, language }))).toEqual([
        { name: "Äpfelkuchen", slug: "apple-cake", language: "de" },
        { name: "Caprese-Salat", slug: "caprese-salad", language: "de" },
        { name: "Dal", slug: "dal", language: undefined },
        { name: "Nut Loaf", slug: "nut-loaf", language: undefined },
        { name: "Zucchinipuffer", slug: "zucchini-fritters", language: "de" },
      ]);
      expect(german[2]).not.toHaveProperty("language");
      expect(parseIndex(fridgeIndexes.es ?? "").map(({ name }) => name)).toEqual([
        "Dal",
        "Ensalada caprese",
        "Nut Loaf",
        "Ñoquis de manzana",
        "Zucchini Fritters",
      ]);
    });

    it("keeps the English index as it was, with no language in it", () => {
      const english = built().fridgeIndexes.en ?? "";
      const untranslated = NODES.map((node) => ({
        ...node,
        languages: undefined,
        translated: undefined,
      }));
      expect(english).toBe(run(untranslated).fridgeIndexes.en);
      expect(english).not.toMatch(/"(de|es)"/);
    });
  });

  it("stops the build when a recipe takes a list page's address", () => {
    const many = Array.from({ length: 40 }, (_, index) => makeNode(`r${index}`, `R ${index}`));
    expect(() => run([...many, makeNode("2", "Two")])).toThrow(
      "A recipe has the address of the recipe list's page /recipes/2/",
    );
  });
});
