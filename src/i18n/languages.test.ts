import fc from "fast-check";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  localizedPath,
  parseLanguages,
  splitLanguage,
} from "./languages";

describe("parseLanguages", () => {
  it("makes the default language alone when nothing is set", () => {
    expect(parseLanguages("GATSBY_LANGUAGES", undefined)).toEqual(["en"]);
    expect(parseLanguages("GATSBY_LANGUAGES", " ")).toEqual(["en"]);
  });

  it("always puts the default language first, once, in the site's order", () => {
    expect(parseLanguages("GATSBY_LANGUAGES", "es, DE")).toEqual(["en", "de", "es"]);
    expect(parseLanguages("GATSBY_LANGUAGES", "en,es,en")).toEqual(["en", "es"]);
  });

  it("names an unknown code and the codes there are", () => {
    expect(() => parseLanguages("GATSBY_LANGUAGES", "de,fr")).toThrow(
      'GATSBY_LANGUAGES lists "fr", which the site has no dictionary for; it knows en, de, es.',
    );
  });
});

describe("localizedPath and splitLanguage", () => {
  it("keeps English addresses as they are and prefixes the others", () => {
    expect(localizedPath("/contact/", "en")).toBe("/contact/");
    expect(localizedPath("/contact/", "de")).toBe("/de/contact/");
    expect(localizedPath("/", "es")).toBe("/es/");
  });

  it("refuses a path without its leading slash", () => {
    expect(() => localizedPath("contact/", "de")).toThrow('"contact/" does not');
  });

  it("reads a page's language from its address, and no other word that starts alike", () => {
    expect(splitLanguage("/de/recipes/shakshuka/")).toEqual({
      language: "de",
      path: "/recipes/shakshuka/",
    });
    expect(splitLanguage("/es")).toEqual({ language: "es", path: "/" });
    expect(splitLanguage("/design/")).toEqual({ language: DEFAULT_LANGUAGE, path: "/design/" });
  });

  it("takes back whatever it made", () => {
    const path = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 })
      .map((parts) => `/${parts.map((part) => `${part}/`).join("")}`);
    fc.assert(
      fc.property(path, fc.constantFrom(...LANGUAGE_CODES), (base, language) => {
        const english = splitLanguage(base);
        fc.pre(english.language === DEFAULT_LANGUAGE);
        expect(splitLanguage(localizedPath(base, language))).toEqual({ language, path: base });
      }),
    );
  });
});
