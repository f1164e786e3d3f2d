import { siteConfig } from "../../src/config/site-config";
import { builtSiteConfig } from "./built-site-config";

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

  it("hands the browser the lean runtime's switch as the build was set", () => {
    expect(builtSiteConfig("build-javascript", {})?.BUILT_LEAN_RUNTIME).toBe('""');
    expect(
      builtSiteConfig("build-javascript", { LEAN_RUNTIME: "off:kept-markup" })?.BUILT_LEAN_RUNTIME,
    ).toBe('"off:kept-markup"');
  });
});
