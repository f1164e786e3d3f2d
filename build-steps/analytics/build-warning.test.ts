import { createSiteConfig } from "../../src/config/site-config";
import { analyticsBuildWarning } from "./build-warning";

const analytics = (env: Record<string, string>) => createSiteConfig(env).analytics;

describe("analyticsBuildWarning", () => {
  it("names the missing token variable and says what visitors get instead", () => {
    const warning = analyticsBuildWarning(analytics({}));
    expect(warning).toMatch(/^GATSBY_MIXPANEL_TOKEN is not set\./);
    expect(warning).toContain("data-deletion form cannot send requests");
  });

  it("names the switch when analytics is turned off with a token", () => {
    expect(
      analyticsBuildWarning(
        analytics({ GATSBY_MIXPANEL_TOKEN: "t", GATSBY_ANALYTICS_ENABLED: "false" }),
      ),
    ).toMatch(/^GATSBY_ANALYTICS_ENABLED is off\./);
  });

  it("names the retention setting when the policy cannot state the retention", () => {
    expect(analyticsBuildWarning(analytics({ GATSBY_MIXPANEL_TOKEN: "t" }))).toMatch(
      /^GATSBY_ANALYTICS_RETENTION_MONTHS is not set/,
    );
  });

  it("says nothing when analytics is configured", () => {
    expect(
      analyticsBuildWarning(
        analytics({ GATSBY_MIXPANEL_TOKEN: "t", GATSBY_ANALYTICS_RETENTION_MONTHS: "24" }),
      ),
    ).toBeUndefined();
  });
});
