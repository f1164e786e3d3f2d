export declare const AVIF_EFFORT: number;
export declare const withAvifEffort: (sharp: typeof import("sharp"), effort?: number) => number;
