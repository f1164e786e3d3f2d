import Ajv from "ajv";
import schema from "../../../data/removed-recipes.schema.json";
import type { RecipeProblem } from "./problem";
import { jsonProblem } from "./recipe-file";

/** Addresses of deleted recipes, each leading to the recipe list. The editor adds to it. */
export const REMOVED_FILE = "data/removed-recipes.json";

export type RemovedRecipes = { addresses: string[] };

const ajv = new Ajv({ allErrors: true, strict: true });
const validateShape = ajv.compile<RemovedRecipes>(schema);

/** The list's text as the editor and people write it: sorted, one address a line. */
export const removedFileText = (removed: RemovedRecipes): string =>
  `${JSON.stringify({ addresses: [...new Set(removed.addresses)].sort() }, null, 2)}\n`;

/** The addresses in data/removed-recipes.json; a file that is not there lists none. */
export const checkRemoved = (
  text: string | undefined,
): { problems: RecipeProblem[]; addresses: string[] } => {
  if (text === undefined) return { problems: [], addresses: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [jsonProblem(REMOVED_FILE, text, error)], addresses: [] };
  }
  if (validateShape(parsed)) return { problems: [], addresses: parsed.addresses };
  const [error] = validateShape.errors ?? [];
  const item = /^\/addresses\/(\d+)$/.exec(error?.instancePath ?? "")?.[1];
  return {
    problems: [
      {
        file: REMOVED_FILE,
        field: "addresses",
        message:
          item === undefined
            ? "is not a list of web addresses"
            : `item ${Number(item) + 1} ${error?.message ?? "is invalid"}`,
        fix: 'Write it as { "addresses": ["old-recipe"] }: lowercase letters and digits joined by single dashes, each once.',
      },
    ],
    addresses: [],
  };
};
