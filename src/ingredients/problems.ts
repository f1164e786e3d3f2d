import Ajv from "ajv";
import schema from "../../data/ingredients.schema.json";
import type { RecipeProblem } from "../recipes/rules/problem";
import { parseLine } from "./parse";
import { makeResolver } from "./resolve";
import { LANGUAGES, isLanguage } from "../i18n/languages";
import {
  normalizeTerm,
  pickerVocabulary,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type Vocabulary,
} from "./vocabulary";

export const VOCABULARY_FILE = "data/ingredients.json";

const ajv = new Ajv({ allErrors: true, strict: true });
const validateShape = ajv.compile<Vocabulary>(schema);

/** Problems in the vocabulary itself: its shape, and keys or words that two entries share. */
export const vocabularyProblems = (vocabulary: unknown): string[] => {
  if (!validateShape(vocabulary)) {
    return (validateShape.errors ?? []).map((error) => {
      const [, index, ...field] = error.instancePath.split("/");
      const where =
        index === undefined
          ? "The list"
          : `Entry ${Number(index) + 1}${field.length > 0 ? `, field "${field.join(".")}",` : ""}`;
      return `${where} ${error.message ?? "is invalid"}`;
    });
  }
  const problems: string[] = [];
  const keys = new Set<string>();
  const owners = new Map<string, string>();
  for (const entry of vocabulary) {
    if (keys.has(entry.key)) problems.push(`The key "${entry.key}" is used twice.`);
    keys.add(entry.key);
    const words = new Set(
      [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])].map(normalizeTerm),
    );
    for (const word of words) {
      const owner = owners.get(word);
      if (owner !== undefined && owner !== entry.key) {
        problems.push(`"${word}" names both "${owner}" and "${entry.key}"; keep it in one.`);
      }
      owners.set(word, entry.key);
    }
  }
  return problems;
};

/**
 * Each entry not yet named in a language of the site, by file, key and language, so a translator
 * knows where to write. The picker shows such an entry by its English name meanwhile, so this is a
 * warning, not a reason to stop the build (an ingredient added in the editor goes live at once).
 */
export const missingTranslations = (
  vocabulary: Vocabulary,
  languages: readonly TranslatedLanguage[] = TRANSLATED_LANGUAGES,
): string[] =>
  languages.flatMap((language) =>
    vocabulary
      .filter((entry) => !entry[language])
      .map(
        (entry) =>
          `${VOCABULARY_FILE}: "${entry.key}" has no ${LANGUAGES[language].label} (${language}) ` +
          `name yet, so the picker shows it in English there; add "${language}": { "name": ` +
          `{ "one": …, "other": … }, "synonyms": [] } to it.`,
      ),
  );

/** Each word of a language that names two entries, which the picker could not tell apart. */
export const translationProblems = (
  vocabulary: Vocabulary,
  languages: readonly TranslatedLanguage[] = TRANSLATED_LANGUAGES,
): string[] => {
  const problems: string[] = [];
  for (const language of languages) {
    const { label } = LANGUAGES[language];
    const owners = new Map<string, string>();
    for (const entry of vocabulary) {
      const translation = entry[language];
      if (!translation) continue;
      const words = new Set(
        [translation.name.one, translation.name.other, ...translation.synonyms].map(normalizeTerm),
      );
      for (const word of words) {
        const owner = owners.get(word);
        if (owner !== undefined && owner !== entry.key) {
          problems.push(
            `${VOCABULARY_FILE}: the ${label} (${language}) word "${word}" names both "${owner}" ` +
              `and "${entry.key}"; keep it in one.`,
          );
        }
        owners.set(word, entry.key);
      }
    }
  }
  return problems;
};

export type VocabularyRead = { vocabulary: Vocabulary; problems: string[] };

/** The ingredient list from its file's text, or the reasons it cannot be used: JSON, shape, clashes. */
export const readVocabularyText = (text: string | undefined): VocabularyRead => {
  if (text === undefined) return { vocabulary: [], problems: ["The file is missing"] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { vocabulary: [], problems: [`The file is not valid JSON (${String(error)})`] };
  }
  const problems = vocabularyProblems(value);
  return { vocabulary: problems.length === 0 ? (value as Vocabulary) : [], problems };
};

/** What the check reads of each recipe file. */
export type RecipeLines = {
  file: string;
  recipeName: string;
  ingredients: readonly string[];
};

/**
 * Every ingredient line that names no vocabulary entry, as a recipe problem: the file, the recipe,
 * the line as written and the closest entries.
 */
export const ingredientProblems = (
  recipes: readonly RecipeLines[],
  vocabulary: Vocabulary,
): RecipeProblem[] => {
  const resolver = makeResolver(vocabulary);
  return recipes.flatMap(({ file, recipeName, ingredients }) =>
    ingredients.flatMap((line, item): RecipeProblem[] => {
      if (line.trim() === "") return [];
      const resolved = resolver.resolve(line);
      if (resolved.key !== null) return [];
      const suggestions = resolver.suggest(resolved.ingredient);
      return [
        {
          file,
          name: recipeName,
          field: "ingredients",
          message: `item ${item + 1} "${line}" names no ingredient the site knows ("${resolved.ingredient}")`,
          fix: `Did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}? Use one of those words, or add "${resolved.ingredient}" (or a synonym) to ${VOCABULARY_FILE}.`,
        },
      ];
    }),
  );
};

/** What a translation's check reads of a recipe: its own lines and each language's. */
export type TranslatedLines = RecipeLines & { translatedIngredients: Record<string, string[]> };

const amountOf = (line: string): string => {
  const { quantity, quantityMax } = parseLine(line);
  if (quantity === null) return "none";
  return quantityMax === null ? String(quantity) : `${quantity}–${quantityMax}`;
};

/**
 * Each translated ingredient line beside the recipe's own line in its place: it must name the same
 * ingredient, by the vocabulary's words in its language (or in English), so the fridge picker's
 * matches and the page's "you have" marks hold in every language, and start with the same amount,
 * so servings change it alike.
 */
export const translatedLineProblems = (
  { file, recipeName, ingredients, translatedIngredients }: TranslatedLines,
  vocabulary: Vocabulary,
): RecipeProblem[] => {
  const english = makeResolver(vocabulary);
  const nameOf = (key: string | null) =>
    vocabulary.find((entry) => entry.key === key)?.name.one ?? "no ingredient the site knows";
  return Object.entries(translatedIngredients).flatMap(([language, lines]) => {
    if (!isLanguage(language) || lines.length !== ingredients.length) return [];
    const resolver = makeResolver(pickerVocabulary(vocabulary, language));
    const { label } = LANGUAGES[language];
    return lines.flatMap((line, item): RecipeProblem[] => {
      const own = ingredients[item] ?? "";
      const at = { file, name: recipeName, language, field: "ingredients" };
      const ownKey = english.resolve(own).key;
      const resolved = resolver.resolve(line);
      if (resolved.key !== ownKey) {
        return [
          {
            ...at,
            message: `item ${item + 1} "${line}" names ${resolved.key === null ? `no ingredient the site knows in ${label} ("${resolved.ingredient}")` : `"${nameOf(resolved.key)}"`}, but the recipe's line "${own}" names "${nameOf(ownKey)}"`,
            fix: `Name the same ingredient, with one of its ${label} words in ${VOCABULARY_FILE} (or add the word there).`,
          },
        ];
      }
      const [ownAmount, amount] = [amountOf(own), amountOf(line)];
      if (ownAmount === amount) return [];
      return [
        {
          ...at,
          message: `item ${item + 1} "${line}" starts with the amount ${amount}, but the recipe's line "${own}" with ${ownAmount}`,
          fix: "Start the line with the recipe's amount, in digits or a fraction such as ½, so changing the servings scales both alike.",
        },
      ];
    });
  });
};
