import { TARGETS, noTokenRow } from "./report.mjs";

const KB = 1024;
/** A page's summary as the bench keeps it, with only the figures the row reads. */
const page = (scriptBytes: number, idleScriptBodyBytes = 0) => ({
  scriptBytes: { median: scriptBytes },
  idleScriptBodyBytes: { median: idleScriptBodyBytes },
});

describe("noTokenRow", () => {
  const pages = ["/", "/recipes/", "/recipes/shakshuka/"];
  const site = {
    "/": page(75 * KB),
    "/recipes/": page(94 * KB, 19 * KB),
    "/recipes/shakshuka/": page(81 * KB, 8 * KB),
  };

  it("judges only the routes that fetch code at idle, each against its build without a token", () => {
    const [, result] = noTokenRow(
      { site, "no-token": { "/recipes/": page(93 * KB), "/recipes/shakshuka/": page(80 * KB) } },
      pages,
    );
    expect(result).toBe(
      "met: `/recipes/` 94.0 KB against 93.0 KB (+1.0); `/recipes/shakshuka/` 81.0 KB against 80.0 KB (+1.0)",
    );
  });

  it("is not met when one route adds more than the margin", () => {
    const [, result] = noTokenRow(
      {
        site,
        "no-token": {
          "/recipes/": page(94 * KB - TARGETS.noTokenMarginKb * KB - 1),
          "/recipes/shakshuka/": page(80 * KB),
        },
      },
      pages,
    );
    expect(result).toMatch(/^\*\*not met\*\*: `\/recipes\/` 94\.0 KB against 92\.0 KB \(\+2\.0\)/);
  });

  it("says when the build without a token was not measured", () => {
    expect(noTokenRow({ site, "no-token": { "/recipes/": page(93 * KB) } }, pages)[1]).toBe(
      "not judged: the build without a token was not measured on `/recipes/shakshuka/` (`BENCH_NO_TOKEN`)",
    );
    expect(noTokenRow({ site: { "/": page(75 * KB) } }, ["/"])[1]).toBe(
      "not judged: no page measured fetches code at idle",
    );
  });
});
