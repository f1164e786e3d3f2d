type Position = [number, number];
type RouteLocation = { pathname: string };
/** What this hook reads of the arguments of Gatsby's `shouldUpdateScroll`. */
type ScrollArgs = {
  routerProps: { location: RouteLocation };
  getSavedScrollPosition: (location: RouteLocation) => unknown;
};

/** Where the latest move within the site scrolled to, on which page. */
let latest: { pathname: string; position: Position } | null = null;

/**
 * Gatsby's `shouldUpdateScroll`, which it calls before it scrolls a page it has just drawn. This
 * one only notes the position Gatsby is about to restore, read now: scrolling a page not yet long
 * enough saves a shorter position in its place. It answers nothing, so Gatsby scrolls as it would
 * without it.
 */
export const noteScroll = ({
  routerProps: { location },
  getSavedScrollPosition,
}: ScrollArgs): undefined => {
  const saved = getSavedScrollPosition(location) as Position | null | undefined;
  latest = { pathname: location.pathname, position: saved ?? [0, 0] };
  return undefined;
};

/**
 * Scrolls again as the latest move within the site did, once content drawn after its page (see
 * server-kept.tsx) has made the page long enough and drawn its sections: to the section the
 * address names, or back to where the visitor was.
 */
export const scrollAgain = () => {
  const { hash, pathname } = window.location;
  if (hash) {
    document.getElementById(decodeURI(hash).slice(1))?.scrollIntoView();
    return;
  }
  if (latest?.pathname === pathname) window.scrollTo(...latest.position);
};
