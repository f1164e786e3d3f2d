import { MIXPANEL_API_HOST } from "../analytics/mixpanel/constants";
import { createSiteConfig } from "./site-config";
import { cspReportUrlProblems, hostingSettings } from "./hosting-settings";

describe("hostingSettings", () => {
  it("reports no CSP violations anywhere by default", () => {
    expect(hostingSettings(createSiteConfig({}))).toEqual({
      cspReportUrl: "",
      analyticsHost: MIXPANEL_API_HOST,
    });
  });

  it("takes the report URL from GATSBY_CSP_REPORT_URL", () => {
    const config = createSiteConfig({ GATSBY_CSP_REPORT_URL: " https://r.example.com/csp " });
    expect(hostingSettings(config)).toMatchObject({ cspReportUrl: "https://r.example.com/csp" });
  });

  it("takes the analytics host for connect-src from GATSBY_MIXPANEL_API_HOST", () => {
    const config = createSiteConfig({ GATSBY_MIXPANEL_API_HOST: "https://api-eu.mixpanel.com" });
    expect(hostingSettings(config).analyticsHost).toBe("https://api-eu.mixpanel.com");
  });
});

describe("cspReportUrlProblems", () => {
  it("accepts no URL and https URLs", () => {
    expect(cspReportUrlProblems("")).toEqual([]);
    expect(cspReportUrlProblems("https://r.example.com/csp?site=chef")).toEqual([]);
  });

  it.each([
    "r.example.com/csp",
    "http://r.example.com/csp",
    "https://r.example.com/csp; script-src *",
    'https://r.example.com/"csp',
    "https://r.example.com/$uri",
  ])("refuses %s, naming the variable", (url) => {
    const problems = cspReportUrlProblems(url);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`GATSBY_CSP_REPORT_URL is "${url}"`);
  });
});
