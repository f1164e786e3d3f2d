import {
  ANALYTICS_API_HOST,
  CACHE_CONTROL,
  COMMON_HEADERS,
  HASHED_ROOT_ASSET,
  HEADERS_FILE_LIMITS,
  WELL_KNOWN_JSON,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFileProblems,
  hostingHeaders,
  inlineScripts,
  renderHeadersFile,
  renderNginxHeaders,
  scriptHash,
  scriptHashes,
} from "./hosting-headers";
import { headersFor, parseHeadersFile } from "../../e2e/headers-file";
import { MIXPANEL_API_HOST } from "../../src/analytics/mixpanel/constants";

const GIT_GATEWAY = { name: "git-gateway", branch: "main" };
const GITHUB = { name: "github", branch: "main", repo: "pantry-chef/site" };
const REPORT_URL = "https://reports.example.com/csp";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

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

  it("reads tags and attributes as a browser does, whatever their case and quotes", () => {
    const page = `<SCRIPT TYPE=" Text/JavaScript ">a()</SCRIPT><script type='MODULE'>b()</script>
<script type=application/ld+json>{}</script><Script Src=/c.js></Script><script src>d()</script>`;
    expect(inlineScripts(page)).toEqual(["a()", "b()"]);
  });

  it("finds no script in a comment or an attribute, and keeps a script's text whole", () => {
    const page = `<!-- <script>commented()</script> -->
<p title="<script>attribute()</script>">text</p>
<script>if (a < b && "<p>" !== "</p>") run();</script>`;
    expect(inlineScripts(page)).toEqual([`if (a < b && "<p>" !== "</p>") run();`]);
  });

  it("keeps entities in a script's text as the browser hashes them, undecoded", () => {
    expect(inlineScripts("<script>x = '&amp;';</script>")).toEqual(["x = '&amp;';"]);
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

  it("lets analytics reach the API host the build names instead, such as the EU one", () => {
    const eu = "https://api-eu.mixpanel.com";
    const policy = contentSecurityPolicy([ALERT_HASH], { analyticsHost: eu });
    expect(directive(policy, "connect-src")).toEqual(["'self'", eu]);
    const headers = hostingHeaders({ hashes: [], backend: GIT_GATEWAY, analyticsHost: eu });
    expect(headers.page["Content-Security-Policy"]).toContain(`connect-src 'self' ${eu};`);
  });

  it("allows pictures from the site only", () => {
    expect(directive(policy, "img-src")).toEqual(["'self'"]);
  });

  it("reports nowhere unless a report URL is given", () => {
    expect(policy).not.toMatch(/report-/);
    const reporting = contentSecurityPolicy([ALERT_HASH], { reportUrl: REPORT_URL });
    expect(directive(reporting, "report-uri")).toEqual([REPORT_URL]);
    expect(directive(reporting, "report-to")).toEqual(["csp"]);
  });
});

describe("adminContentSecurityPolicy", () => {
  it("gives Decap CMS eval, blob: pictures and its own origin, nothing more, for git-gateway", () => {
    const policy = adminContentSecurityPolicy(GIT_GATEWAY);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "blob:"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("lets git-gateway reach a self-hosted identity and gateway by origin", () => {
    const policy = adminContentSecurityPolicy({
      ...GIT_GATEWAY,
      identity_url: "https://id.example.com/.netlify/identity",
      gateway_url: "https://id.example.com/.netlify/git",
    });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://id.example.com"]);
  });

  it("lets the GitHub backend reach GitHub's API and show avatars", () => {
    const policy = adminContentSecurityPolicy(GITHUB);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(directive(policy, "img-src")).toEqual([
      "'self'",
      "blob:",
      "https://avatars.githubusercontent.com",
    ]);
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
  const headers = hostingHeaders({ hashes: [ALERT_HASH], backend: GIT_GATEWAY });
  const file = renderHeadersFile({
    headers,
    hashedAssets: ["app-5ce23e9a72b2b8826780.js"],
    pagePatterns: ["/", "/404.html", "/contact", "/contact/*"],
    wellKnownFiles: WELL_KNOWN_JSON,
  });
  const rules = parseHeadersFile(file);
  const at = (urlPath: string) => headersFor(rules, urlPath);
  const pagePolicy = contentSecurityPolicy([ALERT_HASH]);
  const adminPolicy = adminContentSecurityPolicy(GIT_GATEWAY);

  it("sends the common headers on every path", () => {
    for (const urlPath of ["/", "/contact", "/admin/", "/static/a.png", "/anything"]) {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) {
        expect(at(urlPath)[name.toLowerCase()]).toBe(value);
      }
    }
  });

  it("gives each page exactly the page policy, even with the trailing slash a host adds", () => {
    for (const urlPath of ["/", "/404.html", "/contact", "/contact/"]) {
      expect(at(urlPath)["content-security-policy"]).toBe(pagePolicy);
      expect(at(urlPath)["cross-origin-opener-policy"]).toBe("same-origin");
      expect(at(urlPath)["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    }
  });

  it("gives the recipe editor exactly its own policy, with or without the slash", () => {
    for (const urlPath of ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]) {
      expect(at(urlPath)["content-security-policy"]).toBe(adminPolicy);
      expect(at(urlPath)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    }
  });

  it("caches hashed files for a year and revalidates page data", () => {
    expect(at("/static/a-1.png")["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(at("/app-5ce23e9a72b2b8826780.js")["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(at("/page-data/index/page-data.json")["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });

  it("serves the app-link files as JSON", () => {
    for (const urlPath of WELL_KNOWN_JSON) {
      expect(at(urlPath)["content-type"]).toBe("application/json");
    }
  });

  it("never sets one header in two rules that can match one path", () => {
    const paths = ["/", "/contact/", "/admin/", "/static/a", "/app-5ce23e9a72b2b8826780.js"];
    for (const urlPath of [...paths, ...WELL_KNOWN_JSON, "/page-data/x.json"]) {
      for (const [name, value] of Object.entries(at(urlPath))) {
        const single = rules.filter((rule) => rule.headers[name] !== undefined);
        expect(single.some((rule) => rule.headers[name] === value)).toBe(true);
      }
    }
  });

  it("never sets Cache-Control in the catch-all rule, where hosts would join the values", () => {
    const catchAll = file.split("\n\n").find((block) => block.startsWith("/*\n")) ?? "";
    expect(catchAll).not.toContain("Cache-Control");
    expect(catchAll).not.toContain("Content-Security-Policy");
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
  const headers = hostingHeaders({
    hashes: [ALERT_HASH],
    backend: GIT_GATEWAY,
    reportUrl: REPORT_URL,
  });
  const files = renderNginxHeaders(headers);

  it("writes one complete set per kind of location, errors included", () => {
    expect(Object.keys(files).sort()).toEqual([
      "admin-headers.conf",
      "common-headers.conf",
      "page-headers.conf",
    ]);
    for (const conf of Object.values(files)) {
      expect(conf).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
      expect(conf).toContain(`add_header Cross-Origin-Resource-Policy "same-origin" always;`);
    }
    expect(files["common-headers.conf"]).not.toContain("Content-Security-Policy");
    expect(files["page-headers.conf"]).toContain(
      `add_header Content-Security-Policy "${headers.page["Content-Security-Policy"]}" always;`,
    );
    expect(files["admin-headers.conf"]).toContain(
      `add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;`,
    );
  });

  it("escapes the quotes of the reporting endpoint for nginx", () => {
    expect(files["page-headers.conf"]).toContain(
      `add_header Reporting-Endpoints "csp=\\"${REPORT_URL}\\"" always;`,
    );
  });

  it("refuses a value nginx would expand", () => {
    expect(() => renderNginxHeaders({ ...headers, common: { "X-Test": "$uri" } })).toThrow(/\$/);
  });
});
