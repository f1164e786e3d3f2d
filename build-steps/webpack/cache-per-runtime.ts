import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LEVERS, leversOff } from "../../plugins/gatsby-plugin-lean-runtime/switch.cjs";

/** Webpack's caches, one folder per stage, where Gatsby keeps them. */
export const WEBPACK_CACHE_DIR = path.join(".cache", "webpack");
/** Beside them: the levers that were on when they were made. */
export const RUNTIME_MARK = "levers-on.txt";

/**
 * The runtime a build is on: the levers its setting leaves on, in order ("" when none is). A
 * lever added since the cache was made changes it too: webpack would not see that a loader's
 * options changed (short class names in some modules and Gatsby's in others).
 */
export const runtimeKey = (setting: string | undefined): string => {
  const off = leversOff(setting);
  return LEVERS.filter((lever) => !off.has(lever))
    .sort()
    .join(",");
};

/**
 * Clears webpack's cache when it was made on another runtime, and marks it with this one; says
 * whether it cleared it. Gatsby clears `.cache/` when its list of plugins changes, which
 * `LEAN_RUNTIME=off` does, but keeps `.cache/webpack`; and webpack checks its cache against the
 * files it read, not its config. A lean build after a stock one took the stock build's modules
 * (Gatsby's own scroll handler in place of the stand-in, the app chunk 2.2 KB gzip larger), and
 * `LEAN_RUNTIME=off:<lever>` keeps the plugin and changes only the config.
 */
export const keepWebpackCacheToItsRuntime = (
  root: string,
  setting: string | undefined = process.env.LEAN_RUNTIME,
): boolean => {
  const dir = path.join(root, WEBPACK_CACHE_DIR);
  const mark = path.join(dir, RUNTIME_MARK);
  const key = runtimeKey(setting);
  if (existsSync(mark) && readFileSync(mark, "utf8") === key) return false;
  // Made on another runtime, or on one not known: the mark lives in the folder it names.
  const stale = existsSync(dir);
  if (stale) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(mark, key);
  return stale;
};
