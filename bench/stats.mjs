// Summaries of repeated runs: the median is what we compare, min–max shows the spread.

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {number[]} values
 * @returns {{ median: number, min: number, max: number, runs: number }}
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
  return Object.fromEntries(keys.map((key) => [key, summarize(records.map((r) => r[key]))]));
};
