export declare const LOADER_ID: string;
export declare const PHOTO_WAIT_CAP_MS: number;
export declare const isRecipePage: (file: string) => boolean;
export declare const loaderSource: (sources: string[], capMs?: number) => string;
export declare const withScriptsAfterPhoto: (html: string) => string;
export declare const deferRecipePageScripts: (
  publicDir: string,
  options?: { stamps?: boolean },
) => { pages: number; checked: number; changed: number };
