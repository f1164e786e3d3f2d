import { defineConfig, devices } from "@playwright/test";
import { FLAGS, findTestBrowser } from "./scripts/chromium.cjs";

const PORT = Number(process.env.E2E_PORT ?? 9321);

export default defineConfig({
  testDir: "./e2e",
  // The develop server's smoke test has its own config (playwright.develop.config.ts).
  testIgnore: ["develop/**"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Steps wait on conditions, never on fixed sleeps; this bounds a whole test. On a slow shared
  // 2-core machine a test of a dozen steps (load, focus, navigate, back) has taken over 30 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A visitor the site counts without asking; a machine on UTC would be asked (GATSBY_ANALYTICS_CONSENT=auto).
    timezoneId: "America/New_York",
    // Chromium's headless shell, as Playwright itself runs headless: the suite took about half
    // the time it took in the whole browser. A test that needs the whole browser (the screen
    // wake lock) asks for it with `test.use`.
    launchOptions: { executablePath: findTestBrowser(), args: FLAGS },
    // Recording a trace snapshots the page at every step, which made the suite several times
    // slower (the keyboard walk: 38 s traced, 6 s not). On CI a test that fails runs again with
    // one; here, run it again with `--trace on` (docs/testing.md).
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  },
});
