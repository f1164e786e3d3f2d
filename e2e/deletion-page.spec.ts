import type { Locator, Page } from "@playwright/test";
import { DEFAULTS } from "../src/config/site-config";
import { en } from "../src/i18n/dictionaries";
import { de } from "../src/i18n/dictionaries/de";
import { es } from "../src/i18n/dictionaries/es";
import { localizedPath } from "../src/i18n/languages";
import { ROUTES as PAGES } from "../src/config/routes";
import { recipeListPath } from "../src/recipes/list-pages";
import {
  UNKNOWN_PATH,
  countedShiftsSince,
  expect,
  pageTime,
  recordLayoutShifts,
  test,
  waitForHydration,
} from "./fixtures";

/*
 * The deletion form as a visitor meets it (what it says around the spec's words and rules), and
 * the pages around it on the grid every page shares, at a phone's width and a desktop's.
 */

const WIDTHS = [390, 1440] as const;
const LANGUAGES = [
  ["en", en],
  ["de", de],
  ["es", es],
] as const;
const EMAIL = "cook@example.com";
const { form: FORM, outcome: OUTCOME, confirmation: DELETION_CONFIRMATION } = en.deletion;
const { submitOffReason: SUBMIT_OFF_REASON, malformedAddress: MALFORMED_ADDRESS } = FORM;
const SUCCESS = OUTCOME.receivedTitle;

const left = async (locator: Locator) => Math.round((await locator.boundingBox())?.x ?? NaN);
const brand = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: DEFAULTS.productName });
const field = (page: Page) => page.getByLabel(FORM.label);
/** Pages drawn in the shared page section: they must line up with each other. */
const COLUMN_PAGES = [
  PAGES.contact.path,
  PAGES.dataDeletion.path,
  PAGES.privacyPolicy.path,
  recipeListPath(1),
  UNKNOWN_PATH,
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every page's column starts on the same line, the top bar's on a desktop", async ({
      page,
      consoleErrors,
    }) => {
      const starts: Record<string, number> = {};
      for (const route of COLUMN_PAGES) {
        await page.goto(route);
        starts[route] = await left(page.getByRole("heading", { level: 1 }));
      }
      const [first] = Object.values(starts);
      expect(starts).toEqual(Object.fromEntries(COLUMN_PAGES.map((route) => [route, first])));
      if (width === 1440) expect(first).toBe(await left(brand(page)));
      expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
    });

    test("the deletion form leaves no empty column: what follows starts below it", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(PAGES.dataDeletion.path);
      const form = page.locator("form");
      const lead = page.getByText(/This page lets you ask us to delete/);
      const formBox = await form.boundingBox();
      const leadBox = await lead.boundingBox();
      expect(leadBox!.y).toBeGreaterThanOrEqual(formBox!.y + formBox!.height);
      expect(await left(lead)).toBe(await left(form));
      expect(await left(form)).toBe(await left(page.getByRole("heading", { level: 1 })));
      expect(consoleErrors).toEqual([]);
    });

    for (const [language, words] of LANGUAGES) {
      test(`in ${language}, the answer takes the form's place and moves nothing below it`, async ({
        page,
        consoleErrors,
      }) => {
        const t = words.deletion;
        await recordLayoutShifts(page);
        await page.goto(localizedPath(PAGES.dataDeletion.path, language));
        await waitForHydration(page);
        await page.getByLabel(t.form.label).fill(EMAIL);
        const form = await page.locator("form").boundingBox();
        // What follows the form: the list of steps.
        const below = page.getByRole("listitem").filter({ hasText: t.confirmation });
        // The answer comes about a second after the click, long after the 500 ms CLS leaves to
        // the visitor's own input.
        const submitted = await pageTime(page);
        await page.getByRole("button", { name: t.form.submit }).click();
        await expect(page.getByRole("button", { name: t.form.submitting })).toBeVisible();
        const belowWhileSubmitting = await below.boundingBox();
        const heading = page.getByRole("heading", { name: t.outcome.receivedTitle });
        await expect(heading).toBeFocused();
        const shifts = await countedShiftsSince(page, submitted);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
        expect(await below.boundingBox()).toEqual(belowWhileSubmitting);
        const card = await heading.locator("..").boundingBox();
        expect([card!.x, card!.y]).toEqual([form!.x, form!.y]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test.describe("the deletion form explains itself", () => {
  test("it says why Submit is off, beside the button", async ({ page, consoleErrors }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: FORM.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(SUBMIT_OFF_REASON);
    await expect(page.getByText(SUBMIT_OFF_REASON)).toBeVisible();
    await field(page).fill(EMAIL);
    await expect(submit).toBeEnabled();
    await expect(page.getByText(SUBMIT_OFF_REASON)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("it says what is wrong with an address, in its own words beside the field", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await field(page).fill("cook@");
    await page.getByRole("button", { name: FORM.submit }).click();
    await expect(page.getByText(MALFORMED_ADDRESS)).toBeVisible();
    await expect(field(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page)).toHaveAccessibleDescription(
      new RegExp(MALFORMED_ADDRESS.slice(0, 20)),
    );
    await expect(page.getByRole("button", { name: FORM.submitting })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Submitting... looks at work, not like the idle button that is off", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
      });
    const idleOff = await look(page.getByRole("button", { name: FORM.submit }));
    await field(page).fill(EMAIL);
    await page.getByRole("button", { name: FORM.submit }).click();
    const busy = page.getByRole("button", { name: FORM.submitting });
    await expect(busy).toBeDisabled();
    const working = await look(busy);
    expect(working.background).not.toBe(idleOff.background);
    expect(working.color).not.toBe(idleOff.color);
    expect(working.cursor).toBe("progress");
    // A turning mark inside the button.
    const mark = busy.locator("[aria-hidden='true']");
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
      "none",
    );
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the success view and the steps make the same promise about the email", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await expect(page.getByRole("listitem").filter({ hasText: DELETION_CONFIRMATION })).toHaveCount(
      1,
    );
    await expect(page.getByText(/We confirm your request by email/)).toHaveCount(0);
    await field(page).fill(EMAIL);
    await page.getByRole("button", { name: FORM.submit }).click();
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
    await expect(page.getByText(DELETION_CONFIRMATION)).toHaveCount(2);
    await expect(page.getByText(/once it is complete/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

for (const [language, words] of [
  ["de", de],
  ["es", es],
] as const) {
  test(`in ${language}, the form, its errors and its answer are in the page's language`, async ({
    page,
    consoleErrors,
  }) => {
    const t = words.deletion;
    await page.goto(localizedPath(PAGES.dataDeletion.path, language));
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: t.form.submit });
    await expect(submit).toHaveAccessibleDescription(t.form.submitOffReason);
    const input = page.getByLabel(t.form.label);
    await input.fill("cook@");
    await submit.click();
    await expect(page.getByText(t.form.malformedAddress)).toBeVisible();
    await input.fill(EMAIL);
    await submit.click();
    await expect(page.getByRole("heading", { name: t.outcome.receivedTitle })).toBeVisible();
    await expect(page.getByText(t.confirmation)).toHaveCount(2);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test("the 404 leads on to the recipes, and home", async ({ page, consoleErrors }) => {
  await page.goto(UNKNOWN_PATH);
  await expect(page.getByRole("heading", { level: 1, name: en.site.notFound.title })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
  ).toHaveAttribute("href", "/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: en.site.notFound.browseRecipes }).click();
  await expect(page).toHaveURL(new RegExp(`${recipeListPath(1)}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.site.notFound.title);
  expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
});
