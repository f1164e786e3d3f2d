/**
 * Pages built only for the end-to-end tests: `npm run build:e2e` sets the variable, which
 * registers this plugin (gatsby-config.ts) and marks public/ as never to be deployed
 * (build-steps/post-build.ts). `npm run build` never makes them.
 */
export const E2E_BUILD_ENV = "E2E_RENDER_ERROR_PAGE";

export const isE2eBuild = (env: Record<string, string | undefined>): boolean =>
  env[E2E_BUILD_ENV] === "1";

export const PLUGIN_NAME = "gatsby-plugin-e2e-pages";

/** A page that fails to render, so the tests can drive the error page in a real browser. */
export const RENDER_ERROR_PATH = "/e2e-render-error/";
export const RENDER_ERROR_MESSAGE = "This test page failed to render on purpose.";
