import { siteConfig } from "../config/site-config";
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
});
