import type { SiteConfig } from "./site-config";

/**
 * What the build's postbuild step (scripts/write-hosting-headers.mjs, plain Node) needs from the
 * site config. gatsby-node writes it into the build-info folder, beside public/ and not deployed.
 */
export type HostingSettings = { cspReportUrl: string; analyticsHost: string };

export const HOSTING_SETTINGS_FILE = "hosting-settings.json";

export const hostingSettings = (
  config: Pick<SiteConfig, "cspReportUrl" | "analytics">,
): HostingSettings => ({
  cspReportUrl: config.cspReportUrl,
  analyticsHost: config.analytics.apiHost,
});

/** Characters that would end the URL inside a policy or a header, or that nginx would expand. */
const UNSAFE_IN_HEADER = /[\s;,"'$\\]/;

export const cspReportUrlProblems = (url: string): string[] => {
  if (!url) return [];
  const expected =
    "an https URL such as https://reports.example.com/csp, without spaces, quotes, ; , $ or \\";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [`GATSBY_CSP_REPORT_URL is "${url}", but must be ${expected}.`];
  }
  return parsed.protocol === "https:" && !UNSAFE_IN_HEADER.test(url)
    ? []
    : [`GATSBY_CSP_REPORT_URL is "${url}", but must be ${expected}.`];
};
