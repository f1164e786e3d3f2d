import React from "react";
import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteConfig } from "../../config/site-config";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { fill } from "../../i18n/words";
import { englishSaid, inLanguage } from "../../test-utils/in-language";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { Hero } from "./hero";

const { productName } = siteConfig;

describe("Hero", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      file: null,
      downloadQrCode: { src: "/static/download-qr-0123456789abcdef.svg", modules: 37 },
    });
  });

  it("carries the spec's tagline and second headline", () => {
    renderWithAnalytics(<Hero />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Recipes Using Your Ingredients" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Delicious Curated Recipes, made by chefs not AI")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.hero.fridgeInvitation })).toHaveAttribute(
      "href",
      "/recipes/",
    );
  });

  it.each(["de", "es"] as const)("speaks %s and leads to that language's recipes", (language) => {
    const words = DICTIONARIES[language];
    const { container } = renderWithAnalytics(inLanguage(language, <Hero />));
    expect(screen.getByRole("heading", { level: 1, name: words.site.tagline })).toBeInTheDocument();
    expect(screen.getByText(fill(words.hero.eyebrow, { productName }))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.hero.fridgeInvitation })).toHaveAttribute(
      "href",
      `/${language}/recipes/`,
    );
    expect(englishSaid(container, language, ["site", "hero", "storeBadges"])).toEqual([]);
  });
});
