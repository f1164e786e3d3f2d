import vocabularyFile from "../../data/ingredients.json";
import { normalizeTerm, type Vocabulary } from "../ingredients/vocabulary";
import { alphabetical, SUGGESTION_LIMIT, suggestIngredients } from "./suggest";

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
