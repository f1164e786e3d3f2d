import React from "react";
import { render, screen } from "@testing-library/react";
import { de } from "./dictionaries/de";
import { LanguageProvider, sectionOf, useLocalPath, useTexts, type LanguageContext } from "./texts";

const german: LanguageContext = {
  language: "de",
  basePath: "/contact/",
  languages: ["en", "de", "es"],
  texts: { layout: de.layout },
};

const Skip = () => {
  const texts = useTexts("layout");
  const local = useLocalPath();
  return <a href={local("/contact/")}>{texts.skipToContent}</a>;
};

describe("the page's words", () => {
  it("come from the page's own language, with its addresses", () => {
    render(
      <LanguageProvider value={german}>
        <Skip />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: de.layout.skipToContent })).toHaveAttribute(
      "href",
      "/de/contact/",
    );
  });

  it("name the page and the section when the page was not given them", () => {
    expect(() => sectionOf(german, "policy")).toThrow(
      'The page /contact/ (de) was not given the "policy" words',
    );
  });
});
