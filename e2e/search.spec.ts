import { readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { pageUrl } from "../src/components/seo/page-url";
import { siteConfig } from "../src/config/site-config";
import { GET_PATH } from "../src/get/constants";
import { LANGUAGES, splitLanguage } from "../src/i18n/languages";
import { RECIPES_PATH } from "../src/recipes/slug";
import { RENDER_ERROR_PATH } from "../plugins/gatsby-plugin-e2e-pages/e2e-pages";
import { listFiles, listPages, pagePath } from "../scripts/built-site.cjs";
import { expect, test } from "./fixtures";
import { BUILD_DIR } from "./nginx-server";

/*
 * What search engines read of every built page, in every language, from public/ without a
 * server: <html lang>, the canonical URL, the hreflang alternates (absolute, each page listing
 * itself, x-default and only pages that exist, and each listed page listing it back), the
 * sitemap's entries with the same alternates, a recipe's pages in the languages it is translated
 * into, and a recipe's language in its structured data.
 */

type Alternate = { hrefLang: string; href: string };
type Head = {
  lang: string;
  canonical?: string;
  robots?: string;
  ogLocale?: string;
  alternates: Alternate[];
  jsonLd: string[];
};

/** The page's head as a parser reads it (attribute names in lower case, as browsers read them). */
const readHead = (html: string): Head => {
  const head: Head = { lang: "", alternates: [], jsonLd: [] };
  let jsonLd: string | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === "html") head.lang = attributes.lang ?? "";
      if (name === "link" && attributes.rel === "canonical") head.canonical = attributes.href;
      if (name === "link" && attributes.rel === "alternate" && attributes.hreflang !== undefined)
        head.alternates.push({ hrefLang: attributes.hreflang, href: attributes.href ?? "" });
      if (name === "meta" && attributes.name === "robots") head.robots = attributes.content;
      if (name === "meta" && attributes.property === "og:locale")
        head.ogLocale = attributes.content;
      if (name === "script" && attributes.type === "application/ld+json") jsonLd = "";
    },
    ontext: (text) => {
      if (jsonLd !== undefined) jsonLd += text;
    },
    onclosetag: (name) => {
      if (name === "script" && jsonLd !== undefined) {
        head.jsonLd.push(jsonLd);
        jsonLd = undefined;
      }
    },
  });
  parser.end(html);
  return head;
};

const NOT_FOUND = /^\/404(\.html|\/)?$/;
/** Pages kept out of search in every language, which name no canonical URL or alternates. */
const isNoindex = (urlPath: string) => {
  const { path: basePath } = splitLanguage(urlPath);
  return NOT_FOUND.test(basePath) || basePath === GET_PATH || basePath === RENDER_ERROR_PATH;
};
const RECIPE_PAGE = new RegExp(`^${RECIPES_PATH}/(?!\\d+/)[^/]+/$`);

const files = new Set(listFiles(BUILD_DIR));
const readBuild = (file: string) => readFileSync(path.join(BUILD_DIR, file), "utf8");
const pages = listPages(BUILD_DIR).map((file) => ({
  file,
  path: pagePath(file),
  head: readHead(readBuild(file)),
}));
const byPath = new Map(pages.map((page) => [page.path, page]));
const indexable = pages.filter((page) => !isNoindex(page.path));

/** One spelling per address: "https://site" and "https://site/" are the same page. */
const normal = (url: string) => new URL(url).href;
const siteOrigin = new URL(siteConfig.siteUrl).origin;
const ownUrl = (urlPath: string) => normal(pageUrl(siteConfig.siteUrl, urlPath));

/** The page a host serves for a URL with status 200, or undefined. */
const builtPageAt = (url: string) => {
  const { origin, pathname } = new URL(url);
  if (origin !== siteOrigin) return undefined;
  const file = pathname.endsWith("/") ? `${pathname.slice(1)}index.html` : pathname.slice(1);
  return files.has(file) ? byPath.get(pathname) : undefined;
};

const sorted = (alternates: Alternate[]) =>
  alternates
    .map(({ hrefLang, href }) => `${hrefLang} ${normal(href)}`)
    .sort()
    .join("\n");

type SitemapEntry = { loc: string; alternates: Alternate[] };

/** Every <url> of every sitemap the index names, with its xhtml:link alternates. */
const sitemapEntries = (): SitemapEntry[] => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  return locs(readBuild("sitemap-index.xml")).flatMap((sitemap) =>
    [...readBuild(new URL(sitemap).pathname.slice(1)).matchAll(/<url>(.*?)<\/url>/gs)].map(
      ([, entry = ""]) => ({
        loc: locs(entry)[0] ?? "",
        alternates: [
          ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ].map(([, hrefLang = "", href = ""]) => ({ hrefLang, href })),
      }),
    ),
  );
};

test.describe("what search engines read", () => {
  test("every page says its language in <html lang> and og:locale", () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { file, path: urlPath, head } of pages) {
      const { language } = splitLanguage(urlPath);
      expect(head.lang, file).toBe(language);
      expect(head.ogLocale, file).toBe(LANGUAGES[language].locale.replace("-", "_"));
    }
  });

  test("every indexable page's canonical URL is its own address; the others name none", () => {
    for (const { file, path: urlPath, head } of pages) {
      if (isNoindex(urlPath)) {
        expect(head.robots, file).toBe("noindex");
        expect(head.canonical, file).toBeUndefined();
        expect(head.alternates, file).toEqual([]);
        continue;
      }
      expect(head.robots, file).toBeUndefined();
      expect(normal(head.canonical ?? "about:blank"), file).toBe(ownUrl(urlPath));
    }
  });

  test("alternates are absolute, list the page itself and x-default, and only pages that exist", () => {
    for (const { file, path: urlPath, head } of indexable) {
      const { language } = splitLanguage(urlPath);
      const codes = head.alternates.map((alternate) => alternate.hrefLang);
      expect(new Set(codes).size, `${file} names a language twice`).toBe(codes.length);
      for (const { hrefLang, href } of head.alternates) {
        expect(href, `${file}: ${hrefLang}`).toMatch(/^https:\/\//);
        expect(
          builtPageAt(href),
          `${file}: ${hrefLang} ${href} is no page of the build`,
        ).toBeDefined();
        // Each alternate is the page in the language it names (x-default: the English one).
        const target = builtPageAt(href);
        const targetLanguage = splitLanguage(target?.path ?? "").language;
        expect(targetLanguage, `${file}: ${hrefLang} ${href}`).toBe(
          hrefLang === "x-default" ? "en" : hrefLang,
        );
        expect(target?.head.lang, `${file}: ${hrefLang} ${href}`).toBe(targetLanguage);
      }
      const self = head.alternates.find((alternate) => alternate.hrefLang === language);
      expect(self && normal(self.href), `${file} lists itself`).toBe(ownUrl(urlPath));
      expect(codes, file).toContain("x-default");
      expect(head.lang, file).toBe(self?.hrefLang);
    }
  });

  test("every page an alternate names lists the page back, with the same set", () => {
    for (const { file, head } of indexable) {
      for (const { hrefLang, href } of head.alternates) {
        const target = builtPageAt(href);
        expect(sorted(target?.head.alternates ?? []), `${file} → ${hrefLang} ${href}`).toBe(
          sorted(head.alternates),
        );
      }
    }
  });

  test("the sitemap lists every indexable page in every language, with its alternates", () => {
    const entries = sitemapEntries();
    const listed = new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]));
    expect(listed.size, "an address listed twice").toBe(entries.length);
    expect([...listed.keys()].sort()).toEqual(indexable.map((page) => page.path).sort());
    for (const { file, path: urlPath, head } of indexable) {
      const entry = listed.get(urlPath);
      expect(normal(entry?.loc ?? "about:blank"), file).toBe(normal(`${siteOrigin}${urlPath}`));
      // A page in one language (a recipe) has no other version for the sitemap to name.
      const versions = head.alternates.filter((alternate) => alternate.hrefLang !== "x-default");
      expect(sorted(entry?.alternates ?? []), file).toBe(
        versions.length > 1 ? sorted(head.alternates) : "",
      );
    }
    // The localized pages are there, not only the English ones.
    for (const language of siteConfig.languages) {
      const prefix = LANGUAGES[language].prefix;
      expect([...listed.keys()], language).toContain(`${prefix}/`);
      expect([...listed.keys()], language).toContain(`${prefix}${RECIPES_PATH}/`);
    }
  });

  test("a translated recipe's pages list each other; an untranslated one lists itself", () => {
    const recipes = indexable.filter((page) => RECIPE_PAGE.test(splitLanguage(page.path).path));
    const translated = recipes.filter((page) => splitLanguage(page.path).language !== "en");
    expect(translated.length, "no recipe page in another language").toBeGreaterThan(0);
    for (const { file, path: urlPath, head } of translated) {
      const { path: basePath } = splitLanguage(urlPath);
      const english = byPath.get(basePath);
      expect(english, `${file} has no English page`).toBeDefined();
      expect(sorted(english?.head.alternates ?? []), file).toBe(sorted(head.alternates));
      expect(head.alternates.map(({ hrefLang }) => hrefLang)).toEqual(
        expect.arrayContaining(["en", splitLanguage(urlPath).language, "x-default"]),
      );
    }
    const translatedPaths = new Set(translated.map((page) => splitLanguage(page.path).path));
    const untranslated = recipes.filter(
      (page) => splitLanguage(page.path).language === "en" && !translatedPaths.has(page.path),
    );
    expect(untranslated.length).toBeGreaterThan(0);
    for (const { file, head } of untranslated) {
      expect(head.alternates.map(({ hrefLang }) => hrefLang).sort(), file).toEqual([
        "en",
        "x-default",
      ]);
    }
  });

  test("a recipe's structured data names the language it is written in", () => {
    const recipes = indexable.filter((page) => RECIPE_PAGE.test(splitLanguage(page.path).path));
    expect(recipes.length).toBeGreaterThan(0);
    for (const { file, path: urlPath, head } of recipes) {
      const graph = (JSON.parse(head.jsonLd[0] ?? "{}") as { "@graph"?: { "@type"?: string }[] })[
        "@graph"
      ];
      const recipe = graph?.find((node) => node["@type"] === "Recipe") as
        { inLanguage?: string } | undefined;
      expect(recipe, file).toBeDefined();
      expect(recipe?.inLanguage, `${file}: Recipe inLanguage`).toBe(
        splitLanguage(urlPath).language,
      );
    }
  });
});
