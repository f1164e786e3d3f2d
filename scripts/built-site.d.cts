export declare const analyticsChunkFiles: (publicDir: string) => string[];
export declare const listFiles: (dir: string) => string[];
export declare const listPages: (publicDir: string) => string[];
export declare const pagePath: (file: string) => string;
export declare const sitemapPaths: (publicDir: string) => string[];
