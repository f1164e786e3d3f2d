import { createSiteConfig } from "../../src/config/site-config";
import {
  HOST_FLAGS,
  PLACEHOLDER_SETTINGS,
  isHostBuild,
  placeholderVerdict,
  placeholdersInUse,
  siteConfigFormatProblems,
} from "./site-config-checks";

const REAL = {
  GATSBY_CONTACT_EMAIL: "hello@pantrychef.app",
  GATSBY_SITE_URL: "https://www.pantrychef.app",
  GATSBY_IOS_APP_URL: "https://apps.apple.com/app/id1234567890",
  GATSBY_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=app.pantrychef",
};
const VARIABLES = PLACEHOLDER_SETTINGS.map(({ variable }) => variable);

describe("isHostBuild", () => {
  it.each(HOST_FLAGS)("is true on a host that sets %s", (flag) => {
    expect(isHostBuild({ [flag]: "true" })).toBe(true);
    expect(isHostBuild({ [flag]: "1" })).toBe(true);
  });

  it("is true with SITE_ENV=production and false for other builds", () => {
    expect(isHostBuild({ SITE_ENV: "production" })).toBe(true);
    expect(isHostBuild({ SITE_ENV: "staging" })).toBe(false);
    expect(isHostBuild({ NETLIFY: "" })).toBe(false);
    expect(isHostBuild({})).toBe(false);
  });
});

describe("placeholderVerdict", () => {
  it("fails a host build naming every example default at once, with what to set", () => {
    const verdict = placeholderVerdict(createSiteConfig({}), { CF_PAGES: "1" });
    expect(verdict.notice).toBeUndefined();
    expect(verdict.errors).toHaveLength(4);
    verdict.errors.forEach((error, index) => {
      expect(error).toMatch(new RegExp(`^${VARIABLES[index]} is still the example ".+": set `));
    });
    expect(verdict.errors.join("\n")).toContain("hello@example.com");
    expect(verdict.errors.join("\n")).toContain("https://www.example.com");
  });

  it("names only the settings left at their default", () => {
    const config = createSiteConfig({ ...REAL, GATSBY_SITE_URL: undefined });
    const verdict = placeholderVerdict(config, { NETLIFY: "true" });
    expect(verdict.errors).toEqual([expect.stringMatching(/^GATSBY_SITE_URL /)]);
  });

  it("passes a host build once every setting is real", () => {
    expect(placeholderVerdict(createSiteConfig(REAL), { VERCEL: "1" })).toEqual({ errors: [] });
    expect(placeholderVerdict(createSiteConfig(REAL), {})).toEqual({ errors: [] });
  });

  it("lets a local build keep the defaults and says so in one line", () => {
    const verdict = placeholderVerdict(createSiteConfig({}), {});
    expect(verdict.errors).toEqual([]);
    expect(verdict.notice?.split("\n")).toHaveLength(1);
    VARIABLES.forEach((variable) => expect(verdict.notice).toContain(variable));
  });

  it("lists the placeholders in a stable order", () => {
    expect(placeholdersInUse(createSiteConfig({})).map(({ variable }) => variable)).toEqual(
      VARIABLES,
    );
  });
});

describe("siteConfigFormatProblems", () => {
  it("accepts the defaults and real settings", () => {
    expect(siteConfigFormatProblems(createSiteConfig({}))).toEqual([]);
    expect(siteConfigFormatProblems(createSiteConfig(REAL))).toEqual([]);
    expect(
      siteConfigFormatProblems(
        createSiteConfig({ ...REAL, GATSBY_SITE_URL: "https://www.pantrychef.app/" }),
      ),
    ).toEqual([]);
  });

  it.each([
    ["GATSBY_CONTACT_EMAIL", "hello", /not an email address/],
    ["GATSBY_CONTACT_EMAIL", "hello@pantrychef", /not an email address/],
    ["GATSBY_CONTACT_EMAIL", "a b@pantrychef.app", /not an email address/],
    ["GATSBY_SITE_URL", "www.pantrychef.app", /not an https:\/\/ address/],
    ["GATSBY_SITE_URL", "http://www.pantrychef.app", /not an https:\/\/ address/],
    ["GATSBY_SITE_URL", "https://www.pantrychef.app/site", /has a path/],
    ["GATSBY_SITE_URL", "https://www.pantrychef.app/?a=1", /has a path/],
    ["GATSBY_IOS_APP_URL", "https://play.google.com/store/apps/details?id=x", /apps\.apple\.com/],
    ["GATSBY_IOS_APP_URL", "http://apps.apple.com/app/id1", /apps\.apple\.com/],
    ["GATSBY_ANDROID_APP_URL", "https://apps.apple.com/app/id1", /play\.google\.com/],
    ["GATSBY_ANDROID_APP_URL", "play.google.com/store", /play\.google\.com/],
  ])("names %s when it is %s", (variable, value, reason) => {
    const problems = siteConfigFormatProblems(createSiteConfig({ ...REAL, [variable]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} is "`));
    expect(problems[0]).toMatch(reason);
  });

  it("reports every malformed setting together", () => {
    const config = createSiteConfig({
      GATSBY_CONTACT_EMAIL: "nobody",
      GATSBY_SITE_URL: "pantrychef.app",
      GATSBY_IOS_APP_URL: "https://example.com/app",
      GATSBY_ANDROID_APP_URL: "https://example.com/app",
    });
    expect(siteConfigFormatProblems(config).map((problem) => problem.split(" ")[0])).toEqual(
      VARIABLES,
    );
  });
});
