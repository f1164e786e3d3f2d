import { buildStatus, failureMessage, type ContentReport } from "./build-status.cjs";

const ESC = String.fromCharCode(27);

const problem = {
  file: "data/recipes/tacos.json",
  name: "Tacos",
  field: "recipeName",
  message: "repeats the name of data/recipes/beef-tacos.json",
  fix: "Give each recipe its own name, or remove the duplicate.",
};
const report = (more: Partial<ContentReport> = {}): ContentReport => ({
  problems: [],
  leftOut: [],
  warnings: [],
  ...more,
});

describe("the build state shown in the editor", () => {
  it("carries the content check's problems whole when they stopped the build", () => {
    const status = buildStatus("failed", {
      output: 'The recipes have 1 problem:\n  - data/recipes/tacos.json "Tacos", field',
      report: report({ problems: [problem] }),
    });
    expect(status).toMatchObject({ state: "failed", problems: [problem] });
    expect(status).not.toHaveProperty("message");
  });

  it("names the recipes left out of a build that went live", () => {
    const leftOut = [{ file: problem.file, fileSlug: "tacos", problems: [problem], addresses: [] }];
    expect(buildStatus("live", { report: report({ leftOut }) })).toMatchObject({
      state: "live",
      leftOut,
    });
  });

  it("falls back to the end of the output, without colours, for any other failure", () => {
    const output = [
      ...Array.from({ length: 100 }, (_, index) => `line ${index + 1}`),
      `${ESC}[31m ERROR ${ESC}[39m #98123 WEBPACK`,
      "",
    ].join("\n");
    const message = failureMessage(output);
    expect(message.split("\n")).toHaveLength(40);
    expect(message.endsWith(" ERROR  #98123 WEBPACK")).toBe(true);
    expect(buildStatus("failed", { output, report: report() }).message).toBe(message);
  });

  it("says nothing but the state while building", () => {
    expect(buildStatus("building", { report: report({ problems: [problem] }) })).toEqual({
      state: "building",
      at: expect.any(String),
    });
  });
});
