export type HeaderSet = Record<string, string>;
export type HostingHeaders = { common: HeaderSet; page: HeaderSet; admin: HeaderSet };
export type CmsBackend = Record<string, string> & { name: string; branch: string };
export type PolicyOptions = { reportUrl?: string; analyticsHost?: string };

export declare const ADMIN_PATH: string;
export declare const ANALYTICS_API_HOST: string;
export declare const CACHE_CONTROL: { immutable: string; revalidate: string };
export declare const COMMON_HEADERS: HeaderSet;
export declare const HASHED_ROOT_ASSET: RegExp;
export declare const HEADERS_FILE_LIMITS: { rules: number; lineLength: number };
export declare const META_IGNORED_DIRECTIVES: Set<string>;
export declare const WELL_KNOWN_JSON: string[];
export declare const adminContentSecurityPolicy: (
  backend: CmsBackend,
  options?: PolicyOptions,
) => string;
export declare const adminHeaders: (backend: CmsBackend, options?: PolicyOptions) => HeaderSet;
export declare const cmsBackendSources: (backend: CmsBackend) => {
  connect: string[];
  images: string[];
};
export declare const contentSecurityPolicy: (hashes: string[], options?: PolicyOptions) => string;
export declare const headersFileProblems: (text: string) => string[];
export declare const hostingHeaders: (build: {
  hashes: string[];
  backend: CmsBackend;
  reportUrl?: string;
  analyticsHost?: string;
}) => HostingHeaders;
export declare const inlineScripts: (html: string) => string[];
export declare const metaPolicy: (headers: HeaderSet) => string;
export declare const pageHeaders: (hashes: string[], options?: PolicyOptions) => HeaderSet;
export declare const renderHeadersFile: (build: {
  headers: HostingHeaders;
  hashedAssets: string[];
  pagePatterns: string[];
  wellKnownFiles?: string[];
}) => string;
export declare const renderNginxHeaders: (headers: HostingHeaders) => Record<string, string>;
export declare const scriptHash: (text: string) => string;
export declare const scriptHashes: (htmlPages: string[]) => string[];
