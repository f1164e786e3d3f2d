import { navigate } from "gatsby";
import { builtLeverOn } from "../../../plugins/gatsby-plugin-lean-runtime/built-switch";

/**
 * Follows a click on a link inside content React did not draw as Gatsby's `Link` would: within the
 * site, without reloading. Anything else (another site, a new tab, an anchor on this page) is left
 * to the browser, as is every link with the lean runtime's `follow-within-site` lever off.
 */
export const followWithinSite = (event: MouseEvent) => {
  if (!builtLeverOn("follow-within-site")) return;
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.hash !== "") return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
};
