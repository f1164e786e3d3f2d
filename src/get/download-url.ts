import { GET_PATH, SOURCE_KEY } from "./constants";

/** The absolute /get link, tagged with where it was shared. */
export const downloadUrl = (siteUrl: string, source: string): string =>
  `${siteUrl}${GET_PATH}?${SOURCE_KEY}=${encodeURIComponent(source)}`;
