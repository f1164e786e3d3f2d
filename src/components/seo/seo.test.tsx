import { render } from "@testing-library/react";
import { createSiteConfig, type SiteConfig } from "../../config/site-config";
import { useSiteConfig } from "../../config/use-site-config";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import type { Language } from "../../i18n/languages";
import type { LanguageContext } from "../../i18n/texts";
import { Seo } from "./seo";
import { SOCIAL_IMAGE, THEME_COLOR } from "./seo-constants";

jest.mock("../../config/use-site-config");
const mockedUseSiteConfig = jest.mocked(useSiteConfig);

const SITE_URL = "https://chef.example";
const makeConfig = (env: Record<string, string> = {}): SiteConfig =>
  createSiteConfig({ GATSBY_SITE_URL: SITE_URL, ...env });

/** The head's part of a page's context: its language, its address without prefix, its words. */
const pageIn = (language: Language, basePath: string): LanguageContext => ({
  language,
  basePath,
  languages: ["en", "de", "es"],
  texts: { site: DICTIONARIES[language].site },
});

const renderSeo = (props: Partial<Parameters<typeof Seo>[0]> = {}, config = makeConfig()) => {
  mockedUseSiteConfig.mockReturnValue(config);
  const pathname = props.pathname ?? "/contact";
  const { container } = render(
    <Seo
      page={pageIn("en", pathname)}
      description="A page about cooking."
      pathname={pathname}
      title={en.site.routes.contact.title}
      {...props}
    />,
  );
  const content = (selector: string) => container.querySelector(selector)?.getAttribute("content");
  const jsonLd = () =>
    JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "");
  return { container, content, jsonLd, config };
};

describe("Seo", () => {
  it("titles the page after the product and links its canonical URL", () => {
    const { container, content, config } = renderSeo();
    expect(container.querySelector("title")).toHaveTextContent(
      `Contact Us | ${config.productName}`,
    );
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/contact`,
    );
    expect(content('meta[name="description"]')).toBe("A page about cooking.");
    expect(content('meta[name="theme-color"]')).toBe(THEME_COLOR);
    expect(content('meta[name="robots"]')).toBeUndefined();
  });

  it("uses the tagline on the home page, whose canonical URL is the site", () => {
    const { container, config } = renderSeo({ title: undefined, pathname: "/" });
    expect(container.querySelector("title")).toHaveTextContent(
      `${config.productName}: ${config.tagline}`,
    );
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", SITE_URL);
  });

  it("keeps a noindex page out of search, without a canonical URL", () => {
    const { container, content } = renderSeo({ noindex: true, pathname: "/404" });
    expect(content('meta[name="robots"]')).toBe("noindex");
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("has Open Graph and Twitter cards with the 1200×630 social image", () => {
    const { content } = renderSeo();
    const image = `${SITE_URL}${SOCIAL_IMAGE.path}`;
    expect(content('meta[property="og:image"]')).toBe(image);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:url"]')).toBe(`${SITE_URL}/contact`);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content('meta[name="twitter:image"]')).toBe(image);
  });

  it("shows Apple's Smart App Banner only when an App Store app id is set", () => {
    expect(renderSeo().content('meta[name="apple-itunes-app"]')).toBeUndefined();
    const { content } = renderSeo({}, makeConfig({ GATSBY_IOS_APP_ID: "42" }));
    expect(content('meta[name="apple-itunes-app"]')).toBe(
      `app-id=42, app-argument=${SITE_URL}/contact`,
    );
  });

  it("carries the app in its structured data on the home page only", () => {
    const types = (pathname: string) => {
      const graph: { "@type": string }[] = renderSeo({ pathname }).jsonLd()["@graph"];
      return graph.map((node) => node["@type"]);
    };
    expect(types("/")).toEqual(["Organization", "WebSite", "MobileApplication"]);
    expect(types("/contact")).toEqual(["Organization"]);
  });

  it("hands a recipe page's own address to the app through the Smart App Banner", () => {
    const { content } = renderSeo(
      { pathname: "/recipes/shakshuka", title: "Shakshuka" },
      makeConfig({ GATSBY_IOS_APP_ID: "42" }),
    );
    expect(content('meta[name="apple-itunes-app"]')).toBe(
      `app-id=42, app-argument=${SITE_URL}/recipes/shakshuka`,
    );
  });

  it("uses a page's own social image and adds what the page is about", () => {
    const { content, jsonLd } = renderSeo({
      pathname: "/recipes/shakshuka",
      image: {
        path: "/static/abc/shakshuka.jpg",
        width: 1200,
        height: 630,
        type: "image/jpeg",
        alt: "Shakshuka, plated and ready to serve",
      },
      about: [{ "@type": "Recipe", name: "Shakshuka" }],
    });
    expect(content('meta[property="og:image"]')).toBe(`${SITE_URL}/static/abc/shakshuka.jpg`);
    expect(content('meta[name="twitter:image"]')).toBe(`${SITE_URL}/static/abc/shakshuka.jpg`);
    expect(content('meta[property="og:image:type"]')).toBe("image/jpeg");
    expect(content('meta[property="og:image:alt"]')).toBe("Shakshuka, plated and ready to serve");
    const graph: { "@type": string }[] = jsonLd()["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "Recipe"]);
  });

  it.each(["de", "es"] as const)("speaks the page's language in %s", (language) => {
    const site = DICTIONARIES[language].site;
    const { container, content, jsonLd, config } = renderSeo({
      page: pageIn(language, "/"),
      pathname: `/${language}/`,
      title: undefined,
    });
    const name = `${config.productName}: ${site.tagline}`;
    expect(container.querySelector("title")).toHaveTextContent(name);
    expect(content('meta[property="og:image:alt"]')).toBe(name);
    expect(content('meta[name="twitter:image:alt"]')).toBe(name);
    const graph: Record<string, unknown>[] = jsonLd()["@graph"];
    const locale = language === "de" ? "de-DE" : "es-ES";
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({
      inLanguage: locale,
      url: `${SITE_URL}/${language}`,
      description: site.tagline,
    });
    expect(graph.find((node) => node["@type"] === "MobileApplication")).toMatchObject({
      inLanguage: locale,
      description: site.tagline,
    });
    expect(container.innerHTML).not.toContain(en.site.tagline);
  });

  it("titles a page in its language's pattern", () => {
    const { container, config } = renderSeo({
      page: pageIn("de", "/contact/"),
      pathname: "/de/contact/",
      title: DICTIONARIES.de.site.routes.contact.title,
    });
    expect(container.querySelector("title")).toHaveTextContent(`Kontakt | ${config.productName}`);
  });
});
