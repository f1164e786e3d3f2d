import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { EVENT_NAMES } from "../src/analytics/constants";
import { BACK_TO_SHOWCASE, MORE_RECIPES } from "../src/components/recipe-page/recipe-page-text";
import { SHOWCASE_ID, SHOWCASE_PATH } from "../src/components/recipe-showcase/showcase-anchor";
import { DEFAULTS, siteConfig } from "../src/config/site-config";
import { SHOWCASE_SIZE } from "../src/recipes/constants";
import { en } from "../src/i18n/dictionaries";
import { fill } from "../src/i18n/words";
import { ROUTES as PAGES } from "../src/config/routes";
import { recipeListPath } from "../src/recipes/list-pages";
import {
  RECIPES,
  RECIPE_ROUTES,
  SHOWCASE,
  expect,
  layoutShift,
  test,
  waitForHydration,
} from "./fixtures";
import { BUILD_DIR } from "./nginx-server";
import {
  PAINT_WAIT_CAP_MS,
  PHOTO_PAINT_GRACE_MS,
} from "../plugins/gatsby-plugin-lean-runtime/scripts-after-paint.cjs";

/*
 * Every recipe page as a visitor and a search engine see it, and the showcase cards that lead
 * to them.
 */

type Json = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Google's Recipe rich result: the required fields, then the recommended ones we can honestly fill. */
const GOOGLE_REQUIRED = ["name", "image"] as const;
const GOOGLE_RECOMMENDED = [
  "author",
  "cookTime",
  "datePublished",
  "description",
  "keywords",
  "prepTime",
  "recipeCategory",
  "recipeCuisine",
  "recipeIngredient",
  "recipeInstructions",
  "recipeYield",
  "totalTime",
] as const;
/** Recommended too, but the site has no ratings, nutrition facts or videos: never invented. */
const NEVER_INVENTED = ["aggregateRating", "nutrition", "video"] as const;
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_RATIOS = [1, 4 / 3, 16 / 9];
/** Google asks for images of at least 50,000 pixels (width × height). */
const MIN_IMAGE_PIXELS = 50_000;
const RATIO_TOLERANCE = 0.01;

const builtHtml = (route: string) =>
  readFileSync(path.join(BUILD_DIR, route.slice(1), "index.html"), "utf8");

const recipeJsonLd = (html: string): Json => {
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  const graph = (JSON.parse(script) as { "@graph": Json[] })["@graph"];
  const recipe = graph.find((node) => node["@type"] === "Recipe");
  if (!recipe) throw new Error("no Recipe in the page's JSON-LD");
  return recipe;
};

const jpegSize = async (url: string) => {
  const sharp = (await import("sharp")).default;
  const { width = 0, height = 0 } = await sharp(
    path.join(BUILD_DIR, new URL(url).pathname),
  ).metadata();
  return { width, height };
};

test.describe("every recipe has its own page", () => {
  test("one page per recipe in the data file, more than the showcase can hold", () => {
    expect(RECIPE_ROUTES.length).toBe(RECIPES.length);
    expect(new Set(RECIPE_ROUTES).size).toBe(RECIPE_ROUTES.length);
    expect(RECIPE_ROUTES.length).toBeGreaterThanOrEqual(Math.min(RECIPES.length, SHOWCASE_SIZE));
  });

  RECIPES.forEach((recipe, index) => {
    const previous = RECIPES[(index - 1 + RECIPES.length) % RECIPES.length];
    const next = RECIPES[(index + 1) % RECIPES.length];

    test(`${recipe.path} shows the recipe, its photo, the app offer and the way on`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(recipe.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe.recipeName);
      const photo = page.getByRole("img", {
        name: fill(en.recipePage.photoAlt, { name: recipe.recipeName }),
      });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute("loading", "eager");
      await expect(photo).toHaveAttribute("fetchpriority", "high");
      expect(
        await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0);
      expect(
        await page
          .locator("picture source")
          .evaluateAll((sources) => sources.map((source) => source.getAttribute("type"))),
      ).toEqual(["image/avif"]);
      // Browsers without AVIF get the JPEG, which every browser draws.
      expect(await photo.getAttribute("srcset")).toMatch(/\.jpg 576w,\s*\S+\.jpg 1200w$/);

      if (recipe.ingredients) {
        await expect(
          page.getByRole("region", { name: "Ingredients" }).getByRole("listitem"),
        ).toHaveText(recipe.ingredients);
      }

      const offer = page.getByRole("region", {
        name: fill(en.storeBadges.appOffer.heading, { productName: DEFAULTS.productName }),
      });
      await expect(
        offer.getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
      ).toBeVisible();
      await expect(
        offer.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      ).toBeVisible();

      const nav = page.getByRole("navigation", { name: MORE_RECIPES });
      await expect(nav.getByRole("link", { name: /^Previous recipe/ })).toHaveAttribute(
        "href",
        previous?.path ?? "",
      );
      await expect(nav.getByRole("link", { name: /^Next recipe/ })).toHaveAttribute(
        "href",
        next?.path ?? "",
      );
      await expect(nav.getByRole("link", { name: BACK_TO_SHOWCASE })).toHaveAttribute(
        "href",
        SHOWCASE_PATH,
      );
      expect(consoleErrors).toEqual([]);
    });

    test(`${recipe.path} has Recipe structured data with Google's required and recommended fields`, async () => {
      const data = recipeJsonLd(builtHtml(recipe.path));
      for (const field of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED]) {
        expect(data[field], `${recipe.path}: ${field}`).toBeTruthy();
      }
      for (const field of NEVER_INVENTED) expect(data).not.toHaveProperty(field);

      expect(data.name).toBe(recipe.recipeName);
      expect(data.url).toBe(`${siteConfig.siteUrl}${recipe.path}`);
      const images = data.image as string[];
      expect(images).toHaveLength(IMAGE_RATIOS.length);
      for (const [i, url] of images.entries()) {
        expect(url.startsWith(`${siteConfig.siteUrl}/`), url).toBe(true);
        const { width, height } = await jpegSize(url);
        expect(width * height, url).toBeGreaterThanOrEqual(MIN_IMAGE_PIXELS);
        expect(Math.abs(width / height - (IMAGE_RATIOS[i] ?? 0)), url).toBeLessThan(
          RATIO_TOLERANCE,
        );
      }
      expect(data.author).toEqual({ "@type": "Person", name: expect.any(String) });
      for (const field of ["prepTime", "cookTime", "totalTime"]) {
        expect(data[field], field).toMatch(ISO_DURATION);
      }
      expect(data.datePublished).toMatch(ISO_DATE);
      expect(data.recipeIngredient).toEqual(recipe.ingredients);
      const steps = data.recipeInstructions as Json[];
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        expect(step).toMatchObject({ "@type": "HowToStep", text: expect.any(String) });
        const anchor = new URL(String(step.url)).hash.slice(1);
        expect(builtHtml(recipe.path)).toContain(`id="${anchor}"`);
      }
      expect(String(data.recipeYield)).toMatch(/^\d+$/);
    });
  });
});

test.describe("the showcase leads to the recipe pages", () => {
  // CSS selectors: role queries over 72 moving cards are slow on a busy machine.
  const cardLinks = (page: Page) => page.locator("[aria-label^='Recipes,'] ul:not([inert]) a");

  test("each card is one named link; the loop's copies cannot be reached", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const links = cardLinks(page);
    await expect(links).toHaveCount(SHOWCASE.length);
    const named = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href"), name: a.getAttribute("aria-label") })),
    );
    for (const { href, name } of named) {
      const recipe = RECIPES.find((entry) => entry.path === href);
      expect(recipe, `${href}`).toBeDefined();
      expect(name).toMatch(
        new RegExp(
          `^${escapeRegExp(recipe?.recipeName ?? "")} by .+, \\d+ of 10 ingredients most kitchens have$`,
        ),
      );
    }
    const reachableCopies = await page.locator("[inert] a").evaluateAll(
      (anchors) =>
        anchors.filter((a) => {
          (a as HTMLAnchorElement).focus();
          return document.activeElement === a;
        }).length,
    );
    expect(reachableCopies).toBe(0);
    expect(await page.locator("[inert] a").count()).toBeGreaterThan(0);
  });

  test("focusing a card pauses the motion, and its link opens the recipe page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = cardLinks(page).first();
    await link.focus();
    const track = page
      .getByRole("region", { name: /^Recipes,/ })
      .first()
      .locator("> div");
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.keyboard.press("Enter");
    // The cards are shuffled once after hydration, so which recipe opens is read from the URL.
    await expect(page).toHaveURL(/\/recipes\/[a-z0-9-]+\/$/);
    const recipe = RECIPES.find((entry) => entry.path === new URL(page.url()).pathname);
    expect(recipe).toBeDefined();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe?.recipeName ?? "");

    await page.getByRole("link", { name: BACK_TO_SHOWCASE }).click();
    await expect(page).toHaveURL(new RegExp(`/#${SHOWCASE_ID}$`));
    await expect(page.locator(`#${SHOWCASE_ID}`)).toBeInViewport();
  });

  test("hovering a card pauses its row", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const row = page.getByRole("region", { name: /^Recipes,/ }).first();
    const track = row.locator("> div");
    // The row starts moving once its loop copies exist, made as it comes near the screen.
    await row.scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute("data-looped", "");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // The cards never hold still while the row plays, so point at the row itself.
    await row.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });
});

/** Layout shift recorded since the page started loading, not counting shifts after input. */
test.describe("no layout shift", () => {
  for (const route of ["/", recipeListPath(1), RECIPE_ROUTES[0] ?? "/"]) {
    test(`${route} does not move once painted, also after hydration`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(route, { waitUntil: "load" });
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      // And once the chunks the page fetches at idle have come in and drawn: content kept from
      // the server that React hydrates instead (Gatsby's stock runtime) must not be thrown away
      // and drawn again meanwhile (React's error #421), which shifted /recipes/ by 1.26.
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
      // Nothing a visitor could see: one full run in three on a loaded 2-core machine recorded a
      // shift of 0.000007 on a recipe page, which the same test never shows alone (10 of 10).
      // Lighthouse reports CLS to three decimals; any shift it would show still fails here.
      expect(await layoutShift(page)).toBeLessThan(0.0005);
    });
  }
});

/**
 * When the page's first contentful paint and its prioritised photo's paint came (-1 if never), and
 * when each of Gatsby's three bundles began, in ms from the page's start.
 */
const paintsAndBundles = (page: Page) =>
  page.evaluate(async () => {
    const photo = document.querySelector('img[fetchpriority="high"]');
    const largest = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    return {
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      photoPaintedAt:
        largest.find((entry) => photo && (entry as LargestContentfulPaint).element === photo)
          ?.startTime ?? -1,
      photoArrivedAt:
        performance
          .getEntriesByType("resource")
          .find((entry) => photo instanceof HTMLImageElement && entry.name === photo.currentSrc)
          ?.responseEnd ?? -1,
      bundlesAt: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    };
  });

/** Gatsby's three bundles all began at or after `at`, a paint that did come. */
const expectBundlesFrom = (at: number, bundlesAt: number[]) => {
  expect(at).toBeGreaterThan(0);
  expect(bundlesAt).toHaveLength(3);
  for (const startedAt of bundlesAt) expect(startedAt).toBeGreaterThanOrEqual(at);
};

test.describe("the largest paint comes first", () => {
  for (const route of [RECIPE_ROUTES[0] ?? "/", "/"]) {
    test(`the bundles wait for ${route}'s photo, then the page hydrates`, async ({ page }) => {
      const bundles: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") bundles.push(new URL(request.url()).pathname);
      });
      let releasePhoto = () => {};
      const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
      let photoRequested = false;
      await page.route(/\/static\/.+\.(avif|webp|jpg)$/, async (request) => {
        photoRequested = true;
        await photoHeld;
        await request.continue();
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect.poll(() => photoRequested).toBe(true);
      // The page is painted and the photo still on its way: no bundle has been asked for, unless
      // a busy machine took the loader's cap to get here (checked below from the bundles' times).
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const releasedAt = await page.evaluate(() => performance.now());
      if (releasedAt < PAINT_WAIT_CAP_MS) expect(bundles).toEqual([]);
      releasePhoto();
      await waitForHydration(page);
      expect(bundles.some((file) => /^\/app-[0-9a-f]+\.js$/.test(file))).toBe(true);
      // Each bundle began once the photo was let through, or at the cap: the loader cannot run
      // before the page's first byte, so its cap comes at least that long after it.
      const { firstByteAt, bundlesAt } = await page.evaluate(() => ({
        firstByteAt: performance.getEntriesByType("navigation")[0]?.responseStart ?? 0,
        bundlesAt: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(bundlesAt).toHaveLength(3);
      for (const startedAt of bundlesAt) {
        expect(startedAt).toBeGreaterThanOrEqual(
          Math.min(releasedAt, firstByteAt + PAINT_WAIT_CAP_MS),
        );
      }
    });
  }

  // The photo's load event comes a frame or more before its paint: a bundle begun in between
  // is one the largest paint waited on, as far as Lighthouse can tell.
  for (const route of [RECIPE_ROUTES[0] ?? "/", "/"]) {
    test(`${route} asks for its bundles only once its photo is painted`, async ({ page }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      const { photoPaintedAt, photoArrivedAt, bundlesAt } = await paintsAndBundles(page);
      expect(photoPaintedAt).toBeGreaterThan(0);
      expect(photoArrivedAt).toBeGreaterThan(0);
      // Or at the loader's grace after the photo's load event (itself after its last byte): on a
      // busy machine its paint can come later than that, and the loader stops waiting by design.
      expectBundlesFrom(Math.min(photoPaintedAt, photoArrivedAt + PHOTO_PAINT_GRACE_MS), bundlesAt);
    });
  }

  test("on a short phone, / does not wait for its photo below the window", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.route(/\/static\/.+\.(avif|webp|jpg)$/, () => new Promise<void>(() => {}));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const photo = page.locator('img[fetchpriority="high"]');
    expect((await photo.boundingBox())?.y).toBeGreaterThan(667);
    await waitForHydration(page);
    const { paintedAt, bundlesAt } = await paintsAndBundles(page);
    // After the paint, with the photo still held, and before the cap could have started them:
    // the cap counts from the loader, which runs after the page began.
    expectBundlesFrom(paintedAt, bundlesAt);
    for (const startedAt of bundlesAt) expect(startedAt).toBeLessThan(PAINT_WAIT_CAP_MS);
  });

  // Without a photo the largest paint is text, painted first: the bundles do not share the
  // connection and the main thread with it.
  for (const route of [PAGES.contact.path, PAGES.dataDeletion.path, recipeListPath(1)]) {
    test(`${route} asks for its bundles only once it has painted, then hydrates`, async ({
      page,
    }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      const { paintedAt, bundlesAt } = await paintsAndBundles(page);
      expectBundlesFrom(paintedAt, bundlesAt);
    });
  }
});

test.describe("a store badge on a recipe page", () => {
  test("is recorded with the recipe location and the large size", async ({ page, context }) => {
    const events: Json[] = [];
    await context.route(/mixpanel\.com/, (route) => {
      const body = route.request().postData() ?? "";
      const data = new URLSearchParams(body).get("data") ?? "";
      if (data) {
        const json = /^[[{]/.test(data) ? data : Buffer.from(data, "base64").toString("utf8");
        const parsed = JSON.parse(json) as Json | Json[];
        events.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      }
      return route.fulfill({
        status: 200,
        contentType: "text/plain",
        headers: {
          "access-control-allow-origin": route.request().headers().origin ?? "*",
          "access-control-allow-credentials": "true",
        },
        body: "1",
      });
    });
    await context.route(
      (url) => url.hostname.endsWith("apple.com") || url.hostname.endsWith("google.com"),
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Store</title>" }),
    );
    const route = RECIPE_ROUTES[0] ?? "/";
    await page.goto(route);
    await waitForHydration(page);
    const offer = page.getByRole("region", {
      name: fill(en.storeBadges.appOffer.heading, { productName: DEFAULTS.productName }),
    });
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      offer.getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }).click(),
    ]);
    await popup.close();
    const download = EVENT_NAMES.downloadClicked(DEFAULTS.productName);
    await expect
      .poll(() => events.find((event) => event.event === download), { timeout: 15_000 })
      .toMatchObject({
        properties: { location: "recipe", button_size: "large", destination: "play_store" },
      });
  });
});
