// @ts-check
// Makes sure the browsers exist: Chromium for the benchmark and the tests that need the whole
// browser, and Chromium's headless shell for the rest of the browser tests. Installs Debian's
// packages when possible, and explains what to do when it is not. Without the shell the tests
// run in Chromium, in about twice the time.
import { createRequire } from "node:module";
import { ensureTool } from "./ensure-tool.mjs";

const { findChromium, candidates, findHeadlessShell, headlessShellCandidates } = createRequire(
  import.meta.url,
)("./chromium.cjs");

const chromium = ensureTool({
  name: "Chromium",
  aptPackage: "chromium",
  find: findChromium,
  candidates,
  neededBy: "The browser tests and the benchmark",
  help: [
    "Debian/Ubuntu: sudo apt-get install chromium",
    "any system with internet access: npx playwright install chromium",
    "a Chromium or Chrome you already have: export CHROMIUM_PATH=/path/to/chrome",
  ],
});
if (!chromium) process.exit(1);

const shell = ensureTool({
  name: "Chromium's headless shell",
  aptPackage: "chromium-headless-shell",
  find: findHeadlessShell,
  candidates: headlessShellCandidates,
  neededBy: "The browser tests, to run in about half the time,",
  help: [
    "Debian: sudo apt-get install chromium-headless-shell",
    "any system with internet access: npx playwright install chromium-headless-shell",
    "a headless shell you already have: export CHROMIUM_HEADLESS_SHELL_PATH=/path/to/it",
  ],
});
if (!shell) console.log("The browser tests will run in Chromium instead.");
