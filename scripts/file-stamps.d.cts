export declare const STAMPS_SWITCH: string;
export declare const stampsOn: (env?: Record<string, string | undefined>) => boolean;
export declare const stampsFile: (publicDir: string, name: string) => string;
export declare const stampOf: (file: string) => string;
export declare const contentVersion: (files: readonly string[]) => string;
export declare const withStamps: <T>(
  options: { dir: string; files: string[]; recordFile: string; version: string; enabled?: boolean },
  work: (file: string) => T,
) => { results: T[]; redone: number };
