import { isValidElement, type ReactNode } from "react";
import { RECIPES_PATH } from "../recipes/slug";

/** Gatsby's inline `window.pagePath = "…"` script, different on every page. */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/**
 * The Content Security Policy allows inline scripts by hash, so a script that differs per page
 * adds one hash per page to a header every page sends: with thousands of recipes, more than hosts
 * accept. Gatsby only reads `window.pagePath` to redirect a page served under another path,
 * which recipe pages never are, so they go without it.
 */
export const withoutPagePathScript = (pathname: string, components: ReactNode[]): ReactNode[] =>
  pathname.startsWith(`${RECIPES_PATH}/`)
    ? components.filter(
        (component) =>
          !(
            isValidElement<{ id?: string }>(component) && component.props.id === PAGE_PATH_SCRIPT_ID
          ),
      )
    : components;
