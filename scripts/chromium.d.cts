export declare const FLAGS: string[];
export declare const candidates: () => string[];
export declare const findChromium: () => string | undefined;
