/** The query parameter that carries chosen servings in a recipe's address: `?serves=8`. */
export const SERVES_PARAM = "serves";
/** Servings change by whole servings, or halve; nothing finer than half a serving. */
export const SERVINGS_STEP = 1;
const HALF = 0.5;
export const MAX_SERVINGS = 48;

/** The fewest servings offered: one, or half the recipe when it already serves one. */
export const minServings = (original: number) => Math.min(1, original * HALF);

const isServings = (value: number, original: number) =>
  Number.isFinite(value) &&
  value >= minServings(original) &&
  value <= MAX_SERVINGS &&
  Number.isInteger(value / HALF);

/** Servings chosen in an address's query string, or the recipe's own when none (or nonsense). */
export const servingsFromSearch = (search: string, original: number): number => {
  const raw = new URLSearchParams(search).get(SERVES_PARAM);
  if (raw === null || raw.trim() === "") return original;
  const value = Number(raw);
  return isServings(value, original) ? value : original;
};

/** The query string with the servings in it; without them at the recipe's own servings. */
export const searchWithServings = (search: string, servings: number, original: number): string => {
  const params = new URLSearchParams(search);
  if (servings === original) params.delete(SERVES_PARAM);
  else params.set(SERVES_PARAM, String(servings));
  const query = params.toString();
  return query ? `?${query}` : "";
};

/** Keeps a choice within what the control offers. */
export const clampServings = (value: number, original: number): number =>
  Math.min(MAX_SERVINGS, Math.max(minServings(original), Math.round(value / HALF) * HALF));
