import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FRIDGE_INDEX_PATH, HAVE_PARAM, fridgeIndexPath } from "../src/fridge/constants";
import { parseIndex } from "../src/fridge/recipe-index";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import { LANGUAGES, localizedPath, type Language } from "../src/i18n/languages";
import { RECIPES_PER_PAGE } from "../src/recipes/constants";
import { recipeListPath } from "../src/recipes/list-pages";
import { SERVES_PARAM } from "../src/recipes/scaling/servings";
import { RECIPES, blockAnalyticsHost, expect, test, waitForHydration } from "./fixtures";
import { TOOLS_TIMEOUT_MS } from "./cook-tools-page";

/*
 * A recipe an editor translated, on the built site: its German and Spanish pages in their own
 * words, the lists linking them, the language picker leading between them, and the cooking
 * tools scaling the translated lines. A recipe without a translation stays English everywhere.
 */

type Translation = { recipeName: string; description: string; ingredients: string[] };
type TranslatedRecipe = {
  slug: string;
  recipeName: string;
  translations: Record<string, Translation>;
};

const read = (slug: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, "..", "data", "recipes", `${slug}.json`), "utf8"),
  ) as TranslatedRecipe;

const SHAKSHUKA = read("shakshuka");
const GERMAN = SHAKSHUKA.translations.de as Translation;
const UNTRANSLATED = RECIPES.find((recipe) => !("translations" in recipe));
const de = DICTIONARIES.de;

test.describe("a translated recipe", () => {
  test("has its German page in German, marked German", async ({ page }) => {
    await page.goto("/de/recipes/shakshuka/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN.recipeName);
    await expect(page.getByText(GERMAN.description)).toBeVisible();
    const lines = page
      .getByRole("region", { name: de.recipePage.ingredientsHeading })
      .getByRole("listitem");
    await expect(lines).toHaveText(GERMAN.ingredients);
    // No English line of the recipe stands on its German page, and nothing is marked English.
    const text = await page.locator("main").innerText();
    expect(text).not.toContain("olive oil");
    await expect(page.locator("main [lang='en']")).toHaveCount(0);
  });

  test("leads to its English and Spanish pages from the language picker, and back", async ({
    page,
  }) => {
    await page.goto("/de/recipes/shakshuka/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("a[hreflang='en']")).toHaveAttribute("href", "/recipes/shakshuka/");
    await expect(footer.locator("a[hreflang='es']")).toHaveAttribute(
      "href",
      "/es/recipes/shakshuka/",
    );
    await footer.locator("a[hreflang='es']").click();
    await expect(page).toHaveURL(/\/es\/recipes\/shakshuka\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      (SHAKSHUKA.translations.es as Translation).recipeName,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("scales its German lines with the cooking tools", async ({ page }) => {
    await page.goto("/de/recipes/shakshuka/");
    await waitForHydration(page);
    await expect(page.getByRole("group", { name: de.cookTools.toolsLabel })).toBeVisible({
      timeout: TOOLS_TIMEOUT_MS,
    });
    await page.getByRole("button", { name: de.cookTools.scaleChoices.double }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${SERVES_PARAM}=6$`));
    const lines = page
      .getByRole("region", { name: de.recipePage.ingredientsHeading })
      .getByRole("listitem");
    await expect(lines.nth(0)).toHaveText("12 Eier");
    await expect(lines.nth(1)).toHaveText("4 Dosen (1600 g) gehackte Tomaten");
    await expect(lines.nth(2)).toHaveText("2 Zwiebeln, in Streifen geschnitten");
    await page.getByRole("button", { name: de.cookTools.scaleChoices.half }).click();
    await expect(lines.nth(0)).toHaveText("3 Eier");
    await expect(lines.nth(1)).toHaveText("1 Dose (400 g) gehackte Tomaten");
    // Its ingredients can be ticked off in German.
    await page.getByRole("checkbox", { name: "3 Eier" }).check();
    await expect(page.getByRole("checkbox", { name: "3 Eier" })).toBeChecked();
  });
});

test.describe("the German recipe list", () => {
  test("links a translated recipe's German page, in German", async ({ page }) => {
    await page.goto("/de/recipes/");
    const link = page.locator("main a[href='/de/recipes/caprese-salad/']");
    await expect(link).toHaveText("Caprese-Salat");
    await expect(link).not.toHaveAttribute("hreflang", /.*/);
    await expect(link.locator("[lang]")).toHaveCount(0);
  });

  test("keeps an untranslated recipe in English, marked English, linking its English page", async ({
    page,
  }) => {
    expect(UNTRANSLATED).toBeDefined();
    const address = String(UNTRANSLATED?.path);
    await page.goto("/de/recipes/");
    const link = page.locator(`main a[href='${address}']`);
    await expect(link).toHaveAttribute("hreflang", "en");
    await expect(link.locator("span[lang='en']")).toHaveText(String(UNTRANSLATED?.recipeName));
    await expect(page.getByText(de.recipeList.recipesInEnglish)).toBeVisible();
    await expect(page.request.get(`/de${address}`).then((answer) => answer.status())).resolves.toBe(
      404,
    );
  });
});

/** Every card's name and link on every page of a language's recipe list, in the order shown. */
const wholeList = async (page: Page, language: Language) => {
  const cards: { name: string; href: string; lang: string | null }[] = [];
  for (let number = 1; number <= Math.ceil(RECIPES.length / RECIPES_PER_PAGE); number += 1) {
    await page.goto(localizedPath(recipeListPath(number), language));
    const links = page
      .getByRole("region", { name: DICTIONARIES[language].recipeList.listHeading })
      .locator("article h3 a");
    cards.push(
      ...(await links.evaluateAll((found) =>
        found.map((link) => ({
          name: link.textContent ?? "",
          href: link.getAttribute("href") ?? "",
          lang: link.querySelector("[lang]")?.getAttribute("lang") ?? null,
        })),
      )),
    );
  }
  return cards;
};

test.describe("each language's recipe list", () => {
  for (const language of ["de", "es"] as const) {
    test(`in ${language} is in the order of the names it shows, in that language`, async ({
      page,
    }) => {
      const cards = await wholeList(page, language);
      expect(cards).toHaveLength(RECIPES.length);
      const names = cards.map((card) => card.name);
      const collator = new Intl.Collator(LANGUAGES[language].locale, { sensitivity: "base" });
      expect(names).toEqual([...names].sort(collator.compare));
      // The translated recipes by their names there, at their places by those names.
      for (const recipe of RECIPES.filter((one) => "translations" in one)) {
        const translation = (read(recipe.slug).translations[language] as Translation).recipeName;
        expect(cards).toContainEqual({
          name: translation,
          href: `/${language}/recipes/${recipe.slug}/`,
          lang: null,
        });
      }
    });
  }

  test("in Spanish moves the caprese salad under E, by its Spanish name", async ({ page }) => {
    const names = (await wholeList(page, "es")).map((card) => card.name);
    const at = names.indexOf("Ensalada caprese");
    expect(at).toBeGreaterThan(0);
    expect(names[at - 1]?.localeCompare("E", "es", { sensitivity: "base" })).toBeLessThan(0);
    expect(names).not.toContain(read("caprese-salad").recipeName);
  });
});

test.describe("the German fridge picker", () => {
  test.beforeEach(async ({ page }) => {
    await blockAnalyticsHost(page);
  });

  test("fetches the German index: translated names link their German pages", async ({ page }) => {
    const german = parseIndex(await (await page.request.get(fridgeIndexPath("de"))).text());
    const english = parseIndex(await (await page.request.get(FRIDGE_INDEX_PATH)).text());
    expect(german).toHaveLength(RECIPES.length);
    expect(german.find((recipe) => recipe.slug === "caprese-salad")).toMatchObject({
      name: "Caprese-Salat",
      language: "de",
    });
    // An untranslated recipe as its chef wrote it, the same in both.
    const plain = german.find((recipe) => recipe.slug === UNTRANSLATED?.slug);
    expect(plain).toEqual(english.find((recipe) => recipe.slug === UNTRANSLATED?.slug));
    expect(plain).not.toHaveProperty("language");
    // The English index names no language at all.
    expect(english.every((recipe) => recipe.language === undefined)).toBe(true);
  });

  test("finds Shakshuka in German by “Eier”, and the untranslated recipes in English", async ({
    page,
  }) => {
    // The recipes with egg that no editor translated into German: in English there.
    const withEgg = parseIndex(await (await page.request.get(FRIDGE_INDEX_PATH)).text()).filter(
      (recipe) => recipe.keys.includes("egg"),
    );
    const untranslated = RECIPES.filter(
      (recipe) => !("translations" in recipe) && withEgg.some((egg) => egg.slug === recipe.slug),
    );
    expect(untranslated.length).toBeGreaterThan(0);
    const indexes: string[] = [];
    page.on("request", (request) => {
      if (/recipe-index/.test(request.url())) indexes.push(new URL(request.url()).pathname);
    });
    await page.goto("/de/recipes/");
    await waitForHydration(page);
    const input = page.getByRole("combobox", { name: de.fridge.inputLabel });
    await input.click();
    await input.pressSequentially("Eier");
    await page.getByRole("option", { name: /^Ei/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=egg$`));

    const results = page.getByRole("region", { name: de.fridge.resultsHeading });
    const shakshuka = results.getByRole("link", { name: GERMAN.recipeName, exact: true });
    await expect(shakshuka).toHaveAttribute("href", "/de/recipes/shakshuka/");
    await expect(shakshuka).not.toHaveAttribute("hreflang", /.*/);
    await expect(shakshuka.locator("[lang]")).toHaveCount(0);
    for (const recipe of untranslated) {
      const link = results.locator(`a[href='${recipe.path}']`);
      await expect(link, recipe.slug).toHaveAttribute("hreflang", "en");
      await expect(link.locator("span[lang='en']"), recipe.slug).toHaveText(recipe.recipeName);
    }
    expect(indexes).toEqual([fridgeIndexPath("de")]);

    // The list's cards show the match too, the translated ones among them.
    const counts = page
      .getByRole("region", { name: de.recipeList.listHeading })
      .locator("[data-list-match]");
    await expect
      .poll(() => counts.evaluateAll((found) => found.map((one) => (one as HTMLElement).innerText)))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\d+\/\d+$/)]));
    const caprese = page
      .getByRole("region", { name: de.recipeList.listHeading })
      .locator("article", { has: page.locator("a[href='/de/recipes/caprese-salad/']") })
      .locator("[data-list-match]");
    // As shown: the match, which the style sheet lets through in the count's place.
    await expect
      .poll(() => caprese.evaluate((count) => (count as HTMLElement).innerText.trim()))
      .toMatch(/^\d+\/\d+$/);

    // Following the German result opens the German page.
    await shakshuka.click();
    await expect(page).toHaveURL(/\/de\/recipes\/shakshuka\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN.recipeName);
  });
});
