#!/usr/bin/env node
// @ts-check
/**
 * Removes webpack's cache from `.cache/` and nothing else, before a build with the other
 * runtime (`npm run test:lean-off`). Gatsby clears the rest of `.cache/` itself when its list of
 * plugins changes, as `LEAN_RUNTIME=off` leaves the lean-runtime plugin out, but it keeps
 * `.cache/webpack`, whose modules were compiled with the levers' aliases and Babel preset. The
 * photos in `public/` stay: their names come from their source and the query's arguments.
 *
 * Usage: node scripts/clear-webpack-cache.cjs
 */
const { rmSync } = require("node:fs");
const path = require("node:path");

rmSync(path.join(__dirname, "..", ".cache", "webpack"), { recursive: true, force: true });
