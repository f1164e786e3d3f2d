// The one policy for caching and security headers, scoped by path: the pages, the recipe editor
// (/admin/) and everything else. The build's post-build pipeline (build-steps/post-build.ts) renders
// it into public/_headers (Netlify, Cloudflare Pages) and build-info/nginx/*-headers.conf (nginx),
// adding the hashes of the build's inline scripts and the CMS backend's hosts.
import crypto from "node:crypto";
import { Parser } from "htmlparser2";
import type { CmsBackend } from "../../scripts/cms/backend.cjs";

export type HeaderSet = Record<string, string>;
export type HostingHeaders = { common: HeaderSet; page: HeaderSet; admin: HeaderSet };
export type PolicyOptions = { reportUrl?: string; analyticsHost?: string };
type Directive = [name: string, ...sources: string[]];

/**
 * The default; a build's own host (GATSBY_MIXPANEL_API_HOST) comes through the hosting settings.
 * Must equal MIXPANEL_API_HOST in src/analytics/mixpanel/constants.ts; e2e/hosting.spec.ts checks it.
 */
export const ANALYTICS_API_HOST = "https://api-js.mixpanel.com";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TWO_YEARS_SECONDS = 2 * ONE_YEAR_SECONDS;

export const CACHE_CONTROL = {
  immutable: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  revalidate: "public, max-age=0, must-revalidate",
};

/** Cloudflare Pages reads at most this many rules, and lines of at most this many characters. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/** Webpack names every bundle and style sheet after a 20-hex-digit hash of its content. */
export const HASHED_ROOT_ASSET = /^[^/]+[.-][0-9a-f]{20}\.(?:js|css)$/;

const EXECUTABLE_SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

type ScriptElement = { attributes: Record<string, string>; text: string };

/**
 * Every <script> element of a page with its attributes and text, as an HTML parser reads them: a
 * "<script" inside a comment, an attribute or another script's text is no element.
 */
const scriptElements = (html: string): ScriptElement[] => {
  const scripts: ScriptElement[] = [];
  let open: ScriptElement | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === "script") open = { attributes, text: "" };
    },
    ontext: (text) => {
      if (open) open.text += text;
    },
    onclosetag: (name) => {
      if (name !== "script" || !open) return;
      scripts.push(open);
      open = undefined;
    },
  });
  parser.end(html);
  return scripts;
};

const runs = ({ attributes }: ScriptElement) =>
  attributes.src === undefined &&
  EXECUTABLE_SCRIPT_TYPES.has((attributes.type ?? "").trim().toLowerCase());

/** The text of every inline script a browser would run; JSON-LD and other data blocks never run. */
export const inlineScripts = (html: string): string[] =>
  scriptElements(html)
    .filter(runs)
    .map(({ text }) => text);

/** A CSP source for the script text; browsers hash it after turning CRLF into LF. */
export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

export const scriptHashes = (htmlPages: readonly string[]): string[] =>
  [...new Set(htmlPages.flatMap(inlineScripts).map(scriptHash))].sort();

/** The name the CSP reports go under (Reporting-Endpoints and report-to). */
const REPORT_GROUP = "csp";

/** report-uri for browsers that only know it, report-to for those that know the Reporting API. */
const reportDirectives = (reportUrl: string): Directive[] =>
  reportUrl
    ? [
        ["report-uri", reportUrl],
        ["report-to", REPORT_GROUP],
      ]
    : [];

const reportHeaders = (reportUrl = ""): HeaderSet =>
  reportUrl ? { "Reporting-Endpoints": `${REPORT_GROUP}="${reportUrl}"` } : {};

/** Pages: nothing runs but the site's own bundles and the build's hashed inline scripts. */
const pageDirectives = (
  hashes: readonly string[],
  analyticsHost = ANALYTICS_API_HOST,
): Directive[] => [
  ["default-src", "'self'"],
  ["script-src", "'self'", ...hashes],
  // Gatsby inlines the site's CSS into <style> elements and its route announcer writes style
  // attributes; hashes cannot allow attributes, so styles need 'unsafe-inline'.
  ["style-src", "'self'", "'unsafe-inline'"],
  ["img-src", "'self'"],
  ["font-src", "'self'"],
  ["connect-src", "'self'", analyticsHost],
  ["manifest-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

const originOf = (url: string) => new URL(url).origin;

/**
 * Where the recipe editor talks to and loads pictures from, for the backend scripts/cms/backend.cjs
 * reads from CMS_* variables. git-gateway defaults to Netlify Identity and Git Gateway on the
 * site's own origin; GitHub signs in through a popup (no connection) and then calls its API.
 */
export const cmsBackendSources = (backend: CmsBackend): { connect: string[]; images: string[] } => {
  if (backend.name === "github") {
    return {
      connect: ["https://api.github.com"],
      images: ["https://avatars.githubusercontent.com"],
    };
  }
  const urls = [backend.identity_url, backend.gateway_url].filter(
    (url): url is string => typeof url === "string" && url !== "",
  );
  return { connect: [...new Set(urls.map(originOf))], images: [] };
};

/** The recipe editor (Decap CMS): only what its bundle needs, and only its backend's hosts. */
const adminDirectives = (backend: CmsBackend): Directive[] => {
  const sources = cmsBackendSources(backend);
  return [
    ["default-src", "'self'"],
    // Decap compiles its config schema with new Function() and ships WebAssembly.
    ["script-src", "'self'", "'unsafe-eval'"],
    // Decap's components inject their styles at run time.
    ["style-src", "'self'", "'unsafe-inline'"],
    // Photos picked or loaded from the backend are shown through blob: URLs.
    ["img-src", "'self'", "blob:", ...sources.images],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
};

const renderPolicy = (directives: readonly Directive[]) =>
  directives.map((directive) => directive.join(" ")).join("; ");

export const contentSecurityPolicy = (
  hashes: readonly string[],
  { reportUrl = "", analyticsHost }: PolicyOptions = {},
): string =>
  renderPolicy([...pageDirectives(hashes, analyticsHost), ...reportDirectives(reportUrl)]);

export const adminContentSecurityPolicy = (
  backend: CmsBackend,
  { reportUrl = "" }: PolicyOptions = {},
): string => renderPolicy([...adminDirectives(backend), ...reportDirectives(reportUrl)]);

/** Directives browsers ignore in a <meta> policy (CSP Level 3, section 3.3). */
export const META_IGNORED_DIRECTIVES = new Set([
  "frame-ancestors",
  "report-uri",
  "report-to",
  "sandbox",
]);

/** A header set's policy as a <meta http-equiv> may carry it; the rest stays with the headers. */
export const metaPolicy = (headers: HeaderSet): string =>
  (headers["Content-Security-Policy"] ?? "")
    .split("; ")
    .filter((directive) => !META_IGNORED_DIRECTIVES.has(directive.split(" ")[0] ?? ""))
    .join("; ");

const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Sent with every response, whatever its path or status. */
export const COMMON_HEADERS: HeaderSet = {
  "Strict-Transport-Security": `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A page's own headers, on top of the common ones. */
export const pageHeaders = (hashes: readonly string[], options: PolicyOptions = {}): HeaderSet => ({
  "Content-Security-Policy": contentSecurityPolicy(hashes, options),
  "Cross-Origin-Opener-Policy": "same-origin",
  ...reportHeaders(options.reportUrl),
});

/** The recipe editor's own headers; its sign-in popup must be able to message it back. */
export const adminHeaders = (backend: CmsBackend, options: PolicyOptions = {}): HeaderSet => ({
  "Content-Security-Policy": adminContentSecurityPolicy(backend, options),
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  ...reportHeaders(options.reportUrl),
});

/** Where the recipe editor lives; build-side tools never count its HTML as pages. */
export const ADMIN_PATH = "/admin";

/** App-link association files, which must be served as JSON whatever their name. */
export const WELL_KNOWN_JSON = [
  "/.well-known/apple-app-site-association",
  "/.well-known/assetlinks.json",
];

/** Every header set the hosts send, from the build's script hashes and the CMS backend. */
export const hostingHeaders = ({
  hashes,
  backend,
  reportUrl = "",
  analyticsHost,
}: {
  hashes: readonly string[];
  backend: CmsBackend;
  reportUrl?: string;
  analyticsHost?: string;
}): HostingHeaders => ({
  common: COMMON_HEADERS,
  page: pageHeaders(hashes, { reportUrl, analyticsHost }),
  admin: adminHeaders(backend, { reportUrl }),
});

export const GENERATED_NOTICE = [
  "Generated after each build by build-steps/post-build.ts from build-steps/hosting/hosting-headers.ts.",
  "Edit those, not this file.",
];

const headerLines = (headers: HeaderSet) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

const rule = (pattern: string, headers: HeaderSet) => [pattern, ...headerLines(headers)];

/**
 * The _headers file for Netlify and Cloudflare Pages. Both apply every rule whose pattern matches
 * and join the values of a header set by several rules with a comma, which for
 * Content-Security-Policy would mean two policies that both apply. So no header is set by two
 * rules that can match the same path: the catch-all carries only the common headers, each page
 * gets the page policy by its own path, and the recipe editor gets its own.
 */
export const renderHeadersFile = ({
  headers,
  hashedAssets,
  pagePatterns,
  wellKnownFiles = [],
}: {
  headers: HostingHeaders;
  hashedAssets: readonly string[];
  pagePatterns: readonly string[];
  wellKnownFiles?: readonly string[];
}): string => {
  const revalidate = { "Cache-Control": CACHE_CONTROL.revalidate };
  const immutable = { "Cache-Control": CACHE_CONTROL.immutable };
  const blocks = [
    GENERATED_NOTICE.map((line) => `# ${line}`),
    rule("/*", headers.common),
    ["# Pages: the strict policy. Their names survive a rebuild, so they revalidate on every use."],
    ...pagePatterns.map((pattern) => rule(pattern, { ...headers.page, ...revalidate })),
    ["# The recipe editor: its own policy, with only what Decap CMS and its backend need."],
    rule(ADMIN_PATH, headers.admin),
    rule(`${ADMIN_PATH}/*`, headers.admin),
    ["# Hashed file names change with their content: cache them for a year."],
    rule("/static/*", immutable),
    ...hashedAssets.map((asset) => rule(`/${asset}`, immutable)),
    ["# Page data keeps its names across builds: revalidate it on every use."],
    rule("/page-data/*", revalidate),
    ...(wellKnownFiles.length > 0
      ? [
          ["# App-link association files: JSON, whatever their name."],
          ...wellKnownFiles.map((file) => rule(file, { "Content-Type": "application/json" })),
        ]
      : []),
  ];
  return `${blocks.map((block) => block.join("\n")).join("\n\n")}\n`;
};

/** A double-quoted nginx string; policies quote sources with ' and reporting endpoints with ". */
const nginxString = (value: string) => {
  if (value.includes("$")) throw new Error(`nginx would read "$" as a variable in: ${value}`);
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
};

const nginxLines = (headers: HeaderSet) =>
  Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
  );

const nginxFile = (...headerSets: HeaderSet[]) =>
  [...GENERATED_NOTICE.map((line) => `# ${line}`), ...headerSets.flatMap(nginxLines), ""].join(
    "\n",
  );

/**
 * The files deploy/nginx/site.conf.template includes, by name. The server level includes
 * common-headers.conf, which covers the answers no location gives (redirects, early 400s). nginx
 * drops inherited add_header lines in a location that sets its own, so each file holds the whole
 * set for its locations.
 */
export const renderNginxHeaders = (headers: HostingHeaders): Record<string, string> => ({
  "common-headers.conf": nginxFile(headers.common),
  "page-headers.conf": nginxFile(headers.common, headers.page),
  "admin-headers.conf": nginxFile(headers.common, headers.admin),
});

/** Problems that would make a host drop rules or lines; empty when the file is fine. */
export const headersFileProblems = (text: string): string[] => {
  const rules = text.split("\n").filter((line) => line.startsWith("/")).length;
  const longLines = text.split("\n").filter((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  return [
    ...(rules > HEADERS_FILE_LIMITS.rules
      ? [`${rules} rules, more than the ${HEADERS_FILE_LIMITS.rules} Cloudflare Pages reads`]
      : []),
    ...longLines.map(
      (line) =>
        `a ${line.length}-character line, longer than ${HEADERS_FILE_LIMITS.lineLength}: ${line.slice(0, 60)}...`,
    ),
  ];
};
