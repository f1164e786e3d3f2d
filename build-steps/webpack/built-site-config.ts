import type { CreateWebpackConfigArgs } from "gatsby";
import { siteConfig } from "../../src/config/site-config";
import { SITE_LEVERS, leverOn } from "../../plugins/gatsby-plugin-lean-runtime/switch.cjs";

/** The browser stages: the ones whose bundle visitors download. */
const BROWSER_STAGES = new Set(["develop", "build-javascript"]);

/**
 * Hands the browser bundle the site config as this build computed it from its GATSBY_* variables,
 * in place of the code that reads and checks them.
 */
export const builtSiteConfig = (
  stage: string,
  env: { LEAN_RUNTIME?: string } = process.env,
): Record<string, string> | null =>
  BROWSER_STAGES.has(stage)
    ? {
        BUILT_SITE_CONFIG: JSON.stringify(siteConfig),
        // The lean runtime's switch, for the levers that act in the browser (built-switch.ts).
        BUILT_LEVERS: JSON.stringify(
          Object.fromEntries(SITE_LEVERS.map((lever) => [lever, leverOn(lever, env)])),
        ),
      }
    : null;

/**
 * Each bundle's stage, as `BUILT_STAGE` ("build-javascript", "build-html", "develop", …), for the
 * code that must differ between the browser and the server render and leave the other's out:
 * webpack settles `typeof BUILT_STAGE` and the comparisons while bundling. Tests have none.
 */
export const builtStage = (stage: string): Record<string, string> => ({
  BUILT_STAGE: JSON.stringify(stage),
});

export const defineBuiltSiteConfig = ({ stage, actions, plugins }: CreateWebpackConfigArgs) => {
  const definitions = { ...builtStage(stage), ...builtSiteConfig(stage) };
  actions.setWebpackConfig({ plugins: [plugins.define(definitions)] });
};
