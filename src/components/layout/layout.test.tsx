import { screen, within } from "@testing-library/react";
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
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
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
    expect(within(footer).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(footer).getByRole("link", { name: "Request Data Deletion" })).toHaveAttribute(
      "href",
      "/data-deletion",
    );
    expect(footer).toHaveTextContent("Apple and the Apple logo are trademarks of Apple Inc.");
    expect(footer).toHaveTextContent(
      "Google Play and the Google Play logo are trademarks of Google LLC.",
    );
  });
});
