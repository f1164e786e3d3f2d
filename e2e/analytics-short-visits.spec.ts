import { expect } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { SUBMIT_TIMEOUT_MS } from "../src/components/deletion-form/deletion-form-state";
import { waitForHydration } from "./fixtures";
import {
  test,
  PAGE_VIEWED,
  DELETION,
  EMAIL,
  EMAIL_LINK,
  SUCCESS,
  TOKEN,
  LIBRARY_CHUNKS,
  SHORT_VISIT_MS,
  type SentEvent,
  expectSuperProperties,
  takeClock,
  pageViewsArrive,
  requestDeletion,
  submitDeletion,
  expectEmailRoute,
  holdLibrary,
  countLibraryFetches,
  stayAfterLoad,
  firstInput,
} from "./analytics-support";
import { en } from "../src/i18n/dictionaries";

test.describe("short visits and deletion requests that meet trouble", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a view left within a second, without any input, is counted once", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const libraryFetches = countLibraryFetches(context);
    const page = await context.newPage();
    await page.goto("/?ref=bounce");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await stayAfterLoad(page, SHORT_VISIT_MS);

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.beacon).toBe(true);
    expect(view?.properties).toMatchObject({
      pathname: "/?ref=bounce",
      token: TOKEN,
      distinct_id: expect.stringMatching(/^\$device:./),
      $device_id: expect.any(String),
      $insert_id: expect.any(String),
      time: expect.any(Number),
    });
    expect(Math.abs((view?.properties.time as number) * 1000 - Date.now())).toBeLessThan(60_000);
    expectSuperProperties(view as SentEvent, userAgent, "/");
    expect(libraryFetches()).toBe(0);
    expect(tracker.external).toEqual([]);
  });

  test("a visit that ends 1 s after load is counted once, however far the library got", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.contact.path);
    await waitForHydration(page);
    await firstInput(page);
    await stayAfterLoad(page, SHORT_VISIT_MS);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    expect(tracker.named(PAGE_VIEWED)[0]?.properties.pathname).toBe(PAGES.contact.path);
    await expect.poll(() => tracker.requests().length).toBeGreaterThanOrEqual(tracker.started());
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);
  });

  test("a bounce and the return visit count as one visitor", async ({ contextFor, track }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const bounce = await context.newPage();
    await bounce.goto("/");
    await waitForHydration(bounce);
    await bounce.close({ runBeforeUnload: true });
    await expect.poll(() => tracker.named(PAGE_VIEWED).length).toBe(1);
    const visitor = tracker.named(PAGE_VIEWED)[0]?.properties.distinct_id;
    expect(visitor).toMatch(/^\$device:/);

    const back = await context.newPage();
    await back.goto(PAGES.contact.path);
    await waitForHydration(back);
    await firstInput(back);
    await back
      .getByRole("navigation", { name: en.topBar.nav })
      .getByRole("link", { name: "Home" })
      .click();
    await pageViewsArrive(tracker, 3);
    const library = tracker.named(PAGE_VIEWED).filter((event) => !event.beacon);
    expect(library.length).toBeGreaterThan(0);
    tracker.named(PAGE_VIEWED).forEach((view) => expect(view.properties.distinct_id).toBe(visitor));
  });

  for (const answer of ["server-error", "blocked", "timeout"] as const) {
    test(`the deletion page never claims success when the API host is ${answer}`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, answer);
      const page = await context.newPage();
      await page.goto(PAGES.dataDeletion.path);
      await waitForHydration(page);
      await requestDeletion(page);
      await expect(page.getByRole("button", { name: en.deletion.form.submitting })).toBeDisabled();
      await expectEmailRoute(page);
      if (answer === "blocked") expect(tracker.named(DELETION)).toEqual([]);
      else expect(tracker.named(DELETION)).toHaveLength(1);
      tracker.visit.release();
    });
  }

  test("the deletion request needs no analytics library: it is confirmed when the library cannot load", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    await context.route(
      (url) => LIBRARY_CHUNKS.includes(url.pathname),
      (route) => route.abort("failed"),
    );
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await submitDeletion(page);
    expect(tracker.named(DELETION)).toHaveLength(1);
  });

  test("without a token the form prepares the email from the start and never claims success", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    // The same production bundle, served as a build without GATSBY_MIXPANEL_TOKEN would be: the
    // token is a string in the site config the build handed the bundle.
    const inlinedToken = `"${TOKEN}"`;
    let blanked = 0;
    await context.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      const script = await response.text();
      if (script.includes(inlinedToken)) blanked += 1;
      await route.fulfill({
        response,
        body: script.replace(inlinedToken, '""'),
      });
    });
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    expect(blanked).toBe(1);
    await expect(page.getByLabel(en.deletion.form.label)).toHaveAccessibleDescription(
      /opens your email app/,
    );
    await requestDeletion(page);

    await expect(
      page.getByRole("heading", { name: en.deletion.outcome.emailStepTitle }),
    ).toBeFocused();
    await expect(page.getByText(/Successfully/)).toHaveCount(0);
    await expect(page.getByText(/We received/)).toHaveCount(0);
    const href = (await page.getByRole("link", { name: EMAIL_LINK }).getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("body")).toContain(EMAIL);
    expect(page.url()).toMatch(new RegExp(`${PAGES.dataDeletion.path}$`));
    await page.close({ runBeforeUnload: true });
    expect(tracker.started()).toBe(0);
  });

  test("a request still unanswered when the tab closes reaches the provider once", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context, "timeout");
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await requestDeletion(page);
    await expect.poll(() => tracker.named(DELETION).length).toBe(1);
    await page.close({ runBeforeUnload: true });
    tracker.visit.release();
    await expect.poll(() => tracker.requests().length).toBeGreaterThanOrEqual(tracker.started());
    expect(tracker.named(DELETION)).toHaveLength(1);
    expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL, token: TOKEN });
  });

  for (const answer of ["ok", "timeout"] as const) {
    test(`a page hidden while the request waits and the library loads reaches an honest end (provider: ${answer})`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, "timeout");
      const library = await holdLibrary(context);
      const page = await context.newPage();
      await page.goto(PAGES.dataDeletion.path);
      await waitForHydration(page);
      await takeClock(page);
      await requestDeletion(page);
      await expect.poll(() => tracker.named(DELETION).length).toBe(1);
      // The visitor switches away: the page is hidden, the library still on its way.
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(library.requested()).toBe(true);
      if (answer === "ok") {
        const answered = page.waitForResponse((response) =>
          response.url().includes("/track/?ip=0"),
        );
        tracker.visit.release();
        await answered;
      }
      await page.clock.runFor(SUBMIT_TIMEOUT_MS);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", {
          value: "visible",
          configurable: true,
        });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      if (answer === "ok") {
        await expect(page.getByRole("heading", { name: SUCCESS })).toBeFocused();
      } else {
        await expectEmailRoute(page);
      }
      expect(tracker.named(DELETION)).toHaveLength(1);
      await library.release();
      tracker.visit.release();
    });
  }
});
