import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CLEAR_TICKS, KEEP_SCREEN_ON, PRINT } from "../src/components/cook-tools/cook-tools-text";
import { MORE_RECIPES } from "../src/components/recipe-page/recipe-page-text";
import { DEFAULTS, siteConfig } from "../src/config/site-config";
import { SERVES_PARAM } from "../src/recipes/scaling/servings";
import {
  INGREDIENTS,
  ROUTE,
  TOOLS_TIMEOUT_MS,
  openWithTools,
  showTools,
  tools,
} from "./cook-tools-page";
import { expect, layoutShift, test, waitForHydration } from "./fixtures";
import { en } from "../src/i18n/dictionaries";
import { fill } from "../src/i18n/words";

/*
 * The cooking tools on a recipe page, in the built site: servings, checklists and the printed
 * page. "Keep screen on" with the browser's real Screen Wake Lock is in wake-lock.spec.ts.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const ingredientLines = (page: Page) =>
  page.getByRole("region", { name: "Ingredients" }).getByRole("listitem");

/** Layout shift recorded since the page started loading, not counting shifts after input. */
test.describe("the tools arrive without moving the page", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px nothing shifts when they appear`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWithTools(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test("their code is fetched after the photo and after hydration, with no move from the visitor", async ({
    page,
  }) => {
    await page.goto(ROUTE);
    await waitForHydration(page);
    await showTools(page);
    const timings = await page.evaluate(() => {
      const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const photoEntry = entries.find((entry) => entry.name === photo?.currentSrc);
      const tools = entries.filter((entry) => /\/cook-tools-[^/]*\.js$/.test(entry.name));
      return {
        photoLoaded: photoEntry?.responseEnd ?? Number.NaN,
        hydrated: performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? Number.NaN,
        toolsRequested: tools.map((entry) => entry.startTime),
      };
    });
    expect(timings.toolsRequested).toHaveLength(1);
    const [requested] = timings.toolsRequested as [number];
    expect(requested).toBeGreaterThan(timings.photoLoaded);
    expect(requested).toBeGreaterThan(timings.hydrated);
  });

  test("without JavaScript the page reads as it always has: no controls, no room kept for them", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTE);
    await expect(ingredientLines(page)).toHaveText(INGREDIENTS);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await expect(page.getByRole("button")).toHaveCount(0);
    const room = page.locator("#ingredients-heading").locator("xpath=../preceding-sibling::div");
    await expect(room).toHaveCount(1);
    await expect(room).toBeHidden();
    await context.close();
  });
});

test.describe("servings", () => {
  test("doubling rescales the ingredients, travels in the address, and survives a reload", async ({
    page,
  }) => {
    await openWithTools(page);
    await expect(ingredientLines(page)).toHaveText(INGREDIENTS);
    await page.getByRole("button", { name: "Double the recipe" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${SERVES_PARAM}=8$`));
    await expect(ingredientLines(page).nth(1)).toHaveText("4 lemons");
    await expect(ingredientLines(page).nth(9)).toHaveText("1 tsp black pepper");
    const doubled = await ingredientLines(page).allTextContents();
    expect(doubled.join("\n")).not.toMatch(/NaN|undefined/);

    // A shared scaled address reads scaled without the visitor doing anything.
    await page.reload();
    await waitForHydration(page);
    await expect(tools(page)).toBeVisible({ timeout: TOOLS_TIMEOUT_MS });
    await expect(ingredientLines(page)).toHaveText(doubled);
    // Search engines read the recipe as written.
    const yieldValue = await page.evaluate(() => {
      const script = document.querySelector('script[type="application/ld+json"]')?.textContent;
      const graph = (JSON.parse(script ?? "{}") as { "@graph": Record<string, unknown>[] })[
        "@graph"
      ];
      return graph.find((node) => node["@type"] === "Recipe")?.recipeYield;
    });
    expect(String(yieldValue)).toBe("4");
  });
});

test.describe("checklists", () => {
  test("tick by keyboard, kept on reload in this tab, cleared with one control", async ({
    page,
  }) => {
    await openWithTools(page);
    const first = page.getByRole("checkbox", { name: INGREDIENTS[0] });
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: INGREDIENTS[1] })).toBeFocused();

    const firstStep = page.getByRole("region", { name: "Method" }).getByRole("checkbox").first();
    await firstStep.focus();
    await page.keyboard.press("Space");
    await expect(
      page.getByRole("region", { name: "Method" }).getByRole("listitem").nth(1),
    ).toHaveAttribute("aria-current", "step");

    await page.reload();
    await waitForHydration(page);
    await showTools(page);
    await expect(page.getByRole("checkbox", { name: INGREDIENTS[0] })).toBeChecked();
    await expect(firstStep).toBeChecked();
    await page.getByRole("button", { name: CLEAR_TICKS }).click();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  });
});

test.describe("the printed recipe", () => {
  test("is the recipe alone: no top bar, footer, badges or controls, and the address under the title", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await openWithTools(page);
    await page.getByRole("button", { name: "Double the recipe" }).click();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > div header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(
      page.getByRole("region", {
        name: fill(en.storeBadges.appOffer.heading, { productName: DEFAULTS.productName }),
      }),
    ).toBeHidden();
    await expect(page.getByRole("navigation", { name: MORE_RECIPES })).toBeHidden();
    await expect(tools(page)).toBeHidden();
    await expect(page.getByRole("button", { name: PRINT })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(`${siteConfig.siteUrl}${ROUTE}`)).toBeVisible();
    await expect(ingredientLines(page).nth(1)).toHaveText("4 lemons");
    await expect(ingredientLines(page).first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Method" }).getByRole("listitem").last(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("print.png"), fullPage: true });

    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
      await testInfo.attach(`recipe-${format}.pdf`, { body: pdf, contentType: "application/pdf" });
      expect(pages.length, format).toBeGreaterThanOrEqual(1);
      expect(pages.length, format).toBeLessThanOrEqual(2);
    }
  });
});

test.describe("accessibility", () => {
  test("axe finds nothing on a recipe page with every control shown and used", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openWithTools(page);
    await page.getByRole("button", { name: "Double the recipe" }).click();
    await page.getByRole("region", { name: "Ingredients" }).getByRole("checkbox").first().check();
    await page.getByRole("region", { name: "Method" }).getByRole("checkbox").first().check();
    await expect(page.getByRole("button", { name: CLEAR_TICKS })).toBeEnabled();
    await expect(page.getByRole("switch", { name: KEEP_SCREEN_ON })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).exclude("[inert]").analyze();
    expect(
      violations.map(
        (v) => `${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
});
