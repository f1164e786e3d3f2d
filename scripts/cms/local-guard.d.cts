import type { Server } from "node:http";

export type GuardedRequest = {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};
export type GuardOptions = { host: string; origin: string };

export declare const CONTENT_ROOT: string;
export declare const pathsOf: (body: unknown) => unknown[];
export declare const requestProblem: (
  request: GuardedRequest,
  options: GuardOptions,
) => string | null;
export declare const createGuard: (
  options: GuardOptions & { target: { host: string; port: number }; root?: string },
) => Server;
