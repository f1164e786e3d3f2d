import { screen, within } from "@testing-library/react";
import { FOOTER_ROUTES, TOP_BAR_ROUTES } from "../../config/routes";
import { siteConfig } from "../../config/site-config";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { COPYRIGHT_YEAR } from "../footer/footer";
import { Layout, MAIN_CONTENT_ID } from "./layout";

const renderLayout = () =>
  renderWithAnalytics(
    <Layout pathname="/">
      <h1>Page content</h1>
    </Layout>,
  );

describe("Layout", () => {
  it("puts the page inside the main landmark, reachable by a skip link", () => {
    renderLayout();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", MAIN_CONTENT_ID);
    expect(within(main).getByRole("heading", { name: "Page content" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
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
    const nav = within(bar).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(TOP_BAR_ROUTES.map(({ navLabel }) => navLabel));
    for (const { navLabel, path } of TOP_BAR_ROUTES) {
      expect(within(nav).getByRole("link", { name: navLabel })).toHaveAttribute("href", path);
    }
    expect(within(bar).getByRole("link", { name: /Download on the App Store/ })).toHaveAttribute(
      "href",
      siteConfig.appStoreUrl,
    );
    expect(within(bar).getByRole("link", { name: /Get it on Google Play/ })).toHaveAttribute(
      "href",
      siteConfig.playStoreUrl,
    );
  });

  it("has a footer with the copyright, the three links and the trademark lines", () => {
    renderLayout();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByText(`© ${COPYRIGHT_YEAR} ${siteConfig.company}`),
    ).toBeInTheDocument();
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(FOOTER_ROUTES.map(({ navLabel }) => navLabel));
    for (const { navLabel, path } of FOOTER_ROUTES) {
      expect(within(footer).getByRole("link", { name: navLabel })).toHaveAttribute("href", path);
    }
    expect(footer).toHaveTextContent("Apple and the Apple logo are trademarks of Apple Inc.");
    expect(footer).toHaveTextContent(
      "Google Play and the Google Play logo are trademarks of Google LLC.",
    );
  });
});
