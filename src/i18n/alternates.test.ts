import fc from "fast-check";
import { alternates } from "./alternates";
import { LANGUAGE_CODES, localizedPath, type Language } from "./languages";

const SITE = "https://www.example.com";

describe("alternates", () => {
  it("lists the page itself, each language it exists in and x-default, with absolute addresses", () => {
    expect(alternates(`${SITE}/`, "/contact/", ["en", "de", "es"])).toEqual([
      { hrefLang: "en", href: "https://www.example.com/contact/" },
      { hrefLang: "de", href: "https://www.example.com/de/contact/" },
      { hrefLang: "es", href: "https://www.example.com/es/contact/" },
      { hrefLang: "x-default", href: "https://www.example.com/contact/" },
    ]);
  });

  it("links only pages that exist", () => {
    expect(alternates(SITE, "/recipes/shakshuka/", ["en"])).toEqual([
      { hrefLang: "en", href: "https://www.example.com/recipes/shakshuka/" },
      { hrefLang: "x-default", href: "https://www.example.com/recipes/shakshuka/" },
    ]);
    expect(alternates(SITE, "/recipes/tortilla/", ["es"])).toEqual([
      { hrefLang: "es", href: "https://www.example.com/es/recipes/tortilla/" },
      { hrefLang: "x-default", href: "https://www.example.com/es/recipes/tortilla/" },
    ]);
  });

  it("gives every page of a set the same list, so each lists the others back", () => {
    const languages = fc.subarray(LANGUAGE_CODES, { minLength: 1 });
    fc.assert(
      fc.property(languages, (existing: Language[]) => {
        const set = alternates(SITE, "/privacy-policy/", existing);
        for (const language of existing) {
          const own = `${SITE}${localizedPath("/privacy-policy/", language)}`;
          expect(
            set.filter((link) => link.href === own && link.hrefLang === language),
          ).toHaveLength(1);
        }
        expect(set.filter((link) => link.hrefLang === "x-default")).toHaveLength(1);
        expect(set).toHaveLength(existing.length + 1);
      }),
    );
  });
});
