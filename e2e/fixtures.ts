import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { ROUTE_PATHS } from "../src/config/routes";
import { byRecipeName } from "../src/recipes/neighbours";
import { RECIPES_DIR, SHOWCASE_FILE, type Showcase } from "../src/recipes/recipe-files";
import { recipeListPath } from "../src/recipes/list-pages";
import { recipePath } from "../src/recipes/slug";

export const ROUTES = ROUTE_PATHS;

type RecipeEntry = {
  recipeName: string;
  slug: string;
  image: string;
  formerSlugs?: string[];
  ingredients?: string[];
};

const ROOT = path.join(__dirname, "..");

/** The recipes the build made pages from, in the order the pages lead through them. */
export const RECIPES = readdirSync(path.join(ROOT, RECIPES_DIR))
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) => JSON.parse(readFileSync(path.join(ROOT, RECIPES_DIR, name), "utf8")) as RecipeEntry,
  )
  .map((recipe) => ({ ...recipe, name: recipe.recipeName, path: recipePath(recipe.slug) }))
  .sort(byRecipeName);

/** The addresses of the home page's recipes, in the chosen order. */
export const SHOWCASE = (
  JSON.parse(readFileSync(path.join(ROOT, SHOWCASE_FILE), "utf8")) as Showcase
).recipes;

/** Every recipe page; the cheap checks cover them all. */
export const RECIPE_ROUTES = RECIPES.map((recipe) => recipe.path);

/**
 * A few recipe pages for the slow browser checks: the first and last (they wrap around to each
 * other) and one in the middle. They share one template, so more would only add time.
 */
export const SAMPLE_RECIPE_ROUTES = [
  ...new Set([
    RECIPE_ROUTES[0],
    RECIPE_ROUTES[Math.floor(RECIPE_ROUTES.length / 2)],
    RECIPE_ROUTES[RECIPE_ROUTES.length - 1],
  ]),
].filter((route): route is string => route !== undefined);

/** An address no page has: the host answers it with the 404 page. */
export const UNKNOWN_PATH = "/no-such-page";

/**
 * One page of every kind, for the checks that run on each: the routes, the recipe list with its
 * fridge picker, sample recipes, the 404.
 */
export const SAMPLE_PAGES = [...ROUTES, recipeListPath(1), ...SAMPLE_RECIPE_ROUTES, UNKNOWN_PATH];

/** The two ways a browser asks not to be tracked, each as an init script that turns it on. */
export const PRIVACY_SIGNALS = [
  {
    name: "Global Privacy Control",
    script: () =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  },
  {
    name: "Do Not Track",
    script: () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
  },
];

/** Analytics must never leave the machine in tests: answer its API host locally. */
export const blockAnalyticsHost = async (page: Page) => {
  await page.route(/mixpanel\.com/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: {
        "access-control-allow-origin": route.request().headers().origin ?? "*",
        "access-control-allow-credentials": "true",
      },
      body: "1",
    }),
  );
};

type Fixtures = { consoleErrors: string[] };

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await blockAnalyticsHost(page);
    await provide(errors);
  },
});

export { expect };

/**
 * Gatsby's mark once its first render in the browser is committed: every page's production build
 * sets it (`performance.mark("onInitialClientRender")`, from the effect that runs the
 * onInitialClientRender hook), with or without the lean runtime.
 */
export const INITIAL_RENDER_MARK = "onInitialClientRender";

/**
 * Waits until React has hydrated the page, so clicks reach its handlers: the hydrated page's
 * first commit is what sets Gatsby's mark, however the hydration was sliced.
 */
export const waitForHydration = async (page: Page) => {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, "mark").length > 0,
    INITIAL_RENDER_MARK,
  );
};

/**
 * Scrolls a showcase row into view, as a visitor would, which is when its loop's copies are made:
 * by its region, never its track. A moving track is never still enough for Playwright to scroll
 * to, and scrolling the wide track into view would move the row sideways.
 */
export const scrollToRow = (track: Locator) => track.locator("..").scrollIntoViewIfNeeded();

/**
 * Moves to `to` within the site, for addresses no link on the page has (a query string of a
 * campaign): a new history entry and the popstate event the browser fires when a visitor goes
 * back or forward to one, which the site's router follows without a reload. A move a visitor
 * makes by a link is a click on that link.
 */
export const navigateWithinSite = (page: Page, to: string) =>
  page.evaluate((address) => {
    window.history.pushState({}, "", address);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, to);

/**
 * A layout shift as a failure should show it: how much, when, whether it followed an input closely
 * enough for CLS to leave it out, and which elements moved from where to where.
 */
export type RecordedShift = {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
};

/**
 * Records every layout shift of the pages the context opens from their first byte, with the
 * elements that moved; read them with `recordedLayoutShifts`.
 */
export const recordLayoutShifts = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const tag = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join("")}`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "gone";
      return node.parentElement ? `${tag(node.parentElement)} > ${tag(node)}` : tag(node);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${name(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { recordedLayoutShifts: shifts });
  });

export const recordedLayoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { recordedLayoutShifts: RecordedShift[] }).recordedLayoutShifts,
  );

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * The page's clock two frames from now, once what came before has been drawn: the moment to
 * count the shifts after.
 */
export const pageTime = async (page: Page) => {
  await twoFrames(page);
  return page.evaluate(() => performance.now());
};

/**
 * The shifts CLS counts since `from` (a `pageTime`), read two frames from now: those within
 * 500 ms of an input are the visitor's own doing and left out.
 */
export const countedShiftsSince = async (page: Page, from: number) => {
  await twoFrames(page);
  return (await recordedLayoutShifts(page)).filter(
    (shift) => shift.startTime >= from && !shift.hadRecentInput,
  );
};

/** The layout shift the page has had so far, inputs aside, read two frames from now. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
