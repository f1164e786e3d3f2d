import { readFileSync } from "node:fs";
import path from "node:path";
import type { Vocabulary } from "../ingredients/vocabulary";
import { closeEntries, draftEntry, pluralOf } from "./ingredient-fix";

const VOCABULARY = JSON.parse(
  readFileSync(path.join(__dirname, "../../data/ingredients.json"), "utf8"),
) as Vocabulary;

const keys = (words: string) => closeEntries(words, VOCABULARY).map(({ key }) => key);

describe("closeEntries", () => {
  it("offers the entries a slip of spelling was meant for, closest first", () => {
    expect(keys("spinnach")[0]).toBe("spinach");
    expect(keys("fresh spinnach")[0]).toBe("spinach");
  });

  it("compares with an entry's synonyms too", () => {
    const [synonymed] = VOCABULARY.filter((entry) => (entry.synonyms ?? []).length > 0);
    const synonym = String(synonymed?.synonyms?.[0]);
    // One letter off a synonym, far from the entry's own name.
    expect(keys(`${synonym}x`)).toContain(synonymed?.key);
  });

  it("offers nothing for a word close to no entry", () => {
    expect(keys("halloumi")).toEqual([]);
    expect(keys("za'atar")).toEqual([]);
  });
});

describe("the new entry's words", () => {
  it("keeps a borrowed or uncounted word as it is, and makes English plurals", () => {
    expect(pluralOf("halloumi")).toBe("halloumi");
    expect(pluralOf("za'atar")).toBe("za'atar");
    expect(pluralOf("rice")).toBe("rice");
    expect(pluralOf("paneer")).toBe("paneer");
    expect(pluralOf("egg")).toBe("eggs");
    expect(pluralOf("tomato")).toBe("tomatoes");
    expect(pluralOf("spring onion")).toBe("spring onions");
  });

  it("takes the singular of a plural typed in a line, and leaves other words whole", () => {
    expect(draftEntry("Leeks", "produce", false).name).toEqual({ one: "leek", other: "leeks" });
    expect(draftEntry("halloumi", "dairy", false).name).toEqual({
      one: "halloumi",
      other: "halloumi",
    });
    expect(draftEntry("za'atar", "spices", false)).toMatchObject({
      key: "za-atar",
      name: { one: "za'atar", other: "za'atar" },
    });
  });
});
