// @ts-check
// Finds the browsers: Chromium for Lighthouse, the benchmark and the few tests that need the whole
// browser, and Chromium's headless shell for the rest of the browser tests. Shared by the test
// command, the Playwright configs and the benchmark so they always agree.
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

/**
 * Browsers Playwright downloaded (`npx playwright install`), newest first.
 * @param {string} prefix the folder's name before its version
 * @param {string[][]} files where the program sits inside that folder
 * @returns {string[]}
 */
const playwrightCache = (prefix, files) => {
  const root =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .reverse()
    .flatMap((name) => files.map((file) => path.join(root, name, ...file)));
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
    ...playwrightCache("chromium-", [
      ["chrome-linux64", "chrome"],
      ["chrome-linux", "chrome"],
    ]),
  ].filter(isSet);

/**
 * The first of the places that holds a file.
 * @param {string[]} files
 * @returns {string | undefined}
 */
const firstThere = (files) => files.find((file) => fs.existsSync(file));

/** @returns {string | undefined} */
const findChromium = () => firstThere(candidates());

/**
 * Chromium's headless shell: the same engine without the browser around it, and what Playwright
 * itself runs headless tests in. The end-to-end suite ran in about half the time in it than in
 * the whole browser (docs/testing.md).
 * @returns {string[]}
 */
const headlessShellCandidates = () =>
  [
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    "/usr/bin/chromium-headless-shell",
    ...playwrightCache("chromium_headless_shell-", [
      ["chrome-headless-shell-linux64", "chrome-headless-shell"],
      ["chrome-linux", "headless_shell"],
    ]),
  ].filter(isSet);

/** @returns {string | undefined} */
const findHeadlessShell = () => firstThere(headlessShellCandidates());

/**
 * The browser the end-to-end tests run in: the headless shell, or the whole Chromium where there
 * is no shell.
 * @returns {string | undefined}
 */
const findTestBrowser = () => findHeadlessShell() ?? findChromium();

module.exports = {
  findChromium,
  candidates,
  findHeadlessShell,
  headlessShellCandidates,
  findTestBrowser,
  FLAGS,
};
