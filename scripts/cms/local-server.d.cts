export declare const LOOPBACK: string;
export declare const DEFAULT_BACKEND_PORT: number;
export declare const decapServerEnv: (
  env: Record<string, string | undefined>,
  options: { port: number; repoDirectory: string; origin?: string },
) => Record<string, string | undefined>;
export declare const localBackendUrl: (port: number) => string;
export declare const withLocalBackend: (configText: string, port: number) => string;
