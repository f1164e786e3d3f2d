import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { IDLE_TIMEOUT_MS } from "../src/analytics/constants";
import { MIXPANEL_API_HOST } from "../src/analytics/mixpanel/constants";
import { CACHE_CONTROL } from "../deploy/hosting-headers.cjs";
import { listFiles } from "../scripts/built-site.cjs";
import { watchCspViolations } from "./csp";
import { ROUTES, blockAnalyticsHost, expect, test, waitForHydration } from "./fixtures";
import { HOST_DEFAULT_CACHE_CONTROL, headersFor, parseHeadersFile } from "./headers-file";
import { BUILD_DIR, startNginx, type NginxServer } from "./nginx-server";

/*
 * Serves the production build with a real nginx and the repository's config
 * (deploy/nginx/site.conf.template), and checks what browsers get from it against the rules the
 * build wrote for Netlify and Cloudflare Pages (public/_headers), so both hosts agree.
 */

const { immutable: IMMUTABLE, revalidate: REVALIDATE } = CACHE_CONTROL;
const ONE_YEAR_SECONDS = 31_536_000;
const UNKNOWN_PATH = "/no-such-page";
const EMAIL = "hosting.check@example.com";
/** The deletion request is sent as soon as the library is ready, which is at most this late. */
const ANALYTICS_WAIT_MS = IDLE_TIMEOUT_MS + 7_000;
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];
/** Besides script hashes and the analytics API host, the policy names only these sources. */
const LOCAL_SOURCES = ["'self'", "'none'"];
const EXTRA_SOURCES: Record<string, string[]> = {
  "style-src": ["'unsafe-inline'"],
  "img-src": ["data:"],
};

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
const UNHASHED_FILES = [
  "/page-data/index/page-data.json",
  "/page-data/app-data.json",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap-index.xml",
  "/favicon-32x32.png",
];

const notFoundHeading = () => /<h1[^>]*>([^<]+)<\/h1>/.exec(readBuild("404.html"))?.[1] ?? "";

const cspDirectives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources] as const),
  );

const hostingTest = test.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, provide) => {
      const server = await startNginx();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

type HasHeaders = { headers: () => Record<string, string> };

const expectDocumentedSecurityHeaders = (response: HasHeaders | null, urlPath: string) => {
  const headers = response?.headers() ?? {};
  for (const name of SECURITY_HEADERS) {
    expect(headers[name], `${name} on ${urlPath}`).toBe(documented(urlPath)[name]);
  }
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
      expectDocumentedSecurityHeaders(response, UNKNOWN_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading());
      expect(violations).toEqual([]);
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
      expect(documented(UNHASHED_FILES[0] ?? "")["cache-control"]).toBe(REVALIDATE);
      for (const urlPath of [...hashedAssets, staticFile, ...UNHASHED_FILES]) {
        const response = await request.get(`${nginx.origin}${urlPath}`);
        expect(response.status(), urlPath).toBe(200);
        expect(response.headers()["cache-control"], urlPath).toBe(
          documented(urlPath)["cache-control"],
        );
        expectDocumentedSecurityHeaders(response, urlPath);
      }
    },
  );

  hostingTest("pages, scripts and data are sent gzipped", async ({ request, nginx }) => {
    const app = hashedAssets.find((asset) => asset.endsWith(".js")) ?? "";
    for (const urlPath of ["/", app, "/page-data/index/page-data.json"]) {
      const response = await request.get(`${nginx.origin}${urlPath}`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.headers()["content-encoding"], urlPath).toBe("gzip");
      expect(response.headers()["vary"], urlPath).toMatch(/Accept-Encoding/i);
    }
  });

  hostingTest(
    "a trailing slash redirects and the headers file is not served",
    async ({ request, nginx }) => {
      const slashed = await request.get(`${nginx.origin}/contact/`, { maxRedirects: 0 });
      expect(slashed.status()).toBe(301);
      expect(slashed.headers()["location"]).toBe("/contact");
      expect((await request.get(`${nginx.origin}/_headers`)).status()).toBe(404);
    },
  );

  hostingTest("the security headers lock the page down", async ({ request, nginx }) => {
    const headers = (await request.get(`${nginx.origin}/`)).headers();
    const csp = cspDirectives(headers["content-security-policy"] ?? "");
    const scriptSources = csp.get("script-src") ?? [];
    expect(scriptSources).toContain("'self'");
    expect(
      scriptSources.filter((source) => !/^'(self|sha256-[A-Za-z0-9+/=]+)'$/.test(source)),
    ).toEqual([]);
    expect(csp.get("connect-src")).toEqual(["'self'", MIXPANEL_API_HOST]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    for (const [name, sources] of csp) {
      if (name === "script-src" || name === "connect-src") continue;
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
    expect(headers["server"]).toBe("nginx");
  });

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
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Contact" })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Request Data Deletion" })
        .click();
      await page.getByRole("textbox").fill(EMAIL);
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expect
        .poll(() => analyticsCalls.filter((call) => call.startsWith("/track")).length, {
          timeout: ANALYTICS_WAIT_MS,
        })
        .toBeGreaterThan(0);
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settle(page);
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );
});
