// The one median of the bench's figures, for Lighthouse runs, sandbox start-ups and rounds alike.

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
