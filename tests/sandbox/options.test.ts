// What `npm run sandbox` and `npm start` read from the environment, through one function.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sandboxOptionsFromEnv} from '../../sandbox/app';

describe('sandboxOptionsFromEnv', () => {
  it('defaults to PGlite in .sandbox-data/ at the repository root and the default rate limit', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '../../.sandbox-data'),
      rateLimitPerMinute: undefined,
    });
  });

  it('reads DATABASE_URL, SANDBOX_DATA_DIR and SANDBOX_RATE_LIMIT (0 turns the limit off)', () => {
    expect(sandboxOptionsFromEnv({DATABASE_URL: 'postgres://x/y', SANDBOX_DATA_DIR: '/tmp/s', SANDBOX_RATE_LIMIT: '0'})).toEqual({
      databaseUrl: 'postgres://x/y',
      dataDir: '/tmp/s',
      rateLimitPerMinute: 0,
    });
  });

  it('refuses a rate limit that is not a whole number, instead of silently turning the limit off', () => {
    for (const bad of ['abc', '-1', '1.5', '']) {
      expect(() => sandboxOptionsFromEnv({SANDBOX_RATE_LIMIT: bad})).toThrow(/SANDBOX_RATE_LIMIT must be a whole number/);
    }
  });
});
