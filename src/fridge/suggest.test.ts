import vocabularyFile from "../../data/ingredients.json";
import type { Vocabulary } from "../ingredients/vocabulary";
import { SUGGESTION_LIMIT, suggestIngredients } from "./suggest";

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
    });
  });

  it("finds entries by a synonym and says which", () => {
    expect(suggestIngredients("scall", vocabulary, none)[0]).toEqual({
      key: "spring-onion",
      name: "spring onion",
      via: "scallion",
    });
    expect(suggestIngredients("zucchini", vocabulary, none)[0]?.key).toBe("courgette");
  });

  it("reads plurals and any case", () => {
    expect(suggestIngredients("Eggs", vocabulary, none)[0]?.key).toBe("egg");
  });

  it("leaves out what the visitor already has, and keeps the list short", () => {
    expect(suggestIngredients("egg", vocabulary, new Set(["egg"])).map((s) => s.key)).not.toContain(
      "egg",
    );
    expect(suggestIngredients("c", vocabulary, none).length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    expect(suggestIngredients("  ", vocabulary, none)).toEqual([]);
  });
});
