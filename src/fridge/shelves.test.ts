import vocabularyFile from "../../data/ingredients.json";
import type { Vocabulary } from "../ingredients/vocabulary";
import { en } from "../i18n/dictionaries";
import { de } from "../i18n/dictionaries/de";
import { CHIPS_PER_CATEGORY } from "./constants";
import { fridgeShelves, inPairs, SHELF_COUNT, stapleKeys } from "./shelves";

const vocabulary = vocabularyFile as Vocabulary;

describe("fridgeShelves", () => {
  const recipes = [
    ["egg", "salt", "spinach", "feta"],
    ["egg", "butter", "bread"],
    ["egg", "tomato", "onion", "garlic"],
    ["spinach", "rice"],
  ];
  const shelves = fridgeShelves(recipes, vocabulary, en.fridge.shelves, "en");

  it("puts the most used ingredients first and leaves staples out", () => {
    const dairy = shelves.find((shelf) => shelf.label === en.fridge.shelves.dairy);
    expect(dairy?.chips[0]).toEqual({ key: "egg", name: "egg" });
    const keys = shelves.flatMap((shelf) => shelf.chips.map((chip) => chip.key));
    expect(keys).not.toContain("salt");
    expect(keys).not.toContain("garlic");
  });

  it("names the shelves and their ingredients in the page's language", () => {
    const german = fridgeShelves(recipes, vocabulary, de.fridge.shelves, "de");
    const dairy = german.find((shelf) => shelf.label === de.fridge.shelves.dairy);
    expect(dairy?.chips[0]).toEqual({ key: "egg", name: "Ei" });
    expect(german.map((shelf) => shelf.label)).not.toContain(en.fridge.shelves.dairy);
  });

  it("keeps to a few shelves of a few chips", () => {
    expect(shelves.length).toBeLessThanOrEqual(SHELF_COUNT);
    shelves.forEach((shelf) => expect(shelf.chips.length).toBeLessThanOrEqual(CHIPS_PER_CATEGORY));
  });
});

describe("stapleKeys", () => {
  it("lists salt, pepper, oil and water", () => {
    expect(stapleKeys(vocabulary)).toEqual(
      expect.arrayContaining(["salt", "black-pepper", "olive-oil", "water"]),
    );
  });
});

describe("inPairs", () => {
  it("pairs the chips, an odd last one joining the pair before it", () => {
    expect(inPairs([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(inPairs([1, 2, 3, 4, 5])).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(inPairs([1])).toEqual([[1]]);
    expect(inPairs([])).toEqual([]);
  });
});
