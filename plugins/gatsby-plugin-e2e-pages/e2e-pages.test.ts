import { readFileSync } from "node:fs";
import type { GatsbyConfig } from "gatsby";
import { E2E_BUILD_ENV, PLUGIN_NAME, isE2eBuild } from "./e2e-pages";

/** gatsby-config.ts as Gatsby reads it, with the given variable set or not. */
const configFor = async (value: string | undefined): Promise<GatsbyConfig> => {
  const before = process.env[E2E_BUILD_ENV];
  if (value === undefined) delete process.env[E2E_BUILD_ENV];
  else process.env[E2E_BUILD_ENV] = value;
  try {
    let config: GatsbyConfig = {};
    await jest.isolateModulesAsync(async () => {
      config = (await import("../../gatsby-config")).default;
    });
    return config;
  } finally {
    if (before === undefined) delete process.env[E2E_BUILD_ENV];
    else process.env[E2E_BUILD_ENV] = before;
  }
};

describe("the end-to-end pages plugin", () => {
  it("is registered by the end-to-end build only", async () => {
    expect((await configFor("1")).plugins).toContain(PLUGIN_NAME);
    expect((await configFor(undefined)).plugins).not.toContain(PLUGIN_NAME);
    expect((await configFor("0")).plugins).not.toContain(PLUGIN_NAME);
  });

  it("reads the variable as npm run build:e2e sets it", () => {
    expect(isE2eBuild({ [E2E_BUILD_ENV]: "1" })).toBe(true);
    expect(isE2eBuild({})).toBe(false);
  });
});

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
