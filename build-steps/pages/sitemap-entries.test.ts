import { sitemapEntry, sitemapExcludes, withLanguages } from "./sitemap-entries";

const SITE = "https://chef.example";

describe("the sitemap's entries", () => {
  it("leave a page out in every language", () => {
    expect(sitemapExcludes(["/404", "/get/"], ["en", "de", "es"])).toEqual([
      "/404",
      "/get/",
      "/de/404",
      "/de/get/",
      "/es/404",
      "/es/get/",
    ]);
  });

  it("know the languages each address was built in", () => {
    const pages = withLanguages([
      { path: "/contact/" },
      { path: "/de/contact/" },
      { path: "/es/contact/" },
      { path: "/recipes/dal/" },
      { path: "/de/" },
      { path: "/" },
    ]);
    expect(pages.map((page) => [page.path, page.languages])).toEqual([
      ["/contact/", ["en", "de", "es"]],
      ["/de/contact/", ["en", "de", "es"]],
      ["/es/contact/", ["en", "de", "es"]],
      ["/recipes/dal/", ["en"]],
      ["/de/", ["en", "de"]],
      ["/", ["en", "de"]],
    ]);
  });

  it("name every version of a page, itself and x-default among them, as its head does", () => {
    expect(sitemapEntry(SITE, { path: "/de/contact/", languages: ["en", "de", "es"] })).toEqual({
      url: "/de/contact/",
      changefreq: "daily",
      priority: 0.7,
      links: [
        { lang: "en", url: "https://chef.example/contact/" },
        { lang: "de", url: "https://chef.example/de/contact/" },
        { lang: "es", url: "https://chef.example/es/contact/" },
        { lang: "x-default", url: "https://chef.example/contact/" },
      ],
    });
  });

  it("name no alternates for a page in one language", () => {
    expect(sitemapEntry(SITE, { path: "/recipes/dal/", languages: ["en"] })).toEqual({
      url: "/recipes/dal/",
      changefreq: "daily",
      priority: 0.7,
    });
  });
});
