import { HOME_PATH } from "./seo-constants";

/** The site URL has no trailing slash, so the home page is the bare site URL. */
export const pageUrl = (siteUrl: string, pathname: string): string =>
  pathname === HOME_PATH ? siteUrl : `${siteUrl}${pathname}`;
