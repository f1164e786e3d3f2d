import type { Reporter } from "gatsby";

/** The part of Gatsby's reporter the build steps use; tests pass their own. */
export type BuildReporter = Pick<Reporter, "info" | "warn"> & {
  panic: (message: string, error?: Error) => never;
};
