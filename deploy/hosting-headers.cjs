// The one policy for caching and security headers. scripts/write-hosting-headers.mjs renders it
// after every build into public/_headers (Netlify, Cloudflare Pages) and
// deploy/nginx/security-headers.conf (nginx), adding the hashes of the build's inline scripts.
const crypto = require("node:crypto");

/** Must equal MIXPANEL_API_HOST in src/analytics/mixpanel/constants.ts; e2e/hosting.spec.ts checks it. */
const ANALYTICS_API_HOST = "https://api-js.mixpanel.com";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TWO_YEARS_SECONDS = 2 * ONE_YEAR_SECONDS;

const CACHE_CONTROL = {
  immutable: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  revalidate: "public, max-age=0, must-revalidate",
};

/** Cloudflare Pages reads at most this many rules, and lines of at most this many characters. */
const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/** Webpack names every bundle and style sheet after a 20-hex-digit hash of its content. */
const HASHED_ROOT_ASSET = /^[^/]+[.-][0-9a-f]{20}\.(?:js|css)$/;

const EXECUTABLE_SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

const scriptType = (attributes) => {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  return (match ? (match[1] ?? match[2] ?? match[3]) : "").trim().toLowerCase();
};

/** The text of every inline script a browser would run; JSON-LD and other data blocks never run. */
const inlineScripts = (html) =>
  [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !SRC_ATTRIBUTE.test(attributes))
    .filter(([, attributes]) => EXECUTABLE_SCRIPT_TYPES.has(scriptType(attributes)))
    .map(([, , text]) => text);

/** A CSP source for the script text; browsers hash it after turning CRLF into LF. */
const scriptHash = (text) =>
  `'sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

const scriptHashes = (htmlPages) =>
  [...new Set(htmlPages.flatMap(inlineScripts).map(scriptHash))].sort();

const cspDirectives = (hashes) => [
  ["default-src", "'self'"],
  ["script-src", "'self'", ...hashes],
  // Gatsby inlines the site's CSS into <style> elements and gatsby-plugin-image renders style
  // attributes; hashes cannot allow attributes, so styles need 'unsafe-inline'.
  ["style-src", "'self'", "'unsafe-inline'"],
  // gatsby-plugin-image sizes constrained images with an inline SVG data: URL.
  ["img-src", "'self'", "data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'", ANALYTICS_API_HOST],
  ["manifest-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

const contentSecurityPolicy = (hashes) =>
  cspDirectives(hashes)
    .map((directive) => directive.join(" "))
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

/** Sent with every response, whatever its status. */
const securityHeaders = (hashes) => ({
  "Content-Security-Policy": contentSecurityPolicy(hashes),
  "Strict-Transport-Security": `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
});

const GENERATED_NOTICE = [
  "Generated after each build by scripts/write-hosting-headers.mjs from deploy/hosting-headers.cjs.",
  "Edit those, not this file.",
];

const headerLines = (headers) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

const cacheRule = (path, value) => [path, `  Cache-Control: ${value}`];

/**
 * The _headers file for Netlify and Cloudflare Pages. Rules never overlap on a header, because
 * both hosts join the values of a header set by several matching rules.
 */
const renderHeadersFile = ({ hashes, hashedAssets, pagePaths }) => {
  const blocks = [
    GENERATED_NOTICE.map((line) => `# ${line}`),
    ["/*", ...headerLines(securityHeaders(hashes))],
    ["# Hashed file names change with their content: cache them for a year."],
    cacheRule("/static/*", CACHE_CONTROL.immutable),
    ...hashedAssets.map((asset) => cacheRule(`/${asset}`, CACHE_CONTROL.immutable)),
    ["# Pages and their data keep their names across builds: revalidate them on every use."],
    cacheRule("/page-data/*", CACHE_CONTROL.revalidate),
    ...pagePaths.map((pagePath) => cacheRule(pagePath, CACHE_CONTROL.revalidate)),
  ];
  return `${blocks.map((block) => block.join("\n")).join("\n\n")}\n`;
};

const renderNginxHeaders = (hashes) =>
  [
    ...GENERATED_NOTICE.map((line) => `# ${line}`),
    ...Object.entries(securityHeaders(hashes)).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    ),
    "",
  ].join("\n");

/** Problems that would make a host drop rules or lines; empty when the file is fine. */
const headersFileProblems = (text) => {
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

module.exports = {
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
  securityHeaders,
};
