type Position = [number, number];
type RouteLocation = { pathname: string };
/** What this hook reads of the arguments of Gatsby's `shouldUpdateScroll`. */
type ScrollArgs = {
  routerProps: { location: RouteLocation };
  getSavedScrollPosition: (location: RouteLocation) => unknown;
};

/** Where a move within the site scrolled to, on which page. */
export type NotedScroll = { pathname: string; position: Position };

let latest: NotedScroll | null = null;

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

/** The latest move within the site, for content drawn after its page (see scroll-again.ts). */
export const latestScroll = () => latest;
