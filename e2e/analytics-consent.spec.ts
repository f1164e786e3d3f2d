import { expect, type BrowserContextOptions } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { persistenceCookieName } from "../src/analytics/mixpanel/ingestion";
import { CONSENT_STORAGE, consentTerms } from "../src/analytics/consent/consent";
import { optOutKey } from "../src/analytics/consent/choice-storage";
import {
  PRIVACY_SIGNALS,
  navigateWithinSite,
  recordLayoutShifts,
  recordedLayoutShifts,
  waitForHydration,
} from "./fixtures";
import {
  test,
  PAGE_VIEWED,
  DELETION,
  EMAIL,
  DELIVERY_WAIT_MS,
  BUILD,
  TOKEN,
  ASKED_ZONE,
  type Fixtures,
  expectEachOnce,
  takeClock,
  pageViewsArrive,
  nothingMoreArrives,
  submitDeletion,
  holdLibrary,
  holdChunks,
  CONSENT_BAR_CHUNKS,
  countLibraryFetches,
  slowLibrary,
  firstInput,
  clickBadge,
  analyticsTraces,
  NO_TRACES,
  noteAnalyticsCookieWrites,
  consentBar,
  expectAskedOnHome,
  visitorWhoAgreed,
  storeAnswer,
} from "./analytics-support";
import { en } from "../src/i18n/dictionaries";

for (const speed of ["at full speed", "slowed down"] as const) {
  test.describe(`consent where it is asked for, the library ${speed}`, () => {
    test.describe.configure({ timeout: 90_000 });

    const askedContext = async (
      contextFor: Fixtures["contextFor"],
      options: BrowserContextOptions = {},
    ) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE, ...options });
      if (speed === "slowed down") await slowLibrary(context);
      return context;
    };

    /**
     * A visitor who had agreed, on a page whose library is held on its way and whose beacons are
     * refused (so the page view waits for the library), has given a first input and opens Privacy
     * choices. With `holdBarCode` the consent bar's own chunks are held too.
     */
    const agreedVisitOpensChoices = async (
      { contextFor, track }: Pick<Fixtures, "contextFor" | "track">,
      { holdBarCode = false } = {},
    ) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, visitorWhoAgreed());
      const library = await holdLibrary(context);
      const barCode = holdBarCode ? await holdChunks(context, CONSENT_BAR_CHUNKS) : null;
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Refused beacons keep the page view waiting for the library, as on a browser that
        // limits them.
        Object.defineProperty(Navigator.prototype, "sendBeacon", { value: () => false });
      });
      await page.goto(PAGES.contact.path);
      await waitForHydration(page);
      await takeClock(page);
      await firstInput(page);
      await library.firstRequest;
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: en.consentBar.label })
        .click();
      return { context, page, library, barCode, tracker, cookieWrites };
    };

    test("before an answer nothing is stored or sent, and the bar shifts nothing", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const libraryFetches = countLibraryFetches(context);
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.goto("/?ref=consent");
      await waitForHydration(page);
      await takeClock(page);
      const bar = consentBar(page);
      await expect(bar).toBeVisible({ timeout: DELIVERY_WAIT_MS });
      await expect(bar).not.toBeFocused();
      await expect(bar.getByRole("button")).toHaveText([
        en.consentBar.agree,
        en.consentBar.decline,
      ]);
      await expect(bar.getByRole("link", { name: en.consentBar.policy })).toHaveAttribute(
        "href",
        `${PAGES.privacyPolicy.path}#analytics`,
      );
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await recordedLayoutShifts(page)).toEqual([]);

      await page
        .getByRole("navigation", { name: en.topBar.nav })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await nothingMoreArrives(page, tracker);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      expect(libraryFetches()).toBe(0);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
    });

    test("agreeing sends the page views that waited, once each, then stores the versioned choice", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto(`${PAGES.contact.path}?ref=consent`);
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: en.consentBar.agree }).click();
      await expect(consentBar(page)).toHaveCount(0);
      await expect
        .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
          timeout: DELIVERY_WAIT_MS,
        })
        .toEqual([`${PAGES.contact.path}?ref=consent`]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key);
      expect(JSON.parse(stored ?? "{}")).toEqual({
        version: consentTerms(BUILD).version,
        purposes: consentTerms(BUILD).purposes,
        choice: "agree",
        at: expect.any(Number),
      });
      await page.reload();
      await waitForHydration(page);
      await pageViewsArrive(tracker, 2);
      await expect(consentBar(page)).toHaveCount(0);
      expectEachOnce(tracker);
    });

    test("declining sends nothing, after moving within the site and reloading too", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      await expect(consentBar(page)).toHaveCount(0);
      await navigateWithinSite(page, "/privacy-policy?from=e2e");
      await expect(page).toHaveURL(/privacy-policy/);
      await page.reload();
      await waitForHydration(page);
      await takeClock(page);
      await page.mouse.wheel(0, 2000);
      await nothingMoreArrives(page, tracker);
      await expect(consentBar(page)).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
    });

    test("a decline after agreeing stops everything: nothing more is sent, and cookie, storage and databases go", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, visitorWhoAgreed());
      const tracker = await track(context);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const page = await context.newPage();
      await page.goto(PAGES.privacyPolicy.path);
      await waitForHydration(page);
      await takeClock(page);
      // The visitor scrolls, so the library loads and runs, and their page view is counted.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 1500);
      await pageViewsArrive(tracker, 1);
      await expect
        .poll(async () => (await analyticsTraces(context, page)).storage.length, {
          timeout: DELIVERY_WAIT_MS,
        })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await analyticsTraces(context, page)).databases.length)
        .toBeGreaterThan(0);

      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: en.consentBar.label })
        .click();
      // The recorder saw the agreed visit's cookies, so it would see one written after the decline.
      expect(cookieWrites()).toContain(persistenceCookieName(TOKEN));
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      const sentBefore = tracker.events().length;
      const writtenBefore = cookieWrites().length;
      await expect.poll(() => analyticsTraces(context, page)).toEqual(NO_TRACES);

      await page.mouse.wheel(0, 3000);
      await page
        .getByRole("navigation", { name: en.topBar.nav })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      ).then((popup) => popup.close());
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().slice(sentBefore)).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(await page.evaluate((key) => localStorage.getItem(key), optOutKey(TOKEN))).toBeNull();
      await page.close({ runBeforeUnload: true });
      expect(tracker.events().slice(sentBefore)).toEqual([]);
      // Removed from the store is not enough: none was written again, even one the browser drops.
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
    });

    test("a decline while the library is on its way: it is never started and nothing waiting goes", async ({
      contextFor,
      track,
    }) => {
      const { context, page, library, tracker, cookieWrites } = await agreedVisitOpensChoices({
        contextFor,
        track,
      });
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      const writtenBefore = cookieWrites().length;
      await library.release();
      await nothingMoreArrives(page, tracker);
      expect(tracker.requests()).toEqual([]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
    });

    test("a decline on the bar shown before its code came stops the library at once", async ({
      contextFor,
      track,
    }) => {
      // The bar's own code is slow to come: until then the first paint's script shows the bar
      // and keeps the answer (first-paint.ts), and the running analytics must hear it at once.
      const { context, page, library, barCode, tracker, cookieWrites } =
        await agreedVisitOpensChoices({ contextFor, track }, { holdBarCode: true });
      if (!barCode) throw new Error("The bar's code is not held");
      await barCode.firstRequest;
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      const writtenBefore = cookieWrites().length;
      await library.release();
      await nothingMoreArrives(page, tracker);
      expect(tracker.requests()).toEqual([]);
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
      // The bar's code, once here, removes what the agreed visit kept.
      await barCode.release();
      await expect.poll(() => analyticsTraces(context, page)).toEqual(NO_TRACES);
      await page.close({ runBeforeUnload: true });
      expect(tracker.requests()).toEqual([]);
      expect(cookieWrites().slice(writtenBefore)).toEqual([]);
    });

    test("an answer stored without a version counts as none: the visitor is asked again", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, { choice: "agree", at: Date.now() });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });

    test("an answer to another question (another purpose or host) counts as none", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await storeAnswer(context, {
        ...visitorWhoAgreed(),
        ...consentTerms({ ...BUILD, sessionReplay: !BUILD.sessionReplay }),
      });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });

    test("Privacy choices in the footer reopens the bar, focused", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      await track(context);
      const page = await context.newPage();
      await page.goto("/contact");
      await waitForHydration(page);
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      const opener = page
        .getByRole("contentinfo")
        .getByRole("button", { name: en.consentBar.label });
      await opener.click();
      await expect(consentBar(page)).toBeFocused();
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      await expect(opener).toBeFocused();
    });

    test("a declined visitor's deletion request is delivered, with no analytics cookie", async ({
      contextFor,
      track,
    }) => {
      const context = await askedContext(contextFor);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/data-deletion");
      await waitForHydration(page);
      await takeClock(page);
      await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
      await submitDeletion(page);
      expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().map((event) => event.event)).toEqual([DELETION]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
    });
  });
}

test.describe("who is asked", () => {
  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name} the bar never shows`, async ({ contextFor, track }) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE });
      await context.addInitScript(signal.script);
      const tracker = await track(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await takeClock(page);
      await nothingMoreArrives(page, tracker);
      await expect(consentBar(page)).toHaveCount(0);
      expect(tracker.requests()).toEqual([]);
    });
  }

  for (const zone of ["UTC", "Etc/GMT+5"]) {
    test(`a visitor whose time zone is ${zone}, which places them nowhere, is asked`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor({ timezoneId: zone });
      const tracker = await track(context);
      await expectAskedOnHome(context, tracker);
    });
  }
});
