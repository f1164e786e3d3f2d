import type { Locator, Page } from "@playwright/test";
import { CLEAR_TICKS, FEWER_SERVINGS, PRINT } from "../src/components/cook-tools/cook-tools-text";
import { MORE_RECIPES } from "../src/components/recipe-page/recipe-page-text";
import { en } from "../src/i18n/dictionaries";

const GET_THE_APP = en.topBar.getTheApp;
import { SPRITE_ART } from "../src/components/svg-sprite/sprite-art";
import { MIN_BADGE_HEIGHT_PX } from "../src/components/store-badge/badge-sizes";
import { ROUTES as PAGES } from "../src/config/routes";
import { KITCHEN_MATCH_WORDS } from "../src/recipes/fraction";
import { recipeListPath } from "../src/recipes/list-pages";
import { drawnTextContrast } from "./contrast";
import { ROUTE as TOOLS_ROUTE, openWithTools, tools } from "./cook-tools-page";
import { expect, layoutShift, test, waitForHydration } from "./fixtures";

/*
 * The layout as a visitor sees it, measured in the built site: the first screen of a phone, the
 * recipe page's toolbar and neighbours, the privacy policy's event names and the cards' match.
 */

const PHONE = { width: 390, height: 844 };

const DESKTOP = { width: 1440, height: 900 };

/** One row: a 44 px target with room around it. Two rows took 104 px. */
const ONE_ROW_TOP_BAR_PX = 64;

/** The top bar and the consent question together leave three quarters of a phone's screen. */
const MAX_FIXED_SHARE = 0.25;

/** WCAG 1.4.3 for text of normal size. */
const MIN_TEXT_CONTRAST = 4.5;

const RECIPE_ROUTE = "/recipes/shakshuka/";

const onScreen = (page: Page) =>
  page.evaluate(
    (label) =>
      [...document.querySelectorAll(`a[aria-label^="${label}"]`)].filter((link) => {
        const box = link.getBoundingClientRect();
        return (
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          getComputedStyle(link).visibility !== "hidden"
        );
      }).length,
    en.storeBadges.appStore,
  );

/** Whether the browser tells assistive technology that the named button's popover is open. */
const expandedToAssistiveTech = async (page: Page, name: string) => {
  const client = await page.context().newCDPSession(page);
  const { root } = await client.send("DOM.getDocument", { depth: 0 });
  const { nodes } = await client.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: name,
    role: "button",
  });
  await client.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  return expanded?.value.value === true;
};

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
};

test.describe("the first screen of a phone", () => {
  test.use({ viewport: PHONE });

  for (const route of [PAGES.home.path, RECIPE_ROUTE, PAGES.privacyPolicy.path]) {
    test(`${route}: the top bar takes one row`, async ({ page }) => {
      await page.goto(route);
      const bar = await boxOf(page.getByRole("banner").first());
      expect(bar.height).toBeLessThanOrEqual(ONE_ROW_TOP_BAR_PX);
    });
  }

  test("the store badges show once, and the top bar's are one tap away", async ({ page }) => {
    await page.goto(PAGES.home.path);
    await waitForHydration(page);
    expect(await onScreen(page), "App Store badges on the first screen").toBe(1);

    const banner = page.getByRole("banner").first();
    const control = banner.getByRole("button", { name: GET_THE_APP });
    const weight = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(await weight(control), "the button reads as one of the links").toBe(
      await weight(banner.getByRole("link", { name: en.site.routes.contact.navLabel })),
    );
    expect(await expandedToAssistiveTech(page, GET_THE_APP)).toBe(false);
    await control.click();
    await expect.poll(() => expandedToAssistiveTech(page, GET_THE_APP)).toBe(true);
    for (const name of [
      new RegExp(en.storeBadges.appStore),
      new RegExp(en.storeBadges.googlePlay),
    ]) {
      const badge = banner.getByRole("link", { name });
      await expect(badge).toBeInViewport();
      expect((await boxOf(badge)).height).toBeGreaterThanOrEqual(MIN_BADGE_HEIGHT_PX);
    }
    await page.keyboard.press("Escape");
    await expect(
      banner.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
    ).toBeHidden();
    await expect(control).toBeFocused();
    expect(await layoutShift(page)).toBe(0);
  });

  test.describe("where the visitor is asked", () => {
    test.use({ timezoneId: "Europe/Berlin" });

    test("the top bar and the consent question leave three quarters of the screen", async ({
      page,
    }) => {
      await page.goto(PAGES.home.path);
      const question = page.getByRole("region", { name: en.consentBar.label });
      await expect(question).toBeVisible({ timeout: 15_000 });
      const bar = await boxOf(page.getByRole("banner").first());
      const asked = await boxOf(question);
      expect(bar.height + asked.height).toBeLessThanOrEqual(PHONE.height * MAX_FIXED_SHARE);
      for (const name of [en.consentBar.agree, en.consentBar.decline]) {
        expect((await boxOf(question.getByRole("button", { name }))).height).toBeGreaterThanOrEqual(
          44,
        );
      }
    });
  });
});

test.describe("a recipe page", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("no tool is left alone on a row, and the servings are named once", async ({ page }) => {
        await openWithTools(page, TOOLS_ROUTE);
        const toolbar = await boxOf(tools(page));
        const clear = await boxOf(page.getByRole("button", { name: CLEAR_TICKS }));
        const print = await boxOf(page.getByRole("button", { name: PRINT }));
        expect(Math.abs(clear.y - print.y), `${PRINT} and ${CLEAR_TICKS} share a row`).toBeLessThan(
          2,
        );
        expect(clear.x + clear.width).toBeLessThanOrEqual(toolbar.x + toolbar.width + 1);
        const fewer = await boxOf(page.getByRole("button", { name: FEWER_SERVINGS }));
        const double = await boxOf(page.getByRole("button", { name: "Double the recipe" }));
        expect(Math.abs(double.y - fewer.y), "the servings keep one row").toBeLessThan(
          fewer.height,
        );
        const serves = await page
          .getByText(/^serves$/i)
          .filter({ visible: true })
          .count();
        expect(serves, '"Serves" is shown once').toBe(1);
      });

      test(`"${CLEAR_TICKS}" is readable before anything is ticked`, async ({ page }) => {
        await openWithTools(page, TOOLS_ROUTE);
        const clear = page.getByRole("button", { name: CLEAR_TICKS });
        await expect(clear).toBeDisabled();
        expect(await drawnTextContrast(clear)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });

      test("the previous and next recipes stand level, in boxes of one height", async ({
        page,
      }) => {
        await page.goto(RECIPE_ROUTE);
        const nav = page.getByRole("navigation", { name: MORE_RECIPES });
        // Both boxes from one frame: two reads apart can straddle a move of the whole page.
        const [previous, next] = await nav.evaluate((element) =>
          ['a[rel="prev"]', 'a[rel="next"]'].map((selector) => {
            const box = element.querySelector(selector)?.getBoundingClientRect();
            if (!box) throw new Error(`${selector} is not drawn`);
            return { y: box.y, height: box.height };
          }),
        );
        if (!previous || !next) throw new Error("the recipe has no previous and next");
        expect(previous.y).toBeCloseTo(next.y, 0);
        expect(previous.height).toBeCloseTo(next.height, 0);
      });
    });
  }
});

test.describe("the privacy policy's events", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px each event's name reads as a heading`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGES.privacyPolicy.path);
      const name = page.getByRole("term").filter({ hasText: "Page Viewed" }).first();
      await expect(name).toBeVisible();
      const [term, body] = await Promise.all([
        name.evaluate((element) => {
          const text = element.querySelector("code") ?? element;
          const style = getComputedStyle(text);
          return {
            size: parseFloat(style.fontSize),
            weight: Number(style.fontWeight),
            family: style.fontFamily,
          };
        }),
        name.locator("+ dd").evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
      ]);
      expect(term.size).toBeGreaterThanOrEqual(body);
      expect(term.weight).toBeGreaterThanOrEqual(700);
      expect(term.family).not.toMatch(/mono/i);
    });
  }
});

test.describe("the cards' match", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px a showcase card says in one line what its fraction counts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGES.home.path);
      for (const match of await page.getByRole("article").locator("p:last-child").all()) {
        await expect(match).toHaveText(new RegExp(`^\\d+/10 ${KITCHEN_MATCH_WORDS}$`));
        const { height, lineHeight } = await match.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }));
        expect(height, await match.innerText()).toBeLessThan(2 * lineHeight);
      }
    });
  }

  test("the fridge stands for what is in a kitchen only, never for a count", async ({ page }) => {
    await page.goto(recipeListPath(1));
    const card = page.getByRole("article").first();
    await expect(card).toContainText(/\d+ ingredients/);
    const fridges = await card
      .locator(`use[href="#${SPRITE_ART.fridge.id}"]`)
      .filter({ visible: true })
      .count();
    expect(fridges).toBe(0);
  });
});
