import { DICTIONARIES } from "../../src/i18n/dictionaries";
import { dictionaryFileProblems } from "./dictionary-files";

describe("dictionaryFileProblems", () => {
  it("finds nothing wrong with the site's own dictionaries", () => {
    expect(dictionaryFileProblems(DICTIONARIES, ["en", "de", "es"])).toEqual([]);
  });

  it("names the section's file and the key that is missing or extra", () => {
    const dictionaries = {
      en: { topBar: { getTheApp: "Get the App" } },
      de: { topBar: { holDirDieApp: "Hol dir die App" } },
      es: { topBar: { getTheApp: "Descarga la app" } },
    };
    expect(dictionaryFileProblems(dictionaries, ["en", "de", "es"])).toEqual([
      'src/i18n/dictionaries/de/top-bar.ts: "getTheApp" is missing',
      'src/i18n/dictionaries/de/top-bar.ts: "holDirDieApp" is not a key of the default language',
    ]);
  });

  it("checks only the languages the build makes", () => {
    const dictionaries = { en: { footer: { contact: "Contact" } }, de: {}, es: { footer: {} } };
    expect(dictionaryFileProblems(dictionaries, ["en", "es"])).toEqual([
      'src/i18n/dictionaries/es/footer.ts: "contact" is missing',
    ]);
  });
});
