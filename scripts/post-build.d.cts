import type { CmsBackend } from "./cms/backend.cjs";
export type PostBuildOptions = {
  root: string;
  publicDir: string;
  backend: CmsBackend;
  reportUrl: string;
  /** The analytics provider's API origin, allowed in the page policy's connect-src. */
  analyticsHost: string;
  e2e: boolean;
  /** Off: every page is read again, as in a first build (default: on unless POST_BUILD_STAMPS_OFF=1). */
  stamps?: boolean;
};
export declare const E2E_BUILD_MARKER: string;
export declare const NOT_FOUND_PAGE: string;
export declare const STEPS: { name: string }[];
export declare const nginxHeadersDir: (publicDir: string) => string;
export declare const postBuild: (
  options: PostBuildOptions,
  log?: (line: string) => void,
) => Promise<Record<string, unknown>>;
export declare const robotsTxt: (sitemapUrl: string) => string;
export declare const withMetaPolicy: (html: string, policy: string) => string;
