export type BuildState = "building" | "live" | "failed";
export declare const BUILD_STATUS_FILE: string;
export declare const failureMessage: (output: string) => string;
export declare const buildStatus: (
  state: BuildState,
  output?: string,
) => { state: BuildState; message?: string; at: string };
