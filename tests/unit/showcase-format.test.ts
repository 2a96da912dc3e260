import {describe, expect, it} from 'vitest';
import {formatDate, formatDateTime, formatDuration, formatNumber, formatShortDate, formatTime} from '../../src/components/showcase/format';
import {niceMax} from '../../src/components/showcase/charts/scale';

describe('Showcase formatting gives the same text everywhere', () => {
  it('formats dates and times from the ISO text itself', () => {
    expect(formatDate('2025-11-16')).toBe('Sun 16 Nov 2025');
    expect(formatShortDate('2025-11-09')).toBe('9 Nov');
    expect(formatDateTime('2025-11-16T07:42:00Z')).toBe('16 Nov 2025, 07:42 UTC');
    // The user's local clock time, whatever the offset.
    expect(formatTime('2025-11-15T22:55:00.000000-06:00')).toBe('22:55');
    expect(() => formatDate('16/11/2025')).toThrow('Showcase: "16/11/2025" is not an ISO date.');
  });

  it('groups thousands and rounds', () => {
    expect(formatNumber(4218)).toBe('4,218');
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(26 * 60)).toBe('26 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(5280)).toBe('1 h 28 min');
  });

  it('rounds chart axes up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(12650)).toBe(20000);
    expect(niceMax(251)).toBe(500);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(0)).toBe(1);
  });
});
