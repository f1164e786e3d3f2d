import { expect, type BrowserContext, type Page, type Route } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { CONSENT_STORAGE, consentTerms } from "../src/analytics/consent/consent";
import { CONSENT_BAR_MARKS } from "../src/components/consent-bar/bar-marks";
import { CONSENT_BAR_HOST_ID } from "../src/components/consent-bar/privacy-choices";
import { PRIVACY_SIGNALS, waitForHydration } from "./fixtures";
import {
  test,
  PAGE_VIEWED,
  DELIVERY_WAIT_MS,
  BUILD,
  ASKED_ZONE,
  NOT_ASKED_ZONE,
  expectEachOnce,
  takeClock,
  pageViewsArrive,
  nothingMoreArrives,
  countLibraryFetches,
  analyticsTraces,
  NO_TRACES,
  noteAnalyticsCookieWrites,
  consentBar,
  visitorWhoAgreed,
  storeAnswer,
} from "./analytics-support";
import { en } from "../src/i18n/dictionaries";

/** Keeps every script of the site's from arriving, as on a slow phone, until released. */
const holdSiteScripts = async (context: BrowserContext, site: string) => {
  const held: Route[] = [];
  const matches = (url: URL) => url.origin === site && url.pathname.endsWith(".js");
  await context.route(matches, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await context.unroute(matches);
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

/**
 * Opens `path` with the site's scripts held back, as a page whose scripts have not arrived yet:
 * the bar the server drew, and the first paint's script, are all there is.
 */
const openWithScriptsHeld = async (
  context: BrowserContext,
  baseURL: string | undefined,
  path: string,
) => {
  const scripts = await holdSiteScripts(context, new URL(baseURL ?? "").origin);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return { page, scripts };
};

/**
 * Notes, from before the page's first byte, whether the bar's host was ever shown: a bar shown
 * for a single frame and hidden again would be seen by the visitor.
 */
const noteBarShown = (context: BrowserContext) =>
  context.addInitScript((id) => {
    const state = window as unknown as { barShown?: boolean };
    state.barShown = false;
    const look = () => {
      const host = document.getElementById(id);
      if (host && !host.hidden) state.barShown = true;
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["hidden"],
    });
  }, CONSENT_BAR_HOST_ID);

const barWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { barShown?: boolean }).barShown);

test.describe("the question in the first paint", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const choice of ["agree", "decline"] as const) {
    test(`the bar is there before any script of the site's, and a ${choice} given then holds`, async ({
      contextFor,
      track,
      baseURL,
    }) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE });
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const libraryFetches = countLibraryFetches(context);
      const { page, scripts } = await openWithScriptsHeld(
        context,
        baseURL,
        `${PAGES.contact.path}?ref=early`,
      );
      const bar = consentBar(page);
      await expect(bar).toBeVisible();
      await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).not.toHaveAttribute(
        CONSENT_BAR_MARKS.live,
      );
      await bar
        .getByRole("button", {
          name: choice === "agree" ? en.consentBar.agree : en.consentBar.decline,
        })
        .click();
      await expect(bar).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key);
      expect(JSON.parse(stored ?? "{}")).toEqual({
        version: consentTerms(BUILD).version,
        purposes: consentTerms(BUILD).purposes,
        choice,
        at: expect.any(Number),
      });

      await scripts.release();
      await waitForHydration(page);
      await takeClock(page);
      if (choice === "agree") {
        await pageViewsArrive(tracker, 1);
        expect(tracker.named(PAGE_VIEWED)[0]?.properties.pathname).toBe(
          `${PAGES.contact.path}?ref=early`,
        );
      }
      await nothingMoreArrives(page, tracker);
      await expect(bar).toHaveCount(0);
      if (choice === "decline") {
        expect(tracker.requests()).toEqual([]);
        expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
        expect(cookieWrites()).toEqual([]);
        expect(libraryFetches()).toBe(0);
      } else expectEachOnce(tracker);
      await page.close({ runBeforeUnload: true });
      if (choice === "decline") expect(tracker.requests()).toEqual([]);
    });
  }

  test("the app takes the painted bar over as it is, and answers through it", async ({
    contextFor,
    track,
    baseURL,
  }) => {
    const context = await contextFor({ timezoneId: ASKED_ZONE });
    const tracker = await track(context);
    const { page, scripts } = await openWithScriptsHeld(context, baseURL, "/");
    await expect(consentBar(page)).toBeVisible();
    await consentBar(page).evaluate((section) => {
      (section as unknown as { painted?: boolean }).painted = true;
    });
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).toHaveAttribute(
      CONSENT_BAR_MARKS.live,
      "",
      { timeout: DELIVERY_WAIT_MS },
    );
    expect(
      await consentBar(page).evaluate(
        (section) => (section as unknown as { painted?: boolean }).painted,
      ),
    ).toBe(true);
    await takeClock(page);
    await consentBar(page).getByRole("button", { name: en.consentBar.agree }).click();
    await expect(consentBar(page)).toHaveCount(0);
    await pageViewsArrive(tracker, 1);
  });

  type NeverAsked = {
    who: string;
    zone: string;
    stored?: "agree" | "decline";
    signal?: (typeof PRIVACY_SIGNALS)[number];
  };
  const neverAsked: NeverAsked[] = [
    { who: "a visitor the site counts without asking", zone: NOT_ASKED_ZONE },
    { who: "a visitor in a European time zone that is not asked", zone: "Europe/Moscow" },
    { who: "a visitor who agreed before", zone: ASKED_ZONE, stored: "agree" },
    { who: "a visitor who declined before", zone: ASKED_ZONE, stored: "decline" },
    ...PRIVACY_SIGNALS.map((signal) => ({
      who: `a visitor with ${signal.name}`,
      zone: ASKED_ZONE,
      signal,
    })),
  ];
  for (const { who, zone, stored, signal } of neverAsked) {
    test(`${who} never sees the bar, not even for a frame`, async ({ contextFor, track }) => {
      const context = await contextFor({ timezoneId: zone });
      if (stored) await storeAnswer(context, { ...visitorWhoAgreed(), choice: stored });
      if (signal) await context.addInitScript(signal.script);
      await noteBarShown(context);
      await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator(`#${CONSENT_BAR_HOST_ID}`)).toHaveCount(1);
      expect(await barWasShown(page)).toBe(false);
    });
  }
});
