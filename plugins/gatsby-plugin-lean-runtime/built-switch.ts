import { leverOn, type Lever } from "./switch.cjs";

/** The build's LEAN_RUNTIME, handed to the browser bundle (build/webpack/built-site-config.ts). */
declare const BUILT_LEAN_RUNTIME: string | undefined;

/**
 * Whether the build uses a lever, in code that runs in the browser: there the switch is as the
 * build was set; in the server render and in tests it is the environment's.
 */
export const builtLeverOn = (lever: Lever): boolean =>
  leverOn(lever, {
    LEAN_RUNTIME:
      typeof BUILT_LEAN_RUNTIME === "string"
        ? BUILT_LEAN_RUNTIME
        : typeof process === "undefined"
          ? undefined
          : process.env.LEAN_RUNTIME,
  });
