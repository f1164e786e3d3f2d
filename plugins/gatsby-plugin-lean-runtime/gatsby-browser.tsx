import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./hydrate-in-slices";
import { builtLeverOn } from "./built-switch";

/**
 * Hydration in slices, in the production build. `gatsby develop` writes no server HTML to hydrate:
 * answering nothing there leaves Gatsby's own first render in place.
 */
export const replaceHydrateFunction = (() =>
  process.env.NODE_ENV === "production" && builtLeverOn("hydrate-in-slices")
    ? hydrateInSlices()
    : undefined) as unknown as GatsbyBrowser["replaceHydrateFunction"];
