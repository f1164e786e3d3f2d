import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CHIP_KEY } from "../src/components/fridge-picker/kept-picker";
import { HAD_MARK } from "../src/components/recipe-page/recipe-page-text";
import { FRIDGE_INDEX_PATH, FRIDGE_STORAGE_KEY, HAVE_PARAM } from "../src/fridge/constants";
import { parseIndex } from "../src/fridge/recipe-index";
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
import { INPUT_ID } from "../src/components/fridge-picker/fridge-text";
import { formControlContrastProblems } from "./contrast";
import { en } from "../src/i18n/dictionaries";
import { fill } from "../src/i18n/words";

const CHOSEN_LABEL = en.fridge.chosen;
const FEWER_INGREDIENTS = en.fridge.fewerIngredients;
const FRIDGE_HEADING = en.fridge.heading;
const INPUT_LABEL = en.fridge.inputLabel;
const LIST_HEADING = en.recipeList.listHeading;
const MORE_INGREDIENTS = en.fridge.moreIngredients;
const PAGES_LABEL = en.recipeList.pagesLabel;
const QUICK_CHOICES_LABEL = en.fridge.quickChoices;
const removeLabel = (name: string) => fill(en.fridge.remove, { name });
const RECIPES_PATH = recipeListPath(1);
/** The picker's combobox, matching and results, which the page fetches when idle or on focus. */
const PANEL_CHUNK = /\/fridge-panel-[0-9a-f]+\.js$/;
/** How long the results may wait for the recipe index after a reload. */
const INDEX_FETCH_MS = 15_000;

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
    const spinach = listbox.getByRole("option", { name: "spinach" });
    await expect(spinach).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // The first suggestion is active as the visitor types: Enter adds it.
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      (await spinach.getAttribute("id"))!,
    );
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: removeLabel("spinach") })).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=spinach$`));

    // A synonym finds its entry; Escape closes the list, a second clears the text.
    await page.keyboard.type("scallion");
    await expect(listbox.getByRole("option", { name: /spring onion/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue("scallion");
    // An exact synonym adds on Enter with the list closed.
    await page.keyboard.press("Enter");
    await expect.poll(() => chosen(page)).toEqual(["spinach ×", "spring onion ×"]);
    await page.keyboard.type("tom");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(input).toHaveValue("");
    // Backspace in the empty field takes out the last ingredient.
    await page.keyboard.press("Backspace");
    await expect.poll(() => chosen(page)).toEqual(["spinach ×"]);
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=spinach$`));

    await expect(page.getByRole("region", { name: "Your matches" }).getByRole("status")).toHaveText(
      /^\d+ recipes? uses? at least one ingredient you added\.$/,
    );
    const first = page.getByRole("region", { name: "Your matches" }).getByRole("article").first();
    await expect(first).toContainText(/\d+\/\d+/);
    await expect(first).toContainText(/Missing: |You have everything/);
  });

  test("adds every name of a typed or pasted list, and never one twice", async ({ page }) => {
    await openPicker(page);
    const input = page.getByRole("combobox", { name: INPUT_LABEL });
    await input.click();
    await page.keyboard.type("eggs, feta, spinach");
    await page.keyboard.press("Enter");
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "feta ×", "spinach ×"]);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect.poll(() => chosen(page)).toEqual([]);

    await input.click();
    await input.evaluate((field, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      field.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, "eggs, feta, spinach, egg");
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "feta ×", "spinach ×"]);
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=egg,feta,spinach$`));
    await expect(input).toHaveValue("");

    // Already there: the suggestion says so, and Enter adds nothing.
    await page.keyboard.type("feta");
    await expect(page.getByRole("option").first()).toHaveText(/feta\s*, in your fridge/);
    await page.keyboard.press("Enter");
    await expect.poll(() => chosen(page)).toEqual(["egg ×", "feta ×", "spinach ×"]);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FRIDGE_STORAGE_KEY))
      .toBe(JSON.stringify({ have: ["egg", "feta", "spinach"], countStaples: false }));
  });

  test("adds a clicked suggestion once, however the visitor clicks away and back", async ({
    page,
  }) => {
    await openPicker(page);
    const input = page.getByRole("combobox", { name: INPUT_LABEL });
    // Three times: the double add depended on timing.
    for (let round = 0; round < 3; round += 1) {
      await input.click();
      await page.keyboard.type("egg");
      await page.getByRole("option", { name: "egg", exact: true }).click();
      await expect.poll(() => chosen(page)).toEqual(["egg ×"]);
      await page.getByRole("heading", { level: 1 }).click();
      await input.click();
      await page.keyboard.type("tomato");
      await page.getByRole("option", { name: "tomato", exact: true }).click();
      await expect.poll(() => chosen(page)).toEqual(["egg ×", "tomato ×"]);
      await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=egg,tomato$`));
      await page.getByRole("button", { name: "Clear all" }).click();
      await expect.poll(() => chosen(page)).toEqual([]);
    }
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
    await page.keyboard.press("Enter");
    await expect.poll(() => chosen(page)).toEqual(["milk ×", "spinach ×"]);
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=milk,spinach$`));
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    const first = page.getByRole("region", { name: "Your matches" }).getByRole("article").first();
    await expect(first).toContainText(/\d+\/\d+/);
  });

  test("keeps Enter and Backspace pressed in the server's field before its code arrives", async ({
    page,
  }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PANEL_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await openPicker(page, `?${HAVE_PARAM}=milk,egg`);
    const egg = page
      .getByRole("group", { name: QUICK_CHOICES_LABEL })
      .getByRole("button", { name: "egg", exact: true });
    await expect(egg).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("textbox", { name: INPUT_LABEL }).click();
    await page.keyboard.press("Backspace");
    await expect(egg).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.type("eggs, feta");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox")).toHaveCount(0);

    release();
    await expect.poll(() => chosen(page)).toEqual(["milk ×", "egg ×", "feta ×"]);
    await expect(page.getByRole("combobox", { name: INPUT_LABEL })).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=milk,egg,feta$`));
  });

  test("keeps the choice in the link and in this browser", async ({ page }) => {
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
    await page.getByRole("link", { name: en.hero.fridgeInvitation }).click();
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
      // The field focused, the chips pressed, the results' filters: outlines and states too.
      expect(await formControlContrastProblems(page)).toEqual([]);
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

/** The list's cards on the page: name, and the count or match their fridge pill shows. */
const listCards = (page: Page) =>
  page
    .getByRole("region", { name: LIST_HEADING })
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector("h3")?.textContent ?? "",
        // As shown: the count or the match, whichever the style sheet lets through.
        shows:
          (card.querySelector("[data-list-match]") as HTMLElement | null)?.innerText.trim() ?? "",
        label: card.querySelector("a")?.getAttribute("aria-label") ?? "",
      })),
    );

test.describe("the recipe list's cards", () => {
  test("count each recipe's ingredients, then show the visitor's own match beside the results", async ({
    page,
  }) => {
    const index = parseIndex(await (await page.request.get(FRIDGE_INDEX_PATH)).text());
    const counted = new Map(index.map((recipe) => [recipe.name, recipe.keys.length]));
    await openPicker(page);
    const before = await listCards(page);
    expect(before).toHaveLength(Math.min(RECIPES_PER_PAGE, RECIPES.length));
    for (const card of before) {
      // The recipe's real number of ingredients, staples included; no sample fraction.
      expect(card.shows).toBe(`${counted.get(card.name)} ingredients`);
      expect(card.label).toMatch(new RegExp(`, ${counted.get(card.name)} ingredients$`));
    }

    await page
      .getByRole("group", { name: QUICK_CHOICES_LABEL })
      .getByRole("button", { name: "egg", exact: true })
      .click();
    const results = page.getByRole("region", { name: "Your matches" }).getByRole("article");
    await expect(results.first()).toBeVisible();
    const drawn = await results.evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector("h3")?.textContent ?? "",
        match: card.querySelector("p > span[aria-hidden='true']")?.textContent ?? "",
      })),
    );
    await expect
      .poll(async () => (await listCards(page)).every((card) => /^\d+\/\d+$/.test(card.shows)))
      .toBe(true);
    const after = await listCards(page);
    const both = drawn.filter((result) => after.some((card) => card.name === result.name));
    expect(both.length).toBeGreaterThan(0);
    for (const result of both) {
      const card = after.find((one) => one.name === result.name)!;
      expect(card.shows, result.name).toBe(result.match);
      const [have, total] = result.match.split("/");
      expect(card.label).toMatch(new RegExp(`, you have ${have} of ${total} ingredients$`));
    }
  });

  test("show this browser's match on a later page too", async ({ page }) => {
    await page.addInitScript(
      ([key]) =>
        localStorage.setItem(key ?? "", JSON.stringify({ have: ["egg"], countStaples: false })),
      [FRIDGE_STORAGE_KEY],
    );
    await blockAnalyticsHost(page);
    await page.goto(recipeListPath(2));
    await waitForHydration(page);
    await expect
      .poll(async () => (await listCards(page)).map((card) => card.shows))
      .toContainEqual(expect.stringMatching(/^1\/\d+$/));
    expect((await listCards(page)).every((card) => /^\d+\/\d+$/.test(card.shows))).toBe(true);
  });
});

/*
 * A seeded random walk through the picker as visitors use it: typing and Enter, a click on a
 * suggestion, quick choices, removing, clicking away and back, Back and Forward, and reload. After
 * every step, once the page has settled (the address and storage are written after the paint),
 * the chips, the address and storage agree with a model of the fridge and hold no key twice, the
 * history has as many entries as when the walk began (Back leaves the page), and the results keep
 * their order. FRIDGE_WALK_SEED replays a walk.
 */
const WALK_STEPS = 30;

/** A small seeded generator (as the bench's), so a seed replays the same walk. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

type Walk = { have: string[]; entries: number };
const current = (walk: Walk) => walk.have;
const changeTo = (walk: Walk, have: string[]) => {
  walk.have = have;
};

const settledAs = async (page: Page, walk: Walk, names: Map<string, string>) => {
  const have = current(walk);
  const chips = have.map((key) => `${names.get(key)} ×`);
  await expect
    .poll(async () => ({
      entries: await page.evaluate(() => history.length),
      chips: await chosen(page),
      address: new URL(page.url()).searchParams.get(HAVE_PARAM)?.split(",") ?? [],
      stored:
        JSON.parse(
          (await page.evaluate((key) => localStorage.getItem(key), FRIDGE_STORAGE_KEY)) ??
            '{"have":[]}',
        ).have ?? [],
    }))
    .toEqual({ entries: walk.entries, chips, address: have, stored: have });
  if (have.length === 0) return;
  // Today's order: share of the ingredients, then fewest missing, then name.
  const results = page.getByRole("region", { name: "Your matches" }).getByRole("article");
  // After a reload the results wait for the recipe index's fetch, which a busy machine slows.
  await expect(results.first()).toBeVisible({ timeout: INDEX_FETCH_MS });
  const drawn = await results.evaluateAll((cards) =>
    cards.map((card) => {
      const [have, total] = (card.querySelector("p > span[aria-hidden='true']")?.textContent ?? "")
        .split("/")
        .map(Number);
      const missing = card.querySelector("p:last-child")?.textContent ?? "";
      return {
        name: card.querySelector("h3")?.textContent ?? "",
        share: have! / total!,
        missing: missing.startsWith("Missing: ") ? missing.split(",").length : 0,
      };
    }),
  );
  const ordered = [...drawn].sort(
    (a, b) => b.share - a.share || a.missing - b.missing || a.name.localeCompare(b.name),
  );
  expect(drawn.map((result) => result.name)).toEqual(ordered.map((result) => result.name));
};

test.describe("the fridge picker, walked in random orders", () => {
  test(`keeps chips, address and storage as one set over ${WALK_STEPS} random steps`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const seed = Number(process.env.FRIDGE_WALK_SEED ?? Date.now() % 1_000_000);
    console.log(`fridge walk seed: ${seed} (FRIDGE_WALK_SEED=${seed} replays it)`);
    testInfo.annotations.push({ type: "seed", description: String(seed) });
    const random = seeded(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const vocabulary = JSON.parse(
      readFileSync(path.join(__dirname, "..", "data", "ingredients.json"), "utf8"),
    ) as { key: string; name: { one: string; other: string } }[];
    const names = new Map(vocabulary.map((entry) => [entry.key, entry.name.one]));
    const keyOf = new Map(vocabulary.map((entry) => [entry.name.one, entry.key]));

    await blockAnalyticsHost(page);
    await page.goto("/");
    await waitForHydration(page);
    await openPicker(page);
    const walk: Walk = { have: [], entries: await page.evaluate(() => history.length) };
    const field = page.locator(`#${INPUT_ID}`);
    const done: string[] = [];
    const steps: [string, () => Promise<void>][] = [
      [
        "type a name and Enter",
        async () => {
          const key = pick(vocabulary).key;
          await field.click();
          await field.fill("");
          await page.keyboard.type(
            random() < 0.5 ? names.get(key)! : vocabulary.find((e) => e.key === key)!.name.other,
          );
          await page.keyboard.press("Enter");
          changeTo(walk, [...new Set([...current(walk), key])]);
        },
      ],
      [
        "click a suggestion",
        async () => {
          const entry = pick(vocabulary);
          await field.click();
          await field.fill("");
          await page.keyboard.type(entry.name.one.slice(0, 3));
          const option = page.getByRole("option").first();
          await expect(option).toBeVisible();
          const name = (await option.evaluate((li) => li.firstChild?.textContent ?? "")).trim();
          await option.click();
          changeTo(walk, [...new Set([...current(walk), keyOf.get(name)!])]);
        },
      ],
      [
        "tap a quick choice",
        async () => {
          const quick = page
            .getByRole("group", { name: QUICK_CHOICES_LABEL })
            .locator(`[${CHIP_KEY}]:visible`);
          const chip = quick.nth(Math.floor(random() * (await quick.count())));
          const key = (await chip.getAttribute(CHIP_KEY))!;
          await chip.click();
          const have = current(walk);
          changeTo(walk, have.includes(key) ? have.filter((k) => k !== key) : [...have, key]);
        },
      ],
      [
        "remove a chip",
        async () => {
          const have = current(walk);
          if (have.length === 0) return;
          const key = pick(have);
          await page
            .getByRole("button", { name: removeLabel(names.get(key)!), exact: true })
            .click();
          changeTo(
            walk,
            have.filter((k) => k !== key),
          );
        },
      ],
      [
        "Backspace in the empty field",
        async () => {
          await field.click();
          await field.fill("");
          await page.keyboard.press("Backspace");
          changeTo(walk, current(walk).slice(0, -1));
        },
      ],
      [
        "click away and back",
        async () => {
          await field.click();
          await page.getByRole("heading", { level: 1 }).click();
          await field.click();
        },
      ],
      [
        "Back and Forward",
        async () => {
          // Back leaves the page, whatever was changed on it; Forward comes back to the fridge.
          await page.goBack();
          await expect(page).toHaveURL(/\/$/);
          await page.goForward();
          await expect(page).toHaveURL(new RegExp(RECIPES_PATH));
          await waitForHydration(page);
        },
      ],
      [
        "reload",
        async () => {
          await page.reload();
          await waitForHydration(page);
        },
      ],
    ];
    for (let step = 0; step < WALK_STEPS; step += 1) {
      const [name, run] = pick(steps);
      done.push(name);
      await test.step(`${step + 1}. ${name}`, async () => {
        await run();
        await settledAs(page, walk, names);
      });
    }
    console.log(`fridge walk ${seed}: ${done.join(" / ")}`);
  });
});
