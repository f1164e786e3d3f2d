import Ajv from "ajv";
import schema from "../../data/ingredients.schema.json";
import type { RecipeProblem } from "../recipes/validate-recipes";
import { makeResolver } from "./resolve";
import { normalizeTerm, type Vocabulary } from "./vocabulary";

export const VOCABULARY_FILE = "data/ingredients.json";

const ajv = new Ajv({ allErrors: true, strict: true });
const validateShape = ajv.compile<Vocabulary>(schema);

/** Problems in the vocabulary itself: its shape, and keys or words that two entries share. */
export const vocabularyProblems = (vocabulary: unknown): string[] => {
  if (!validateShape(vocabulary)) {
    return (validateShape.errors ?? []).map(
      (error) => `${error.instancePath || "The file"} ${error.message ?? "is invalid"}`,
    );
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
