// isCalendarDate counts days instead of parsing a Date (every data read checks one): it must agree
// with the calendar JavaScript's Date keeps, on every day of every month of years with each leap rule.
import {describe, expect, it} from 'vitest';
import {isCalendarDate} from '../../core/rules/time';

/** Whether Date, given the text as a UTC midnight, gives the same day back. */
function dateAgrees(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isCalendarDate', () => {
  it('agrees with Date on days 00–32 of months 00–13, in common, leap, century and 400th years', () => {
    for (const year of [0, 1, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isCalendarDate(value), value).toBe(dateAgrees(value));
        }
  });

  it('knows February', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('takes only YYYY-MM-DD', () => {
    for (const value of ['', '2024-1-01', ' 2024-01-01', '2024-01-01 ', '2024-01-01T00:00', '20240101', '2024/01/01', '２０２４-01-01'])
      expect(isCalendarDate(value), value).toBe(false);
  });
});
