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

describe('plans on PostgreSQL', () => {
  it('are kept once made on every connection of the pool', async () => {
    // Ten at once: the pool opens connections for them.
    const modes = await Promise.all(
      Array.from({length: 10}, () =>
        s.sandbox.db.query<{plan_cache_mode: string}>('SELECT pg_sleep(0.05), current_setting($1) AS plan_cache_mode', ['plan_cache_mode']),
      ),
    );
    expect(modes.map(([row]) => row!.plan_cache_mode)).toEqual(Array(10).fill('force_generic_plan'));
  });

  it('are made once for the read of requests that arrive together, whatever their number', async () => {
    // One after another, so they run on one connection; batches of 1, 3 and 7 requests.
    for (const size of [1, 3, 7, 1, 3, 7]) {
      const answers = await Promise.all(
        Array.from({length: size}, () =>
          s.call('getSleepSummary', '/v2/processed_data/sleep_health/summary?user_id=demoUserId&date=2022-10-20'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(size).fill(200));
    }
    const statements = await s.sandbox.db.query<{custom_plans: number; generic_plans: number}>(
      "SELECT custom_plans::int, generic_plans::int FROM pg_prepared_statements WHERE statement LIKE '%WITH ORDINALITY AS wanted%'",
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).toMatchObject({custom_plans: 0, generic_plans: expect.any(Number)});
    expect(statements.reduce((sum, statement) => sum + statement.generic_plans, 0)).toBeGreaterThan(0);
  });
});
