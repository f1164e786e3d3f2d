import { ROUTES as PAGES } from "../src/config/routes";
import { expect, test } from "./fixtures";

/*
 * The layout as a visitor sees it, measured in the built site: the first screen of a phone, the
 * recipe page's toolbar and neighbours, the privacy policy's event names and the cards' match.
 */

const PHONE = { width: 390, height: 844 };

const DESKTOP = { width: 1440, height: 900 };

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
