import { SHOWCASE, expect, scrollToRow, test, waitForHydration } from "./fixtures";

const ROWS = /^Recipes,/;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's HTML holds each recipe card once, and the rows stand still", async ({
    page,
  }) => {
    await page.goto("/");
    const rows = page.getByRole("region", { name: ROWS });
    await expect(rows.locator("ul:not([aria-hidden]) > li")).toHaveCount(SHOWCASE.length);
    await expect(rows.locator("ul[aria-hidden='true']")).toHaveCount(4);
    await expect(rows.locator("ul[aria-hidden='true'] > li")).toHaveCount(0);
    for (const track of await rows.locator("> div").all()) {
      await expect(track).toHaveCSS("animation-name", "none");
    }
  });
});

test.describe("on a phone, where the rows start below the hero", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the loop's copies are made only as the visitor scrolls near the rows", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const tracks = page.getByRole("region", { name: ROWS }).locator("> div");
    await expect(tracks).toHaveCount(2);
    // Give the page every chance it had before: two frames, then a task after them.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
    for (const track of await tracks.all()) {
      await expect(track.locator("..")).not.toBeInViewport();
      expect(await track.getAttribute("data-looped")).toBeNull();
      expect(await track.locator("> ul[aria-hidden] > li").count()).toBe(0);
      await expect(track).toHaveCSS("animation-name", "none");
    }
    for (const track of await tracks.all()) {
      await scrollToRow(track);
      await expect(track).toHaveAttribute("data-looped", "");
      await expect(track).not.toHaveCSS("animation-name", "none");
    }
    expect(consoleErrors).toEqual([]);
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
    await scrollToRow(track);
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
