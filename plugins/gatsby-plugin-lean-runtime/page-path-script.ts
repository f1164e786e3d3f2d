import { isValidElement, type ReactNode } from "react";

/** Gatsby's inline `window.pagePath = "…"` script, different on every page. */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/**
 * A Content Security Policy that allows inline scripts by hash needs one hash per page for a
 * script that differs per page, in a header every page sends: with thousands of pages, more than
 * hosts accept. Gatsby only reads `window.pagePath` to redirect a page served under another path,
 * which the pages under `prefix` (a folder such as "/recipes") never are, so they go without it.
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
