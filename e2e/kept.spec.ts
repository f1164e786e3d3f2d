import type { Page } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { en } from "../src/i18n/dictionaries";
import { expect, scrollToRow, test, waitForHydration } from "./fixtures";

const POLICY_TEXT_CHUNK = /\/privacy-policy-text-[0-9a-f]+\.js$/;
const SHOWCASE_ROWS_CHUNK = /\/showcase-rows-[0-9a-f]+\.js$/;
const FIRST_SECTION = `1. ${en.policy.collect.title}`;

/**
 * Requests for a kept part's own code (the policy's text, the showcase rows), which only a visitor
 * moving to its page within the site needs.
 */
const watchCode = (page: Page, chunk: RegExp) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (chunk.test(request.url())) requested.push(request.url());
  });
  return requested;
};

/** Marks the document, so a later check can tell a client-side move from a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** From the contact page, by the footer's link, until the policy's first section shows. */
const moveToPolicyFromContact = async (page: Page) => {
  await page.goto(PAGES.contact.path);
  await waitForHydration(page);
  await markDocument(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: en.site.routes.privacyPolicy.navLabel })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: FIRST_SECTION })).toBeVisible();
};

test.describe("the privacy policy's text", () => {
  test("on a first visit, is the server's, and its code is never fetched", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchCode(page, POLICY_TEXT_CHUNK);
    await page.goto(PAGES.privacyPolicy.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: FIRST_SECTION })).toBeVisible();
    await markDocument(page);

    // Its links still move within the site, without a reload.
    await page
      .getByRole("article")
      .getByRole("link", { name: en.site.routes.dataDeletion.navLabel })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.dataDeletion.path}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: en.site.routes.dataDeletion.title }),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(requested).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("reaches a visitor who moves to the policy within the site", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchCode(page, POLICY_TEXT_CHUNK);
    await moveToPolicyFromContact(page);
    expect(await isSameDocument(page)).toBe(true);
    expect(requested).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("falls back to the server's page when its code cannot be fetched", async ({ page }) => {
    // As after a newer deploy: the chunk this visit was built with is gone.
    await page.route(POLICY_TEXT_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));
    await moveToPolicyFromContact(page);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(false);
  });
});

/** The cards' names in the rows' first lists, in the order they stand. */
const cardNames = (page: Page) =>
  page.locator("section ul:not([aria-hidden]) h3").allTextContents();

/** Scrolls to each row, as a visitor would, and waits until it has its loop's copies and moves. */
const rowsMoving = async (page: Page) => {
  const tracks = page.getByRole("region", { name: /^Recipes,/ }).locator("> div");
  await expect(tracks).toHaveCount(2);
  for (const track of await tracks.all()) {
    await scrollToRow(track);
    await expect(track).toHaveAttribute("data-looped", "");
  }
};

test.describe("the home page's showcase rows", () => {
  test("on a first visit, are the server's cards in the visitor's order, and their code is never fetched", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchCode(page, SHOWCASE_ROWS_CHUNK);
    const server = await (await page.request.get("/")).text();
    await page.goto("/");
    await waitForHydration(page);
    await rowsMoving(page);
    const names = await cardNames(page);
    expect(names).toHaveLength(24);
    // The server's order is the showcase list's; the page moved the same cards into another.
    const serverNames = [...server.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map(
      ([, name]) => name!.replace(/&amp;/g, "&"),
    );
    expect([...names].sort()).toEqual([...serverNames].sort());
    await markDocument(page);

    // A card's link still moves within the site, without a reload (clicked once the rows stand still).
    await page.getByRole("button", { name: en.showcase.pause }).click();
    const card = page.locator("section ul:not([aria-hidden]) article a").first();
    const href = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(requested).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("are drawn from their own code for a visitor who moves home within the site", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchCode(page, SHOWCASE_ROWS_CHUNK);
    await page.goto(PAGES.contact.path);
    await waitForHydration(page);
    await markDocument(page);
    await page
      .getByRole("navigation")
      .getByRole("link", { name: en.site.routes.home.navLabel })
      .first()
      .click();
    await rowsMoving(page);
    expect(await cardNames(page)).toHaveLength(24);
    expect(await isSameDocument(page)).toBe(true);
    expect(requested).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
