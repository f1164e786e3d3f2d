// The CSP report URL ends up in headers and in nginx strings, so it is checked before the build.

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
