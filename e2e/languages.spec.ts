import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE } from "../src/analytics/consent/consent";
import { CONSENT_BAR_MARKS } from "../src/components/consent-bar/bar-marks";
import { CONSENT_BAR_HOST_ID } from "../src/components/consent-bar/privacy-choices";
import { ROUTES as PAGES } from "../src/config/routes";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import type { Language } from "../src/i18n/languages";
import { ASKED_ZONE } from "./analytics-support";
import { expect, layoutShift, test, waitForHydration } from "./fixtures";
import {
  BUILT_LANGUAGES,
  GET_PATH,
  PREFIXED_LANGUAGES,
  localizedPath,
  unknownPathIn,
} from "./languages-support";
import { startNginx, type NginxServer } from "./nginx-server";
import { recipeListPath } from "../src/recipes/list-pages";

/*
 * Every route in every language, as a visitor who is asked about analytics meets it: the page
 * says which language it is in, axe finds nothing, nothing moves, the consent question shows and
 * takes an answer, and the deletion form and the fridge picker work from the keyboard. Then that
 * no interface word of English is left on a German or Spanish page.
 *
 * Selectors name roles and the site's own marks, never words, so they hold in every language.
 * The not-found page is read from nginx, which serves /de/404.html for an unknown /de/ address
 * as every host does; `gatsby serve` answers every unknown address with the English one.
 */

type RouteKind = "home" | "contact" | "deletion" | "policy" | "recipes" | "get" | "notFound";

const ROUTE_KINDS: { kind: RouteKind; path: (language: Language) => string }[] = [
  { kind: "home", path: (language) => localizedPath(PAGES.home.path, language) },
  { kind: "contact", path: (language) => localizedPath(PAGES.contact.path, language) },
  { kind: "deletion", path: (language) => localizedPath(PAGES.dataDeletion.path, language) },
  { kind: "policy", path: (language) => localizedPath(PAGES.privacyPolicy.path, language) },
  { kind: "recipes", path: (language) => localizedPath(recipeListPath(1), language) },
  // Phones are sent on to their store: the page itself is what a desktop sees.
  { kind: "get", path: (language) => localizedPath(GET_PATH, language) },
  { kind: "notFound", path: unknownPathIn },
];

const EMAIL = "cook@example.com";
const PHONE = { width: 390, height: 844 };
const TAB_LIMIT = 60;
/** A word of an ingredient's name, in English and in the words the picker may be given. */
const INGREDIENT_START = "spin";

const nginxTest = test.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const server = await startNginx();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

// A visitor in a time zone where the site asks before it counts.
nginxTest.use({ timezoneId: ASKED_ZONE });

const addressOf = (nginx: NginxServer, kind: RouteKind, urlPath: string) =>
  kind === "notFound" ? `${nginx.origin}${urlPath}` : urlPath;

const open = async (page: Page, address: string) => {
  await page.goto(address);
  await waitForHydration(page);
};

const consentBar = (page: Page) => page.locator(`#${CONSENT_BAR_HOST_ID} section`);

/** The showcase's looped copies are inert and hidden; axe reads the first list. */
const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).exclude("[inert]").analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
};

/** Presses Tab until the element has focus, as a keyboard visitor reaches it. */
const tabTo = async (page: Page, selector: string) => {
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.locator(selector).evaluate((element) => element === document.activeElement))
      return;
  }
  throw new Error(`${selector} was not reached in ${TAB_LIMIT} presses of Tab`);
};

/** The deletion form, by keyboard: a wrong address is named wrong; a right one is sent. */
const useDeletionFormByKeyboard = async (page: Page) => {
  const field = page.locator('form input[type="email"]');
  await tabTo(page, 'form input[type="email"]');
  await page.keyboard.type("cook@");
  await page.keyboard.press("Enter");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const problem = await field.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${problem?.split(" ")[0]}"]`)).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type("example.com");
  await page.keyboard.press("Enter");
  // The outcome takes the form's place and its heading takes the focus.
  await expect(page.locator("main h2:focus")).toBeVisible({ timeout: 10_000 });
  await expect(page.locator("form")).toHaveCount(0);
};

/** The fridge picker, by keyboard: type, take the first suggestion, see recipes that use it. */
const useFridgePickerByKeyboard = async (page: Page) => {
  const input = page.getByRole("combobox");
  await tabTo(page, '[role="combobox"]');
  await page.keyboard.type(INGREDIENT_START);
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue("");
  await expect(page).toHaveURL(/\?have=/);
  const results = page.getByRole("region").filter({ has: page.getByRole("article") });
  await expect(results.getByRole("article").first()).toBeVisible();
  // The count says how many recipes, in the page's words.
  await expect(results.getByRole("status").filter({ hasText: /\d/ })).toHaveCount(1);
};

for (const language of BUILT_LANGUAGES) {
  nginxTest.describe(`in ${language}`, () => {
    for (const { kind, path: pathIn } of ROUTE_KINDS) {
      const urlPath = pathIn(language);
      nginxTest(
        `${urlPath} speaks ${language}, passes axe, shifts nothing and works by keyboard`,
        async ({ page, nginx, consoleErrors }) => {
          await open(page, addressOf(nginx, kind, urlPath));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          const bar = consentBar(page);
          await expect(bar).toBeVisible();
          expect(await layoutShift(page)).toBe(0);
          expect(await axeViolations(page)).toEqual([]);

          // One answer on some pages, the other on the rest: both must work in every language.
          const choice =
            ROUTE_KINDS.findIndex((route) => route.kind === kind) % 2 ? "decline" : "agree";
          await bar.locator(`[${CONSENT_BAR_MARKS.choice}="${choice}"]`).click();
          await expect(bar).toHaveCount(0);
          const stored = await page.evaluate(
            (key) => localStorage.getItem(key),
            CONSENT_STORAGE.key,
          );
          expect(JSON.parse(stored ?? "{}")).toMatchObject({ choice });
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          expect(await layoutShift(page)).toBe(0);

          if (kind === "deletion") await useDeletionFormByKeyboard(page);
          if (kind === "recipes") await useFridgePickerByKeyboard(page);
          // The not-found page's own address answers 404, which the browser logs.
          expect(
            consoleErrors.filter((error) => kind !== "notFound" || !/404/.test(error)),
          ).toEqual([]);
        },
      );
    }
  });
}

/* ---- English left on a German or Spanish page ---- */

type Leaf = { key: string; text: string };

/** Every text of a dictionary with its key, "notFound.title" or "recipeList.count.other". */
const leaves = (value: unknown, key = ""): Leaf[] => {
  if (typeof value === "string") return [{ key, text: value }];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    leaves(inner, key ? `${key}.${name}` : name),
  );
};

const textAt = (value: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (inner, name) =>
        inner && typeof inner === "object" ? (inner as Record<string, unknown>)[name] : undefined,
      value,
    );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Shorter pieces (a "Menu", an "OK") are too likely to be a word of a name or of both languages. */
const MIN_LENGTH = 4;

/**
 * The English texts a page in the language must not show: each one the language's dictionary
 * words differently, as the parts between its placeholders ("{count} recipes" → "recipes").
 * A text both dictionaries give alike (a name: the App Store, the product) is no leftover.
 */
const englishLeftovers = (language: Language): Leaf[] => {
  // A word the language's own dictionary uses ("Download" in "Download-Link") is its word too.
  const own = leaves(DICTIONARIES[language])
    .map(({ text }) => text)
    .join("\n");
  const ownWord = (part: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escape(part)}($|[^\\p{L}\\p{N}])`, "u").test(own);
  return leaves(DICTIONARIES.en)
    .filter(({ key, text }) => textAt(DICTIONARIES[language], key) !== text)
    .flatMap(({ key, text }) =>
      text
        .split(/\{[^}]*\}/)
        .map((part) => part.trim())
        .filter((part) => part.length >= MIN_LENGTH && !ownWord(part))
        .map((part) => ({ key, text: part })),
    );
};

type Shown = { where: string; text: string };

/**
 * Every interface text a visitor meets on the page: its title, each visible text, and the
 * aria-label, alt, title and placeholder of each visible element, outside the recipes' own words
 * (marked lang="en") and the names that cross the wire as they are (the policy's event and field
 * names, in <code>).
 */
const shownTexts = (page: Page): Promise<Shown[]> =>
  page.evaluate(() => {
    const shown: { where: string; text: string }[] = [{ where: "title", text: document.title }];
    const english = (element: Element) =>
      element.closest("[lang]") !== document.documentElement &&
      (element.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().startsWith("en");
    // Rendered, visually hidden texts included: they are read out.
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!parent || !text || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName))
        continue;
      if (english(parent) || parent.closest("code") || !visible(parent)) continue;
      shown.push({ where: describe(parent), text });
    }
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      for (const element of document.body.querySelectorAll(`[${name}]`)) {
        if (english(element) || !visible(element)) continue;
        shown.push({
          where: `${describe(element)}[${name}]`,
          text: element.getAttribute(name) ?? "",
        });
      }
    }
    return shown;
  });

/** Where each leftover shows, as "key: «English» in where: «what it says»". */
const leftoversShown = (leftovers: Leaf[], shown: Shown[]): string[] =>
  leftovers.flatMap(({ key, text }) => {
    // A whole word or phrase: "Close" in "Closed" or "Home" in "Homemade" is no leftover.
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, "u");
    return shown
      .filter((item) => pattern.test(item.text))
      .map((item) => `${key}: «${text}» in ${item.where}: «${item.text}»`);
  });

for (const language of PREFIXED_LANGUAGES) {
  nginxTest.describe(`no English on ${language} pages`, () => {
    const leftovers = englishLeftovers(language);
    for (const { kind, path: pathIn } of ROUTE_KINDS) {
      const urlPath = pathIn(language);
      nginxTest(`${urlPath} shows no interface text in English`, async ({ page, nginx }) => {
        await open(page, addressOf(nginx, kind, urlPath));
        await expect(consentBar(page)).toBeVisible();
        const shown = await shownTexts(page);
        // The words that only show once the visitor acts: a wrong address, the picker's list.
        if (kind === "deletion") {
          await page.locator('form input[type="email"]').fill("cook@");
          await page.locator('form input[type="email"]').press("Enter");
          await expect(page.locator('form input[type="email"]')).toHaveAttribute(
            "aria-invalid",
            "true",
          );
          shown.push(...(await shownTexts(page)));
          await page.locator('form input[type="email"]').fill(EMAIL);
          await page.locator('form input[type="email"]').press("Enter");
          await expect(page.locator("main h2:focus")).toBeVisible({ timeout: 10_000 });
          shown.push(...(await shownTexts(page)));
        }
        if (kind === "recipes") {
          await page.getByRole("combobox").fill(INGREDIENT_START);
          await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
          shown.push(...(await shownTexts(page)));
          await page.getByRole("combobox").press("ArrowDown");
          await page.getByRole("combobox").press("Enter");
          await expect(page.getByRole("article").first()).toBeVisible();
          shown.push(...(await shownTexts(page)));
        }
        // A phone's width shows words a desktop's hides (the top bar's button for the badges).
        await page.setViewportSize(PHONE);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        shown.push(...(await shownTexts(page)));
        expect([...new Set(leftoversShown(leftovers, shown))]).toEqual([]);
      });
    }
  });
}
