// Makes sure a Chromium exists for the browser tests, installing Debian's
// package when possible, and explains what to do when it is not.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { findChromium, candidates } = require("./chromium.cjs");

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const canApt = process.platform === "linux" && process.getuid?.() === 0;
if (canApt) {
  try {
    execFileSync("which", ["apt-get"], { stdio: "ignore" });
    console.log("No Chromium found; installing Debian's chromium package with apt-get...");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch (error) {
    console.error(`apt-get could not install chromium: ${error.message}`);
  }
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.error(`
The browser tests need Chromium, and none was found. Looked in:
  ${candidates().join("\n  ")}
Do one of these, then run the tests again:
  - Debian/Ubuntu: sudo apt-get install chromium
  - any system with internet access: npx playwright install chromium
  - a Chromium or Chrome you already have: export CHROMIUM_PATH=/path/to/chrome
`);
process.exit(1);
