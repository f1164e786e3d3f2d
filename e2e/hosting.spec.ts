import { BADGE_LETTERING_FILES } from "../src/components/store-badge/badge-lettering";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { ROUTES as PAGES } from "../src/config/routes";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { IDLE_TIMEOUT_MS } from "../src/analytics/constants";
import { MIXPANEL_API_HOST } from "../src/analytics/mixpanel/constants";
import {
  ADMIN_PATH,
  CACHE_CONTROL,
  COMMON_HEADERS,
  WELL_KNOWN_JSON,
  hostingHeaders,
  renderHeadersFile,
} from "../build-steps/hosting/hosting-headers";
import { WEBPACK_STATS, buildInfoDir, listFiles, sitemapPaths } from "../scripts/built-site.cjs";
import { E2E_BUILD_MARKER, NOT_FOUND_PAGE } from "../build-steps/post-build";
import { associationFiles } from "../build-steps/app-links/association-files";
import { createSiteConfig } from "../src/config/site-config";
import { watchCspViolations } from "./csp";
import {
  ROUTES,
  UNKNOWN_PATH,
  blockAnalyticsHost,
  expect,
  test,
  waitForHydration,
} from "./fixtures";
import { HOST_DEFAULT_CACHE_CONTROL, headersFor, parseHeadersFile } from "./headers-file";
import {
  FOLDER_REDIRECT_STATUS,
  startHeadersFileServer,
  type HeadersFileServer,
} from "./headers-file-server";
import { BUILD_DIR, startNginx, type NginxServer } from "./nginx-server";
import {
  BUILT_LANGUAGES,
  PREFIXED_LANGUAGES,
  ROUTES_IN_EVERY_LANGUAGE,
  localizedPath,
  unknownPathIn,
} from "./languages-support";
import { en } from "../src/i18n/dictionaries";
import { fridgeIndexPath } from "../src/fridge/constants";

/*
 * Serves the production build with a real nginx and the repository's config
 * (deploy/nginx/site.conf.template), and with a small host that applies public/_headers the way
 * Netlify and Cloudflare Pages do (every matching rule, values of one header joined), and checks
 * what browsers get from both against the rules the build wrote, so all hosts agree.
 */

const { immutable: IMMUTABLE, revalidate: REVALIDATE } = CACHE_CONTROL;
const ONE_YEAR_SECONDS = 31_536_000;
const EMAIL = "hosting.check@example.com";
/** The deletion request is sent as soon as the library is ready, which is at most this late. */
const ANALYTICS_WAIT_MS = IDLE_TIMEOUT_MS + 7_000;
/** Sent with every response, documents or not. */
const COMMON_HEADER_NAMES = Object.keys(COMMON_HEADERS).map((name) => name.toLowerCase());
/** Sent with each document: pages and the recipe editor have their own. */
const DOCUMENT_HEADER_NAMES = ["content-security-policy", "cross-origin-opener-policy"];
/** Besides script hashes and the analytics API host, the policy names only these sources. */
const LOCAL_SOURCES = ["'self'", "'none'"];
const EXTRA_SOURCES: Record<string, string[]> = {
  "style-src": ["'unsafe-inline'"],
};
/** A host name that is not localhost, as in production: Decap only looks for a local backend there. */
const EDITOR_HOST = "editor.localhost";
/** Loading Decap's 6 MB bundle on a busy 2-core machine can take a while. */
const EDITOR_LOAD_MS = 45_000;

const readBuild = (file: string) => {
  const full = path.join(BUILD_DIR, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run \`npm run build:e2e\` first.`);
  return readFileSync(full, "utf8");
};
const rules = parseHeadersFile(readBuild("_headers"));

const documented = (urlPath: string): Record<string, string> => {
  const headers = headersFor(rules, urlPath);
  return { ...headers, "cache-control": headers["cache-control"] ?? HOST_DEFAULT_CACHE_CONTROL };
};

const hashedAssets = rules
  .map((rule) => rule.pattern)
  .filter(
    (pattern) => !pattern.includes("*") && documented(pattern)["cache-control"] === IMMUTABLE,
  );
const staticFile = `/static/${listFiles(path.join(BUILD_DIR, "static"))[0]}`;
/** The fridge picker's index in each language, all at the root (recipe-index.de.json…). */
const FRIDGE_INDEXES = BUILT_LANGUAGES.map(fridgeIndexPath);
const UNHASHED_FILES = [
  "/page-data/index/page-data.json",
  ...FRIDGE_INDEXES,
  "/page-data/app-data.json",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap-index.xml",
  "/favicon-32x32.png",
];

const notFoundHeading = (file = "404.html") =>
  /<h1[^>]*>([^<]+)<\/h1>/.exec(readBuild(file))?.[1] ?? "";

/** Browser languages a visitor may have; none of them may change what a path serves. */
const ACCEPT_LANGUAGES = ["de-DE,de;q=0.9,en;q=0.5", "es-ES,es;q=0.9", "fr-FR", "en-US,en;q=0.9"];

const cspDirectives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources] as const),
  );

const hostingTest = test.extend<object, { nginx: NginxServer; headersHost: HeadersFileServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const server = await startNginx();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  headersHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const server = await startHeadersFileServer();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

type HasHeaders = { headers: () => Record<string, string> };

/** The headers every host sends; for a document also its own policy, as _headers sets it. */
const expectDocumentedSecurityHeaders = (
  response: HasHeaders | null,
  urlPath: string,
  { document = true } = {},
) => {
  const headers = response?.headers() ?? {};
  const names = [...COMMON_HEADER_NAMES, ...(document ? DOCUMENT_HEADER_NAMES : [])];
  for (const name of names) {
    expect(headers[name], `${name} on ${urlPath}`).toBe(documented(urlPath)[name]);
    expect(headers[name], `${name} on ${urlPath}`).toBeTruthy();
  }
};

/** The one strict page policy: the build's hashes and nothing looser for scripts. */
const expectStrictPagePolicy = (policy: string | undefined) => {
  const csp = cspDirectives(policy ?? "");
  const scriptSources = csp.get("script-src") ?? [];
  expect(scriptSources).toContain("'self'");
  expect(
    scriptSources.filter((source) => !/^'(self|sha256-[A-Za-z0-9+/=]+)'$/.test(source)),
  ).toEqual([]);
  // Hosts join the values of a header set by two matching rules with a comma.
  expect(policy).not.toContain(",");
};

const PAGE_POLICY = documented("/")["content-security-policy"];
const ADMIN_POLICY = documented(`${ADMIN_PATH}/`)["content-security-policy"];

/** Opens the recipe editor as an editor would, until Decap shows its sign-in screen. */
const openEditor = async (page: Page, origin: string) => {
  const { port } = new URL(origin);
  const violations = await watchCspViolations(page);
  const response = await page.goto(`http://${EDITOR_HOST}:${port}${ADMIN_PATH}/`);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible({
    timeout: EDITOR_LOAD_MS,
  });
  await expect(page.getByPlaceholder("Email")).toBeVisible();
  await settle(page);
  return { response, violations };
};

/** A request sent exactly as written, so the server decodes the path itself. */
const rawGet = (origin: string, rawPath: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const request = http.request({ host: hostname, port, path: rawPath }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });

/**
 * Paths that try to turn the trailing-slash redirect into a redirect to another site: the
 * backslash browsers read as a slash, encoded slashes, tabs and newlines browsers drop, doubled
 * slashes, and mixes of them.
 */
const REDIRECT_PROBES = [
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%5C/evil.example/",
  "/%5C%2Fevil.example/",
  "/%2F%5Cevil.example/",
  "/%2Fevil.example/",
  "/%2F/evil.example/",
  "/%2F%2Fevil.example/",
  "//evil.example/",
  "///evil.example/",
  "//%5Cevil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%09/evil.example/",
  "/%09%5Cevil.example/",
  "/%0A/evil.example/",
  "/%0D%0A/evil.example/",
  "/%20/evil.example/",
  "/%2e%2e/%2F/evil.example/",
  "/contact/%2F%2Fevil.example/",
  "/https:%2F%2Fevil.example/",
  "/%E2%80%8B/evil.example/",
  "/contact/?next=//evil.example/",
  "/contact?next=//evil.example/",
  "//contact",
  "/%2F/contact",
  "/%2Fcontact",
  "/%5C/contact",
  "/%5Ccontact",
  "/%09/contact",
  "/contact/%2F%2Fevil.example",
];

/** Every probe, and each again without its trailing slash: the form nginx now redirects. */
const ALL_REDIRECT_PROBES = [
  ...new Set([...REDIRECT_PROBES, ...REDIRECT_PROBES.map((probe) => probe.replace(/\/$/, ""))]),
];

/** A page asked for without its trailing slash, which every host redirects once. */
const UNSLASHED = PAGES.contact.path.replace(/\/$/, "");

/** The scripts a browser fetches arriving at url, in the order it asked for them. */
const scriptsFetchedOnArrival = async (page: Page, url: string) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await visit(page, url);
  await expect(page).toHaveURL(new RegExp(`${PAGES.privacyPolicy.path}$`));
  return scripts;
};

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

const visit = async (page: Page, url: string) => {
  const response = await page.goto(url);
  await waitForHydration(page);
  await settle(page);
  return response;
};

hostingTest.describe("the build served by nginx", () => {
  for (const route of ROUTES) {
    hostingTest(
      `${route} loads with status 200 and breaks no CSP rule`,
      async ({ page, nginx, consoleErrors }) => {
        const violations = await watchCspViolations(page);
        const response = await visit(page, `${nginx.origin}${route}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["cache-control"]).toBe(REVALIDATE);
        expect(response?.headers()["cache-control"]).toBe(documented(route)["cache-control"]);
        expectDocumentedSecurityHeaders(response, route);
        expect(response?.headers()["content-security-policy"]).toBe(PAGE_POLICY);
        expect(violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  hostingTest(
    "an unknown path gets the not-found page with status 404",
    async ({ page, nginx }) => {
      await blockAnalyticsHost(page);
      const violations = await watchCspViolations(page);
      const response = await visit(page, `${nginx.origin}${UNKNOWN_PATH}`);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toBe(readBuild("404.html"));
      expectDocumentedSecurityHeaders(response, UNKNOWN_PATH, { document: false });
      // _headers cannot name every unknown path; nginx gives its not-found page the page policy.
      expect(response?.headers()["content-security-policy"]).toBe(PAGE_POLICY);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading());
      expect(violations).toEqual([]);
    },
  );

  for (const language of PREFIXED_LANGUAGES) {
    const unknown = unknownPathIn(language);
    const notFoundFile = localizedPath("/404.html", language).slice(1);
    hostingTest(
      `an unknown path under /${language}/ gets ${notFoundFile} with status 404`,
      async ({ page, nginx }) => {
        await blockAnalyticsHost(page);
        const violations = await watchCspViolations(page);
        const response = await visit(page, `${nginx.origin}${unknown}`);
        expect(response?.status()).toBe(404);
        expect(await response?.text()).toBe(readBuild(notFoundFile));
        expectDocumentedSecurityHeaders(response, unknown, { document: false });
        expect(response?.headers()["content-security-policy"]).toBe(PAGE_POLICY);
        // Still the language's page once the site's scripts have run.
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          notFoundHeading(notFoundFile),
        );
        expect(violations).toEqual([]);
      },
    );
  }

  hostingTest(
    "every page in every language answers 200 with the page policy and the same headers",
    async ({ request, nginx, headersHost }) => {
      for (const server of [nginx, headersHost]) {
        for (const [, route] of ROUTES_IN_EVERY_LANGUAGE) {
          const response = await request.get(`${server.origin}${route}`, { maxRedirects: 0 });
          expect(response.status(), `${route} from ${server.origin}`).toBe(200);
          expectDocumentedSecurityHeaders(response, route);
          expect(response.headers()["content-security-policy"], route).toBe(PAGE_POLICY);
          expect(response.headers()["cache-control"], route).toBe(REVALIDATE);
        }
      }
    },
  );

  hostingTest(
    "every language's fridge index answers 200 as JSON beside the pages, which keep their rules",
    async ({ request, nginx, headersHost }) => {
      for (const server of [nginx, headersHost]) {
        for (const urlPath of FRIDGE_INDEXES) {
          const response = await request.get(`${server.origin}${urlPath}`, { maxRedirects: 0 });
          const what = `${urlPath} from ${server.origin}`;
          expect(response.status(), what).toBe(200);
          expect(response.headers()["content-type"], what).toMatch(/^application\/json/);
          expect(response.headers()["cache-control"], what).toBe(REVALIDATE);
          expect(JSON.parse(await response.text()), what).toHaveProperty("recipes");
        }
      }
      // Outside the language folders, so each keeps one rule for its pages, not one per page.
      for (const language of PREFIXED_LANGUAGES) {
        expect(rules.map((rule) => rule.pattern)).toContain(`${localizedPath("/", language)}*`);
      }
    },
  );

  hostingTest(
    "the browser's language never changes what a path serves, nor redirects",
    async ({ request, nginx, headersHost }) => {
      const paths = [
        ...ROUTES_IN_EVERY_LANGUAGE.map(([, route]) => route),
        ...FRIDGE_INDEXES,
        UNKNOWN_PATH,
        ...PREFIXED_LANGUAGES.map(unknownPathIn),
      ];
      for (const server of [nginx, headersHost]) {
        for (const urlPath of paths) {
          const plain = await request.get(`${server.origin}${urlPath}`, { maxRedirects: 0 });
          const body = await plain.text();
          // A cache must not keep one answer per browser language either.
          expect(plain.headers()["vary"] ?? "", urlPath).not.toMatch(/accept-language/i);
          for (const accepted of ACCEPT_LANGUAGES) {
            const response = await request.get(`${server.origin}${urlPath}`, {
              maxRedirects: 0,
              headers: { "Accept-Language": accepted },
            });
            const what = `${urlPath} from ${server.origin} for ${accepted}`;
            expect(response.status(), what).toBe(plain.status());
            expect(response.headers()["location"], what).toBeUndefined();
            expect(await response.text(), what).toBe(body);
          }
        }
      }
    },
  );

  hostingTest(
    "hashed assets are immutable and everything else revalidates",
    async ({ request, nginx }) => {
      expect(IMMUTABLE).toMatch(/immutable/);
      expect(Number(/max-age=(\d+)/.exec(IMMUTABLE)?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
      expect(REVALIDATE).toMatch(/max-age=0, must-revalidate/);
      expect(hashedAssets.some((asset) => /^\/app-[0-9a-f]+\.js$/.test(asset))).toBe(true);
      expect(documented(staticFile)["cache-control"]).toBe(IMMUTABLE);
      // The store badges' words, which every page shows, are one file named after its hash.
      expect(documented(BADGE_LETTERING_FILES.en)["cache-control"]).toBe(IMMUTABLE);
      expect(documented(UNHASHED_FILES[0] ?? "")["cache-control"]).toBe(REVALIDATE);
      for (const urlPath of [
        ...hashedAssets,
        staticFile,
        BADGE_LETTERING_FILES.en,
        ...UNHASHED_FILES,
      ]) {
        const response = await request.get(`${nginx.origin}${urlPath}`);
        expect(response.status(), urlPath).toBe(200);
        if (urlPath === BADGE_LETTERING_FILES.en)
          expect(response.headers()["content-type"]).toBe("image/svg+xml");
        expect(response.headers()["cache-control"], urlPath).toBe(
          documented(urlPath)["cache-control"],
        );
        expectDocumentedSecurityHeaders(response, urlPath, { document: false });
      }
    },
  );

  hostingTest(
    "pages, scripts, data and WebAssembly are sent gzipped",
    async ({ request, nginx }) => {
      // The app bundle: big enough for gzip, unlike the few-byte chunks webpack also writes.
      const app = hashedAssets.find((asset) => /^\/app-[0-9a-f]+\.js$/.test(asset)) ?? "";
      const editorFiles = listFiles(path.join(BUILD_DIR, "admin"));
      const wasm = `${ADMIN_PATH}/${editorFiles.find((file) => file.endsWith(".wasm"))}`;
      const editorScript = `${ADMIN_PATH}/decap-cms.js`;
      for (const urlPath of [
        "/",
        app,
        "/page-data/index/page-data.json",
        ...FRIDGE_INDEXES,
        wasm,
        editorScript,
      ]) {
        const response = await request.get(`${nginx.origin}${urlPath}`, {
          headers: { "Accept-Encoding": "gzip" },
        });
        expect(response.headers()["content-encoding"], urlPath).toBe("gzip");
        expect(response.headers()["vary"], urlPath).toMatch(/Accept-Encoding/i);
      }
    },
  );

  hostingTest(
    "a page without its trailing slash redirects once, with the common headers",
    async ({ request, nginx }) => {
      const unslashed = await request.get(`${nginx.origin}${UNSLASHED}?ref=mail`, {
        maxRedirects: 0,
      });
      expect(unslashed.status()).toBe(301);
      expect(unslashed.headers()["location"]).toBe(`${PAGES.contact.path}?ref=mail`);
      expectDocumentedSecurityHeaders(unslashed, UNSLASHED, { document: false });
      const slashed = await request.get(`${nginx.origin}${PAGES.contact.path}`, {
        maxRedirects: 0,
      });
      expect(slashed.status()).toBe(200);
      const editor = await request.get(`${nginx.origin}${ADMIN_PATH}`, { maxRedirects: 0 });
      expect(editor.status()).toBe(301);
      expect(editor.headers()["location"]).toBe(`${ADMIN_PATH}/`);
      expectDocumentedSecurityHeaders(editor, ADMIN_PATH, { document: false });
      expect((await request.get(`${nginx.origin}/_headers`)).status()).toBe(404);
    },
  );

  hostingTest("nginx's own error answers carry HSTS and nosniff", async ({ nginx }) => {
    const headersOf = (rawPath: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const { hostname, port } = new URL(nginx.origin);
        http
          .request({ host: hostname, port, path: rawPath }, (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, headers: response.headers });
          })
          .on("error", reject)
          .end();
      });
    for (const rawPath of ["/%2e%2e/%2e%2e/etc/passwd", "/../contact/"]) {
      const { status, headers } = await headersOf(rawPath);
      expect(status, rawPath).toBe(400);
      expect(headers["strict-transport-security"], rawPath).toBe(
        COMMON_HEADERS["Strict-Transport-Security"],
      );
      expect(headers["x-content-type-options"], rawPath).toBe("nosniff");
    }
  });

  hostingTest(
    "every sitemap URL answers 200 without a redirect",
    async ({ request, nginx, headersHost }) => {
      const listed = sitemapPaths(BUILD_DIR);
      expect(listed).toContain(PAGES.contact.path);
      for (const server of [nginx, headersHost]) {
        for (const urlPath of listed) {
          const response = await request.get(`${server.origin}${urlPath}`, { maxRedirects: 0 });
          expect(response.status(), `${urlPath} from ${server.origin}`).toBe(200);
        }
      }
    },
  );

  hostingTest(
    "arriving at either form of a page's URL fetches the same scripts",
    async ({ browser, nginx, headersHost }) => {
      for (const server of [nginx, headersHost]) {
        const fetched: string[][] = [];
        for (const urlPath of [PAGES.privacyPolicy.path, PAGES.privacyPolicy.path.slice(0, -1)]) {
          const context = await browser.newContext();
          const page = await context.newPage();
          await blockAnalyticsHost(page);
          fetched.push(await scriptsFetchedOnArrival(page, `${server.origin}${urlPath}`));
          await context.close();
        }
        expect(fetched[0]?.length, server.origin).toBeGreaterThan(0);
        expect([...(fetched[1] ?? [])].sort(), server.origin).toEqual(
          [...(fetched[0] ?? [])].sort(),
        );
      }
    },
  );

  hostingTest(
    "the build for the tests is marked, so the Docker image refuses it",
    async ({ request, nginx }) => {
      expect(existsSync(path.join(BUILD_DIR, E2E_BUILD_MARKER))).toBe(true);
      expect((await request.get(`${nginx.origin}/${E2E_BUILD_MARKER}`)).status()).toBe(404);
    },
  );

  hostingTest("no path redirects a browser to another site", async ({ nginx }) => {
    // The resolver reads a Location as browsers do, which is what made these paths dangerous.
    expect(new URL("/\\evil.example", nginx.origin).origin).toBe("http://evil.example");
    expect(new URL("/\t/evil.example", nginx.origin).origin).toBe("http://evil.example");
    const redirects: string[] = [];
    for (const probe of ALL_REDIRECT_PROBES) {
      const { status, location } = await rawGet(nginx.origin, probe);
      if (status < 300 || status >= 400) continue;
      expect(location, probe).toBeDefined();
      // What a browser follows: WHATWG URL parsing drops tabs and newlines and reads a
      // backslash as a slash in http(s) URLs.
      const target = new URL(location ?? "", nginx.origin);
      // Soft, so a failure lists every probe that leaves the site.
      expect.soft(target.origin, `${probe} -> ${location}`).toBe(nginx.origin);
      redirects.push(probe);
    }
    // The probes that are a page's folder without its trailing slash still redirect, on the site.
    expect(redirects).toEqual(
      expect.arrayContaining(["//contact", "/contact?next=//evil.example/"]),
    );
  });

  hostingTest(
    "source maps and the build's stats are not deployed; the tools read the stats beside it",
    async ({ request, nginx }) => {
      const deployed = listFiles(BUILD_DIR);
      expect(deployed.filter((file) => file.endsWith(".map"))).toEqual([]);
      expect(deployed).not.toContain(WEBPACK_STATS);
      expect(existsSync(path.join(buildInfoDir(BUILD_DIR), WEBPACK_STATS))).toBe(true);
      expect((await request.get(`${nginx.origin}/${WEBPACK_STATS}`)).status()).toBe(404);
      // Without GATSBY_IOS_* or GATSBY_ANDROID_CERT_FINGERPRINTS, no app-link file is written.
      expect(deployed.filter((file) => file.startsWith(".well-known/"))).toEqual([]);
    },
  );

  hostingTest("the security headers lock the page down", async ({ request, nginx }) => {
    const headers = (await request.get(`${nginx.origin}/`)).headers();
    expectStrictPagePolicy(headers["content-security-policy"]);
    const csp = cspDirectives(headers["content-security-policy"] ?? "");
    expect(csp.get("connect-src")).toEqual(["'self'", MIXPANEL_API_HOST]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    for (const [name, sources] of csp) {
      // Reporting (GATSBY_CSP_REPORT_URL) names where reports go, not what may load.
      if (["script-src", "connect-src", "report-uri", "report-to"].includes(name)) continue;
      const allowed = [...LOCAL_SOURCES, ...(EXTRA_SOURCES[name] ?? [])];
      expect(
        sources.filter((source) => !allowed.includes(source)),
        name,
      ).toEqual([]);
    }
    const hstsSeconds = Number(
      /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1],
    );
    expect(hstsSeconds).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["server"]).toBe("nginx");
  });

  hostingTest(
    "the recipe editor loads to its sign-in screen under its own policy",
    async ({ page, nginx }) => {
      hostingTest.slow();
      const { response, violations } = await openEditor(page, nginx.origin);
      expect(response?.status()).toBe(200);
      expectDocumentedSecurityHeaders(response, `${ADMIN_PATH}/`);
      const csp = cspDirectives(response?.headers()["content-security-policy"] ?? "");
      expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
      // The default backend, git-gateway, lives on the site's own origin.
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(violations).toEqual([]);
    },
  );

  hostingTest(
    "a full visit with analytics on breaks no CSP rule",
    async ({ page, nginx, consoleErrors }) => {
      // The analytics library loads only once the page is idle, and this visit waits for it.
      hostingTest.slow();
      const analyticsCalls: string[] = [];
      await page.route(`${MIXPANEL_API_HOST}/**`, (route) => {
        analyticsCalls.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 200, contentType: "application/json", body: "1" });
      });
      const violations = await watchCspViolations(page);

      await visit(page, `${nginx.origin}/`);
      await page
        .getByRole("navigation", { name: en.topBar.nav })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page).toHaveURL(new RegExp(`${PAGES.contact.path}$`));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await page.getByRole("textbox").fill(EMAIL);
      await page.getByRole("button", { name: en.deletion.form.submit }).click();
      await expect
        .poll(() => analyticsCalls.filter((call) => call.startsWith("/track")).length, {
          timeout: ANALYTICS_WAIT_MS,
        })
        .toBeGreaterThan(0);
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(new RegExp(`${PAGES.privacyPolicy.path}$`));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settle(page);
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );
});

hostingTest.describe(
  "the build served with public/_headers as Netlify and Cloudflare Pages apply it",
  () => {
    for (const route of ROUTES) {
      hostingTest(
        `${route} gets exactly the strict page policy and breaks no CSP rule`,
        async ({ page, headersHost, consoleErrors }) => {
          const violations = await watchCspViolations(page);
          const response = await visit(page, `${headersHost.origin}${route}`);
          expect(response?.status()).toBe(200);
          expectDocumentedSecurityHeaders(response, route);
          expect(response?.headers()["content-security-policy"]).toBe(PAGE_POLICY);
          expectStrictPagePolicy(response?.headers()["content-security-policy"]);
          expect(violations).toEqual([]);
          expect(consoleErrors).toEqual([]);
        },
      );
    }

    hostingTest(
      "a page without its trailing slash redirects once, as Cloudflare Pages does",
      async ({ request, headersHost }) => {
        const response = await request.get(`${headersHost.origin}${UNSLASHED}`, {
          maxRedirects: 0,
        });
        expect(response.status()).toBe(FOLDER_REDIRECT_STATUS);
        expect(response.headers()["location"]).toBe(PAGES.contact.path);
        expectDocumentedSecurityHeaders(response, UNSLASHED, { document: false });
      },
    );

    hostingTest(
      "the not-found page carries the page policy itself and breaks no rule",
      async ({ page, headersHost }) => {
        await blockAnalyticsHost(page);
        const violations = await watchCspViolations(page);
        const response = await visit(page, `${headersHost.origin}${UNKNOWN_PATH}`);
        expect(response?.status()).toBe(404);
        // _headers cannot name every unknown path, so the hosts send only the common headers...
        expect(response?.headers()["content-security-policy"]).toBeUndefined();
        expectDocumentedSecurityHeaders(response, UNKNOWN_PATH, { document: false });
        // ...and the page brings the page policy, less what a <meta> policy may not carry.
        const metaPolicy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute("content");
        const pageDirectives = cspDirectives(PAGE_POLICY ?? "");
        const metaDirectives = cspDirectives(metaPolicy ?? "");
        expectStrictPagePolicy(metaPolicy ?? "");
        expect(metaDirectives.get("script-src")).toEqual(pageDirectives.get("script-src"));
        expect(metaDirectives.get("default-src")).toEqual(["'self'"]);
        expect(metaDirectives.has("frame-ancestors")).toBe(false);
        expect(readBuild(NOT_FOUND_PAGE)).toContain(metaPolicy ?? "no policy");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading());
        expect(violations).toEqual([]);
      },
    );

    for (const language of PREFIXED_LANGUAGES) {
      const unknown = unknownPathIn(language);
      const notFoundFile = localizedPath("/404.html", language).slice(1);
      hostingTest(
        `an unknown path under /${language}/ gets ${notFoundFile}, which carries the page policy`,
        async ({ page, headersHost }) => {
          await blockAnalyticsHost(page);
          const violations = await watchCspViolations(page);
          const response = await visit(page, `${headersHost.origin}${unknown}`);
          expect(response?.status()).toBe(404);
          expect(await response?.text()).toBe(readBuild(notFoundFile));
          expect(readBuild(notFoundFile)).toContain(
            readBuild(NOT_FOUND_PAGE).match(
              /<meta http-equiv="Content-Security-Policy"[^>]*>/,
            )?.[0] ?? "no policy",
          );
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            notFoundHeading(notFoundFile),
          );
          expect(violations).toEqual([]);
        },
      );
    }

    hostingTest(
      "the recipe editor gets exactly its own policy and loads to its sign-in screen",
      async ({ page, headersHost }) => {
        hostingTest.slow();
        const { response, violations } = await openEditor(page, headersHost.origin);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["content-security-policy"]).toBe(ADMIN_POLICY);
        expect(ADMIN_POLICY).not.toContain(",");
        expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
        expect(violations).toEqual([]);
      },
    );
  },
);

/** A site root with app-link files and hidden files, served by the same configs as the build. */
const APP_LINK_CONFIG = createSiteConfig({
  GATSBY_IOS_TEAM_ID: "ABCDE12345",
  GATSBY_IOS_BUNDLE_ID: "com.example.pantrychef",
  GATSBY_ANDROID_CERT_FINGERPRINTS: Array.from({ length: 32 }, () => "AB").join(":"),
});
const HIDDEN_FILES = [".env", ".git/config", "static/.secret", ".well-known/.secret"];

const appLinkSite = async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "pantry-chef-app-links-"));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  await Promise.all([
    ...associationFiles(APP_LINK_CONFIG).map(({ file, text }) => write(file, text)),
    ...HIDDEN_FILES.map((file) => write(file, "secret")),
    copyFile(path.join(BUILD_DIR, "404.html"), path.join(root, "404.html")),
    write(
      "_headers",
      renderHeadersFile({
        headers: hostingHeaders({ hashes: [], backend: { name: "git-gateway", branch: "main" } }),
        hashedAssets: [],
        pagePatterns: ["/404.html"],
        wellKnownFiles: WELL_KNOWN_JSON,
      }),
    ),
  ]);
  return root;
};

hostingTest.describe("app-link files and hidden files", () => {
  let root: string;
  let nginx: NginxServer;
  let headersHost: HeadersFileServer;

  hostingTest.beforeAll(async () => {
    root = await appLinkSite();
    [nginx, headersHost] = await Promise.all([startNginx(root), startHeadersFileServer(root)]);
  });

  hostingTest.afterAll(async () => {
    await Promise.all([nginx?.stop(), headersHost?.stop()]);
    if (root) await rm(root, { recursive: true, force: true });
  });

  hostingTest(
    "both files are JSON with status 200 and no redirect on every host",
    async ({ request }) => {
      const files = associationFiles(APP_LINK_CONFIG);
      expect(files.map(({ file }) => `/${file}`)).toEqual(WELL_KNOWN_JSON);
      for (const server of [nginx, headersHost]) {
        for (const { file } of files) {
          const response = await request.get(`${server.origin}/${file}`, { maxRedirects: 0 });
          expect(response.status(), `${file} from ${server.origin}`).toBe(200);
          expect(response.headers()["content-type"], file).toBe("application/json");
          expect(await response.json()).toEqual(
            JSON.parse(await readFile(path.join(root, file), "utf8")),
          );
        }
      }
    },
  );

  hostingTest("nginx serves no hidden file, only /.well-known/", async ({ request }) => {
    for (const file of HIDDEN_FILES) {
      const response = await request.get(`${nginx.origin}/${file}`, { maxRedirects: 0 });
      expect(response.status(), file).toBe(404);
      expect(await response.text(), file).not.toBe("secret");
    }
  });
});
