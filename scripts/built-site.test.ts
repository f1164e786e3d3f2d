import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WEBPACK_STATS, chunkGroupFiles, isPage, pagePath, pagePatterns } from "./built-site.cjs";

describe("pagePatterns", () => {
  it("matches folders of pages as a whole and pages beside other files by their own paths", () => {
    const files = [
      "404.html",
      "index.html",
      "contact/index.html",
      "recipes/index.html",
      "recipes/shakshuka/index.html",
      "recipes/tomato-soup/index.html",
      "guides/index.html",
      "guides/photo.jpg",
      "admin/index.html",
      "admin/config.yml",
      "page-data/index/page-data.json",
      "static/a.png",
      "app-5ce23e9a72b2b8826780.js",
    ];
    expect(pagePatterns(files).sort()).toEqual(
      [
        "/",
        "/404.html",
        "/contact",
        "/contact/*",
        "/recipes",
        "/recipes/*",
        "/guides",
        "/guides/",
      ].sort(),
    );
  });
});

describe("pagePath", () => {
  it("gives every page in a folder the trailing-slash URL the site links to", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("contact/index.html")).toBe("/contact/");
    expect(pagePath("recipes/shakshuka/index.html")).toBe("/recipes/shakshuka/");
    expect(pagePath("404.html")).toBe("/404.html");
  });
});

describe("chunkGroupFiles", () => {
  it("lists a file two of the named groups share once, and none another group loads", () => {
    const root = mkdtempSync(path.join(tmpdir(), "built-site-"));
    mkdirSync(path.join(root, "build-info"));
    const namedChunkGroups = {
      "fridge-panel": { assets: ["styles.css", "shared.js", { name: "fridge-panel.js" }] },
      "fridge-panel-matches": { assets: ["shared.js"] },
      app: { assets: ["app.js"] },
      "component---page": { assets: ["app.js", "page.js"] },
    };
    writeFileSync(
      path.join(root, "build-info", "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups }),
    );
    expect(chunkGroupFiles(path.join(root, "public"), "fridge-panel").sort()).toEqual([
      "/fridge-panel.js",
      "/shared.js",
    ]);
  });
});

describe("gatsby-output-layout", () => {
  const extractor = readFileSync(
    require.resolve("gatsby/dist/utils/gatsby-webpack-stats-extractor.js"),
    "utf8",
  );

  it("is webpack's record as Gatsby writes it into public/, its chunk groups by name", () => {
    expect(extractor).toContain(`.join(\`public\`, \`${WEBPACK_STATS}\`)`);
    expect(extractor).toMatch(/const webpackStats = \{\s*name,\s*namedChunkGroups,/);
  });

  it("counts the HTML Gatsby keeps in its own folders as no page", () => {
    const slice = /\.join\(`public`, `_gatsby`, `slices`, `([^`]+\.html)`\)/.exec(extractor);
    expect(slice?.[1]).toBeDefined();
    expect(isPage(`_gatsby/slices/${slice?.[1]}`)).toBe(false);
  });
});
