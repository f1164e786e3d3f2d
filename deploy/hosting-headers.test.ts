import {
  ANALYTICS_API_HOST,
  CACHE_CONTROL,
  HASHED_ROOT_ASSET,
  HEADERS_FILE_LIMITS,
  contentSecurityPolicy,
  headersFileProblems,
  inlineScripts,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHash,
  scriptHashes,
} from "./hosting-headers.cjs";
import { MIXPANEL_API_HOST } from "../src/analytics/mixpanel/constants";

/** The hash browsers report for the inline script `alert(1)`. */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

const PAGE = `<!DOCTYPE html><html><head>
<script type="module">one()</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body><script id="gatsby-script-loader">alert(1)</script></body></html>`;

describe("inlineScripts", () => {
  it("keeps scripts that run and drops external scripts and data blocks", () => {
    expect(inlineScripts(PAGE)).toEqual(["one()", "alert(1)"]);
  });
});

describe("scriptHash", () => {
  it("matches the browser's CSP hash, with line endings as the parser leaves them", () => {
    expect(scriptHash("alert(1)")).toBe(ALERT_HASH);
    expect(scriptHash("a\r\nb")).toBe(scriptHash("a\nb"));
  });
});

describe("scriptHashes", () => {
  it("lists each script once, in a stable order", () => {
    expect(scriptHashes([PAGE, PAGE])).toEqual(
      [scriptHash("alert(1)"), scriptHash("one()")].sort(),
    );
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy([ALERT_HASH]);

  it("allows only our own and hashed scripts", () => {
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  });

  it("lets analytics reach its API host and nothing else, and forbids framing", () => {
    expect(ANALYTICS_API_HOST).toBe(MIXPANEL_API_HOST);
    expect(policy).toContain(`connect-src 'self' ${MIXPANEL_API_HOST};`);
    expect(policy.match(/https?:\/\/[^\s;]+/g)).toEqual([MIXPANEL_API_HOST]);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe("HASHED_ROOT_ASSET", () => {
  it("matches webpack's hashed bundles and style sheets only", () => {
    expect(HASHED_ROOT_ASSET.test("app-5ce23e9a72b2b8826780.js")).toBe(true);
    expect(HASHED_ROOT_ASSET.test("styles.f65498755a9d581aff1f.css")).toBe(true);
    expect(HASHED_ROOT_ASSET.test("mixpanel-recorder.min.js")).toBe(false);
    expect(HASHED_ROOT_ASSET.test("~partytown/partytown-0123456789abcdef0123.js")).toBe(false);
  });
});

describe("renderHeadersFile", () => {
  const file = renderHeadersFile({
    hashes: [ALERT_HASH],
    hashedAssets: ["app-5ce23e9a72b2b8826780.js"],
    pagePaths: ["/", "/contact"],
  });

  it("sends the security headers everywhere and sets caching per kind of file", () => {
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: .+$/m);
    expect(file).toContain(`/static/*\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
    expect(file).toContain(
      `/app-5ce23e9a72b2b8826780.js\n  Cache-Control: ${CACHE_CONTROL.immutable}`,
    );
    expect(file).toContain(`/page-data/*\n  Cache-Control: ${CACHE_CONTROL.revalidate}`);
    expect(file).toContain(`/contact\n  Cache-Control: ${CACHE_CONTROL.revalidate}`);
  });

  it("never sets Cache-Control in the catch-all rule, where hosts would join the values", () => {
    const catchAll = file.split("\n\n").find((block) => block.startsWith("/*\n")) ?? "";
    expect(catchAll).not.toContain("Cache-Control");
  });

  it("fits Cloudflare Pages' limits", () => {
    expect(headersFileProblems(file)).toEqual([]);
  });
});

describe("headersFileProblems", () => {
  it("reports too many rules and too long lines", () => {
    const rules = Array.from({ length: HEADERS_FILE_LIMITS.rules + 1 }, (_, i) => `/p${i}\n  A: b`);
    expect(headersFileProblems(rules.join("\n"))).toHaveLength(1);
    const longLine = `/*\n  A: ${"x".repeat(HEADERS_FILE_LIMITS.lineLength)}`;
    expect(headersFileProblems(longLine)).toHaveLength(1);
  });
});

describe("renderNginxHeaders", () => {
  it("adds each security header to every response, errors included", () => {
    const conf = renderNginxHeaders([ALERT_HASH]);
    expect(conf).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    expect(conf).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy([ALERT_HASH])}" always;`,
    );
  });
});
