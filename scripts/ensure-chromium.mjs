// @ts-check
// Makes sure a Chromium exists for the browser tests, installing Debian's package when possible,
// and explains what to do when it is not.
import { createRequire } from "node:module";
import { ensureTool } from "./ensure-tool.mjs";

const { findChromium, candidates } = createRequire(import.meta.url)("./chromium.cjs");

ensureTool({
  name: "Chromium",
  aptPackage: "chromium",
  find: findChromium,
  candidates,
  neededBy: "The browser tests",
  help: [
    "Debian/Ubuntu: sudo apt-get install chromium",
    "any system with internet access: npx playwright install chromium",
    "a Chromium or Chrome you already have: export CHROMIUM_PATH=/path/to/chrome",
  ],
});
