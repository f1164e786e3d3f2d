import vocabularyFile from "../../data/ingredients.json";
import {
  missingTranslations,
  translationProblems,
  vocabularyProblems,
  VOCABULARY_FILE,
} from "./problems";
import type { Vocabulary } from "./vocabulary";

const vocabulary = vocabularyFile as Vocabulary;

describe("the vocabulary's translations", () => {
  it("has the shape the schema asks for", () => {
    expect(vocabularyProblems(vocabularyFile)).toEqual([]);
  });

  it("names every ingredient in German and Spanish, each word for one ingredient", () => {
    expect(missingTranslations(vocabulary)).toEqual([]);
    expect(translationProblems(vocabulary)).toEqual([]);
  });

  it("names the file, the key and the language of a missing translation", () => {
    const egg = vocabulary.find((entry) => entry.key === "egg");
    expect(missingTranslations([{ ...egg!, de: undefined }])).toEqual([
      expect.stringMatching(new RegExp(`^${VOCABULARY_FILE}: "egg" has no Deutsch \\(de\\) name`)),
    ]);
    expect(translationProblems([{ ...egg!, de: undefined }])).toEqual([]);
  });

  it("names a word that two ingredients share in one language", () => {
    const [first, second] = vocabulary;
    const shared = { ...second!, es: { ...second!.es!, synonyms: [first!.es!.name.one] } };
    expect(translationProblems([first!, shared])).toEqual([
      expect.stringContaining(`names both "${first!.key}" and "${second!.key}"`),
    ]);
  });
});
