import React from "react";
import { render, screen } from "@testing-library/react";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { englishSaid, inLanguage } from "../../test-utils/in-language";
import { NotFound } from "./not-found";

describe("NotFound", () => {
  it("leads to the recipes first, then home", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { level: 1, name: en.site.notFound.title })).toBeVisible();
    expect(screen.getByRole("link", { name: en.site.notFound.browseRecipes })).toHaveAttribute(
      "href",
      "/recipes/",
    );
    expect(screen.getByRole("link", { name: en.notFound.homeLink })).toHaveAttribute("href", "/");
  });

  it.each(["de", "es"] as const)("leads on in %s, within that language", (language) => {
    const words = DICTIONARIES[language];
    const { container } = render(inLanguage(language, <NotFound />, { basePath: "/404.html" }));
    expect(
      screen.getByRole("heading", { level: 1, name: words.site.notFound.title }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: words.site.notFound.browseRecipes })).toHaveAttribute(
      "href",
      `/${language}/recipes/`,
    );
    expect(screen.getByRole("link", { name: words.notFound.homeLink })).toHaveAttribute(
      "href",
      `/${language}/`,
    );
    expect(englishSaid(container, language, ["notFound"])).toEqual([]);
  });
});
