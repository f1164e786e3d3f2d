import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** `npm run test:develop`: the smoke test of `npm run develop` (e2e/develop/). */
const PORT = Number(process.env.DEVELOP_PORT ?? 8321);

export default defineConfig({
  ...base,
  testDir: "./e2e/develop",
  testIgnore: [],
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx gatsby develop --host 127.0.0.1 --port ${PORT}`,
    // The project to develop: this one, or a copy of it (`npm test` runs this smoke test in a
    // copy, beside a build of this one).
    cwd: process.env.DEVELOP_PROJECT,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // Develop bootstraps and compiles before it answers: minutes on a busy 2-core machine.
    timeout: 600_000,
    // As on a developer's machine: photos are resized when a page asks for them, not all up
    // front. Gatsby does them all before it answers when it sees CI, which tripled this wait.
    env: { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1" },
  },
});
