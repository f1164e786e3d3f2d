// Makes sure an nginx exists for the hosting tests, installing Debian's package
// when possible, and explains what to do when it is not.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { findNginx, candidates } = require("./nginx.cjs");

const found = findNginx();
if (found) {
  console.log(`nginx: ${found}`);
  process.exit(0);
}

const canApt = process.platform === "linux" && process.getuid?.() === 0;
if (canApt) {
  try {
    execFileSync("which", ["apt-get"], { stdio: "ignore" });
    console.log("No nginx found; installing Debian's nginx package with apt-get...");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch (error) {
    console.error(`apt-get could not install nginx: ${error.message}`);
  }
  const installed = findNginx();
  if (installed) {
    console.log(`nginx: ${installed}`);
    process.exit(0);
  }
}

console.error(`
The hosting tests need nginx, and none was found. Looked in:
  ${candidates().join("\n  ")}
Do one of these, then run the tests again:
  - Debian/Ubuntu: sudo apt-get install nginx
  - macOS: brew install nginx
  - an nginx you already have: export NGINX_PATH=/path/to/nginx
`);
process.exit(1);
