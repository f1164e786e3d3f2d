import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DICTIONARIES } from "../../i18n/dictionaries";
import { inLanguage } from "../../test-utils/in-language";
import { languageTarget, withPlace } from "./language-links";
import { LanguagePicker } from "./language-picker";

const picker = (language: "en" | "de" | "es") =>
  screen.getByRole("navigation", { name: DICTIONARIES[language].footer.languages });

const hrefs = () =>
  within(picker("de"))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("languageTarget", () => {
  it("is the same page in the other language, where it exists", () => {
    expect(languageTarget("/contact/", ["en", "de", "es"], "de")).toEqual({
      path: "/de/contact/",
      samePage: true,
    });
    expect(languageTarget("/contact/", ["en", "de", "es"], "en")).toEqual({
      path: "/contact/",
      samePage: true,
    });
  });

  it("is that language's recipe list for a page written in English only", () => {
    expect(languageTarget("/recipes/shakshuka/", ["en"], "es")).toEqual({
      path: "/es/recipes/",
      samePage: false,
    });
  });

  it("is that language's home page from a wrong address", () => {
    expect(languageTarget("/404.html", ["en", "de", "es"], "de")).toEqual({
      path: "/de/",
      samePage: false,
    });
  });
});

describe("withPlace", () => {
  it("carries the query and the hash to the same page only", () => {
    const place = { search: "?have=egg,spinach", hash: "#results" };
    expect(withPlace({ path: "/de/recipes/", samePage: true }, place)).toBe(
      "/de/recipes/?have=egg,spinach#results",
    );
    expect(withPlace({ path: "/de/recipes/", samePage: false }, place)).toBe("/de/recipes/");
  });
});

describe("LanguagePicker", () => {
  it("links this page in each language, in that language's own name, the current one marked", () => {
    render(inLanguage("de", <LanguagePicker />, { basePath: "/contact/" }));
    expect(hrefs()).toEqual([
      ["English", "/contact/"],
      ["Deutsch", "/de/contact/"],
      ["Español", "/es/contact/"],
    ]);
    const german = within(picker("de")).getByRole("link", { name: "Deutsch" });
    expect(german).toHaveAttribute("aria-current", "page");
    expect(german).toHaveAttribute("hreflang", "de");
    expect(german).toHaveAttribute("lang", "de");
    expect(within(picker("de")).getByRole("link", { name: "English" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("sends a recipe's readers to the recipe list of another language", () => {
    render(
      inLanguage("en", <LanguagePicker />, { basePath: "/recipes/shakshuka/", languages: ["en"] }),
    );
    const links = within(picker("en")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/recipes/shakshuka/",
      "/de/recipes/",
      "/es/recipes/",
    ]);
  });

  it("keeps the visitor's place, read as the link is followed", () => {
    window.history.replaceState(null, "", "/recipes/?have=egg,spinach#list");
    render(inLanguage("en", <LanguagePicker />, { basePath: "/recipes/" }));
    const spanish = within(picker("en")).getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("href", "/es/recipes/");
    spanish.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(spanish);
    expect(spanish).toHaveAttribute("href", "/es/recipes/?have=egg,spinach#list");
    window.history.replaceState(null, "", "/");
  });
});
