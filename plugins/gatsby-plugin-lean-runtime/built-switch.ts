import type { SITE_LEVERS } from "./switch.cjs";

/** The levers that act in the browser: the site's own. */
type BrowserLever = (typeof SITE_LEVERS)[number];

/**
 * Whether each of those levers is on, as the build was set: handed to the browser bundle as a literal
 * (build-steps/webpack/built-site-config.ts), so the switch's own code stays out of it.
 */
declare const BUILT_LEVERS: Readonly<Record<BrowserLever, boolean>>;
/** The bundle's stage, defined beside it; none in tests. */
declare const BUILT_STAGE: string | undefined;

/**
 * Whether the build uses a lever, in code that runs in the browser: there the switch is as the
 * build was set; in the server render and in tests it is the environment's. The test of the
 * stage is written out in full so that webpack settles it while bundling and leaves the
 * `require` out of the browser's bundle.
 */
export const builtLeverOn = (lever: BrowserLever): boolean =>
  typeof BUILT_STAGE !== "undefined" &&
  (BUILT_STAGE === "build-javascript" || BUILT_STAGE === "develop")
    ? BUILT_LEVERS[lever]
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server render and tests only (see above)
      (require("./switch.cjs") as typeof import("./switch.cjs")).leverOn(lever, process.env);
