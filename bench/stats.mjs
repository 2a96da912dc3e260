// The one median of the bench's figures, for Lighthouse runs, sandbox start-ups and rounds alike,
// with the spread and the ratio to a baseline that the comparisons with the scaffold print.

/**
 * The middle value, or the mean of the two middle ones; null when there is no number.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === 'number')).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  // mid and mid - 1 are inside a non-empty array of two or more when the length is even.
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** @typedef {{median: number | null, min: number | null, max: number | null}} Spread */

/**
 * The median of some runs' figure with its smallest and largest; nulls when no run has a number.
 * @param {Array<number | null | undefined>} values
 * @returns {Spread}
 */
export function spread(values) {
  const numbers = /** @type {number[]} */ (values.filter((v) => typeof v === 'number'));
  return {median: median(numbers), min: numbers.length ? Math.min(...numbers) : null, max: numbers.length ? Math.max(...numbers) : null};
}

/**
 * Ours as a multiple of the baseline, to two decimals; null when either is missing.
 * @param {number | null} ours
 * @param {number | null} baseline
 */
export const ratio = (ours, baseline) => (ours === null || !baseline ? null : Number((ours / baseline).toFixed(2)));

/**
 * Each round's figure as a multiple of the same round's baseline, as their median and range: a
 * comparison of runs made minutes apart, not of one run's best with another's worst. A round
 * missing either figure is left out.
 * @param {number[]} ours
 * @param {number[]} baseline
 * @returns {Spread}
 */
export function pairedRatios(ours, baseline) {
  return spread(ours.map((figure, i) => (baseline[i] ? figure / /** @type {number} */ (baseline[i]) : null)));
}
