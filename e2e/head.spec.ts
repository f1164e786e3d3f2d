import type { Page } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { DEFAULTS } from "../src/config/site-config";
import { recipeListPath } from "../src/recipes/list-pages";
import { RECIPES, SAMPLE_PAGES, UNKNOWN_PATH, expect, test, waitForHydration } from "./fixtures";
import { en } from "../src/i18n/dictionaries";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a search engine or a link preview reads from the head, as the browser now has it. */
const readHead = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (element) => element.getAttribute("content") ?? element.getAttribute("href") ?? "",
      );
    return {
      titles: [...document.head.querySelectorAll("title")].map((title) => title.textContent),
      descriptions: all('meta[name="description"]'),
      canonicals: all('link[rel="canonical"]'),
      ogUrls: all('meta[property="og:url"]'),
      ogTitles: all('meta[property="og:title"]'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  });

type Head = Awaited<ReturnType<typeof readHead>>;

/** The head the server wrote for a path, read from its HTML in a blank page. */
const servedHead = async (page: Page, route: string): Promise<Head> => {
  const html = await (await page.request.get(route)).text();
  const blank = await page.context().newPage();
  await blank.setContent(
    html.replace(/<script\b[\s\S]*?<\/script>/g, (tag) =>
      tag.includes("application/ld+json") ? tag : "",
    ),
  );
  const head = await readHead(blank);
  await blank.close();
  return head;
};

const PAGE_HEADS_CHUNK = /\/page-heads-[0-9a-f]+\.js$/;

test.describe("the head", () => {
  for (const route of SAMPLE_PAGES) {
    test(`${route} keeps the head the server wrote, once, and loads no head code`, async ({
      page,
      consoleErrors,
    }) => {
      const headCode: string[] = [];
      page.on("request", (request) => {
        if (PAGE_HEADS_CHUNK.test(request.url())) headCode.push(request.url());
      });
      const served = await servedHead(page, route);
      expect(served.titles).toHaveLength(1);
      await page.goto(route);
      await waitForHydration(page);
      // Gatsby writes a page's head in an effect after hydration: wait for the browser to settle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await readHead(page)).toEqual(served);
      expect(headCode).toEqual([]);
      // The unknown address answers 404, and the browser says so; nothing else may complain.
      const notFound = route === UNKNOWN_PATH ? /status of 404/ : null;
      expect(consoleErrors.filter((error) => !notFound?.test(error))).toEqual([]);
    });
  }

  test("moving to another page within the site gives it its own head, and back", async ({
    page,
    consoleErrors,
  }) => {
    const [recipe] = RECIPES;
    if (!recipe) throw new Error("The sample data has no recipes.");
    const listPath = recipeListPath(1);
    const expected = {
      list: await servedHead(page, listPath),
      contact: await servedHead(page, PAGES.contact.path),
      recipe: await servedHead(page, recipe.path),
    };
    await page.goto(listPath);
    await waitForHydration(page);

    // A recipe page's head carries its own structured data and picture.
    await page
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(recipe.recipeName)} by `) })
      .click();
    await expect(page).toHaveTitle(`${recipe.recipeName} | ${DEFAULTS.productName}`);
    await expect.poll(() => readHead(page)).toEqual(expected.recipe);

    await page
      .getByRole("navigation", { name: en.topBar.nav })
      .getByRole("link", { name: en.site.routes.contact.navLabel })
      .click();
    await expect(page).toHaveTitle(`${en.site.routes.contact.title} | ${DEFAULTS.productName}`);
    await expect.poll(() => readHead(page)).toEqual(expected.contact);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${recipe.path}$`));
    await expect.poll(() => readHead(page)).toEqual(expected.recipe);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    await expect.poll(() => readHead(page)).toEqual(expected.list);
    expect(consoleErrors).toEqual([]);
  });
});
