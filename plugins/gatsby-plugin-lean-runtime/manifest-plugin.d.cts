export declare const MANIFEST_WITHOUT_BROWSER: string;
export declare const manifestPlugin: (env?: NodeJS.ProcessEnv) => string;
