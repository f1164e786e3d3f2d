type RouteLocation = { pathname: string; search?: string };

/** What "Page Viewed" reports: the path plus the query string, never the hash. */
export const pagePath = ({ pathname, search = "" }: RouteLocation): string =>
  `${pathname}${search}`;

export const routeOf = (path: string): string => path.split(/[?#]/)[0] || "/";
