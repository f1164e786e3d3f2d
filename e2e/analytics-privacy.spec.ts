import { devices, expect } from "@playwright/test";
import { REDACTED } from "../src/analytics/redact";
import { waitForHydration } from "./fixtures";
import {
  test,
  PAGE_VIEWED,
  DELETION,
  DOWNLOAD,
  DELIVERY_WAIT_MS,
  pageViewsArrive,
  requestDeletion,
  submitDeletion,
  expectEmailRoute,
  holdLibrary,
  firstInput,
  clickBadge,
} from "./analytics-support";
import { en } from "../src/i18n/dictionaries";

test.describe("what never reaches analytics", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an email, a token, a campaign value with an email and a click ID stay off the wire and out of storage", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto(
      "/?email=a@b.co&utm_source=newsletter&utm_content=jane%40example.com&gclid=g-click-1#invite_token=x",
    );
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    // The visitor scrolls: the library loads, and its own events carry the page's address too.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() => tracker.named("$mp_scroll").length, { timeout: DELIVERY_WAIT_MS })
      .toBeGreaterThan(0);
    const [view] = tracker.named(PAGE_VIEWED);
    expect(view?.properties.pathname).toBe(
      `/?email=${REDACTED}&utm_source=newsletter&utm_content=${REDACTED}&gclid=${REDACTED}`,
    );
    expect(view?.properties).toMatchObject({ utm_source: "newsletter", utm_content: REDACTED });
    for (const event of tracker.events()) {
      expect(event.properties).not.toHaveProperty("gclid");
      expect(event.properties).not.toHaveProperty("mp_keyword");
    }
    const wire = JSON.stringify(tracker.events());
    const stored =
      JSON.stringify(await context.cookies()) +
      JSON.stringify(await page.evaluate(() => ({ ...localStorage })));
    for (const secret of ["a@b.co", "a%40b.co", "jane", "invite_token", "g-click-1"]) {
      expect({ secret, onTheWire: wire.includes(secret) }).toEqual({ secret, onTheWire: false });
      expect({ secret, stored: stored.includes(secret) }).toEqual({ secret, stored: false });
    }
  });

  test("/get records its download with the campaign values redacted", async ({
    contextFor,
    track,
    visitTag,
  }) => {
    const context = await contextFor({
      userAgent: `${devices["iPhone 13"].userAgent} e2e-visit/${visitTag}`,
      isMobile: true,
      hasTouch: true,
      viewport: devices["iPhone 13"].viewport,
    });
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/get/?utm_source=newsletter&utm_content=jane%40example.com");
    await expect(page).toHaveURL(/apps\.apple\.com/);
    await expect.poll(() => tracker.named(DOWNLOAD).length).toBe(1);
    expect(tracker.named(DOWNLOAD)[0]?.properties).toMatchObject({
      location: "get",
      utm_source: "newsletter",
      utm_content: REDACTED,
    });
    expect(JSON.stringify(tracker.events())).not.toContain("jane");
    expect(tracker.external.map((url) => url.href).join(" ")).not.toContain("jane");
  });

  test("events stay queued while sendBeacon refuses them, and go once the library loads", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", { value: () => false });
    });
    const library = await holdLibrary(context);
    await page.goto("/?ref=refused");
    await waitForHydration(page);
    await firstInput(page);
    await library.firstRequest;
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    });
    expect(tracker.named(PAGE_VIEWED)).toEqual([]);
    await library.release();
    await expect
      .poll(() => tracker.named(PAGE_VIEWED).map((event) => event.properties.pathname), {
        timeout: DELIVERY_WAIT_MS,
      })
      .toEqual(["/?ref=refused"]);
  });

  test("Try again sends the same request: the same $insert_id and time", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context, "server-error");
    const page = await context.newPage();
    await page.goto("/data-deletion");
    await waitForHydration(page);
    await requestDeletion(page);
    await expectEmailRoute(page);
    await page.getByRole("button", { name: en.deletion.outcome.tryAgain }).click();
    await expectEmailRoute(page);
    const attempts = tracker.named(DELETION);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.properties.$insert_id).toBe(attempts[0]?.properties.$insert_id);
    expect(attempts[1]?.properties.time).toBe(attempts[0]?.properties.time);
    expect(attempts[1]?.properties.distinct_id).toBe(attempts[0]?.properties.distinct_id);
  });

  test("the privacy policy names every field that reached the provider in a whole visit", async ({
    contextFor,
    track,
  }) => {
    const context = await contextFor();
    const tracker = await track(context);
    const page = await context.newPage();
    await page.goto("/?utm_source=newsletter&utm_medium=email");
    await waitForHydration(page);
    await pageViewsArrive(tracker, 1);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await clickBadge(
      context,
      page,
      page.getByRole("banner").getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
    ).then((popup) => popup.close());
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Request Data Deletion" })
      .click();
    await submitDeletion(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect
      .poll(() => new Set(tracker.events().map((event) => event.event)).size, {
        timeout: DELIVERY_WAIT_MS,
      })
      .toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("heading", { name: "3. Analytics" })).toBeVisible();
    const named = new Set(
      await page
        .locator("section", { has: page.locator("#analytics") })
        .locator("code")
        .allTextContents(),
    );
    expect(named.size).toBeGreaterThan(20);
    const sent = new Set(tracker.events().flatMap((event) => Object.keys(event.properties)));
    expect([...sent].filter((field) => !named.has(field))).toEqual([]);
    expect(
      [...new Set(tracker.events().map((event) => event.event))].filter((name) => !named.has(name)),
    ).toEqual([]);
  });
});
