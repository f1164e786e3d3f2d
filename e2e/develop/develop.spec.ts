import { expect, test, type Page } from "@playwright/test";
import { DEFAULTS } from "../../src/config/site-config";
import { ROUTES as PAGES } from "../../src/config/routes";
import { GET_PATH } from "../../src/get/constants";
import { RECIPE_ROUTES, ROUTES, blockAnalyticsHost } from "../fixtures";
import { en } from "../../src/i18n/dictionaries";

/**
 * `npm run develop`, as a new maintainer first sees it: every page renders, and neither the site
 * nor its lean runtime logs a console error or warning. Runs against `gatsby develop`
 * (playwright.develop.config.ts), not the build.
 */
const STORES = /apps\.apple\.com|play\.google\.com/;

/** Every console error and warning, and every uncaught error, of a page. */
const listenForProblems = (page: Page) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
};

/**
 * `gatsby develop` sends every page as an empty shell that React draws in the browser: the page's
 * first heading shows once React has drawn it, its links and handlers with it.
 */
const drawn = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

test.beforeEach(async ({ page }) => {
  await blockAnalyticsHost(page);
  await page.route(STORES, (route) => route.fulfill({ status: 200, body: "store" }));
});

test("every page renders under gatsby develop with no console error or warning", async ({
  page,
}) => {
  const problems = listenForProblems(page);
  for (const route of [...ROUTES, RECIPE_ROUTES[0]!, GET_PATH]) {
    await page.goto(route);
    await drawn(page);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("moving within the site draws each page's head, with no console error or warning", async ({
  page,
}) => {
  const problems = listenForProblems(page);
  await page.goto(PAGES.home.path);
  await drawn(page);
  await page
    .getByRole("navigation", { name: en.topBar.nav })
    .getByRole("link", { name: en.site.routes.contact.navLabel })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: en.site.routes.contact.title }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${en.site.routes.contact.title} | ${DEFAULTS.productName}`);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: en.site.routes.privacyPolicy.navLabel })
    .click();
  await expect(page).toHaveTitle(`${en.site.routes.privacyPolicy.title} | ${DEFAULTS.productName}`);
  expect(problems).toEqual([]);
});
