import { isValidElement, type ReactNode } from "react";

/** Gatsby's inline `window.pagePath = "…"` script, different on every page. */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/**
 * The Content Security Policy allows inline scripts by hash, so a script that differs per page
 * adds one hash per page to a header every page sends: with thousands of recipes, more than hosts
 * accept (the postbuild step refuses a header line over 2,000 characters, Cloudflare Pages' limit,
 * which 24 recipe pages already pass). Gatsby only reads `window.pagePath` to redirect a page
 * served under another path, which the pages under `prefix` (the recipes' folder) never are, so
 * they go without it. This holds on Gatsby's stock runtime too (LEAN_RUNTIME=off).
 */
export const withoutPagePathScript = (
  pathname: string,
  components: ReactNode[],
  prefix: string,
): ReactNode[] =>
  pathname.startsWith(`${prefix}/`)
    ? components.filter(
        (component) =>
          !(
            isValidElement<{ id?: string }>(component) && component.props.id === PAGE_PATH_SCRIPT_ID
          ),
      )
    : components;
