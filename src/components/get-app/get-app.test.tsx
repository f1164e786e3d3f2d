import React from "react";
import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteConfig } from "../../config/site-config";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { appStoreUrlForAnyCountry, playStoreUrlInLanguage } from "../../i18n/store-links";
import { fill } from "../../i18n/words";
import { englishSaid, inLanguage } from "../../test-utils/in-language";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { GetApp } from "./get-app";

const { productName } = siteConfig;

describe("GetApp", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      downloadQrCode: { src: "/static/download-qr-0123456789abcdef.svg", modules: 37 },
    });
  });

  it("offers both stores, the QR code and what the link does on a phone", () => {
    renderWithAnalytics(<GetApp />);
    expect(
      screen.getByRole("heading", { level: 1, name: `Get ${productName} on your phone` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download on the App Store/ })).toHaveAttribute(
      "href",
      siteConfig.appStoreUrl,
    );
    expect(screen.getByRole("link", { name: /Get it on Google Play/ })).toHaveAttribute(
      "href",
      siteConfig.playStoreUrl,
    );
    expect(
      screen.getByRole("img", { name: fill(en.storeBadges.qrLabel, { productName }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.getApp.phoneExplanation)).toBeInTheDocument();
  });

  it("has a line for each store, for while a phone is on its way there", () => {
    renderWithAnalytics(<GetApp />);
    expect(screen.getByText(/^Opening the App Store… If it does not open/)).toBeInTheDocument();
    expect(screen.getByText(/^Opening Google Play… If it does not open/)).toBeInTheDocument();
  });

  it.each(["de", "es"] as const)("says it all in %s, with the stores in it too", (language) => {
    const words = DICTIONARIES[language];
    const { container } = renderWithAnalytics(inLanguage(language, <GetApp />));
    expect(
      screen.getByRole("heading", { level: 1, name: fill(words.getApp.title, { productName }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(words.getApp.toAppStore)).toBeInTheDocument();
    expect(screen.getByText(words.getApp.toPlayStore)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: new RegExp(words.storeBadges.appStore) }),
    ).toHaveAttribute("href", appStoreUrlForAnyCountry(siteConfig.appStoreUrl));
    expect(
      screen.getByRole("link", { name: new RegExp(words.storeBadges.googlePlay) }),
    ).toHaveAttribute("href", playStoreUrlInLanguage(siteConfig.playStoreUrl, language));
    expect(
      screen.getByRole("img", { name: fill(words.storeBadges.qrLabel, { productName }) }),
    ).toBeInTheDocument();
    expect(englishSaid(container, language, ["getApp", "storeBadges"])).toEqual([]);
  });
});
