// On a PostgreSQL server each prepared statement keeps one plan per connection: the server does not plan
// again on every run a statement whose estimate depends on its parameters (state/db.ts). Runs in the
// PostgreSQL run only (`npm run test:sandbox:pg`): PGlite runs each statement unnamed, planned as it runs.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-05-05T09:00:00Z'});
});
afterAll(() => s?.close());

/**
 * A query's rows from each connection of the pool (at most 10): ten at once, each held 50 ms, so the pool
 * runs them on ten connections, opening what it lacks. What a session holds is seen only from that session.
 */
async function onEveryConnection<T>(sql: string): Promise<T[][]> {
  return Promise.all(Array.from({length: 10}, () => s.sandbox.db.query<T>(`SELECT * FROM (${sql}) q, pg_sleep(0.05)`)));
}

describe('plans on PostgreSQL', () => {
  it('are kept once made on every connection of the pool', async () => {
    const modes = await onEveryConnection<{plan_cache_mode: string}>("SELECT current_setting('plan_cache_mode') AS plan_cache_mode");
    expect(modes.map(([row]) => row!.plan_cache_mode)).toEqual(Array(10).fill('force_generic_plan'));
  });

  it('are made once for the read of requests that arrive together, whatever their number', async () => {
    // Batches of 1, 3 and 7 requests, twice.
    for (const size of [1, 3, 7, 1, 3, 7]) {
      const answers = await Promise.all(
        Array.from({length: size}, () =>
          s.call('getSleepSummary', '/v2/processed_data/sleep_health/summary?user_id=demoUserId&date=2022-10-20'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(size).fill(200));
    }
    // Whichever connections ran the read: none planned it again for its values, and it was run.
    const statements = (
      await onEveryConnection<{custom_plans: number; generic_plans: number}>(
        "SELECT custom_plans::int, generic_plans::int FROM pg_prepared_statements WHERE statement LIKE '%WITH ORDINALITY AS wanted%'",
      )
    ).flat();
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).toMatchObject({custom_plans: 0, generic_plans: expect.any(Number)});
    expect(statements.reduce((sum, statement) => sum + statement.generic_plans, 0)).toBeGreaterThan(0);
  });
});
