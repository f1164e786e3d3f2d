import schema from "../../data/recipe.schema.json";
import type { RecipeData } from "../recipes/recipe-files";

/*
 * A recipe file the editor's form cannot hold as it is: not JSON, not one recipe, a field the
 * form has no place for, or a value of another kind than its field (text where a number goes).
 * Opened as a form, such a file would show blank or altered fields and a save would write them
 * over what the file holds, so the editor shows it read-only instead. A missing field or a value
 * the site refuses (too long, say) is no such case: the form shows it, and the editor fixes it.
 */

/** Why the form cannot hold a file, in a form the editor's words are made from. */
export type Unreadability =
  | { kind: "json"; line?: number }
  | { kind: "shape" }
  | { kind: "unknown"; field: string }
  | { kind: "type"; field: string };

/** Where a recipe the form cannot hold keeps why, and the file's own text, in Decap's entry. */
export const UNREADABLE = "unreadableFile";

export type UnreadableMark = { why: Unreadability; text: string; name?: string };

type FieldSchema = { type: string; items?: { type: string } };
const FIELDS = schema.properties as Record<string, FieldSchema>;

const isKind = (value: unknown, type: string) =>
  type === "string"
    ? typeof value === "string"
    : type === "integer"
      ? Number.isInteger(value)
      : type === "array"
        ? Array.isArray(value)
        : true;

const fits = (value: unknown, field: FieldSchema) =>
  isKind(value, field.type) &&
  (!Array.isArray(value) || !field.items || value.every((item) => isKind(item, field.items!.type)));

/** The line of a JSON.parse error's position, when the engine gives one. */
const lineOf = (text: string, error: unknown): number | undefined => {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : "");
  if (position?.[1]) return text.slice(0, Number(position[1])).split("\n").length;
  const line = /line (\d+)/.exec(error instanceof Error ? error.message : "");
  return line?.[1] ? Number(line[1]) : undefined;
};

/** The recipe the file holds, or why the form cannot hold it. */
export const readRecipeText = (
  text: string,
): { recipe: RecipeData } | { why: Unreadability; name?: string } => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const name = /"recipeName"\s*:\s*"([^"\\]{1,60})"/.exec(text)?.[1];
    return { why: { kind: "json", line: lineOf(text, error) }, name };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { why: { kind: "shape" } };
  }
  const recipe = value as RecipeData;
  const name = typeof recipe.recipeName === "string" ? recipe.recipeName : undefined;
  for (const [field, fieldValue] of Object.entries(recipe)) {
    const known = FIELDS[field];
    if (!known) return { why: { kind: "unknown", field }, name };
    if (!fits(fieldValue, known)) return { why: { kind: "type", field }, name };
  }
  return { recipe };
};

/** The mark a recipe the form cannot hold carries in Decap's entry, if this one carries it. */
export const unreadableMark = (data: unknown): UnreadableMark | undefined => {
  if (data === null || typeof data !== "object") return undefined;
  const get = (data as { get?: (key: string) => unknown }).get;
  const mark =
    typeof get === "function"
      ? get.call(data, UNREADABLE)
      : (data as Record<string, unknown>)[UNREADABLE];
  if (!mark) return undefined;
  const plain = (mark as { toJS?: () => unknown }).toJS?.() ?? mark;
  return plain as UnreadableMark;
};

/** The field's name in the form, or its name in the file when the form has none. */
export type LabelOf = (field: string) => string | undefined;

/** Why, in an editor's words: what is wrong and where, without the file's own notation. */
export const unreadableReason = (why: Unreadability, label: LabelOf): string => {
  const named = (field: string) => `“${label(field) ?? field}”`;
  switch (why.kind) {
    case "json":
      return `Its text has a typing slip${why.line ? ` on line ${why.line}` : ""} (a comma, quote or bracket missing or extra), so the editor cannot read it.`;
    case "shape":
      return "It does not hold a recipe, so the editor cannot read it.";
    case "unknown":
      return `It has a part called ${named(why.field)} that is not one of a recipe's fields, so the form has no place for it.`;
    case "type":
      return `Its ${named(why.field)} is written as the wrong kind of value (text where a number or a list belongs, or the other way round), so the form cannot show it.`;
  }
};

/** What the editor can do about it. */
export const UNREADABLE_ADVICE =
  "The editor leaves this file as it is and does not publish it. Ask whoever edited it by hand to repair it; its text is below, exactly as saved.";

/** The list's short note on such a recipe, beside its name. */
export const UNREADABLE_IN_LIST = "cannot be opened in the editor";
