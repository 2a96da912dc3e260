// The bench's medians and comparisons (bench/stats.mjs): what every table of `npm run bench` prints
// beside a baseline measured in the same run.
import {describe, expect, it} from 'vitest';
import {median, pairedRatios, ratio, spread} from '../../bench/stats.mjs';

describe("the bench's figures", () => {
  it('takes the middle of an odd count, the mean of the middle two of an even one, and skips runs without a number', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('gives the median with the smallest and largest run', () => {
    expect(spread([5, null, 1, 9])).toEqual({median: 5, min: 1, max: 9});
    expect(spread([])).toEqual({median: null, min: null, max: null});
  });

  it('compares each round with the baseline of the same round, not the best of one with the worst of the other', () => {
    // Round by round: 0.9, 0.8, 1.0. Medians taken apart would give 1,800 / 2,000 = 0.9 as well, but the
    // range shows how far one round's comparison went.
    const twoProcesses = [1_800, 1_200, 2_000];
    const oneProcess = [2_000, 1_500, 2_000];
    const ratios = pairedRatios(twoProcesses, oneProcess);
    expect(ratios.median).toBeCloseTo(0.9, 10);
    expect(ratios.min).toBeCloseTo(0.8, 10);
    expect(ratios.max).toBeCloseTo(1, 10);
  });

  it('leaves out a round whose baseline is missing or zero', () => {
    expect(pairedRatios([100, 300, 50], [200, 0])).toEqual({median: 0.5, min: 0.5, max: 0.5});
    expect(pairedRatios([], [])).toEqual({median: null, min: null, max: null});
  });

  it('rounds a single ratio to two decimals, and has none without a baseline', () => {
    expect(ratio(2, 3)).toBe(0.67);
    expect(ratio(null, 3)).toBeNull();
    expect(ratio(5, 0)).toBeNull();
  });
});
