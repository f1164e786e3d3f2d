import { builtLeverOn } from "../../plugins/gatsby-plugin-lean-runtime/built-switch";

/**
 * The page a visitor arrived on, whose HTML the server wrote. Until they move to another page
 * within the site, what the server wrote there can stay as it is: its head, and content that never
 * changes once drawn.
 */

/** Gatsby marks the tags a page's `Head` wrote, on the server and in the browser alike. */
export const GATSBY_HEAD_MARK = "data-gatsby-head";

/**
 * The tags the server wrote into the arrival page's head. Unmarked, they are no longer Gatsby's:
 * it removes its marked tags whenever a page re-renders and writes the page's `Head` in their
 * place, and on the arrival page that `Head` draws nothing (see `lazyHead`).
 */
let arrivalTags: Element[] = [];
let arrivalPath: string | null = null;

/**
 * Called as the browser starts the site (Gatsby's `onClientEntry`), before React draws anything.
 * A development server writes no head (nor the page): there every page is drawn in the browser.
 * With the lean runtime's `lazy-heads` off the server's head stays Gatsby's, to be drawn again.
 */
export const noteArrival = () => {
  const written = Array.from(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`));
  arrivalPath = written.length === 0 ? null : window.location.pathname;
  arrivalTags = builtLeverOn("lazy-heads") ? written : [];
  for (const tag of arrivalTags) tag.removeAttribute(GATSBY_HEAD_MARK);
};

/**
 * Whether the visitor is still on the page they arrived on, as the server wrote it, and its
 * content may stay as the server wrote it (the lean runtime's `kept-markup` lever).
 */
export const onArrivalPage = () => arrivalPath !== null && builtLeverOn("kept-markup");

/** Whether the page keeps the head the server wrote (the lean runtime's `lazy-heads` lever). */
export const keepsServerHead = () => arrivalTags.length > 0 && arrivalPath !== null;

/** Called before each route change: leaving the arrival page takes its server-written head away. */
export const noteRoute = (pathname: string) => {
  if (arrivalPath === null || pathname === arrivalPath) return;
  arrivalPath = null;
  for (const tag of arrivalTags) tag.remove();
};
