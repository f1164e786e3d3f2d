import { COPYRIGHT_YEAR } from "../src/components/footer/footer";
import { BADGE_SIZES, MIN_BADGE_HEIGHT_PX } from "../src/components/store-badge/badge-sizes";
import { DELETION_DAYS, POLICY_EFFECTIVE_DATE } from "../src/config/policy";
import { formatPolicyDate } from "../src/config/policy-date";
import { FOOTER_ROUTES, ROUTES as PAGES, TOP_BAR_ROUTES } from "../src/config/routes";
import { SUBMIT_TIMEOUT_MS } from "../src/components/deletion-form/deletion-form-state";
import { DEFAULTS } from "../src/config/site-config";
import { LOOP_COPIES } from "../src/recipes/split-rows";
import { BACK_TO_SHOWCASE } from "../src/components/recipe-page/recipe-page-text";
import { SHOWCASE_ID, SHOWCASE_PATH } from "../src/components/recipe-showcase/showcase-anchor";
import path from "node:path";
import type { Page } from "@playwright/test";
import { analyticsChunkFiles } from "../scripts/built-site.cjs";
import { SPRITE_ART } from "../src/components/svg-sprite/sprite-art";
import { DICTIONARIES, en } from "../src/i18n/dictionaries";

const GET_THE_APP = en.topBar.getTheApp;
import { BADGE_LETTERING_FILES } from "../src/components/store-badge/badge-lettering";
import sharp from "sharp";
import type { Locator } from "@playwright/test";
import {
  RECIPES,
  ROUTES,
  SAMPLE_PAGES,
  UNKNOWN_PATH,
  blockAnalyticsHost,
  layoutShift,
  scrollToRow,
  expect,
  test,
  waitForHydration,
} from "./fixtures";
import {
  RENDER_ERROR_MESSAGE,
  RENDER_ERROR_PATH,
} from "../plugins/gatsby-plugin-e2e-pages/e2e-pages";

const BADGE_LETTERING_FILE = BADGE_LETTERING_FILES.en;

/** The showcase's two moving rows. */
/** How long each photo takes to arrive in the slow-network showcase test. */
const PHOTO_LATENCY_MS = 600;
/** How much faster the showcase runs there, and for how long it is watched. */
const SHOWCASE_SPEED_UP = 4;
const WATCH_MS = 4000;

const showcaseTracks = (page: Page) =>
  page.getByRole("region", { name: /^Recipes,/ }).locator("> div");

/** The h1 and the document title come from the same name. */
const expectPage = async (page: Page, title: string) => {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | ${DEFAULTS.productName}`);
};

const IMAGE_BY_NAME = new Map(
  RECIPES.map(({ recipeName, image }) => [recipeName, path.parse(image).name]),
);

/** Every card must show its own recipe's photo, also after the shuffle. */
const expectImagesToMatchNames = async (page: Page) => {
  const cards = await page.getByRole("article").evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.querySelector("h3")?.textContent ?? "",
      sources: [...article.querySelectorAll("img, source")]
        .map((el) => el.getAttribute("srcset") ?? "")
        .join(" "),
    })),
  );
  for (const { name, sources } of cards) {
    expect(sources, name).toContain(`/${IMAGE_BY_NAME.get(name)}.`);
  }
};

test.describe("every page", () => {
  for (const route of ROUTES) {
    test(`${route} has the top bar, the footer and no console errors`, async ({
      page,
      consoleErrors,
    }) => {
      // Each role query walks the home page's 72 moving cards: about 1 s apiece on a busy machine.
      test.slow(route === PAGES.home.path);
      await page.goto(route);
      await waitForHydration(page);

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: DEFAULTS.productName })).toHaveAttribute(
        "href",
        "/",
      );
      const nav = page.getByRole("navigation", { name: en.topBar.nav });
      for (const name of TOP_BAR_ROUTES) {
        await expect(
          nav.getByRole("link", { name: en.site.routes[name].navLabel }),
        ).toHaveAttribute("href", PAGES[name].path);
      }
      await expect(
        header.getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
      ).toBeVisible();
      await expect(
        header.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      ).toBeVisible();

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${COPYRIGHT_YEAR} ${DEFAULTS.company}`);
      for (const name of FOOTER_ROUTES) {
        await expect(
          footer.getByRole("link", { name: en.site.routes[name].navLabel }),
        ).toHaveAttribute("href", PAGES[name].path);
      }
      await expect(footer).toContainText(en.footer.appleTrademark);
      await expect(footer).toContainText(en.footer.googleTrademark);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const { path: route, title } of Object.values(PAGES).filter((p) => "title" in p)) {
    test(`${route} has one name for its heading and its title`, async ({ page }) => {
      await page.goto(route);
      await expectPage(page, title as string);
    });
  }

  test("the current page is marked in the navigation", async ({ page }) => {
    await page.goto(PAGES.contact.path);
    const nav = page.getByRole("navigation", { name: en.topBar.nav });
    await expect(nav.getByRole("link", { name: en.site.routes.contact.navLabel })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: en.site.routes.home.navLabel })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the skip link moves to the main content, below the fixed bar", async ({ page }) => {
    await page.goto(PAGES.privacyPolicy.path);
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: en.layout.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    const barBottom = await page
      .getByRole("banner")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await page
      .getByRole("heading", { level: 1 })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(barBottom);
  });

  test("navigation works between pages without a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: en.topBar.nav })
      .getByRole("link", { name: en.site.routes.contact.navLabel })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.contact.path}$`));
    await expectPage(page, en.site.routes.contact.title);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en.site.routes.privacyPolicy.navLabel })
      .click();
    await expectPage(page, en.site.routes.privacyPolicy.title);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en.site.routes.dataDeletion.navLabel })
      .click();
    await expectPage(page, en.site.routes.dataDeletion.title);
    await page.getByRole("banner").getByRole("link", { name: DEFAULTS.productName }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("a page that fails to render", () => {
  test("shows the error page, then the next page the visitor opens", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(RENDER_ERROR_PATH);
    await waitForHydration(page);
    const error = page.getByRole("heading", { level: 1, name: en.errors.title });
    await expect(error).toBeVisible();
    await expect(page).toHaveTitle(en.errors.title);
    expect(consoleErrors.join("\n")).toContain(RENDER_ERROR_MESSAGE);

    const nav = page.getByRole("navigation", { name: en.topBar.nav });
    await nav.getByRole("link", { name: en.site.routes.contact.navLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.contact.path}$`));
    await expectPage(page, en.site.routes.contact.title);
    await expect(error).toHaveCount(0);

    await page.goBack();
    await expect(error).toBeVisible();
    await expect(page).toHaveTitle(en.errors.title);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en.site.routes.privacyPolicy.navLabel })
      .click();
    await expectPage(page, en.site.routes.privacyPolicy.title);
    await nav.getByRole("link", { name: en.site.routes.home.navLabel }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEFAULTS.tagline })).toBeVisible();
    await expect(page).toHaveTitle(`${DEFAULTS.productName}: ${DEFAULTS.tagline}`);
    await expect(error).toHaveCount(0);
  });
});

test.describe("moving within the site", () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  for (const width of [390, 1280]) {
    test(`a new page opens at its top, and Back and Forward return to where the visitor was, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGES.privacyPolicy.path);
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
      const readingAt = await scrollY(page);
      // The position is saved on the frame after the scroll.
      await page.evaluate(() => new Promise(requestAnimationFrame));

      await footer.getByRole("link", { name: en.site.routes.contact.navLabel }).click();
      await expectPage(page, en.site.routes.contact.title);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expectPage(page, en.site.routes.privacyPolicy.title);
      await expect.poll(() => scrollY(page)).toBe(readingAt);

      await page.goForward();
      await expectPage(page, en.site.routes.contact.title);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }

  // Both pages draw running text (prose.module.css), and each page's style sheet carries its own
  // copy of those rules: the copy another page brings, later in the document, must not outweigh
  // this page's own rules. It did, and the policy came back 32 px shorter, where Back at its foot
  // could no longer reach.
  for (const [from, to] of [
    ["privacyPolicy", "dataDeletion"],
    ["dataDeletion", "privacyPolicy"],
  ] as const) {
    test(`${PAGES[from].path} is drawn again as it was after ${PAGES[to].path}'s styles have come`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(PAGES[from].path);
      await waitForHydration(page);
      const height = () =>
        page.getByRole("main").evaluate((main) => main.getBoundingClientRect().height);
      const before = await height();
      const { routes } = en.site;
      await page.getByRole("contentinfo").getByRole("link", { name: routes[to].navLabel }).click();
      await expectPage(page, routes[to].title);
      await page.goBack();
      await expectPage(page, routes[from].title);
      await expect.poll(height).toBe(before);
    });
  }

  test("a link to a section of a page opens that page at the section, where the browser would", async ({
    page,
  }) => {
    const [recipe] = RECIPES;
    if (!recipe) throw new Error("The sample data has no recipes.");
    const section = page.locator(`#${SHOWCASE_ID}`);
    const sectionTop = () =>
      section.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.goto(SHOWCASE_PATH);
    await waitForHydration(page);
    const whereTheBrowserPutsIt = await sectionTop();
    expect(whereTheBrowserPutsIt).toBeLessThan(300);

    // A recipe page leads back to the home page's showcase.
    await page.goto(recipe.path);
    await waitForHydration(page);
    await page.getByRole("link", { name: BACK_TO_SHOWCASE, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOWCASE_PATH}$`));
    await expect(section).toBeVisible();
    await expect.poll(sectionTop).toBe(whereTheBrowserPutsIt);
  });
});

test.describe("home", () => {
  test("has the hero, the headlines and the showcase", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Recipes Using Your Ingredients" }),
    ).toBeVisible();
    await expect(page.getByText(en.hero.secondHeadline)).toBeVisible();
    await expect(page.getByRole("heading", { name: en.showcase.heading })).toBeVisible();
    await expect(page.getByText(en.showcase.subheading, { exact: true })).toBeVisible();
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(
      hero.getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
    ).toBeVisible();
    await expect(
      hero.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
    ).toBeVisible();
    const heroImage = hero.getByRole("img", { name: /app on a phone/ });
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");
    await expect(heroImage).toHaveAttribute("loading", "eager");
    expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test("shows 24 recipes in two rows, each repeated for the loop, with copies hidden", async ({
    page,
  }) => {
    await page.goto("/");
    const rows = page.getByRole("region", { name: /^Recipes,/ });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.locator("ul")).toHaveCount(LOOP_COPIES);
      await expect(row.locator("ul:not([aria-hidden])").getByRole("listitem")).toHaveCount(12);
      await expect(row.locator("ul[aria-hidden='true'][inert]")).toHaveCount(LOOP_COPIES - 1);
    }
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(24);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(first).toContainText(/by (Elena Ruiz|Marcus Bell)/);
    await expect(first).toContainText(/(10|[2-9])\/10/);
    await expect(first.locator("a")).toHaveAttribute(
      "aria-label",
      /^.+ by .+, \d+ of 10 ingredients most kitchens have$/,
    );
  });

  test("the rows move on their own in opposite directions and pause on hover", async ({ page }) => {
    await page.goto("/");
    const tracks = showcaseTracks(page);
    // They start once the page's script has made the loop's copies, as each comes near the screen.
    for (const track of await tracks.all()) {
      await scrollToRow(track);
      await expect(track).not.toHaveCSS("animation-name", "none");
    }
    const names = await tracks.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).animationName),
    );
    expect(names.every((name) => name !== "none")).toBe(true);
    const directions = await tracks.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).animationDirection),
    );
    expect(directions).toEqual(["normal", "reverse"]);
    const offset = () =>
      tracks.first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const before = await offset();
    await expect.poll(offset).not.toBe(before);

    await page.getByRole("region", { name: en.showcase.firstRow }).hover();
    await expect(tracks.first()).toHaveCSS("animation-play-state", "paused");
  });

  test("a card sliding in shows its photo, not a blank, on a slow network", async ({ page }) => {
    // Each photo takes a while to arrive, as on a phone's network; the rest comes at once.
    await page.route(/\.(avif|webp|jpe?g|png)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PHOTO_LATENCY_MS));
      await route.continue();
    });
    await page.goto("/");
    const tracks = showcaseTracks(page);
    await page
      .getByRole("region", { name: en.showcase.firstRow })
      .evaluate((row) => row.scrollIntoView({ block: "start" }));
    for (const track of await tracks.all()) await expect(track).toHaveAttribute("data-looped", "");
    /** The photos inside a row's visible part that have not arrived, and how far the rows moved. */
    const watch = (ms: number) =>
      page.evaluate(
        (duration) =>
          new Promise<{ blank: string[]; moved: number }>((resolve) => {
            const tracks = [...document.querySelectorAll<HTMLElement>("[data-showcase-track]")];
            const offset = () =>
              Math.abs(new DOMMatrix(getComputedStyle(tracks[0]!).transform).m41);
            const from = offset();
            const blank = new Set<string>();
            const start = performance.now();
            const frame = () => {
              for (const track of tracks) {
                const clip = track.parentElement!.getBoundingClientRect();
                for (const img of track.querySelectorAll("img")) {
                  const box = img.getBoundingClientRect();
                  const shown = Math.min(box.right, clip.right) - Math.max(box.left, clip.left);
                  if (shown > 0 && box.top < innerHeight && !(img.complete && img.naturalWidth > 0))
                    blank.add(img.closest("article")?.querySelector("h3")?.textContent ?? img.src);
                }
              }
              if (performance.now() - start < duration) requestAnimationFrame(frame);
              else resolve({ blank: [...blank], moved: offset() - from });
            };
            requestAnimationFrame(frame);
          }),
        ms,
      );
    // The photos on screen when the rows came into view arrive first.
    await expect.poll(async () => (await watch(0)).blank).toEqual([]);
    // Then the rows run faster, so that several cards slide in on each side within the watch.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: SHOWCASE_SPEED_UP });
    const { blank, moved } = await watch(WATCH_MS);
    const card = await page.getByRole("article").first().boundingBox();
    expect(moved, "the rows moved by more than two cards").toBeGreaterThan(2 * card!.width);
    expect(blank, "cards whose photo had not arrived as they slid in").toEqual([]);
  });

  test("the pause control stops and restarts the motion", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const tracks = showcaseTracks(page);
    await page.getByRole("button", { name: en.showcase.pause }).click();
    for (const track of await tracks.all()) {
      await expect(track).toHaveCSS("animation-play-state", "paused");
    }
    await page.getByRole("button", { name: en.showcase.play }).click();
    await page.mouse.move(0, 0);
    await expect(tracks.first()).toHaveCSS("animation-play-state", "running");
  });

  test("the order is shuffled per visit without hydration warnings", async ({
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const orders = new Set<string>();
    for (let visit = 0; visit < 3; visit += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto("/");
      await waitForHydration(page);
      // The rows start moving once they come near the screen, in the visitor's own order.
      for (const track of await showcaseTracks(page).all()) {
        await scrollToRow(track);
        await expect(track).not.toHaveCSS("animation-name", "none");
      }
      const names = await page.getByRole("article").getByRole("heading").allTextContents();
      expect(names).toHaveLength(24);
      expect(new Set(names).size).toBe(24);
      orders.add(names.join("|"));
      await expectImagesToMatchNames(page);
      expect(warnings).toEqual([]);
      await context.close();
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the rows stand still and scroll by hand instead", async ({ page }) => {
    await page.goto("/");
    const rows = page.getByRole("region", { name: /^Recipes,/ });
    const tracks = rows.locator("> div");
    for (const track of await tracks.all()) {
      await scrollToRow(track);
      await expect(track).toHaveCSS("animation-name", "none");
      // Once the visitor's order is drawn, each row still starts at its first card.
      await expect(track).toHaveAttribute("data-looped", "");
    }
    for (const row of await rows.all()) {
      expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    }
    await expect(rows.first()).toHaveCSS("overflow-x", "auto");
    await expect(rows.first().locator("ul[aria-hidden='true']").first()).toBeHidden();
    await expect(page.getByRole("button", { name: en.showcase.pause })).toBeHidden();
    const scrolled = await rows.first().evaluate((el) => {
      el.scrollLeft = 200;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
  });
});

test.describe("shared artwork", () => {
  for (const route of SAMPLE_PAGES) {
    test(`${route} draws every badge and icon it shows from the page's sprite`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      // An icon inside something not shown draws nothing: the recipe page's empty "You have" line,
      // and the showcase's looped copies while they are off screen (content-visibility: auto skips
      // their layout, so their icons measure 0 until they come near).
      // (The badges' references to their lettering file are the next tests'.)
      const uses = await page.locator("use").evaluateAll((elements) =>
        elements
          .filter((use) => !use.closest("symbol"))
          .filter((use) => (use.getAttribute("href") ?? "").startsWith("#"))
          .filter((use) => use.checkVisibility({ contentVisibilityAuto: true }))
          .map((use) => {
            const href = use.getAttribute("href") ?? "";
            const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
            const { width, height } = (use as SVGUseElement).getBBox();
            return { href, target: target?.tagName ?? null, drawn: width > 0 && height > 0 };
          }),
      );
      // Every page shows at least the two badges of the top bar.
      expect(uses.length).toBeGreaterThanOrEqual(2);
      for (const use of uses)
        expect(use).toEqual({ href: use.href, target: "symbol", drawn: true });
      // One sprite per page, outside the app's root so that React never renders it again.
      await expect(page.locator("body > svg symbol[id]")).toHaveCount(
        Object.keys(SPRITE_ART).length,
      );
    });
  }
});

type Rgb = [number, number, number];
const white = ([r, g, b]: Rgb) => Math.min(r, g, b) > 200;
/** White, or one of the Google Play logo's four colours; not the black ground or grey border. */
const bright = ([r, g, b]: Rgb) => Math.max(r, g, b) > 200;

/**
 * The share of a badge's pixels across a band of its width (fractions of it, clear of the
 * rounded corners) that `lit` accepts: the logo is in the first 30 %, the words after it.
 */
const share = async (badge: Locator, from: number, to: number, lit: (pixel: Rgb) => boolean) => {
  const png = await badge.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  let all = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = Math.round(info.width * from); x < info.width * to; x += 1) {
      const at = (y * info.width + x) * info.channels;
      all += 1;
      if (lit([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0])) hits += 1;
    }
  }
  return hits / all;
};
const wordsShare = (badge: Locator) => share(badge, 0.3, 0.95, white);
const logoShare = (badge: Locator) => share(badge, 0.05, 0.3, bright);

test.describe("store badge lettering", () => {
  const badges = (page: Page) =>
    [new RegExp(en.storeBadges.appStore), new RegExp(en.storeBadges.googlePlay)].map((name) =>
      page.getByRole("banner").getByRole("link", { name }),
    );

  test("the badges draw their words from one file under /static/", async ({ page }) => {
    const lettering = page.waitForResponse((response) =>
      response.url().endsWith(BADGE_LETTERING_FILE),
    );
    await page.goto("/");
    const response = await lettering;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    for (const badge of badges(page)) {
      await expect.poll(() => wordsShare(badge)).toBeGreaterThan(0.05);
      expect(await logoShare(badge)).toBeGreaterThan(0.05);
    }
    // Each badge names the file, and the page has no text laid out inside an SVG.
    const shown = await page.locator('a[target="_blank"] > svg').count();
    expect(shown).toBeGreaterThanOrEqual(4);
    await expect(page.locator(`a > svg use[href^="${BADGE_LETTERING_FILE}#"]`)).toHaveCount(shown);
    await expect(page.locator("svg text")).toHaveCount(0);
  });

  test("a page in German draws the stores' German words, from its own file", async ({ page }) => {
    const { storeBadges } = DICTIONARIES.de;
    const lettering = page.waitForResponse((response) =>
      response.url().endsWith(BADGE_LETTERING_FILES.de),
    );
    await page.goto("/de/");
    expect((await lettering).status()).toBe(200);
    for (const name of [storeBadges.appStore, storeBadges.googlePlay]) {
      const badge = page.getByRole("banner").getByRole("link", { name: new RegExp(name) });
      await expect.poll(() => wordsShare(badge)).toBeGreaterThan(0.05);
    }
    await expect(page.locator(`use[href^="${BADGE_LETTERING_FILE}#"]`)).toHaveCount(0);
  });

  test("without the file a badge keeps its frame and logo, and its link its name", async ({
    page,
  }) => {
    await page.route(`**${BADGE_LETTERING_FILE}`, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
    for (const badge of badges(page)) {
      await expect(badge).toBeVisible();
      expect(await logoShare(badge)).toBeGreaterThan(0.05);
      expect(await wordsShare(badge)).toBe(0);
    }
  });

  test("a file that arrives late fills the words in without moving anything", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${BADGE_LETTERING_FILE}`, async (route) => {
      await held;
      await route.continue();
    });
    // The file is a resource of the document, so the load event waits for it; the page does not.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    const before = await Promise.all(badges(page).map((badge) => badge.boundingBox()));
    for (const badge of badges(page)) expect(await wordsShare(badge)).toBe(0);
    const shiftBefore = await layoutShift(page);

    const arrived = page.waitForResponse((response) =>
      response.url().endsWith(BADGE_LETTERING_FILE),
    );
    release();
    expect((await arrived).status()).toBe(200);
    for (const badge of badges(page)) {
      await expect.poll(() => wordsShare(badge)).toBeGreaterThan(0.05);
    }
    expect(await Promise.all(badges(page).map((badge) => badge.boundingBox()))).toEqual(before);
    expect(await layoutShift(page)).toBe(shiftBefore);
  });
});

test.describe("store badges", () => {
  for (const [name, url] of [
    [new RegExp(en.storeBadges.appStore), DEFAULTS.appStoreUrl],
    [new RegExp(en.storeBadges.googlePlay), DEFAULTS.playStoreUrl],
  ] as const) {
    test(`${name.source} opens the store in a new tab`, async ({ page, context }) => {
      await context.route(/apps\.apple\.com|play\.google\.com/, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Store</title>" }),
      );
      await page.goto("/");
      await waitForHydration(page);
      for (const area of [page.getByRole("banner"), page.locator("#hero-heading + * + * + *")]) {
        const link = area.getByRole("link", { name }).first();
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", url);
      }
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("banner").getByRole("link", { name }).click(),
      ]);
      await expect(popup).toHaveURL(url);
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("contact", () => {
  test("offers the contact address", async ({ page }) => {
    await page.goto(PAGES.contact.path);
    await expectPage(page, en.site.routes.contact.title);
    await expect(
      page.getByText("Have questions or suggestions? We'd love to hear from you!"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: DEFAULTS.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${DEFAULTS.contactEmail}`,
    );
  });
});

test.describe("data deletion", () => {
  test("runs the whole request flow", async ({ page }) => {
    // Success needs the provider's answer: answer it here, and let the library arrive first.
    await blockAnalyticsHost(page);
    const chunks = analyticsChunkFiles(path.join(__dirname, "..", "public"));
    const libraryLoaded = page.waitForResponse((response) =>
      chunks.includes(new URL(response.url()).pathname),
    );
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await expectPage(page, en.site.routes.dataDeletion.title);
    const email = page.getByLabel(en.deletion.form.label);
    await expect(email).toHaveAttribute("placeholder", en.deletion.form.placeholder);
    const submit = page.getByRole("button", { name: en.deletion.form.submit });
    await expect(submit).toBeDisabled();

    await email.fill("not-an-email");
    await submit.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(page.getByRole("button", { name: en.deletion.form.submitting })).toHaveCount(0);

    await libraryLoaded;
    await email.fill("cook@example.com");
    await submit.click();
    await expect(page.getByRole("button", { name: en.deletion.form.submitting })).toBeDisabled();
    const success = page.getByRole("heading", { name: en.deletion.outcome.receivedTitle });
    // The provider's confirmation comes after the library loads; the form waits at most this long.
    await expect(success).toBeVisible({ timeout: SUBMIT_TIMEOUT_MS });
    await expect(success).toBeFocused();
    await expect(page.getByText("cook@example.com")).toBeVisible();
    const view = page.locator("div", { has: success }).last();
    await expect(view.getByText(`within ${DELETION_DAYS} days`, { exact: false })).toBeVisible();
    await expect(view.getByText(/confirmation email/)).toBeVisible();

    await page.getByRole("button", { name: en.deletion.outcome.submitAnother }).click();
    await expect(email).toHaveValue("");
    await expect(email).toBeFocused();
    await expect(page.getByRole("button", { name: en.deletion.form.submit })).toBeDisabled();
  });

  test("explains what is deleted and what may be kept", async ({ page }) => {
    await page.goto(PAGES.dataDeletion.path);
    const main = page.getByRole("main");
    await expect(main).toContainText(DEFAULTS.productName);
    await expect(main).toContainText(DEFAULTS.company);
    await expect(main).toContainText(`${DELETION_DAYS} days`);
    await expect(main.getByRole("link", { name: DEFAULTS.contactEmail }).first()).toHaveAttribute(
      "href",
      `mailto:${DEFAULTS.contactEmail}`,
    );
  });
});

test.describe("privacy policy", () => {
  test("has the nine sections in order and a working table of contents", async ({ page }) => {
    await page.goto(PAGES.privacyPolicy.path);
    await expect(page.getByText(formatPolicyDate(POLICY_EFFECTIVE_DATE))).toBeVisible();
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    const P = en.policy;
    expect(headings).toEqual(
      [
        P.collect.title,
        P.use.title,
        P.analytics.title,
        P.security.title,
        P.rights.title,
        P.future.title,
        P.dietary.title,
        P.sharing.title,
        P.contact.title,
      ].map((title, index) => `${index + 1}. ${title}`),
    );
    const toc = page.getByRole("navigation", { name: P.tableOfContents });
    await toc.getByRole("link", { name: P.sharing.title }).click();
    const target = page.getByRole("heading", { level: 2, name: `8. ${P.sharing.title}` });
    await expect(target).toBeInViewport();
    const barBottom = await page
      .getByRole("banner")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      barBottom,
    );
  });
});

test.describe("not found", () => {
  test("an unknown address shows the 404 page with a way home", async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: en.site.notFound.title }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
  });
});

test.describe("small screens", () => {
  for (const [width, reducedMotion] of [
    [320, "no-preference"],
    [390, "reduce"],
    [1440, "reduce"],
  ] as const) {
    test.describe(`${width} px, ${reducedMotion} motion`, () => {
      test.use({ viewport: { width, height: 800 }, reducedMotion });
      for (const route of ROUTES) {
        test(`${route} does not scroll sideways`, async ({ page }) => {
          await page.goto(route);
          await waitForHydration(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        });
      }
    });
  }
});

/** WCAG 2.5.8: a pointer target is at least 24 × 24 CSS px. */
const MIN_TARGET_PX = 24;
const BADGE_NAMES = {
  app_store: new RegExp(en.storeBadges.appStore),
  play_store: new RegExp(en.storeBadges.googlePlay),
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("top bar", () => {
  for (const width of [320, 390, 641, 700, 768, 1024, 1440]) {
    test(`at ${width} px: badges at least ${MIN_BADGE_HEIGHT_PX} px, nothing overlaps or hides the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGES.contact.path);
      const bar = page.getByRole("banner");
      // On a phone the badges wait behind one button of the bar's single row.
      const getTheApp = bar.getByRole("button", { name: GET_THE_APP });
      if (await getTheApp.isVisible()) await getTheApp.click();
      const heights: number[] = [];
      for (const [store, name] of Object.entries(BADGE_NAMES)) {
        const box = await bar.getByRole("link", { name }).boundingBox();
        expect(box, store).not.toBeNull();
        if (!box) continue;
        const art = BADGE_SIZES[store as keyof typeof BADGE_SIZES];
        expect(box.height, store).toBeGreaterThanOrEqual(MIN_BADGE_HEIGHT_PX);
        expect(box.width / box.height, `${store} keeps its proportions`).toBeCloseTo(
          art.width / art.height,
          1,
        );
        heights.push(box.height);
      }
      expect(heights[0]).toBeCloseTo(heights[1] ?? 0, 0);

      const boxes: Box[] = [];
      for (const link of await bar.getByRole("link").all()) {
        const box = await link.boundingBox();
        if (!box) continue;
        expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(MIN_TARGET_PX);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        boxes.push(box);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          expect(overlaps(a, b), `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
        }
      }

      const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
      const mainTop = await page.getByRole("main").evaluate((el) => el.getBoundingClientRect().top);
      expect(mainTop, "the fixed bar covers the top of the page").toBeGreaterThanOrEqual(
        barBottom - 1,
      );
    });
  }
});
