import vocabularyFile from "../../data/ingredients.json";
import { normalizeTerm, type Vocabulary } from "../ingredients/vocabulary";
import { distance } from "fastest-levenshtein";
import {
  alphabetical,
  closeEnough,
  closestIngredients,
  CLOSEST_LIMIT,
  SUGGESTION_LIMIT,
  suggestIngredients,
} from "./suggest";

const vocabulary = vocabularyFile as Vocabulary;
const none = new Set<string>();

describe("suggestIngredients", () => {
  it("suggests entries by the start of a word of their names", () => {
    const keys = suggestIngredients("spin", vocabulary, none).map((s) => s.key);
    expect(keys[0]).toBe("spinach");
    expect(suggestIngredients("feta", vocabulary, none)[0]).toEqual({
      key: "feta",
      name: "feta",
      via: null,
      chosen: false,
    });
  });

  it("finds entries by a synonym and says which", () => {
    expect(suggestIngredients("scall", vocabulary, none)[0]).toEqual({
      key: "spring-onion",
      name: "spring onion",
      via: "scallion",
      chosen: false,
    });
    expect(suggestIngredients("zucchini", vocabulary, none)[0]?.key).toBe("courgette");
  });

  it("reads plurals and any case", () => {
    expect(suggestIngredients("Eggs", vocabulary, none)[0]?.key).toBe("egg");
  });

  it("puts an exact name or synonym first, whatever else starts the same", () => {
    expect(suggestIngredients("egg", vocabulary, none).map((s) => s.key)).toEqual([
      "egg",
      "aubergine",
    ]);
    // "cornflour" starts with "corn" and comes first alphabetically; "corn" names sweetcorn.
    expect(suggestIngredients("corn", vocabulary, none)[0]?.key).toBe("sweetcorn");
    expect(suggestIngredients("Red peppers", vocabulary, none)[0]?.key).toBe("bell-pepper");
  });

  it("marks what the visitor already has instead of hiding it, and keeps the list short", () => {
    const [egg] = suggestIngredients("egg", vocabulary, new Set(["egg"]));
    expect(egg).toMatchObject({ key: "egg", chosen: true });
    expect(suggestIngredients("c", vocabulary, none).length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    expect(suggestIngredients("  ", vocabulary, none)).toEqual([]);
  });
});

describe("closestIngredients", () => {
  const keys = (typed: string) => closestIngredients(typed, vocabulary, none).map((s) => s.key);

  it("offers the real ingredient a misspelt name is closest to", () => {
    expect(suggestIngredients("spinnach", vocabulary, none)).toEqual([]);
    expect(keys("spinnach")[0]).toBe("spinach");
    expect(keys("tomatoe")[0]).toBe("tomato");
    expect(keys("brocoli")[0]).toBe("broccoli");
    expect(keys("Mozarella")[0]).toBe("mozzarella");
  });

  it("reads synonyms too, and says which", () => {
    expect(closestIngredients("zuchini", vocabulary, none)[0]).toEqual({
      key: "courgette",
      name: "courgette",
      via: "zucchini",
      chosen: false,
    });
  });

  it("offers nothing for a word no name is close to, rather than a wild guess", () => {
    // "shallot" is four letters from "halloumi", which is not a spelling of it.
    expect(keys("halloumi")).toEqual([]);
    expect(keys("xyzzy")).toEqual([]);
    expect(keys("   ")).toEqual([]);
  });

  it("keeps every offer within reach of the word, and the list short", () => {
    for (const typed of ["lemn", "chiken", "garlik", "egs", "parmesn", "yoghurt", "onin"]) {
      const offered = closestIngredients(typed, vocabulary, none);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.length).toBeLessThanOrEqual(CLOSEST_LIMIT);
      for (const { key } of offered) {
        const entry = vocabulary.find((one) => one.key === key)!;
        const words = [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])];
        const nearest = Math.min(
          ...words.map((word) => distance(normalizeTerm(typed), normalizeTerm(word))),
        );
        expect(nearest).toBeLessThanOrEqual(closeEnough(typed.length));
      }
    }
  });
});

describe("alphabetical", () => {
  it("puts the vocabulary's names in the order localeCompare does", () => {
    const names = vocabulary.flatMap((entry) => [entry.name.one, ...(entry.synonyms ?? [])]);
    const byLetters = [...names].sort((a, b) => alphabetical(normalizeTerm(a), normalizeTerm(b)));
    expect(byLetters).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("orders spaces before digits before letters, as the collator does", () => {
    const words = ["pea", "pe a", "pe1", "peas", "pe"];
    expect([...words].sort(alphabetical)).toEqual(
      [...words].sort((a, b) => a.localeCompare(b, "en")),
    );
  });
});
