// How many statements each kind of request sends to the database, counted on the sandbox's own
// database object. On PostgreSQL each is a network round trip, and every process of a hosted
// sandbox shares that server, so the count is what limits how many processes one server carries
// (sandbox/README.md, "Scaling"). On PGlite the read cache answers most reads from memory once
// warm. A change that adds a statement to a request fails here, and says which.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Queryable} from '../../sandbox/state/queryable';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
let statements = 0;

/** Counts every statement the sandbox sends, a transaction's BEGIN and COMMIT included. */
function countStatements(db: {query: Queryable['query']; transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>}) {
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (sql, params) => {
    statements += 1;
    return query(sql, params);
  };
  db.transaction = (work) => {
    statements += 2;
    return transaction((tx) =>
      work({
        query: (sql, params) => {
          statements += 1;
          return tx.query(sql, params);
        },
      }),
    );
  };
}

beforeAll(async () => {
  // The request log writes in batches of many requests, apart from each request: left out of the count.
  s = await startSandbox({startAt: '2026-05-05T09:00:00Z', requestLog: false});
  countStatements(s.sandbox.db);
});
afterAll(() => s?.close());

const kinds: {name: string; path: string; method?: string; body?: (call: number) => unknown}[] = [
  {name: 'processed-data read', path: '/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-20'},
  {name: 'events read', path: '/v2/processed_data/physical_health/events/heart_rate?user_id=demoUserId&date=2022-10-20'},
  {name: 'users status', path: '/api/v1/client/users/status?up_to_date=2026-05-05'},
  {name: 'authorizer', path: '/api/v1/user_id/demoUserId/data_source/Polar/authorizer'},
  {name: 'sandbox settings', path: '/_sandbox/settings'},
  {
    name: 'user information write',
    path: '/api/v2/user-information',
    method: 'POST',
    // A new height each time: a real write, never one the sandbox could skip as unchanged.
    body: (call) => ({datetime: '2026-01-05T08:00:00.000000+00:00', user_id: 'demoUserId', height_cm_int: 170 + call}),
  },
];

/** Statements per request of each kind, sent three times: the first may fill caches, the others show the steady state. */
async function measure(): Promise<Record<string, number[]>> {
  const counts: Record<string, number[]> = {};
  for (const kind of kinds) {
    counts[kind.name] = [];
    for (let call = 0; call < 3; call += 1) {
      const before = statements;
      const answer = await s.fetch(kind.path, {method: kind.method, body: kind.body?.(call)});
      expect(answer.status, `${kind.name}: ${answer.text}`).toBeLessThan(300);
      counts[kind.name]!.push(statements - before);
    }
  }
  return counts;
}

describe('database statements per request', () => {
  it(`are what the scaling model counts, on ${process.env.SANDBOX_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const counts = await measure();
    const steady = Object.fromEntries(Object.entries(counts).map(([name, calls]) => [name, calls.at(-1)]));
    if (process.env.SANDBOX_TEST_DATABASE_URL) {
      // No read cache: another process may have written. A processed-data read reads its user with the client's
      // row, in one statement; other requests read the client's row, then what they answer.
      expect(steady).toEqual({
        'processed-data read': 1,
        'events read': 1,
        'users status': 2,
        authorizer: 3,
        'sandbox settings': 1,
        'user information write': 3,
      });
    } else {
      expect(steady).toEqual({
        'processed-data read': 0,
        'events read': 0,
        'users status': 1,
        authorizer: 0,
        'sandbox settings': 0,
        'user information write': 2,
      });
    }
  });
});
