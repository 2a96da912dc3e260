// What `npm run sandbox` and `npm start` read from the environment, through one function.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sandboxOptionsFromEnv} from '../../sandbox/app';
import {sandboxTitle} from '../../sandbox/options';

describe('sandboxOptionsFromEnv', () => {
  it('defaults to PGlite in .sandbox-data/ at the repository root and the default rate limit', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '../../.sandbox-data'),
      rateLimitPerMinute: undefined,
      requestLog: true,
    });
  });

  it("logs each client's requests unless SANDBOX_REQUEST_LOG is 0, and refuses any other value, naming the variable", () => {
    expect(sandboxOptionsFromEnv({SANDBOX_REQUEST_LOG: '0'}).requestLog).toBe(false);
    expect(sandboxOptionsFromEnv({SANDBOX_REQUEST_LOG: '1'}).requestLog).toBe(true);
    expect(() => sandboxOptionsFromEnv({SANDBOX_REQUEST_LOG: 'off'})).toThrow('SANDBOX_REQUEST_LOG must be 1');
  });

  it('reads DATABASE_URL, SANDBOX_DATA_DIR and SANDBOX_RATE_LIMIT (0 turns the limit off)', () => {
    expect(sandboxOptionsFromEnv({DATABASE_URL: 'postgres://x/y', SANDBOX_DATA_DIR: '/tmp/s', SANDBOX_RATE_LIMIT: '0'})).toEqual({
      databaseUrl: 'postgres://x/y',
      dataDir: '/tmp/s',
      rateLimitPerMinute: 0,
      requestLog: true,
    });
  });

  it('starts the clock at SANDBOX_START_AT, then runs it in real time; without it, the system clock', () => {
    const {clock} = sandboxOptionsFromEnv({SANDBOX_START_AT: '2026-03-10T23:58:00+01:00'});
    const start = Date.parse('2026-03-10T22:58:00Z');
    const first = clock!.now();
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first).toBeLessThan(start + 5_000);
    expect(clock!.now()).toBeGreaterThanOrEqual(first);
    expect(sandboxOptionsFromEnv({}).clock).toBeUndefined();
  });

  it('refuses a SANDBOX_START_AT that is not an ISO 8601 instant with a time zone, naming the variable', () => {
    for (const bad of ['', 'today', '2026-03-10', '2026-03-10T10:30:00', '2026-02-30T10:30:00Z', '1773138600000']) {
      expect(() => sandboxOptionsFromEnv({SANDBOX_START_AT: bad}), bad).toThrow(
        `SANDBOX_START_AT must be an ISO 8601 instant with a time zone, such as 2026-03-10T10:30:00Z, not "${bad}"`,
      );
    }
  });

  it('refuses a rate limit that is not a whole number, instead of silently turning the limit off', () => {
    for (const bad of ['abc', '-1', '1.5', '']) {
      expect(() => sandboxOptionsFromEnv({SANDBOX_RATE_LIMIT: bad})).toThrow(/SANDBOX_RATE_LIMIT must be a whole number/);
    }
  });
});

describe('the start-up line', () => {
  it('calls the sandbox local only when it is not in public mode, and names a hosted one at its public address', () => {
    expect(sandboxTitle(sandboxOptionsFromEnv({}), 4010)).toBe('ROOK local sandbox at http://localhost:4010/sandbox');
    const hosted = sandboxOptionsFromEnv({SANDBOX_PUBLIC: '1', SANDBOX_PUBLIC_URL: 'https://sandbox.example.com/sandbox'});
    expect(sandboxTitle(hosted, 4010)).toBe('ROOK hosted sandbox (public mode) at https://sandbox.example.com/sandbox');
    expect(sandboxTitle(sandboxOptionsFromEnv({SANDBOX_PUBLIC: '1'}), 4010)).toMatch(/^ROOK hosted sandbox \(public mode\) at /);
  });
});
