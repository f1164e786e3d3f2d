import { siteConfig } from "../../src/config/site-config";
import { SITE_LEVERS } from "../../plugins/gatsby-plugin-lean-runtime/switch.cjs";
import { builtSiteConfig, builtStage } from "./built-site-config";

describe("builtSiteConfig", () => {
  it("hands both browser stages the config this build computed", () => {
    for (const stage of ["build-javascript", "develop"]) {
      const definitions = builtSiteConfig(stage);
      expect(JSON.parse(definitions?.BUILT_SITE_CONFIG ?? "null")).toEqual(siteConfig);
    }
  });

  it("leaves the server render to read the environment itself", () => {
    expect(builtSiteConfig("build-html")).toBeNull();
    expect(builtSiteConfig("develop-html")).toBeNull();
  });

  it("hands the browser the state of each lever that acts there, as the build was set", () => {
    const levers = (env: { LEAN_RUNTIME?: string }) =>
      JSON.parse(builtSiteConfig("build-javascript", env)?.BUILT_LEVERS ?? "null") as Record<
        string,
        boolean
      >;
    expect(Object.values(levers({})).every(Boolean)).toBe(true);
    expect(Object.keys(levers({}))).toEqual([...SITE_LEVERS]);
    const off = levers({ LEAN_RUNTIME: "off:kept-markup" });
    expect(Object.keys(off).filter((lever) => !off[lever])).toEqual(["kept-markup"]);
    expect(Object.values(levers({ LEAN_RUNTIME: "off" })).some(Boolean)).toBe(false);
  });

  it("stops the build on a setting that is no switch", () => {
    expect(() => builtSiteConfig("build-javascript", { LEAN_RUNTIME: "of" })).toThrow(
      /not a setting/,
    );
  });
});

describe("builtStage", () => {
  it("names each bundle's stage, for the code that leaves the other stage's branch out", () => {
    for (const stage of ["build-javascript", "build-html", "develop", "develop-html"]) {
      expect(JSON.parse(builtStage(stage).BUILT_STAGE ?? "null")).toBe(stage);
    }
  });
});
