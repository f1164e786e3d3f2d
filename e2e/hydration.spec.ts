import { SHOWCASE_SIZE } from "../src/recipes/constants";
import { expect, test, waitForHydration } from "./fixtures";

const ROWS = /^Recipes,/;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's HTML holds each recipe card once, and the rows stand still", async ({
    page,
  }) => {
    await page.goto("/");
    const rows = page.getByRole("region", { name: ROWS });
    await expect(rows.locator("ul:not([aria-hidden]) > li")).toHaveCount(SHOWCASE_SIZE);
    await expect(rows.locator("ul[aria-hidden='true']")).toHaveCount(4);
    await expect(rows.locator("ul[aria-hidden='true'] > li")).toHaveCount(0);
    for (const track of await rows.locator("> div").all()) {
      await expect(track).toHaveCSS("animation-name", "none");
    }
  });
});

test("the loop's copies repeat the first list of their row, in the visitor's order", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const rows = page.getByRole("region", { name: ROWS });
  for (const track of await rows.locator("> div").all()) {
    await expect(track).toHaveAttribute("data-looped", "");
    await expect(track).not.toHaveCSS("animation-name", "none");
    const lists = await track
      .locator("> ul")
      .evaluateAll((uls) =>
        uls.map((ul) => Array.from(ul.querySelectorAll("h3"), (h) => h.textContent)),
      );
    const [first = [], ...copies] = lists;
    expect(first.length).toBeGreaterThan(0);
    expect(copies).toEqual([first, first]);
  }
  expect(consoleErrors).toEqual([]);
});

test("the privacy policy keeps its server HTML and its link still opens the page in the app", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(9);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole("main").getByRole("link", { name: "Request Data Deletion" }).click();
  await expect(page).toHaveURL(/\/data-deletion$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Data Deletion Request" }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(consoleErrors).toEqual([]);
});
