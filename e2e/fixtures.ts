import { test as base, expect, type Page } from "@playwright/test";
import { ROUTE_PATHS } from "../src/config/routes";

export const ROUTES = ROUTE_PATHS;

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

/** Waits until React has hydrated the page, so clicks reach its handlers. */
export const waitForHydration = async (page: Page) => {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
};
