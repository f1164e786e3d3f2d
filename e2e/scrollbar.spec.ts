import { ROUTES as PAGES } from "../src/config/routes";
import { FLAGS, findChromium } from "../scripts/chromium.cjs";
import { expect, test } from "./fixtures";

// Playwright hides scrollbars by default; a desktop browser on Windows or Linux shows them, and one
// that appears only on long pages narrows the window by its width.
test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: findChromium(),
    args: FLAGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test("with a desktop's scrollbar, the top bar stays put between a short page and a long one", async ({
  page,
}) => {
  const logoLeft = async (route: string) => {
    await page.goto(route);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight,
    );
    const box = await page.getByRole("banner").getByRole("link").first().boundingBox();
    return { scrolls, left: box?.x };
  };
  const short = await logoLeft(PAGES.contact.path);
  const long = await logoLeft(PAGES.home.path);
  expect(short.scrolls, "the contact page fits the window").toBe(false);
  expect(long.scrolls, "the home page scrolls").toBe(true);
  expect(short.left).toBeDefined();
  expect(short.left).toBe(long.left);
});
