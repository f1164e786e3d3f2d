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
