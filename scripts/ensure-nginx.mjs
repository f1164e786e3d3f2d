// @ts-check
// Makes sure an nginx exists for the hosting tests, installing Debian's package when possible,
// and explains what to do when it is not.
import { createRequire } from "node:module";
import { ensureTool } from "./ensure-tool.mjs";

const { findNginx, candidates } = createRequire(import.meta.url)("./nginx.cjs");

const found = ensureTool({
  name: "nginx",
  aptPackage: "nginx",
  find: findNginx,
  candidates,
  neededBy: "The hosting tests",
  help: [
    "Debian/Ubuntu: sudo apt-get install nginx",
    "macOS: brew install nginx",
    "an nginx you already have: export NGINX_PATH=/path/to/nginx",
  ],
});
process.exit(found ? 0 : 1);
