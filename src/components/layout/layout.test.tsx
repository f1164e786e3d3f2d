import { screen, within } from "@testing-library/react";
import { FOOTER_ROUTES, ROUTES, TOP_BAR_ROUTES } from "../../config/routes";
import { siteConfig } from "../../config/site-config";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { appStoreUrlForAnyCountry, playStoreUrlInLanguage } from "../../i18n/store-links";
import { englishSaid, inLanguage } from "../../test-utils/in-language";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { COPYRIGHT_YEAR } from "../footer/footer";
import { Layout, MAIN_CONTENT_ID } from "./layout";

const page = (
  <Layout pathname="/">
    <h1>Page content</h1>
  </Layout>
);

const renderLayout = () => renderWithAnalytics(page);

describe("Layout", () => {
  it("puts the page inside the main landmark, reachable by a skip link", () => {
    renderLayout();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", MAIN_CONTENT_ID);
    expect(within(main).getByRole("heading", { name: "Page content" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.layout.skipToContent })).toHaveAttribute(
      "href",
      `#${MAIN_CONTENT_ID}`,
    );
  });

  it("has a top bar with the brand, Home, Contact and both small store badges", () => {
    renderLayout();
    const bar = screen.getByRole("banner");
    expect(within(bar).getByRole("link", { name: siteConfig.productName })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = within(bar).getByRole("navigation", { name: en.topBar.nav });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(TOP_BAR_ROUTES.map((name) => en.site.routes[name].navLabel));
    for (const name of TOP_BAR_ROUTES) {
      expect(
        within(nav).getByRole("link", { name: en.site.routes[name].navLabel }),
      ).toHaveAttribute("href", ROUTES[name].path);
    }
    expect(
      within(bar).getByRole("link", { name: new RegExp(en.storeBadges.appStore) }),
    ).toHaveAttribute("href", siteConfig.appStoreUrl);
    expect(
      within(bar).getByRole("link", { name: new RegExp(en.storeBadges.googlePlay) }),
    ).toHaveAttribute("href", siteConfig.playStoreUrl);
  });

  it("has a footer with the copyright, the three links and the trademark lines", () => {
    renderLayout();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByText(`© ${COPYRIGHT_YEAR} ${siteConfig.company}`),
    ).toBeInTheDocument();
    const links = within(footer).getByRole("navigation", { name: en.footer.nav });
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(FOOTER_ROUTES.map((name) => en.site.routes[name].navLabel));
    for (const name of FOOTER_ROUTES) {
      expect(
        within(links).getByRole("link", { name: en.site.routes[name].navLabel }),
      ).toHaveAttribute("href", ROUTES[name].path);
    }
    expect(footer).toHaveTextContent("Apple and the Apple logo are trademarks of Apple Inc.");
    expect(footer).toHaveTextContent(
      "Google Play and the Google Play logo are trademarks of Google LLC.",
    );
  });

  it.each(["de", "es"] as const)("frames a page in %s in its own words and links", (language) => {
    const words = DICTIONARIES[language];
    const { container } = renderWithAnalytics(inLanguage(language, page));
    const bar = screen.getByRole("banner");
    expect(within(bar).getByRole("link", { name: siteConfig.productName })).toHaveAttribute(
      "href",
      `/${language}/`,
    );
    const nav = within(bar).getByRole("navigation", { name: words.topBar.nav });
    for (const name of TOP_BAR_ROUTES) {
      expect(
        within(nav).getByRole("link", { name: words.site.routes[name].navLabel }),
      ).toHaveAttribute("href", `/${language}${ROUTES[name].path}`);
    }
    expect(
      within(bar).getByRole("link", { name: new RegExp(words.storeBadges.appStore) }),
    ).toHaveAttribute("href", appStoreUrlForAnyCountry(siteConfig.appStoreUrl));
    expect(
      within(bar).getByRole("link", { name: new RegExp(words.storeBadges.googlePlay) }),
    ).toHaveAttribute("href", playStoreUrlInLanguage(siteConfig.playStoreUrl, language));

    const footer = screen.getByRole("contentinfo");
    const links = within(footer).getByRole("navigation", { name: words.footer.nav });
    for (const name of FOOTER_ROUTES) {
      expect(
        within(links).getByRole("link", { name: words.site.routes[name].navLabel }),
      ).toHaveAttribute("href", `/${language}${ROUTES[name].path}`);
    }
    expect(footer).toHaveTextContent(words.footer.appleTrademark);
    expect(footer).toHaveTextContent(words.footer.googleTrademark);
    expect(within(footer).getByRole("button", { name: words.consentBar.label })).toBeVisible();

    expect(
      englishSaid(container, language, [
        "site",
        "layout",
        "topBar",
        "footer",
        "storeBadges",
        "consentBar",
      ]),
    ).toEqual([]);
  });
});
