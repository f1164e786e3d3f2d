export type CmsBackend = Record<string, string> & { name: string; branch: string };
export declare const BACKENDS: string[];
export declare const backendFromEnv: (env: Record<string, string | undefined>) => CmsBackend;
export declare const deploysUrlFromEnv: (
  env: Record<string, string | undefined>,
  backend: CmsBackend,
) => string;
export declare const backendYaml: (backend: CmsBackend) => string;
export declare const withBackend: (configText: string, backend: CmsBackend) => string;
