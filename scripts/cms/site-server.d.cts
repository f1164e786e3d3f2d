import type { Server } from "node:http";

export declare const REDIRECTS_FILE: string;
export declare const parseRedirects: (text: string) => Map<string, { to: string; status: number }>;
export declare const createSiteServer: (options: {
  publicDir: string;
  target: { host: string; port: number };
}) => Server;
