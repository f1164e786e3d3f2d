/**
 * A page that fails to render, built only for the end-to-end tests (`npm run build:e2e` sets the
 * variable) so they can drive the error page in a real browser. Never built for a deployment.
 */
export const RENDER_ERROR_PAGE_ENV = "E2E_RENDER_ERROR_PAGE";
export const RENDER_ERROR_PATH = "/e2e-render-error/";
export const RENDER_ERROR_MESSAGE = "This test page failed to render on purpose.";

export const buildsRenderErrorPage = (env: Record<string, string | undefined>) =>
  env[RENDER_ERROR_PAGE_ENV] === "1";
