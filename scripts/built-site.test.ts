import { pagePath, pagePatterns } from "./built-site.cjs";

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
