import { readFileSync } from "node:fs";

describe("gatsby-store-program", () => {
  const read = (file: string) => readFileSync(require.resolve(file), "utf8");

  it("is the site's folder, as gatsby-cli finds it and Gatsby's store keeps it", () => {
    expect(read("gatsby-cli/lib/create-cli.js")).toContain(
      "const directory = _path.default.resolve(`.`);",
    );
    expect(read("gatsby/dist/redux/reducers/index.js")).toContain(
      "exports.program = _program.programReducer;",
    );
    expect(read("gatsby/dist/redux/reducers/program.js")).toMatch(
      /case `SET_PROGRAM`:\s*return \{\s*\.\.\.state,\s*\.\.\.action\.payload/,
    );
  });
});
