import { dictionaryProblems, fill } from "./dictionary-checks";

const english = {
  footer: { contact: "Contact", rights: "© {year} {company}" },
  picker: { count: "{count} recipes match" },
} as const;

describe("dictionaryProblems", () => {
  it("finds nothing wrong with a complete translation", () => {
    const german = {
      footer: { contact: "Kontakt", rights: "© {year} {company}" },
      picker: { count: "{count} Rezepte passen" },
    };
    expect(dictionaryProblems(english, german, "de.ts")).toEqual([]);
  });

  it("names the file and the key of each missing, extra, empty or mistyped text", () => {
    const broken = {
      footer: { rights: "", contatc: "Kontakt" },
      picker: { count: { one: "1" } },
      extra: "x",
    };
    expect(dictionaryProblems(english, broken, "de.ts")).toEqual([
      'de.ts: "footer.contact" is missing',
      'de.ts: "footer.rights" is empty',
      'de.ts: "footer.contatc" is not a key of the default language',
      'de.ts: "picker.count" should be a text',
      'de.ts: "extra" is not a key of the default language',
    ]);
  });

  it("refuses a translation that drops or renames a placeholder", () => {
    const german = {
      footer: { contact: "Kontakt", rights: "© {jahr} {company}" },
      picker: { count: "Rezepte passen" },
    };
    expect(dictionaryProblems(english, german, "de.ts")).toEqual([
      'de.ts: "footer.rights" should use {company}, {year}, as the default language does',
      'de.ts: "picker.count" should use {count}, as the default language does',
    ]);
  });

  it("says so when a file is not a group of texts at all", () => {
    expect(dictionaryProblems(english, "Kontakt", "de.ts")).toEqual([
      "de.ts: the file is not a group of texts",
    ]);
  });
});

describe("fill", () => {
  it("puts values in their placeholders", () => {
    expect(fill("{count} Rezepte passen", { count: "3" })).toBe("3 Rezepte passen");
  });

  it("throws on a placeholder it has no value for", () => {
    expect(() => fill("{count} recipes", {})).toThrow('No value for {count} in "{count} recipes".');
  });
});
