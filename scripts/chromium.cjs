// @ts-check
// Finds a Chromium for Playwright and Lighthouse. Shared by the test command,
// the Playwright config and the benchmark so they always agree.
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const playwrightCache = () => {
  const root =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => name.startsWith("chromium-"))
    .sort()
    .reverse()
    .flatMap((name) => [
      path.join(root, name, "chrome-linux64", "chrome"),
      path.join(root, name, "chrome-linux", "chrome"),
    ]);
};

/**
 * @param {string | undefined} file
 * @returns {file is string}
 */
const isSet = (file) => Boolean(file);

/** @returns {string[]} */
const candidates = () =>
  [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    ...playwrightCache(),
  ].filter(isSet);

/** @returns {string | undefined} */
const findChromium = () => candidates().find((file) => fs.existsSync(file));

module.exports = { findChromium, candidates, FLAGS };
