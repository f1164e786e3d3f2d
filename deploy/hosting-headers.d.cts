export declare const ANALYTICS_API_HOST: string;
export declare const CACHE_CONTROL: { immutable: string; revalidate: string };
export declare const HASHED_ROOT_ASSET: RegExp;
export declare const HEADERS_FILE_LIMITS: { rules: number; lineLength: number };
export declare const contentSecurityPolicy: (hashes: string[]) => string;
export declare const headersFileProblems: (text: string) => string[];
export declare const inlineScripts: (html: string) => string[];
export declare const renderHeadersFile: (build: {
  hashes: string[];
  hashedAssets: string[];
  pagePaths: string[];
}) => string;
export declare const renderNginxHeaders: (hashes: string[]) => string;
export declare const scriptHash: (text: string) => string;
export declare const scriptHashes: (htmlPages: string[]) => string[];
export declare const securityHeaders: (hashes: string[]) => Record<string, string>;
