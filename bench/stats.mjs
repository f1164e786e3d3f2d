// @ts-check
// Summaries of repeated runs: the median is what we compare, min–max shows the spread.

/**
 * @param {number[]} values
 * @returns {number} NaN for no values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  /** @param {number} index */
  const at = (index) => sorted[index] ?? Number.NaN;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** @typedef {{ median: number, min: number, max: number, runs: number }} Summary */

/**
 * @param {number[]} values
 * @returns {Summary}
 */
export const summarize = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  runs: values.length,
});

/**
 * Summarizes every numeric field of a list of same-shaped records.
 * @template {Record<string, number>} T
 * @param {T[]} records
 * @returns {Record<keyof T, ReturnType<typeof summarize>>}
 */
export const summarizeRecords = (records) => {
  const keys = Object.keys(records[0] ?? {});
  return /** @type {Record<keyof T, ReturnType<typeof summarize>>} */ (
    Object.fromEntries(
      keys.map((key) => [key, summarize(records.map((r) => r[key] ?? Number.NaN))]),
    )
  );
};
