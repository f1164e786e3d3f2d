// @ts-check
// What `npm run cms` tells the editor about the site's build (the editor's status polls it).
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.

/** @typedef {import("../../src/recipes/rules/site").LeftOutRecipe} LeftOutRecipe */
/** @typedef {import("../../src/recipes/rules/problem").RecipeProblem} RecipeProblem */
/** @typedef {"building" | "live" | "failed"} BuildState */
/**
 * What the build's content check found (build-steps/recipes/content-report.ts).
 * @typedef {{
 *   problems: RecipeProblem[],
 *   leftOut: LeftOutRecipe[],
 *   warnings: RecipeProblem[],
 * }} ContentReport
 */
/**
 * @typedef {{
 *   state: BuildState,
 *   at: string,
 *   leftOut?: LeftOutRecipe[],
 *   warnings?: RecipeProblem[],
 *   problems?: RecipeProblem[],
 *   message?: string,
 * }} BuildStatus
 */

/** Served by the site of `npm run cms` from public/; a production host never has it. */
const BUILD_STATUS_FILE = "admin/build-status.json";
/** Written into build-info/ by the build's content check (build-steps/recipes/content-report.ts). */
const CONTENT_REPORT_FILE = "content-check.json";
const MESSAGE_LINES = 40;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/**
 * The end of a failed build's output, for a failure the content check did not report.
 * @param {string} output
 */
const failureMessage = (output) =>
  output
    .replace(ANSI, "")
    .replace(/\r/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-MESSAGE_LINES)
    .join("\n");

/**
 * The state the editor shows: building; live, naming any recipe left out; or failed, with the
 * content check's own problems (whole, with file, recipe and field) or else the build's output.
 * @param {BuildState} state
 * @param {{ output?: string, report?: ContentReport }} [details]
 * @returns {BuildStatus}
 */
const buildStatus = (state, { output = "", report } = {}) => {
  const problems = report && report.problems.length > 0 ? report.problems : undefined;
  return {
    state,
    at: new Date().toISOString(),
    ...(report && state !== "building"
      ? { leftOut: report.leftOut, warnings: report.warnings }
      : {}),
    ...(state === "failed" ? (problems ? { problems } : { message: failureMessage(output) }) : {}),
  };
};

module.exports = { BUILD_STATUS_FILE, CONTENT_REPORT_FILE, buildStatus, failureMessage };
