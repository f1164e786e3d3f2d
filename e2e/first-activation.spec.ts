import {
  devices,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { EVENT_NAMES } from "../src/analytics/constants";
import { CONSENT_STORAGE, consentTerms } from "../src/analytics/consent/consent";
import { MIXPANEL_API_HOST } from "../src/analytics/mixpanel/constants";
import { ROUTES as PAGES } from "../src/config/routes";
import { DEFAULTS, createSiteConfig } from "../src/config/site-config";
import { testWithProvider, type Visit } from "./analytics-provider";
import { waitForHydration } from "./fixtures";
import { en } from "../src/i18n/dictionaries";

/*
 * A visitor on a slow network who acts as soon as the page has loaded, before its code has: every
 * control must answer its first activation, and a request made must reach the provider once,
 * whether or not the visitor stays. Runs against the e2e build (`npm run build:e2e`) and the local
 * stand-in for the provider (analytics-provider.ts).
 */

const DELETION = EVENT_NAMES.deletionRequested;
const EMAIL = "slow.cook@example.com";
const SUCCESS = en.deletion.outcome.receivedTitle;
const BUILD = createSiteConfig({ GATSBY_MIXPANEL_TOKEN: "test-token" }).analytics;
const PROVIDER_HOST = new URL(MIXPANEL_API_HOST).host;
const ASKED_ZONE = "Europe/Berlin";
/** What a slow phone network adds to each of the site's scripts and data files. */
const CHUNK_DELAY_MS = 2500;
const SCRIPT_OR_DATA = /\.(js|json)(\?|$)/;
const BASE_USER_AGENT = devices["Desktop Chrome"].userAgent;

type Fixtures = {
  visit: Visit;
  contextFor: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

const test = testWithProvider(PROVIDER_HOST).extend<Fixtures>({
  visit: async ({ provider }, provide, testInfo) => {
    await provide(provider.visit(`${testInfo.testId}-${testInfo.repeatEachIndex}`));
  },
  contextFor: async ({ browser, baseURL }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    const tag = `${testInfo.testId}-${testInfo.repeatEachIndex}`;
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        userAgent: `${BASE_USER_AGENT} e2e-visit/${tag}`,
        timezoneId: "America/New_York",
        ...options,
      });
      // Store pages opened by a badge are answered here, never fetched.
      await context.route(
        (url) => url.origin !== new URL(baseURL ?? "").origin && url.origin !== MIXPANEL_API_HOST,
        (route) => route.fulfill({ contentType: "text/html", body: "<title>Store</title>" }),
      );
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** From now on each of the site's scripts and data files arrives `ms` late. */
const slowChunks = (context: BrowserContext, ms = CHUNK_DELAY_MS) =>
  context.route(
    (url) => url.origin !== MIXPANEL_API_HOST && SCRIPT_OR_DATA.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );

/** Counts the requests this context's pages started to the provider. */
const countProviderRequests = (context: BrowserContext) => {
  let started = 0;
  context.on("request", (request) => {
    if (new URL(request.url()).origin === MIXPANEL_API_HOST) started += 1;
  });
  return () => started;
};

const eventsNamed = (visit: Visit, name: string) =>
  visit.received.flatMap((received) => received.events).filter((event) => event.event === name);

const returningVisitorWhoAgreed = (context: BrowserContext) =>
  context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [
      CONSENT_STORAGE.key,
      JSON.stringify({ ...consentTerms(BUILD), choice: "agree", at: Date.now() }),
    ] as const,
  );

const consentBar = (page: Page) => page.getByRole("region", { name: en.consentBar.label });
const footer = (page: Page) => page.getByRole("contentinfo");
const topBar = (page: Page) => page.getByRole("banner");

test.describe("a deletion request on a slow network", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const speed of ["at full speed", "slowed down"] as const) {
    for (const leaving of [true, false]) {
      test(`${speed}, ${leaving ? "with the tab closed during Submitting..." : "with the visitor staying"}: delivered once`, async ({
        contextFor,
        visit,
      }) => {
        const context = await contextFor();
        const started = countProviderRequests(context);
        const page = await context.newPage();
        await page.goto(PAGES.dataDeletion.path);
        await waitForHydration(page);
        // The network slows once the page is there, as a train enters a tunnel.
        if (speed === "slowed down") await slowChunks(context);
        await page.getByLabel(en.deletion.form.label).fill(EMAIL);
        await page.getByRole("button", { name: en.deletion.form.submit }).click();
        await expect(
          page.getByRole("button", { name: en.deletion.form.submitting }),
        ).toBeDisabled();
        if (leaving) await page.close({ runBeforeUnload: true });
        else await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();

        await expect.poll(() => eventsNamed(visit, DELETION).length).toBe(1);
        // Every request the page started has been answered: nothing more is on its way.
        await expect.poll(() => visit.received.length).toBe(started());
        const [request] = eventsNamed(visit, DELETION);
        expect(request?.properties).toMatchObject({ email: EMAIL, $insert_id: expect.any(String) });
      });
    }
  }

  test("a retry after the provider failed is the same request, under the same $insert_id", async ({
    contextFor,
    visit,
  }) => {
    const context = await contextFor();
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path);
    await waitForHydration(page);
    await slowChunks(context);
    visit.answer = "server-error";
    await page.getByLabel(en.deletion.form.label).fill(EMAIL);
    await page.getByRole("button", { name: en.deletion.form.submit }).click();
    await expect(page.getByRole("button", { name: en.deletion.outcome.tryAgain })).toBeVisible({
      timeout: 20_000,
    });
    visit.answer = "ok";
    await page.getByRole("button", { name: en.deletion.outcome.tryAgain }).click();
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible({ timeout: 20_000 });
    const ids = eventsNamed(visit, DELETION).map((event) => event.properties.$insert_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });
});

test.describe("the first activation right after load, with chunks slowed", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Privacy choices opens the bar for a returning visitor who agreed", async ({
    contextFor,
  }) => {
    const context = await contextFor({ timezoneId: ASKED_ZONE });
    await returningVisitorWhoAgreed(context);
    await slowChunks(context);
    const page = await context.newPage();
    await page.goto(PAGES.contact.path, { waitUntil: "load" });
    await expect(consentBar(page)).toBeHidden();
    await footer(page).getByRole("button", { name: en.consentBar.label }).click();
    await expect(consentBar(page)).toBeVisible({ timeout: 20_000 });
    // The bar the visitor opened is the working one: its answer is kept once the code is there.
    await waitForHydration(page);
    await consentBar(page).getByRole("button", { name: en.consentBar.decline }).click();
    await expect(consentBar(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key))
      .toContain('"choice":"decline"');
  });

  /** Each link of the top bar and footer, where it leads. */
  const LINKS = [
    { area: topBar, name: DEFAULTS.productName, to: PAGES.home.path },
    { area: topBar, name: en.site.routes.home.navLabel, to: PAGES.home.path },
    { area: topBar, name: en.site.routes.contact.navLabel, to: PAGES.contact.path },
    { area: footer, name: en.site.routes.contact.navLabel, to: PAGES.contact.path },
    { area: footer, name: en.site.routes.privacyPolicy.navLabel, to: PAGES.privacyPolicy.path },
    { area: footer, name: en.site.routes.dataDeletion.navLabel, to: PAGES.dataDeletion.path },
  ];

  for (const { area, name, to } of LINKS) {
    test(`${area === topBar ? "top bar" : "footer"} link "${name}" leads to ${to}`, async ({
      contextFor,
    }) => {
      const context = await contextFor();
      await slowChunks(context);
      const page = await context.newPage();
      // From a page the link does not lead to.
      await page.goto(to === PAGES.privacyPolicy.path ? "/" : PAGES.privacyPolicy.path, {
        waitUntil: "load",
      });
      await area(page).getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${to}$`), { timeout: 20_000 });
    });
  }

  for (const store of [
    new RegExp(en.storeBadges.appStore),
    new RegExp(en.storeBadges.googlePlay),
  ]) {
    test(`top bar badge ${store.source} opens its store`, async ({ contextFor }) => {
      const context = await contextFor();
      await slowChunks(context);
      const page = await context.newPage();
      await page.goto(PAGES.contact.path, { waitUntil: "load" });
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        topBar(page).getByRole("link", { name: store }).click(),
      ]);
      await expect(popup).toHaveTitle("Store");
      expect(page.url()).toMatch(new RegExp(`${PAGES.contact.path}$`));
    });
  }

  for (const answer of ["agree", "decline"] as const) {
    test(`the consent bar's "${en.consentBar[answer]}" is kept`, async ({ contextFor }) => {
      const context = await contextFor({ timezoneId: ASKED_ZONE });
      await slowChunks(context);
      const page = await context.newPage();
      await page.goto(PAGES.contact.path, { waitUntil: "load" });
      await consentBar(page).getByRole("button", { name: en.consentBar[answer] }).click();
      await expect(consentBar(page)).toBeHidden();
      await waitForHydration(page);
      // Still answered once the code has arrived and taken the bar over.
      await expect(consentBar(page)).toBeHidden();
      expect(
        await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE.key),
      ).toContain(`"choice":"${answer}"`);
    });
  }

  test("Submit Request takes an address typed before the page's code arrived", async ({
    contextFor,
    visit,
  }) => {
    const context = await contextFor();
    await slowChunks(context);
    const page = await context.newPage();
    await page.goto(PAGES.dataDeletion.path, { waitUntil: "load" });
    await page.getByLabel(en.deletion.form.label).pressSequentially(EMAIL);
    const submit = page.getByRole("button", { name: en.deletion.form.submit });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await submit.click();
    await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible({ timeout: 20_000 });
    expect(eventsNamed(visit, DELETION).map((event) => event.properties.email)).toEqual([EMAIL]);

    await page.getByRole("button", { name: en.deletion.outcome.submitAnother }).click();
    await expect(page.getByLabel(en.deletion.form.label)).toHaveValue("");
    await expect(page.getByLabel(en.deletion.form.label)).toBeFocused();
  });
});
