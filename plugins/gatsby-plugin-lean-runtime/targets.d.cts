export declare const EDITION_TRANSFORMS: Record<string, string[]>;
export declare const browserQueries: (dir?: string) => string[];
export declare const browserTargets: (queries?: string[]) => Record<string, string>;
export declare const ecmaEdition: (targets?: Record<string, string>) => number;
