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

/**
 * P(X ≤ k) for X, the number of heads in n fair coin tosses.
 * @param {number} k
 * @param {number} n
 */
const binomialHalfCdf = (k, n) => {
  let sum = 0;
  let term = 0.5 ** n;
  for (let heads = 0; heads <= k; heads += 1) {
    sum += term;
    term = (term * (n - heads)) / (heads + 1);
  }
  return sum;
};

/** @typedef {{ low: number, high: number, coverage: number }} Interval */

/**
 * An interval for the median of what `values` were drawn from, assuming nothing of its shape: the
 * k-th smallest to the k-th largest value, with k the largest for which the interval holds the
 * median with probability `level` or more (the sign test's interval). Five runs give min–max at
 * 94 %, nine the 2nd smallest to the 2nd largest at 96 %; fewer than five give none at 90 %.
 * @param {number[]} values
 * @param {number} [level]
 * @returns {Interval | null}
 */
export const medianInterval = (values, level = 0.9) => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  /** @type {Interval | null} */
  let widest = null;
  for (let k = 1; 2 * k <= n; k += 1) {
    const coverage = 1 - 2 * binomialHalfCdf(k - 1, n);
    if (coverage < level) break;
    widest = { low: sorted[k - 1] ?? Number.NaN, high: sorted[n - k] ?? Number.NaN, coverage };
  }
  return widest;
};

/**
 * @typedef {{ median: number, interval: Interval | null, runs: number, rounds: [number, number][] }} PairedRatio
 * rounds: each round's figure and base, a base of 0 included
 */

/**
 * One build against another measured in the same rounds: the ratio `values[i] / bases[i]` of each
 * round, so that a slow spell of the machine falls on both sides of it, and their median with its
 * interval. The ratios leave out rounds where the base is 0; `rounds` keeps them for the verdict.
 * Rounds where either figure is missing are left out.
 * @param {number[]} values
 * @param {number[]} bases
 * @param {number} [level]
 * @returns {PairedRatio}
 */
export const pairedRatio = (values, bases, level) => {
  /** @type {[number, number][]} */
  const rounds = values.flatMap((value, round) => {
    const base = bases[round];
    return base !== undefined && Number.isFinite(base) && Number.isFinite(value)
      ? [/** @type {[number, number]} */ ([value, base])]
      : [];
  });
  const ratios = rounds.filter(([, base]) => base > 0).map(([value, base]) => value / base);
  return {
    median: median(ratios),
    interval: medianInterval(ratios, level),
    runs: ratios.length,
    rounds,
  };
};

/**
 * Whether a figure is at most `bound` times its base (at least it, with `atLeast`), judged on each
 * round's difference `value − bound × base`: "met" when the sign test's interval for the median
 * difference lies wholly on the bound's side (a tie is on it), "not met" when wholly on the other,
 * and "unsettled" when it straddles 0 or there are too few rounds for one; the median alone cannot
 * tell a difference from this machine's noise. Where every base is above 0 this is the verdict of
 * the ratios' interval against the bound; a round whose base is 0 (a build that did not block at
 * all) is judged too, where it has no ratio.
 * @param {PairedRatio} paired
 * @param {number} bound
 * @param {{ atLeast?: boolean, level?: number }} [options]
 * @returns {"met" | "not met" | "unsettled"}
 */
export const judgeRatio = ({ rounds }, bound, { atLeast = false, level } = {}) => {
  const interval = medianInterval(
    rounds.map(([value, base]) => value - bound * base),
    level,
  );
  if (!interval) return "unsettled";
  const [near, far] = atLeast ? [interval.low, interval.high] : [interval.high, interval.low];
  const within = (/** @type {number} */ difference) =>
    atLeast ? difference >= 0 : difference <= 0;
  if (within(near)) return "met";
  if (!within(far)) return "not met";
  return "unsettled";
};
