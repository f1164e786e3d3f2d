export declare const leanRuntimeOn: (env?: NodeJS.ProcessEnv) => boolean;
