import { createSiteConfig } from "../../src/config/site-config";
import { cspReportUrlProblems } from "./hosting-settings";

describe("the CSP report URL", () => {
  it("reports no CSP violations anywhere by default", () => {
    expect(createSiteConfig({}).cspReportUrl).toBe("");
  });

  it("takes the report URL from GATSBY_CSP_REPORT_URL", () => {
    const config = createSiteConfig({ GATSBY_CSP_REPORT_URL: " https://r.example.com/csp " });
    expect(config.cspReportUrl).toBe("https://r.example.com/csp");
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
