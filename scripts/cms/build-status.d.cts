import type { LeftOutRecipe } from "../../src/recipes/rules/site";
import type { RecipeProblem } from "../../src/recipes/rules/problem";

export type BuildState = "building" | "live" | "failed";
export type ContentReport = {
  problems: RecipeProblem[];
  leftOut: LeftOutRecipe[];
  warnings: RecipeProblem[];
};
export type BuildStatus = {
  state: BuildState;
  at: string;
  leftOut?: LeftOutRecipe[];
  warnings?: RecipeProblem[];
  problems?: RecipeProblem[];
  message?: string;
};
export declare const BUILD_STATUS_FILE: string;
export declare const CONTENT_REPORT_FILE: string;
export declare const failureMessage: (output: string) => string;
export declare const buildStatus: (
  state: BuildState,
  details?: { output?: string; report?: ContentReport },
) => BuildStatus;
