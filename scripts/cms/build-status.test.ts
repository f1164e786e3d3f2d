import { buildStatus, failureMessage } from "./build-status.cjs";

const ESC = String.fromCharCode(27);

describe("the build state shown in the editor", () => {
  it("keeps the build's own list of recipe problems, without colours or the stack", () => {
    const output = [
      "success load gatsby config - 0.1s",
      `${ESC}[31m ERROR ${ESC}[39m`,
      "The recipes have 1 problem:",
      '  - data/recipes/tacos.json "Tacos", field "recipeName", repeats the name of data/recipes/beef-tacos.json.',
      "    Fix: Give each recipe its own name, or remove the duplicate.",
      "not finished onPreBootstrap - 0.2s",
      "    at Object.panic (reporter.js:1:1)",
    ].join("\n");
    expect(failureMessage(output)).toBe(
      [
        "The recipes have 1 problem:",
        '  - data/recipes/tacos.json "Tacos", field "recipeName", repeats the name of data/recipes/beef-tacos.json.',
        "    Fix: Give each recipe its own name, or remove the duplicate.",
      ].join("\n"),
    );
  });

  it("falls back to the last lines of any other failure", () => {
    const output = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`).join("\n");
    const message = failureMessage(output);
    expect(message.split("\n")).toHaveLength(40);
    expect(message.endsWith("line 100")).toBe(true);
  });

  it("carries a message only when the build failed", () => {
    expect(buildStatus("live", "whatever")).not.toHaveProperty("message");
    expect(buildStatus("failed", "boom")).toMatchObject({ state: "failed", message: "boom" });
  });
});
