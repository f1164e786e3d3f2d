import type { CmsBackend } from "./backend.cjs";
export declare const BUNDLE_FILE: RegExp;
export declare const PREVIEW_STYLES: Record<string, string>;
export declare const copyEditorAssets: (options: {
  root: string;
  publicDir: string;
  backend: CmsBackend;
  env?: Record<string, string | undefined>;
}) => Promise<string>;
