import type { Page } from "@playwright/test";
import { FRIDGE_INDEX_PATH, HAVE_PARAM } from "../src/fridge/constants";
import { parseIndex } from "../src/fridge/recipe-index";
import { recipeListPath } from "../src/recipes/list-pages";
import { blockAnalyticsHost, expect, test, waitForHydration } from "./fixtures";
import { INPUT_ID } from "../src/components/fridge-picker/fridge-text";
import { en } from "../src/i18n/dictionaries";
import { fill } from "../src/i18n/words";
import {
  resultCount as countResults,
  unknownWord as sayUnknown,
} from "../src/components/fridge-picker/panel-text";
import type { FridgeFilter } from "../src/fridge/match";

const CHOSEN_LABEL = en.fridge.chosen;
const INPUT_LABEL = en.fridge.inputLabel;
const QUICK_CHOICES_LABEL = en.fridge.quickChoices;
const RESULTS_HEADING = en.fridge.resultsHeading;
const removeLabel = (name: string) => fill(en.fridge.remove, { name });
const resultCount = (count: number, filter: FridgeFilter) =>
  countResults(en.fridge, "en", count, filter);
const unknownWord = (word: string, closest: readonly string[]) =>
  sayUnknown(en.fridge, word, closest);

/*
 * The picker as the WAI-ARIA combobox pattern and a careful search box: its state in the address
 * without new history entries, counts that say what they count, unknown words answered in words.
 */

const RECIPES_PATH = recipeListPath(1);

const openPicker = async (page: Page, search = "") => {
  await blockAnalyticsHost(page);
  await page.goto(`${RECIPES_PATH}${search}`);
  await waitForHydration(page);
  const input = page.getByRole("combobox", { name: INPUT_LABEL });
  await expect(input).toBeVisible();
  return input;
};

const chosen = (page: Page) =>
  page
    .getByRole("group", { name: CHOSEN_LABEL })
    .getByRole("listitem")
    .getByRole("button")
    .allTextContents();

const quick = (page: Page, name: string) =>
  page.getByRole("group", { name: QUICK_CHOICES_LABEL }).getByRole("button", { name, exact: true });

test("keeps the fridge in the address without a history entry per change; Back leaves", async ({
  page,
}) => {
  await blockAnalyticsHost(page);
  await page.goto("/");
  await waitForHydration(page);
  const input = await openPicker(page);
  const entries = await page.evaluate(() => history.length);

  await input.click();
  for (const name of ["egg", "feta", "spinach"]) {
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
  }
  await page.getByRole("button", { name: removeLabel("egg") }).click();
  await page.getByRole("button", { name: removeLabel("feta") }).click();
  await quick(page, "milk").click();
  await quick(page, "milk").click();
  await quick(page, "butter").click();
  await expect.poll(() => chosen(page)).toEqual(["spinach ×", "butter ×"]);
  await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=spinach,butter$`));
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Back leaves the page, and Forward comes back to the fridge as it was left.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`\\?${HAVE_PARAM}=spinach,butter$`));
  await expect.poll(() => chosen(page)).toEqual(["spinach ×", "butter ×"]);
});

test("counts only the recipes that use an ingredient the visitor added", async ({ page }) => {
  const index = parseIndex(await (await page.request.get(FRIDGE_INDEX_PATH)).text());
  const using = index.filter((recipe) => recipe.keys.includes("lime")).length;
  expect(using).toBeGreaterThan(0);
  expect(using).toBeLessThan(index.length);
  await openPicker(page, `?${HAVE_PARAM}=lime`);
  const region = page.getByRole("region", { name: RESULTS_HEADING });
  await expect(region.getByRole("status")).toHaveText(resultCount(using, "any"));
  const results = region.getByRole("article");
  await expect(results).toHaveCount(using);
  const shares = await results.evaluateAll((cards) =>
    cards.map((card) => card.querySelector("p > span[aria-hidden='true']")?.textContent ?? ""),
  );
  for (const share of shares) expect(Number(share.split("/")[0])).toBeGreaterThan(0);

  // The staples switch counts salt and oil as had, but a recipe is not a match for them alone.
  await page.getByRole("switch").check();
  await expect(region.getByRole("status")).toHaveText(resultCount(using, "any"));
});

test("answers a word it does not know with the closest names, which Enter takes", async ({
  page,
}) => {
  const input = await openPicker(page);
  await input.click();
  await page.keyboard.type("spinnach");
  const message = unknownWord("spinnach", ["spinach"]);
  await expect(page.locator("[aria-live], [role=status]").filter({ hasText: message })).toHaveCount(
    1,
  );
  await expect(page.getByText(message)).toBeVisible();
  const option = page.getByRole("listbox").getByRole("option", { name: "spinach" });
  await expect(option).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect.poll(() => chosen(page)).toEqual(["spinach ×"]);
  await expect(input).toHaveValue("");

  // Nothing close: no list, no guess, and Enter says so again rather than nothing.
  await page.keyboard.type("halloumi");
  const none = unknownWord("halloumi", []);
  await expect(page.getByText(none)).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(page.locator("[aria-live]").filter({ hasText: none }).first()).toBeAttached();
  await expect.poll(() => chosen(page)).toEqual(["spinach ×"]);
  await expect(input).toHaveValue("halloumi");
});

test("says it is expanded only while a list shows, and leaves Home, End and spaces to the text", async ({
  page,
}) => {
  const input = await openPicker(page);
  await input.click();
  await page.keyboard.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(input).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.type("spin");
  await expect(page.getByRole("option", { name: "spinach" })).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  const caret = () => input.evaluate((field: HTMLInputElement) => field.selectionStart);
  await page.keyboard.press("Home");
  await expect.poll(caret).toBe(0);
  await page.keyboard.press("End");
  await expect.poll(caret).toBe(4);
  await expect(page.getByRole("option", { name: "spinach" })).toBeVisible();

  // A list typed as people type it: no space is left at the start of the field.
  await page.keyboard.press("Enter");
  await page.keyboard.type("egg, ");
  await expect.poll(() => chosen(page)).toEqual(["spinach ×", "egg ×"]);
  await expect(input).toHaveValue("");
  await page.keyboard.type("feta");
  await expect(input).toHaveValue("feta");
  await expect(page.locator(`#${INPUT_ID}`)).toBeFocused();
});
