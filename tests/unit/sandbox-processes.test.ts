// `npm run sandbox -- --processes N`: how many processes, and when several are refused.
import {describe, expect, it} from 'vitest';
import {processCount} from '../../sandbox/processes';

describe('processCount', () => {
  it('reads --processes over SANDBOX_PROCESSES, and defaults to one process', () => {
    expect(processCount({}, {})).toBe(1);
    expect(processCount({}, {SANDBOX_PROCESSES: ''})).toBe(1);
    expect(processCount({processes: '3'}, {SANDBOX_PROCESSES: '2', DATABASE_URL: 'postgres://x/y'})).toBe(3);
    expect(processCount({}, {SANDBOX_PROCESSES: '2', DATABASE_URL: 'postgres://x/y'})).toBe(2);
    expect(processCount({processes: '1'}, {})).toBe(1);
  });

  it('refuses a count that is not a whole number from 1 to 64, naming where it came from', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => processCount({processes: bad}, {DATABASE_URL: 'postgres://x/y'}), bad).toThrow(
        `invalid number of processes "${bad}" (--processes): use a whole number from 1 to 64.`,
      );
    }
    expect(() => processCount({}, {SANDBOX_PROCESSES: 'x'})).toThrow('(SANDBOX_PROCESSES)');
  });

  it('refuses several processes without DATABASE_URL: PGlite is one process per data folder', () => {
    expect(() => processCount({processes: '2'}, {})).toThrow(/2 processes \(--processes\) need DATABASE_URL: .*Set DATABASE_URL/);
    expect(() => processCount({}, {SANDBOX_PROCESSES: '3'})).toThrow(/3 processes \(SANDBOX_PROCESSES\) need DATABASE_URL/);
  });
});
