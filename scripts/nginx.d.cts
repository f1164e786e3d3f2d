export declare const findNginx: () => string | undefined;
export declare const candidates: () => string[];
