import type { Page } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { expect, test, waitForHydration } from "./fixtures";

const POLICY_TEXT_CHUNK = /\/privacy-policy-text-[0-9a-f]+\.js$/;
const FIRST_SECTION = "1. Information We Collect";

/** Requests for the policy's own code, which only a visitor moving here within the site needs. */
const watchPolicyCode = (page: Page) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (POLICY_TEXT_CHUNK.test(request.url())) requested.push(request.url());
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
    .getByRole("link", { name: PAGES.privacyPolicy.navLabel })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: FIRST_SECTION })).toBeVisible();
};

test.describe("the privacy policy's text", () => {
  test("on a first visit, is the server's, and its code is never fetched", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchPolicyCode(page);
    await page.goto(PAGES.privacyPolicy.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: FIRST_SECTION })).toBeVisible();
    await markDocument(page);

    // Its links still move within the site, without a reload.
    await page
      .getByRole("article")
      .getByRole("link", { name: PAGES.dataDeletion.navLabel })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.dataDeletion.path}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: PAGES.dataDeletion.title }),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(requested).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("reaches a visitor who moves to the policy within the site", async ({
    page,
    consoleErrors,
  }) => {
    const requested = watchPolicyCode(page);
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
