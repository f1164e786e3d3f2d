import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { HtmlValidate, formatterFactory } from "html-validate";
import sharp from "sharp";
import { smartAppBanner } from "../src/components/seo/app-links";
import { SOCIAL_IMAGE } from "../src/components/seo/seo-constants";
import { siteConfig } from "../src/config/site-config";
import { GET_PATH } from "../src/get/constants";
import { splitLanguage } from "../src/i18n/languages";
import { fridgeIndexFile } from "../src/fridge/constants";
import { parseIndex } from "../src/fridge/recipe-index";
import { RECIPES_PATH, recipePath } from "../src/recipes/slug";
import { buildInfoDir, listFiles, listPages, pagePath } from "../scripts/built-site.cjs";
import { pageBundles } from "../plugins/gatsby-plugin-lean-runtime/scripts-after-paint.cjs";
import { E2E_BUILD_MARKER, nginxHeadersDir } from "../build-steps/post-build";
import { ADMIN_PATH } from "../build-steps/hosting/hosting-headers";
import { headersFor, parseHeadersFile } from "./headers-file";
import { RECIPES_PER_PAGE } from "../src/recipes/constants";
import { RECIPES, expect, test } from "./fixtures";
import { HTML_VALIDATE_CONFIG } from "./html-validate-config";
import { BUILD_DIR } from "./nginx-server";
import { RENDER_ERROR_PATH } from "../plugins/gatsby-plugin-e2e-pages/e2e-pages";
import { SHORT_CLASS_NAME } from "../plugins/gatsby-plugin-lean-runtime/short-class-names";

/* Checks the built site in public/ without a server: valid HTML, no broken internal link or
   anchor, parseable structured data and complete head tags on every page. */

const NOT_FOUND_PAGE = /^\/404(\.html|\/)?$/;
/**
 * Pages kept out of search, in every language: not-found, the /get redirect, and the failing page
 * only the test build has.
 */
const isNoindex = (urlPath: string) => {
  const { path: basePath } = splitLanguage(urlPath);
  return NOT_FOUND_PAGE.test(basePath) || basePath === GET_PATH || basePath === RENDER_ERROR_PATH;
};
/** A recipe's own page: not the list of recipes (/recipes/, /recipes/2/). */
const RECIPE_PAGE = new RegExp(`^${RECIPES_PATH}/(?!\\d+/)[^/]+/$`);
/** A recipe's own page in any language: /recipes/shakshuka/, /de/recipes/shakshuka/. */
const isRecipePage = (urlPath: string) => RECIPE_PAGE.test(splitLanguage(urlPath).path);
const PNG_SIZE_OFFSET = { width: 16, height: 20 };
const MIN_INTERNAL_LINKS_PER_PAGE = 5;
/** Cloudflare Pages' free plan takes at most this many files per deployment. */
const HOST_FILE_LIMIT = 20_000;
/** The collection the site is built to deploy there in one go. */
const PLANNED_RECIPES = 2_400;
/** Each recipe's photo: AVIF and JPEG at two widths, a 1:1 and a 16:9 crop. */
const PHOTO_FILES_PER_RECIPE = 6;

const files = new Set(listFiles(BUILD_DIR));
const pages = listPages(BUILD_DIR).map((file) => ({
  file,
  path: pagePath(file),
  html: readFileSync(path.join(BUILD_DIR, file), "utf8"),
}));
const readBuild = (file: string) => readFileSync(path.join(BUILD_DIR, file), "utf8");

type PageFacts = {
  ids: string[];
  urls: string[];
  imagesWithoutSrc: number;
  jsonLd: string[];
  lang: string;
  titles: string[];
  meta: Record<string, string>;
  canonical: string | null;
  storeLinks: string[];
};

/** Reads a page with the browser's own HTML parser; nothing on it runs. */
const readPage = (page: Page, html: string): Promise<PageFacts> =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    const attr = (selector: string, name: string) =>
      all(selector).map((element) => element.getAttribute(name) ?? "");
    const srcsets = attr("[srcset]", "srcset").flatMap((value) =>
      value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
    );
    const metaKey = (element: Element) =>
      element.getAttribute("name") ?? element.getAttribute("property") ?? "";
    return {
      ids: all("[id]").map((element) => element.id),
      urls: [
        ...attr("a[href], link[href]", "href"),
        ...attr("script[src], img[src], source[src]", "src"),
        ...srcsets,
        ...attr(
          'meta[property="og:image"], meta[property="og:url"], meta[name="twitter:image"]',
          "content",
        ),
      ],
      imagesWithoutSrc: all("img:not([src])").length,
      jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ""),
      lang: doc.documentElement.lang,
      titles: all("head title").map((title) => title.textContent ?? ""),
      meta: Object.fromEntries(
        all("head meta").map((meta) => [metaKey(meta), meta.getAttribute("content") ?? ""]),
      ),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      storeLinks: attr('a[target="_blank"]', "href"),
    };
  }, html);

/** The recipe pages a page links to, in any language, in order. */
const recipeLinks = (html: string) =>
  [...html.matchAll(/href="((?:\/[a-z]{2})?\/recipes\/[a-z0-9-]+\/)"/g)].map(
    (match) => match[1] ?? "",
  );

/**
 * The file every host serves for a URL path with status 200: the file itself, or the folder's
 * index.html for a path with its trailing slash. A folder without the slash is a redirect on
 * every host, so a link to one counts as broken.
 */
const targetFile = (urlPath: string): string | undefined => {
  const file = decodeURIComponent(urlPath).replace(/^\//, "");
  const candidate = file === "" || file.endsWith("/") ? `${file}index.html` : file;
  return files.has(candidate) ? candidate : undefined;
};

const pngSize = (file: string) => {
  const png = readFileSync(path.join(BUILD_DIR, file));
  return {
    width: png.readUInt32BE(PNG_SIZE_OFFSET.width),
    height: png.readUInt32BE(PNG_SIZE_OFFSET.height),
  };
};

type Graph = { "@graph"?: Record<string, unknown>[] };
const graphOf = (json: string, file: string): Record<string, unknown>[] => {
  try {
    return (JSON.parse(json) as Graph)["@graph"] ?? [];
  } catch (error) {
    throw new Error(`${file}: JSON-LD does not parse: ${(error as Error).message}`);
  }
};

/** A class of the site's CSS modules, as the short-class-names lever or Gatsby names it. */
const isModuleClass = (name: string) => SHORT_CLASS_NAME.test(name) || name.includes("-module--");

test.describe("the built site", () => {
  test("plain gatsby build wrote every hosting file, with no npm step around it", () => {
    const { scripts } = JSON.parse(
      readFileSync(path.join(BUILD_DIR, "../package.json"), "utf8"),
    ) as {
      scripts: Record<string, string>;
    };
    // The test build is the hosts' command with variables in front, so this build proves it.
    expect(scripts["build:e2e"]).toMatch(/^(?:[A-Z_0-9]+=\S+ )+gatsby build$/);
    expect(Object.keys(scripts).filter((name) => /^(pre|post)build/.test(name))).toEqual([]);

    const rules = parseHeadersFile(readBuild("_headers"));
    const pagePolicy = headersFor(rules, "/contact/")["content-security-policy"] ?? "";
    const editorPolicy = headersFor(rules, `${ADMIN_PATH}/`)["content-security-policy"] ?? "";
    expect(pagePolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(editorPolicy).toContain("script-src 'self' 'unsafe-eval'");
    expect(files.has("admin/decap-cms.js")).toBe(true);
    expect(files.has("admin/config.yml")).toBe(true);
    expect(files.has(E2E_BUILD_MARKER)).toBe(true);
    expect(listFiles(nginxHeadersDir(BUILD_DIR)).sort()).toEqual([
      "admin-headers.conf",
      "common-headers.conf",
      "page-headers.conf",
      "recipe-redirects.conf",
    ]);
    expect(path.dirname(nginxHeadersDir(BUILD_DIR))).toBe(buildInfoDir(BUILD_DIR));
  });

  test(`each recipe adds its page, its page-data and ${PHOTO_FILES_PER_RECIPE} photos, so ${PLANNED_RECIPES} fit ${HOST_FILE_LIMIT} files`, () => {
    const photoFiles = (image: string) =>
      [...files].filter(
        (file) => file.startsWith("static/") && path.parse(file).name === path.parse(image).name,
      ).length;
    for (const recipe of RECIPES) {
      expect(photoFiles(recipe.image), recipe.image).toBe(PHOTO_FILES_PER_RECIPE);
      const folder = recipe.path.slice(1);
      expect(files.has(`${folder}index.html`), recipe.path).toBe(true);
      expect(files.has(`page-data/${folder}page-data.json`), recipe.path).toBe(true);
    }
    // What does not grow with the recipes: the other pages, the scripts, the editor, the hero.
    const perRecipe = 2 + PHOTO_FILES_PER_RECIPE + 2 / RECIPES_PER_PAGE;
    const projected = files.size + (PLANNED_RECIPES - RECIPES.length) * perRecipe;
    expect(projected).toBeLessThanOrEqual(HOST_FILE_LIMIT);
  });

  test("a recipe's page, its cards and the match index share one set of photo files", async ({
    page,
  }) => {
    type Photo = { link: string | null; priority: boolean; files: string[] };
    const photosOf = (html: string): Promise<Photo[]> =>
      page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "text/html");
        return [...doc.querySelectorAll("picture")].map((picture) => ({
          link: picture.closest("article")?.querySelector("a[href]")?.getAttribute("href") ?? null,
          priority: picture.querySelector("img[fetchpriority=high]") !== null,
          files: [...picture.querySelectorAll("[srcset]")]
            .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
            .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
            .sort(),
        }));
      }, html);
    const pageFiles = new Map<string, string[]>();
    for (const { path: urlPath, html } of pages.filter((built) => RECIPE_PAGE.test(built.path))) {
      const photo = (await photosOf(html)).find((candidate) => candidate.priority);
      expect(photo?.files.length, urlPath).toBeGreaterThan(0);
      pageFiles.set(urlPath, photo?.files ?? []);
    }
    expect(pageFiles.size).toBe(RECIPES.length);

    let cards = 0;
    for (const { html } of pages) {
      for (const card of await photosOf(html)) {
        if (card.priority || !card.link || !pageFiles.has(card.link)) continue;
        expect(card.files, card.link).toEqual(pageFiles.get(card.link));
        cards += 1;
      }
    }
    expect(cards).toBeGreaterThanOrEqual(RECIPES.length);

    // Each language's index draws its results with the photo files of the recipe's pages.
    for (const language of siteConfig.languages) {
      const index = parseIndex(readBuild(fridgeIndexFile(language)));
      expect(index, fridgeIndexFile(language)).toHaveLength(RECIPES.length);
      for (const recipe of index) {
        expect(pageFiles.get(recipePath(recipe.slug)), recipe.name).toContain(recipe.image);
      }
    }
  });

  test("no element names a class its styles lack", () => {
    for (const { file, html } of pages) {
      const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) => value ?? "");
      expect(
        classes.filter((value) => /\bundefined\b/.test(value)),
        file,
      ).toEqual([]);
    }
  });

  test("every class a page's markup names has its rules in the page's own inline styles", () => {
    // What the build's stylesheets style at all: a class with no rules of its own (one that only
    // composes another) has nothing to inline.
    const styled = [...files]
      .filter((file) => file.endsWith(".css"))
      .map(readBuild)
      .join("\n");
    const moduleClasses = (html: string) =>
      new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) =>
          (value ?? "").split(/\s+/).filter(isModuleClass),
        ),
      );
    let checked = 0;
    let classes = 0;
    for (const { file, html } of pages) {
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map(([, css]) => css)
        .join("\n");
      const unstyled = [...moduleClasses(html)].filter(
        (name) => styled.includes(`.${name}`) && !inline.includes(`.${name}`),
      );
      // Kept markup is drawn before its chunk arrives: its rules must come with the page.
      expect(unstyled, file).toEqual([]);
      checked += 1;
      classes += moduleClasses(html).size;
    }
    expect(checked).toBeGreaterThan(20);
    expect(classes / checked).toBeGreaterThan(10);
  });

  test("the browser's scripts carry each lever's state, not the lean runtime's switch", () => {
    // The scripts the pages load (a build over an old public/ folder leaves the old ones beside).
    const scripts = new Set(
      pages.flatMap(({ html }) => pageBundles(html).map((file) => file.replace(/^\//, ""))),
    );
    expect(scripts.size).toBeGreaterThan(2);
    for (const file of scripts) {
      // The switch's own error message, which only its code carries.
      expect(readBuild(file), file).not.toContain("is not a setting");
    }
  });

  test("every page is valid HTML", async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const format = formatterFactory("text");
    const problems: string[] = [];
    for (const { file, html } of pages) {
      const report = await validator.validateString(html, file);
      if (!report.valid) problems.push(format(report.results));
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test("every internal link, asset and anchor resolves", async ({ page }) => {
    const facts = new Map<string, PageFacts>();
    for (const { file, html } of pages) facts.set(file, await readPage(page, html));
    const siteUrl = facts.get("index.html")?.canonical ?? "";
    expect(siteUrl).toMatch(/^https?:\/\//);
    const site = new URL(siteUrl);

    const broken: string[] = [];
    for (const { file, path: urlPath } of pages) {
      const { urls, imagesWithoutSrc } = facts.get(file) as PageFacts;
      const pageUrl = new URL(urlPath, site);
      const internal = urls
        .map((raw) => ({ raw, url: new URL(raw, pageUrl) }))
        .filter(({ url }) => url.origin === site.origin);
      expect(internal.length, file).toBeGreaterThanOrEqual(MIN_INTERNAL_LINKS_PER_PAGE);
      for (const { raw, url } of internal) {
        const target = targetFile(url.pathname);
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (!target) broken.push(`${file}: ${raw}`);
        else if (anchor && !facts.get(target)?.ids.includes(anchor)) broken.push(`${file}: ${raw}`);
      }
      if (imagesWithoutSrc > 0) broken.push(`${file}: ${imagesWithoutSrc} <img> without src`);
    }
    expect(broken).toEqual([]);
  });

  test("the sitemap, robots.txt, the manifest and the head's icons point at real files", async () => {
    const robots = readBuild("robots.txt");
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? "";
    expect(targetFile(new URL(sitemapUrl).pathname)).toBe("sitemap-index.xml");
    const locs = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ""));
    const sitemaps = locs(readBuild("sitemap-index.xml"));
    expect(sitemaps.length).toBeGreaterThan(0);
    const listed = sitemaps.flatMap((sitemap) =>
      locs(readBuild(targetFile(sitemap.pathname) ?? "")),
    );
    const indexable = pages.filter(({ path: urlPath }) => !isNoindex(urlPath));
    expect(listed.map((url) => url.pathname).sort()).toEqual(
      indexable.map(({ path: urlPath }) => urlPath).sort(),
    );
    for (const url of listed) expect(targetFile(url.pathname), url.href).toBeDefined();

    const manifest = JSON.parse(readBuild("manifest.webmanifest")) as {
      icons: { src: string }[];
      start_url: string;
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons)
      expect(targetFile(new URL(icon.src, "https://site/").pathname), icon.src).toBeDefined();
    expect(targetFile(manifest.start_url)).toBe("index.html");
    const headIcons = [
      ...readBuild("index.html").matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g),
    ].map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? "");
    expect(headIcons).toHaveLength(3);
    for (const href of headIcons)
      expect(targetFile(new URL(href, "https://site/").pathname), href).toBeDefined();
  });

  test("structured data parses, with the app on home and the company everywhere", async ({
    page,
  }) => {
    for (const { file, path: urlPath, html } of pages) {
      const { jsonLd, storeLinks } = await readPage(page, html);
      expect(jsonLd, file).toHaveLength(1);
      const graph = graphOf(jsonLd[0] ?? "", file);
      const organization = graph.find((node) => node["@type"] === "Organization");
      expect(organization, file).toMatchObject({
        name: siteConfig.company,
        contactPoint: { "@type": "ContactPoint", email: siteConfig.contactEmail },
      });
      const app = graph.find((node) => node["@type"] === "MobileApplication");
      const recipe = graph.find((node) => node["@type"] === "Recipe");
      expect(Boolean(recipe), `${file} describes a recipe`).toBe(isRecipePage(urlPath));
      // The app is described on the home page of every language.
      if (splitLanguage(urlPath).path !== "/") {
        expect(app, file).toBeUndefined();
        continue;
      }
      const list = graph.find((node) => node["@type"] === "ItemList") as
        { itemListElement: { url: string }[] } | undefined;
      const cardLinks = [...new Set(recipeLinks(html))];
      expect(list?.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(cardLinks);
      expect(app).toMatchObject({
        name: siteConfig.productName,
        operatingSystem: expect.stringMatching(/iOS.*Android|Android.*iOS/),
        applicationCategory: expect.any(String),
        offers: { "@type": "Offer", price: "0" },
      });
      for (const storeUrl of app?.downloadUrl as string[]) expect(storeLinks).toContain(storeUrl);
    }
  });

  test("every page has its own title, description, canonical URL and social card", async ({
    page,
  }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    const siteUrl = siteConfig.siteUrl;
    for (const { file, path: urlPath, html } of pages) {
      const { lang, titles, meta, canonical } = await readPage(page, html);
      expect(lang, file).toBe(splitLanguage(urlPath).language);
      expect(titles, file).toHaveLength(1);
      expect(meta["description"], file).toBeTruthy();
      expect(meta["theme-color"], file).toMatch(/^#[0-9a-f]{6}$/i);
      if (isRecipePage(urlPath)) {
        // A recipe's link preview is its own photo's 16:9 crop, the one search results get too.
        const image = new URL(meta["og:image"] ?? "");
        expect(image.origin, file).toBe(new URL(siteUrl).origin);
        const size = await sharp(path.join(BUILD_DIR, image.pathname)).metadata();
        expect({ width: size.width, height: size.height }, file).toEqual({
          width: SOCIAL_IMAGE.width,
          height: (SOCIAL_IMAGE.width * 9) / 16,
        });
        expect(meta["og:image:width"], file).toBe(String(size.width));
        expect(meta["og:image:height"], file).toBe(String(size.height));
        expect(meta["twitter:image"], file).toBe(meta["og:image"]);
        expect(meta["og:image:alt"], file).toContain(titles[0]?.split(" | ")[0]);
      } else {
        expect(meta["og:image"], file).toBe(`${siteUrl}${SOCIAL_IMAGE.path}`);
        expect(meta["og:image:width"], file).toBe(String(SOCIAL_IMAGE.width));
        expect(meta["og:image:height"], file).toBe(String(SOCIAL_IMAGE.height));
      }
      expect(meta["twitter:card"], file).toBe("summary_large_image");
      expect(meta["og:title"], file).toBe(titles[0]);
      expect(meta["apple-itunes-app"], file).toBe(
        siteConfig.appStoreAppId
          ? smartAppBanner(siteConfig.appStoreAppId, meta["og:url"] ?? "")
          : undefined,
      );
      if (isNoindex(urlPath)) {
        expect(meta["robots"], file).toBe("noindex");
        expect(canonical, file).toBeNull();
        continue;
      }
      expect(meta["robots"], file).toBeUndefined();
      expect(canonical, file).toBe(urlPath === "/" ? siteUrl : `${siteUrl}${urlPath}`);
      expect(meta["og:url"], file).toBe(canonical);
      // Within a language; a dish's name may be the same in two ("Shakshuka"), and the pages are
      // each other's hreflang alternates.
      const title = `${lang} ${titles[0] ?? ""}`;
      const description = `${lang} ${meta["description"] ?? ""}`;
      expect(seen.titles.has(title), `${file} repeats a title`).toBe(false);
      expect(seen.descriptions.has(description), `${file} repeats a description`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);
    }
    expect(pngSize(SOCIAL_IMAGE.path.slice(1))).toEqual({
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    });
  });
});
