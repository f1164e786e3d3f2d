export declare const analyticsChunkFiles: (publicDir: string) => string[];
export declare const IDLE_CHUNK_GROUPS: {
  readonly fridgePanel: "fridge-panel";
  readonly cookTools: "cook-tools";
};
export declare const idleChunkFiles: (publicDir: string) => string[];
export declare const chunkGroupFiles: (publicDir: string, prefix: string) => string[];
export declare const listFiles: (dir: string) => string[];
export declare const listPages: (publicDir: string) => string[];
export declare const isPage: (file: string) => boolean;
export declare const pagePath: (file: string) => string;
export declare const BUILD_INFO_DIR: string;
export declare const WEBPACK_STATS: string;
export declare const buildInfoDir: (publicDir: string) => string;
export declare const pagePatterns: (files: string[]) => string[];
export declare const sitemapPaths: (publicDir: string) => string[];
