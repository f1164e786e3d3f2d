import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { INPUT_LABEL } from "../src/components/fridge-picker/fridge-text";
import {
  FEWER_INGREDIENTS,
  FRIDGE_HEADING,
  MORE_INGREDIENTS,
  QUICK_CHOICES_LABEL,
} from "../src/components/fridge-picker/picker-text";
import { CHOSEN_LABEL, removeLabel } from "../src/components/fridge-picker/panel-text";
import { LIST_HEADING, PAGES_LABEL } from "../src/components/recipe-list/recipe-cards-text";
import { FRIDGE_INVITATION } from "../src/components/hero/hero";
import { HAD_MARK } from "../src/components/recipe-page/recipe-page-text";
import { FRIDGE_INDEX_PATH, FRIDGE_STORAGE_KEY, HAVE_PARAM } from "../src/fridge/constants";
import { RECIPES_PER_PAGE } from "../src/recipes/constants";
import { recipeListPath } from "../src/recipes/list-pages";
import {
  RECIPES,
  blockAnalyticsHost,
  expect,
  layoutShift,
  test,
  waitForHydration,
} from "./fixtures";

const RECIPES_PATH = recipeListPath(1);
/** The picker's combobox, matching and results, which the page fetches when idle or on focus. */
const PANEL_CHUNK = /\/fridge-panel-[0-9a-f]+\.js$/;

/*
 * /recipes: the static list any browser reads, and the "What's in your fridge?" picker on top.
 */

const OMELETTE = RECIPES.find((recipe) => recipe.recipeName.includes("Omelette"));

const openPicker = async (page: Page, search = "") => {
  await blockAnalyticsHost(page);
  await page.goto(`${RECIPES_PATH}${search}`);
  await waitForHydration(page);
};

const chosen = (page: Page) =>
  page
    .getByRole("group", { name: CHOSEN_LABEL })
    .getByRole("listitem")
    .getByRole("button")
    .allTextContents();

test.describe("the recipe list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the recipes a page at a time, with links between the pages", async ({ page }) => {
    await page.goto(RECIPES_PATH);
    const list = page.getByRole("region", { name: LIST_HEADING });
    const cards = list.getByRole("article");
    await expect(cards).toHaveCount(Math.min(RECIPES_PER_PAGE, RECIPES.length));
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", RECIPES[0]?.path ?? "");
    // The picker cannot work without a script, so it is not offered.
    await expect(page.getByRole("heading", { name: FRIDGE_HEADING })).toBeHidden();

    const pages = page.getByRole("navigation", { name: PAGES_LABEL });
    await pages.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${recipeListPath(2)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/page 2 of/);
    const second = page.getByRole("region", { name: LIST_HEADING }).getByRole("article");
    await expect(second.first().getByRole("link")).toHaveAttribute(
      "href",
      RECIPES[RECIPES_PER_PAGE]?.path ?? "",
    );
    await expect(
      page.getByRole("navigation", { name: PAGES_LABEL }).getByRole("link", { name: /Previous/ }),
    ).toHaveAttribute("href", RECIPES_PATH);
  });
});

test.describe("the fridge picker", () => {
  test("is a combobox a keyboard can drive, with a live count of the matches", async ({ page }) => {
    await openPicker(page);
    const input = page.getByRole("combobox", { name: INPUT_LABEL });
    await input.focus();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("spin");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option", { name: "spinach" })).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: removeLabel("spinach") })).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=spinach$`));

    // A synonym finds its entry.
    await page.keyboard.type("scallion");
    await expect(listbox.getByRole("option", { name: /spring onion/ })).toBeVisible();
    await page.keyboard.press("Escape");

    await expect(page.getByRole("status")).toHaveText(/\d+ recipes? match/);
    const first = page.getByRole("region", { name: "Your matches" }).getByRole("article").first();
    await expect(first).toContainText(/\d+\/\d+/);
    await expect(first).toContainText(/Missing: |You have everything/);
  });

  test("keeps what the visitor did before its code arrived: a tapped chip, typed text", async ({
    page,
  }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PANEL_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await openPicker(page);
    const chip = page
      .getByRole("group", { name: QUICK_CHOICES_LABEL })
      .getByRole("button", { name: "milk", exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("textbox", { name: INPUT_LABEL }).click();
    await page.keyboard.type("spin");
    // Still the server's field: the combobox's code is held back.
    await expect(page.getByRole("combobox")).toHaveCount(0);

    release();
    const input = page.getByRole("combobox", { name: INPUT_LABEL });
    await expect(input).toHaveValue("spin");
    await expect(input).toBeFocused();
    await page.keyboard.type("a");
    await expect(input).toHaveValue("spina");
    await expect(page.getByRole("listbox").getByRole("option", { name: "spinach" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => chosen(page)).toEqual(["milk ×", "spinach ×"]);
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=milk,spinach$`));
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    const first = page.getByRole("region", { name: "Your matches" }).getByRole("article").first();
    await expect(first).toContainText(/\d+\/\d+/);
  });

  test("keeps the choice in the link and in this browser, and Back undoes a change", async ({
    page,
  }) => {
    await openPicker(page, `?${HAVE_PARAM}=egg,spinach`);
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "spinach ×"]);
    const chip = page
      .getByRole("group", { name: QUICK_CHOICES_LABEL })
      .getByRole("button", { name: "milk", exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`${HAVE_PARAM}=egg,spinach,milk$`));
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FRIDGE_STORAGE_KEY))
      .toContain("milk");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${HAVE_PARAM}=egg,spinach$`));
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "spinach ×"]);
    await page.goForward();
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "spinach ×", "milk ×"]);

    // The next visit, without the link, finds the same fridge.
    await page.goto(RECIPES_PATH);
    await waitForHydration(page);
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "spinach ×", "milk ×"]);
  });

  test("works as well for a visitor who moves here within the site, and its list's links too", async ({
    page,
  }) => {
    await blockAnalyticsHost(page);
    await page.goto("/");
    await waitForHydration(page);
    // A full page load would take this mark away.
    await page.evaluate(() => Object.assign(window, { stayedOnTheSite: true }));
    await page.getByRole("link", { name: FRIDGE_INVITATION }).click();
    await expect(page).toHaveURL(new RegExp(`${RECIPES_PATH}$`));
    const chip = page
      .getByRole("group", { name: QUICK_CHOICES_LABEL })
      .getByRole("button", { name: "egg", exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => chosen(page)).toEqual(["egg ×"]);
    await expect(
      page.getByRole("region", { name: "Your matches" }).getByRole("article").first(),
    ).toBeVisible();
    expect(await page.evaluate(() => "stayedOnTheSite" in window)).toBe(true);

    await page.goto(RECIPES_PATH);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stayedOnTheSite: true }));
    await page
      .getByRole("navigation", { name: PAGES_LABEL })
      .getByRole("link", { name: /Next/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${recipeListPath(2)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/page 2 of/);
    expect(await page.evaluate(() => "stayedOnTheSite" in window)).toBe(true);
  });

  test("ranks the recipe that needs only what the visitor has first", async ({ page }) => {
    const index = await (await page.request.get(FRIDGE_INDEX_PATH)).json();
    expect(index.recipes).toHaveLength(RECIPES.length);
    await openPicker(
      page,
      `?${HAVE_PARAM}=egg,milk,butter,spinach,feta,cherry-tomato,bread,oregano,salt,black-pepper`,
    );
    await page.getByRole("radio", { name: "Everything I need" }).check();
    const results = page.getByRole("region", { name: "Your matches" }).getByRole("article");
    await expect(results.first()).toContainText(OMELETTE?.recipeName ?? "");
    await expect(results.first()).toContainText("You have everything");
  });
});

test("a recipe page says what the visitor has", async ({ page }) => {
  await page.addInitScript(
    ([key]) =>
      localStorage.setItem(
        key ?? "",
        JSON.stringify({ have: ["egg", "feta"], countStaples: false }),
      ),
    [FRIDGE_STORAGE_KEY],
  );
  await blockAnalyticsHost(page);
  await page.goto(OMELETTE?.path ?? "");
  await waitForHydration(page);
  await expect(page.getByText(/^You have 2 of \d+ ingredients$/)).toBeVisible();
  const had = page.getByRole("region", { name: "Ingredients" }).getByRole("listitem").filter({
    hasText: HAD_MARK.trim(),
  });
  await expect(had).toHaveCount(2);
});

test.describe("on a phone and on a desktop", () => {
  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1440, height: 900 };
  /** More than one row of chips on a phone, as a returning visitor may have. */
  const STORED = ["egg", "spinach", "tomato", "onion", "garlic", "butter"];

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px a returning visitor's ingredients and matches move nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(
        ([key, have]) =>
          localStorage.setItem(key ?? "", JSON.stringify({ have, countStaples: false })),
        [FRIDGE_STORAGE_KEY, STORED] as const,
      );
      await openPicker(page);
      await expect.poll(() => chosen(page)).toHaveLength(STORED.length);
      await expect(
        page.getByRole("region", { name: "Your matches" }).getByRole("article").first(),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test("on a phone the quick choices show one shelf, the rest behind one button", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openPicker(page);
    const quick = page.getByRole("group", { name: QUICK_CHOICES_LABEL });
    const shelves = quick.getByRole("group", { includeHidden: true });
    const more = quick.getByRole("button", { name: MORE_INGREDIENTS });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(shelves.first()).toBeVisible();
    await expect(shelves.nth(1)).toBeHidden();
    await more.click();
    await expect(quick.getByRole("button", { name: FEWER_INGREDIENTS })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await shelves.count()).toBeGreaterThan(1);
    for (const shelf of await shelves.all()) await expect(shelf).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds nothing at ${viewport.width} px with the picker in use: choices, matches, suggestions`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPicker(page, `?${HAVE_PARAM}=egg,spinach`);
      const more = page.getByRole("button", { name: MORE_INGREDIENTS });
      if (await more.isVisible()) await more.click();
      await expect(
        page.getByRole("region", { name: "Your matches" }).getByRole("article").first(),
      ).toBeVisible();
      await page.getByRole("combobox", { name: INPUT_LABEL }).fill("tom");
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).exclude("[inert]").analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
    });
  }

  test("on a desktop every shelf shows, with no button", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPicker(page);
    const quick = page.getByRole("group", { name: QUICK_CHOICES_LABEL });
    for (const shelf of await quick.getByRole("group", { includeHidden: true }).all())
      await expect(shelf).toBeVisible();
    await expect(quick.getByRole("button", { name: MORE_INGREDIENTS })).toBeHidden();
  });
});
