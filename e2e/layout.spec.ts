import type { Locator, Page } from "@playwright/test";
import { CLEAR_TICKS, FEWER_SERVINGS, PRINT } from "../src/components/cook-tools/cook-tools-text";
import { MORE_RECIPES } from "../src/components/recipe-page/recipe-page-text";
import { en } from "../src/i18n/dictionaries";
import { de } from "../src/i18n/dictionaries/de";
import { es } from "../src/i18n/dictionaries/es";
import { localizedPath } from "../src/i18n/languages";

const GET_THE_APP = en.topBar.getTheApp;
import { SPRITE_ART } from "../src/components/svg-sprite/sprite-art";
import { MIN_BADGE_HEIGHT_PX } from "../src/components/store-badge/badge-sizes";
import { ROUTES as PAGES } from "../src/config/routes";
import { recipeListPath } from "../src/recipes/list-pages";
import { MIN_TEXT_CONTRAST, drawnTextContrast } from "./contrast";
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
    for (const [language, words] of [
      ["en", en],
      ["de", de],
      ["es", es],
    ] as const) {
      test(`at ${viewport.width} px in ${language} a showcase card says in one line what its fraction counts`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(localizedPath(PAGES.home.path, language));
        const kitchens = words.recipeList.kitchenMatch;
        for (const match of await page.getByRole("article").locator("p:last-child").all()) {
          await expect(match).toHaveText(new RegExp(`^\\d+/10 ${kitchens}$`));
          const { height, lineHeight } = await match.evaluate((element) => ({
            height: element.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(element).lineHeight),
          }));
          expect(height, await match.innerText()).toBeLessThan(2 * lineHeight);
        }
      });
    }
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

test.describe("the fridge picker", () => {
  const LANGUAGES = [
    ["en", en],
    ["de", de],
    ["es", es],
  ] as const;

  for (const viewport of [PHONE, DESKTOP]) {
    for (const [language, words] of LANGUAGES) {
      test(`at ${viewport.width} px in ${language} no quick choice is left alone on a row it could share`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(localizedPath(recipeListPath(1), language));
        const quick = page.getByRole("group", { name: words.fridge.quickChoices });
        const more = quick.getByRole("button", { name: words.fridge.moreIngredients });
        if (await more.isVisible()) await more.click();
        const shelves = quick.getByRole("group");
        await expect(shelves.last()).toBeVisible();
        for (const shelf of await shelves.all()) {
          // Each row of a shelf, the chips' widths in order, and the width a row may take.
          const { rows, room, gap } = await shelf.evaluate((element) => {
            const chips = [...element.querySelectorAll("button")].map((chip) => ({
              name: chip.textContent ?? "",
              box: chip.getBoundingClientRect(),
            }));
            const byTop = new Map<number, { name: string; width: number }[]>();
            for (const { name, box } of chips) {
              const top = Math.round(box.top);
              byTop.set(top, [...(byTop.get(top) ?? []), { name, width: box.width }]);
            }
            const first = chips[0]?.box;
            const list = element.lastElementChild as HTMLElement;
            return {
              rows: [...byTop.values()],
              room: list.getBoundingClientRect().right - (first?.left ?? 0),
              gap: parseFloat(getComputedStyle(list).columnGap) || 0,
            };
          });
          const widths = rows.flat().map((chip) => chip.width);
          const fits = (from: number, to: number) =>
            widths.slice(from, to).reduce((sum, width) => sum + width, 0) + gap * (to - from - 1) <=
            room + 1;
          // The fewest chips alone that rows of the shelf in its order can leave.
          const fewest = [0];
          for (let end = 1; end <= widths.length; end++) {
            fewest[end] = Infinity;
            for (let start = 0; start < end; start++) {
              if (fits(start, end))
                fewest[end] = Math.min(fewest[end]!, fewest[start]! + (end - start === 1 ? 1 : 0));
            }
          }
          const alone = rows.filter((row) => row.length === 1 && rows.length > 1).length;
          expect(
            alone,
            rows.map((row) => row.map((chip) => chip.name).join(" · ")).join(" / "),
          ).toBeLessThanOrEqual(rows.length > 1 ? fewest[widths.length]! : 0);
        }
      });
    }
  }

  test("on a desktop the app offer stays beside the picker as the page scrolls", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(recipeListPath(1));
    const picker = page.getByRole("region", { name: en.fridge.heading });
    const offer = page.getByRole("complementary");
    // Far below the offer's own place, where the picker's last controls are.
    await picker.getByRole("switch").scrollIntoViewIfNeeded();
    await expect(offer).toBeInViewport({ ratio: 1 });
    const [pickerBox, offerBox] = [await boxOf(picker), await boxOf(offer)];
    expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(pickerBox.y + pickerBox.height + 1);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px an ingredient typed brings what is chosen and its matches into view, the field kept`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(recipeListPath(1));
      await waitForHydration(page);
      const field = page.getByRole("combobox", { name: en.fridge.inputLabel });
      await field.click();
      await field.pressSequentially("spinach");
      await expect(page.getByRole("option").first()).toBeVisible();
      await field.press("Enter");
      const chosen = page.getByRole("group", { name: en.fridge.chosen });
      const count = page
        .getByRole("region", { name: en.fridge.resultsHeading })
        .getByRole("status");
      await expect(count).toHaveText(/\d/);
      const topBar = await boxOf(page.getByRole("banner").first());
      const onScreen = async (locator: Locator) => {
        const box = await boxOf(locator);
        return box.y >= topBar.y + topBar.height && box.y + box.height <= viewport.height;
      };
      await expect.poll(() => onScreen(chosen), "what is chosen is in view").toBe(true);
      await expect.poll(() => onScreen(count), "the count of matches is in view").toBe(true);
      expect(await onScreen(field), "the field stays in view").toBe(true);
      await expect(field).toBeFocused();
      const [fieldBox, chosenBox] = [await boxOf(field), await boxOf(chosen)];
      expect(chosenBox.y, "nothing chosen is under the field").toBeGreaterThan(
        fieldBox.y + fieldBox.height,
      );
    });
  }
});

test.describe("one grid across the top bar, the pages and the footer", () => {
  const GRID_PAGES = [
    PAGES.home.path,
    PAGES.contact.path,
    PAGES.dataDeletion.path,
    PAGES.privacyPolicy.path,
    recipeListPath(1),
    RECIPE_ROUTE,
    localizedPath(PAGES.contact.path, "de"),
    localizedPath(PAGES.home.path, "es"),
  ];

  // The narrowest phone too, where the gutters are narrower for the top bar to keep one row.
  for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
    test(`at ${viewport.width} px every page's content, the top bar's and the footer's start on one line`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const edges: Record<string, Record<string, number>> = {};
      for (const route of GRID_PAGES) {
        await page.goto(route);
        edges[route] = await page.evaluate(() => {
          const bar = document.querySelector("header");
          const controls = [...(bar?.querySelectorAll("a, button") ?? [])]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.top < (bar?.getBoundingClientRect().bottom ?? 0));
          const left = (selector: string) =>
            Math.round(
              Math.min(
                ...[...document.querySelectorAll(selector)]
                  .map((element) => element.getBoundingClientRect())
                  .filter((box) => box.width > 0)
                  .map((box) => box.left),
              ),
            );
          return {
            "top bar": Math.round(Math.min(...controls.map((box) => box.left))),
            // The bar's right edge, mirrored: its gutter on the right is the one on the left.
            "top bar's end": Math.round(
              document.documentElement.clientWidth - Math.max(...controls.map((box) => box.right)),
            ),
            // Where the page's headings start (a recipe's title stands beside its photo, in
            // its header).
            headings: left("main header, main h1, main h2"),
            footer: left("footer p"),
          };
        });
      }
      const [first] = Object.values(edges);
      const line = first?.headings ?? NaN;
      expect(edges).toEqual(
        Object.fromEntries(
          GRID_PAGES.map((route) => [
            route,
            { "top bar": line, "top bar's end": line, headings: line, footer: line },
          ]),
        ),
      );
    });
  }
});

test.describe("a short page", () => {
  // The widths where the footer lays out differently: stacked, two rows of links, one row.
  const VIEWPORTS = [PHONE, { width: 768, height: 1024 }, { width: 1024, height: 768 }, DESKTOP];
  const SHORT_PAGES = [PAGES.contact.path, "/404/"];

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px fits the window in every language, footer and all`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const overflow: Record<string, number> = {};
      for (const language of ["en", "de", "es"] as const) {
        for (const route of SHORT_PAGES) {
          const address = localizedPath(route, language);
          await page.goto(address);
          overflow[address] = await page.evaluate(
            () => document.documentElement.scrollHeight - window.innerHeight,
          );
        }
      }
      expect(overflow).toEqual(Object.fromEntries(Object.keys(overflow).map((key) => [key, 0])));
    });
  }
});
