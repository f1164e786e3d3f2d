/**
 * Gatsby's head handler for the browser, from its `.cache` runtime: the build aliases this name to
 * `.cache/head/head-export-handler-for-browser.js` (see `runtimeStandIns`).
 */
declare module "gatsby-head-handler" {
  export type HeadHandlerArgs = {
    /** The page's module, with its `Head` export if it has one. */
    pageComponent?: unknown;
    staticQueryResults: unknown;
    pageComponentProps: Record<string, unknown>;
  };
  export function headHandlerForBrowser(args: HeadHandlerArgs): void;
}
