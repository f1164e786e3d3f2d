import { ROUTES as PAGES } from "../src/config/routes";
import { POLICY_EFFECTIVE_DATE } from "../src/config/policy";
import { en } from "../src/i18n/dictionaries";
import { de } from "../src/i18n/dictionaries/de";
import { es } from "../src/i18n/dictionaries/es";
import { formatLongDate } from "../src/i18n/format";
import { localizedPath } from "../src/i18n/languages";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * The privacy policy and the contact page in German and Spanish, as the server sends them and as a
 * visitor moving within the site draws them from the policy's own code.
 */

for (const [language, words] of [
  ["de", de],
  ["es", es],
] as const) {
  test.describe(`in ${language}`, () => {
    const t = words.policy;
    const path = localizedPath(PAGES.privacyPolicy.path, language);

    test("the policy is dated in its language and says the English text governs", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const date = page.locator(`time[datetime="${POLICY_EFFECTIVE_DATE}"]`);
      await expect(date).toHaveText(formatLongDate(POLICY_EFFECTIVE_DATE, language));
      const english = page.getByRole("main").getByRole("link", { name: t.englishPolicy });
      await expect(english).toHaveAttribute("href", PAGES.privacyPolicy.path);
      await expect(
        page.getByRole("heading", { level: 2, name: `3. ${t.analytics.title}` }),
      ).toBeVisible();
      await expect(page.getByText(en.policy.record.recordIntro)).toHaveCount(0);
      await waitForHydration(page);
      await english.click();
      await expect(page).toHaveURL(new RegExp(`${PAGES.privacyPolicy.path}$`));
      await expect(page.getByText(en.policy.record.recordIntro)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test("a visitor moving within the site reads the policy and the deletion page in its language", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("link", { name: t.quoted.dataDeletion, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localizedPath(PAGES.dataDeletion.path, language)}$`),
      );
      await expect(page.getByRole("button", { name: words.deletion.form.submit })).toBeVisible();
      // Back on the policy, drawn this time from its own code.
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 2, name: `1. ${t.collect.title}` }),
      ).toBeVisible();
      await expect(page.getByText(t.record.recordIntro)).toBeVisible();
      await expect(page.getByText(en.policy.record.recordIntro)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
