import { DEFAULTS } from "../src/config/site-config";
import { FOOTER_ROUTES, ROUTES, TOP_BAR_ROUTES } from "../src/config/routes";
import { DICTIONARIES, en } from "../src/i18n/dictionaries";
import { LANGUAGES } from "../src/i18n/languages";
import { appStoreUrlForAnyCountry, playStoreUrlInLanguage } from "../src/i18n/store-links";
import { fill } from "../src/i18n/words";
import { RECIPES, expect, test, waitForHydration } from "./fixtures";

for (const language of ["de", "es"] as const) {
  const words = DICTIONARIES[language];

  test.describe(`the frame in ${LANGUAGES[language].label}`, () => {
    test("the home page's top bar, hero and footer speak the page's language", async ({ page }) => {
      await page.goto(`/${language}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(
        fill(words.site.homeTitle, {
          productName: DEFAULTS.productName,
          tagline: words.site.tagline,
        }),
      );
      await expect(page.getByRole("heading", { level: 1, name: words.site.tagline })).toBeVisible();
      const nav = page.getByRole("navigation", { name: words.topBar.nav });
      for (const name of TOP_BAR_ROUTES) {
        await expect(
          nav.getByRole("link", { name: words.site.routes[name].navLabel }),
        ).toHaveAttribute("href", `/${language}${ROUTES[name].path}`);
      }
      const footer = page.getByRole("contentinfo");
      for (const name of FOOTER_ROUTES) {
        await expect(
          footer.getByRole("link", { name: words.site.routes[name].navLabel }),
        ).toHaveAttribute("href", `/${language}${ROUTES[name].path}`);
      }
      await expect(footer).toContainText(words.footer.appleTrademark);
      await expect(footer).toContainText(words.footer.googleTrademark);
      const hero = page.getByRole("region", { name: words.site.tagline });
      await expect(
        hero.getByRole("link", { name: new RegExp(words.storeBadges.appStore) }),
      ).toHaveAttribute("href", appStoreUrlForAnyCountry(DEFAULTS.appStoreUrl));
      await expect(
        hero.getByRole("link", { name: new RegExp(words.storeBadges.googlePlay) }),
      ).toHaveAttribute("href", playStoreUrlInLanguage(DEFAULTS.playStoreUrl, language));
      for (const english of [
        en.site.tagline,
        en.hero.secondHeadline,
        en.showcase.heading,
        en.footer.appleTrademark,
      ]) {
        await expect(page.getByText(english)).toHaveCount(0);
      }
      // The recipes are written in English, and their cards say so.
      await expect(page.locator(`#recipes h3 [lang="en"]`).first()).toBeAttached();
    });

    test("the picker offers the same page in each language and keeps the visitor's place", async ({
      page,
    }) => {
      await page.goto(`/${language}/recipes/?have=egg,spinach`);
      await waitForHydration(page);
      const picker = page.getByRole("navigation", { name: words.footer.languages });
      await expect(picker.getByRole("link", { name: LANGUAGES[language].label })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await picker.getByRole("link", { name: LANGUAGES.en.label }).click();
      await expect(page).toHaveURL(/\/recipes\/\?have=egg,spinach$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("a recipe, in English only, leads to the recipe list of each other language", async ({
      page,
    }) => {
      const recipe = RECIPES[0];
      if (!recipe) throw new Error("No recipes");
      await page.goto(recipe.path);
      const picker = page.getByRole("navigation", { name: en.footer.languages });
      await expect(picker.getByRole("link", { name: LANGUAGES[language].label })).toHaveAttribute(
        "href",
        `/${language}/recipes/`,
      );
    });

    test("the not-found page speaks the language of its folder", async ({ page }) => {
      await page.goto(`/${language}/404.html`);
      await expect(
        page.getByRole("heading", { level: 1, name: words.site.notFound.title }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: words.site.notFound.browseRecipes }),
      ).toHaveAttribute("href", `/${language}/recipes/`);
    });
  });
}
