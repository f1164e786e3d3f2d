import { expect } from "@playwright/test";
import { ROUTES as PAGES } from "../src/config/routes";
import { DELETION_SOURCE, DEVICE_TYPES, MOBILE_MAX_SCREEN_WIDTH } from "../src/analytics/constants";
import { persistenceCookieName } from "../src/analytics/mixpanel/ingestion";
import { DEFAULTS } from "../src/config/site-config";
import { localizedPath, splitLanguage } from "../src/i18n/languages";
import { pageBundles } from "../plugins/gatsby-plugin-lean-runtime/scripts-after-paint.cjs";
import { PRIVACY_SIGNALS, ROUTES, navigateWithinSite, waitForHydration } from "./fixtures";
import {
  test,
  PAGE_VIEWED,
  DELETION,
  DOWNLOAD,
  EMAIL,
  LIBRARY_MARKER,
  DELIVERY_WAIT_MS,
  EMAIL_LINK,
  TOKEN,
  type SentEvent,
  expectSuperProperties,
  expectIsoTimestamp,
  expectEachOnce,
  takeClock,
  pageViewsArrive,
  nothingMoreArrives,
  requestDeletion,
  submitDeletion,
  expectEmailRoute,
  holdLibrary,
  countLibraryFetches,
  firstInput,
  clickBadge,
  loadedScripts,
  ANALYTICS_COOKIE,
  analyticsTraces,
  NO_TRACES,
  noteAnalyticsCookieWrites,
  noPageErrors,
} from "./analytics-support";
import { en } from "../src/i18n/dictionaries";

test.describe("analytics on the wire", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the first page view arrives after load, with the path, query and super properties", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const cookieWrites = await noteAnalyticsCookieWrites(context);
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(`${PAGES.contact.path}?ref=e2e`);
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);

    await pageViewsArrive(tracker, 1);
    // Only now: Playwright sets the clock's time after installing it, and a cookie the page wrote
    // in between would carry an expiry in 1971, which the browser drops at once.
    await takeClock(page);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.beacon).toBe(true);
    expect(view?.properties.pathname).toBe(`${PAGES.contact.path}?ref=e2e`);
    expect(view?.properties.$current_url).toMatch(new RegExp(`${PAGES.contact.path}\\?ref=e2e$`));
    expectSuperProperties(view as SentEvent, userAgent, PAGES.contact.path);

    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);
    // The page writes the identity cookie before the beacon, but the browser's cookie store, which
    // context.cookies() reads, may take it a moment after the beacon has arrived.
    await expect
      .poll(async () =>
        (await context.cookies()).some((cookie) => ANALYTICS_COOKIE.test(cookie.name)),
      )
      .toBe(true);
    // The identity cookie, written once: what the tests of visitors who said no expect none of.
    expect(cookieWrites()).toEqual([persistenceCookieName(TOKEN)]);
    expect(tracker.external).toEqual([]);
  });

  test("one page view per client-side navigation, none for a hash change", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await takeClock(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const nav = page.getByRole("navigation", { name: en.topBar.nav });
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await page.getByRole("link", { name: en.layout.skipToContent }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await navigateWithinSite(page, `${PAGES.privacyPolicy.path}?from=e2e`);
    await expect(page).toHaveURL(new RegExp(`${PAGES.privacyPolicy.path}\\?from=e2e$`));
    // The address changes at once, the page only once its data and code have come: a visitor
    // sees it before moving on. Gatsby reports (and the site counts) a page once it is drawn.
    await expect(
      page.getByRole("heading", { level: 1, name: en.site.routes.privacyPolicy.title }),
    ).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    const expected = ["/", PAGES.contact.path, `${PAGES.privacyPolicy.path}?from=e2e`, "/"];
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
        timeout: DELIVERY_WAIT_MS,
      })
      .toEqual(expected);
    tracker.named(PAGE_VIEWED).forEach((event, index) => {
      expectSuperProperties(event, userAgent, (expected[index] ?? "").split("?")[0] ?? "");
    });
    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(expected.length);
    expectEachOnce(tracker);
  });

  test("every event carries the page's language, which follows each move to another", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    const german = localizedPath(PAGES.home.path, "de");
    await page.goto(german);
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    // The first page view goes by the site's own sender, before the library.
    await pageViewsArrive(tracker, 1);
    expect(tracker.named(PAGE_VIEWED)[0]?.properties).toMatchObject({
      pathname: german,
      locale: "de",
    });

    // The library, from here on, registers the locale with each route.
    await firstInput(page);
    const moves = [localizedPath(PAGES.contact.path, "es"), PAGES.privacyPolicy.path];
    for (const to of moves) {
      await navigateWithinSite(page, to);
      await expect(page.locator("html")).toHaveAttribute("lang", splitLanguage(to).language);
    }
    const expected = [german, ...moves];
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
        timeout: DELIVERY_WAIT_MS,
      })
      .toEqual(expected);
    tracker.named(PAGE_VIEWED).forEach((event, index) => {
      expectSuperProperties(event, userAgent, expected[index] ?? "");
    });
    expect(tracker.named(PAGE_VIEWED).map((event) => event.properties.locale)).toEqual([
      "de",
      "es",
      "en",
    ]);
    expectEachOnce(tracker);
  });

  test("page views made while the library is on its way all arrive, once each", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const library = await holdLibrary(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await takeClock(page);

    // The first input asks for the library, which is held back while the visitor moves on.
    const nav = page.getByRole("navigation", { name: en.topBar.nav });
    await nav.getByRole("link", { name: "Contact" }).click();
    await library.firstRequest;
    await expect(
      page.getByRole("heading", { level: 1, name: en.site.routes.contact.title }),
    ).toBeVisible();
    await navigateWithinSite(page, `${PAGES.privacyPolicy.path}?from=held`);
    await expect(
      page.getByRole("heading", { level: 1, name: en.site.routes.privacyPolicy.title }),
    ).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(1);

    await library.release();
    // The library hands what waited to its batch queue at once and may send it in any order;
    // the provider keeps each event at the time the visitor made it, which is the order compared.
    const inTimeOrder = () =>
      [...tracker.named(PAGE_VIEWED)]
        .sort((a, b) => Number(a.properties.time) - Number(b.properties.time))
        .map((event) => event.properties.pathname);
    const expected = ["/", PAGES.contact.path, `${PAGES.privacyPolicy.path}?from=held`, "/"];
    await expect.poll(inTimeOrder, { timeout: DELIVERY_WAIT_MS }).toEqual(expected);
    await nothingMoreArrives(page, tracker);
    expect(tracker.named(PAGE_VIEWED)).toHaveLength(expected.length);
    expectEachOnce(tracker);
  });

  test("device_type follows the 768 pixel threshold", async ({ contextFor, track }) => {
    const widths = [MOBILE_MAX_SCREEN_WIDTH, MOBILE_MAX_SCREEN_WIDTH + 1];
    const contexts = await Promise.all(
      widths.map((width) =>
        contextFor({ viewport: { width, height: 900 }, screen: { width, height: 900 } }),
      ),
    );
    const views = [];
    for (const context of contexts) {
      // One visitor per width: the provider keeps each context's visit under its own tag.
      const tracker = await track(context);
      const before = tracker.named(PAGE_VIEWED).length;
      const page = await context.newPage();
      await page.goto("/");
      await pageViewsArrive(tracker, before + 1);
      views.push(tracker.named(PAGE_VIEWED).at(-1)?.properties);
      await page.close();
    }
    expect(views[0]).toMatchObject({ screen_width: 768, device_type: DEVICE_TYPES.mobile });
    expect(views[1]).toMatchObject({ screen_width: 769, device_type: DEVICE_TYPES.desktop });
  });

  test("each badge, in the hero and the header, is tracked by beacon and opens its store", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await pageViewsArrive(tracker, 1);

    const places = [
      {
        location: "hero",
        size: "large",
        area: page.getByRole("region", { name: DEFAULTS.tagline }),
      },
      { location: "header", size: "small", area: page.getByRole("banner") },
    ];
    const stores = [
      {
        destination: "app_store",
        label: new RegExp(en.storeBadges.appStore),
        url: DEFAULTS.appStoreUrl,
      },
      {
        destination: "play_store",
        label: new RegExp(en.storeBadges.googlePlay),
        url: DEFAULTS.playStoreUrl,
      },
    ];
    const expected: Record<string, unknown>[] = [];
    for (const { location, size, area } of places) {
      for (const { destination, label, url } of stores) {
        const badge = area.getByRole("link", { name: label });
        await expect(badge).toHaveAttribute("target", "_blank");
        const popup = await clickBadge(context, page, badge);
        await popup.waitForURL(url);
        expect(popup.url()).toBe(url);
        await popup.close();
        expected.push({ location, button_size: size, destination });
        await expect.poll(() => tracker.named(DOWNLOAD).length).toBe(expected.length);
      }
    }

    const clicks = tracker.named(DOWNLOAD);
    clicks.forEach((click, index) => {
      expect(click.properties).toMatchObject(expected[index] ?? {});
      expectIsoTimestamp(click.properties.timestamp);
      expectSuperProperties(click, userAgent, "/");
      expect(click.beacon).toBe(true);
    });
    expectEachOnce(tracker);
    expect(tracker.external.map((url) => url.href).sort()).toEqual(
      [
        DEFAULTS.appStoreUrl,
        DEFAULTS.appStoreUrl,
        DEFAULTS.playStoreUrl,
        DEFAULTS.playStoreUrl,
      ].sort(),
    );
  });

  test("the deletion request is sent at once, on its own, and confirmed", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    const before = Date.now();
    await submitDeletion(page);

    expect(tracker.named(DELETION)).toHaveLength(1);
    const [request] = tracker.named(DELETION);
    expect(request?.request.path).toBe("/track/");
    expect(request?.request.query.get("ip")).toBe("0");
    expect(request?.request.hadCookie).toBe(false);
    expect(request?.beacon).toBe(false);
    expect(Object.keys(request?.properties ?? {}).sort()).toEqual(
      ["$insert_id", "distinct_id", "email", "source", "time", "timestamp", "token"].sort(),
    );
    expect(request?.properties).toMatchObject({ email: EMAIL, source: DELETION_SOURCE });
    expectIsoTimestamp(request?.properties.timestamp);
    expect(Date.parse(request?.properties.timestamp as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const visitor = tracker.named(PAGE_VIEWED)[0]?.properties.distinct_id;
    expect(request?.properties.distinct_id).not.toBe(visitor);
    expect(String(request?.properties.distinct_id)).not.toContain(
      String(tracker.named(PAGE_VIEWED)[0]?.properties.$device_id),
    );

    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);
  });

  test("no analytics code is fetched or run before the visitor's first input, and none is in first-load JS", async ({
    contextFor,
    track,
    request,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    // Counted already, by the site's own sender: the idle moment has passed.
    await pageViewsArrive(tracker, 1);
    expect((await loadedScripts(page, request)).filter((script) => script.isLibrary)).toEqual([]);
    // Had the library run, it would have written its queue and tab keys.
    expect(
      (
        await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
      ).filter((key) => key.startsWith(LIBRARY_MARKER) || key.startsWith("mp_tab_id")),
    ).toEqual([]);

    const inputAt = await page.evaluate(() => performance.now());
    await firstInput(page);
    await expect
      .poll(async () => (await loadedScripts(page, request)).filter((script) => script.isLibrary))
      .toHaveLength(1);
    const [library] = (await loadedScripts(page, request)).filter((script) => script.isLibrary);
    expect(new URL(library?.url ?? "").origin).toBe(new URL(page.url()).origin);
    expect(library?.startTime).toBeGreaterThanOrEqual(inputAt);

    const libraryFile = new URL(library?.url ?? "").pathname;
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.includes(libraryFile))).toEqual([]);
      const firstLoad = pageBundles(html);
      expect(firstLoad.length).toBeGreaterThan(0);
      for (const src of firstLoad) {
        expect(await (await request.get(src)).text()).not.toContain(LIBRARY_MARKER);
      }
    }
    expect(tracker.external).toEqual([]);
  });

  test("scroll checkpoints arrive for a visitor whose first input is a scroll", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(PAGES.privacyPolicy.path);
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(
        () =>
          tracker
            .named("$mp_scroll")
            .map((event) => event.properties.$scroll_checkpoint as number)
            .sort((a, b) => a - b)
            .at(-1) ?? 0,
        { timeout: DELIVERY_WAIT_MS },
      )
      .toBeGreaterThanOrEqual(25);
    expectEachOnce(tracker);
  });

  for (const answer of ["server-error", "blocked"] as const) {
    test(`the site works with no visible error when the API host is ${answer}`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      const tracker = await track(context, answer);
      const page = await context.newPage();
      const errors = noPageErrors(page);
      await page.goto("/");
      await waitForHydration(page);

      const popup = await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
      );
      await popup.waitForURL(DEFAULTS.playStoreUrl);
      await popup.close();

      await page
        .getByRole("navigation", { name: en.topBar.nav })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await expect(page.getByRole("heading", { name: "Data Deletion Request" })).toBeVisible();
      await requestDeletion(page);
      await expectEmailRoute(page);

      if (answer === "server-error")
        expect(tracker.named(DELETION).length).toBeGreaterThanOrEqual(1);
      else expect(tracker.requests()).toEqual([]);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const signal of PRIVACY_SIGNALS) {
    test(`with ${signal.name}: no tracking, no cookies, but the deletion request still goes`, async ({
      contextFor,
      track,
    }) => {
      const context = await contextFor();
      await context.addInitScript(signal.script);
      const cookieWrites = await noteAnalyticsCookieWrites(context);
      const tracker = await track(context);
      const libraryFetches = countLibraryFetches(context);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await takeClock(page);
      await nothingMoreArrives(page, tracker);

      const popup = await clickBadge(
        context,
        page,
        page.getByRole("banner").getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
      );
      await popup.close();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await expect(page.getByRole("heading", { name: "Data Deletion Request" })).toBeVisible();

      expect(tracker.requests()).toEqual([]);
      expect(libraryFetches()).toBe(0);

      await submitDeletion(page);
      expect(tracker.named(DELETION)[0]?.properties).toMatchObject({ email: EMAIL });
      await nothingMoreArrives(page, tracker);
      expect(tracker.events().map((event) => event.event)).toEqual([DELETION]);
      expect(await analyticsTraces(context, page)).toEqual(NO_TRACES);
      expect(cookieWrites()).toEqual([]);
      await expect(page.getByRole("link", { name: EMAIL_LINK })).toHaveCount(0);

      await page.getByRole("link", { name: "Contact" }).first().click();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await page.close({ runBeforeUnload: true });
      expect(tracker.named(PAGE_VIEWED)).toEqual([]);
      expect(libraryFetches()).toBe(0);
    });
  }
});
