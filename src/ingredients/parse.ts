import { parseIngredient, type UnitOfMeasureDefinitions } from "parse-ingredient";

/**
 * One ingredient line as a cook reads it. The line itself is what pages print; the rest is for
 * matching (key) and for scaling servings (quantity, quantityMax, unit).
 */
export type ParsedIngredient = {
  line: string;
  /** The amount, or the low end of a range ("2-3 eggs" gives 2); null when none is written. */
  quantity: number | null;
  /** The high end of a range, otherwise null. */
  quantityMax: number | null;
  /** The unit's id, singular and long ("tablespoon", "gram"), or null for a count ("2 lemons"). */
  unit: string | null;
  /** The unit as written ("tbsp"). */
  unitText: string | null;
  /** What the line is about, without amount, unit or note: "fresh thyme". */
  ingredient: string;
  /** Everything after the first comma and inside brackets: "finely chopped", "800 g". */
  note: string | null;
};

/** Kitchen words the parser does not know, so "1 handful spinach" is spinach, not "handful spinach". */
const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  handful: { short: "handful", plural: "handfuls", alternates: [], type: "count" },
  slice: { short: "slice", plural: "slices", alternates: [], type: "count" },
  thumb: { short: "thumb", plural: "thumbs", alternates: [], type: "count" },
  litre: {
    short: "l",
    plural: "litres",
    alternates: ["litre", "litres"],
    type: "volume",
    conversionFactor: 1000,
  },
};

/** Sizes belong to the ingredient ("12 small corn tortillas"), so they stay in its text. */
const SIZE_WORDS = ["small", "medium", "large"];

const PARENTHESES = /\(([^)]*)\)/g;

const splitNote = (description: string): { ingredient: string; note: string | null } => {
  const notes: string[] = [];
  const withoutBrackets = description.replace(PARENTHESES, (_, inside: string) => {
    if (inside.trim()) notes.push(inside.trim());
    return " ";
  });
  const [head = "", ...rest] = withoutBrackets.split(",");
  const after = rest.join(",").trim();
  if (after) notes.push(after);
  return {
    ingredient: head.replace(/\s+/g, " ").trim(),
    note: notes.length > 0 ? notes.join("; ") : null,
  };
};

export const parseLine = (line: string): ParsedIngredient => {
  const [parsed] = parseIngredient(line, {
    additionalUOMs: KITCHEN_UNITS,
    ignoreUOMs: SIZE_WORDS,
  });
  const description = parsed?.description ?? line;
  return {
    line,
    quantity: parsed?.quantity ?? null,
    quantityMax: parsed?.quantity2 ?? null,
    unit: parsed?.unitOfMeasureID ?? null,
    unitText: parsed?.unitOfMeasure ?? null,
    ...splitNote(description),
  };
};
