// How many statements each kind of request sends to the database, counted on the sandbox's own
// database object. On PostgreSQL each is a network round trip, and every process of a hosted
// sandbox shares that server, so the count is what limits how many processes one server carries
// (sandbox/README.md, "Scaling"). On PGlite the read cache answers most reads from memory once
// warm. A change that adds a statement to a request fails here, and says which.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Queryable} from '../../sandbox/state/queryable';
import {sandboxDemoCredentials} from '../../core/data/sandbox';
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
      // No read cache: another process may have written. A processed-data read and an authorizer read their user
      // with the client's row, in one statement; other requests read the client's row, then what they answer.
      expect(steady).toEqual({
        'processed-data read': 1,
        'events read': 1,
        'users status': 2,
        authorizer: 2,
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

describe('the client reads of requests that arrive together', () => {
  const {username, secret} = sandboxDemoCredentials;
  const authenticateAll = (users: (string | undefined)[]) =>
    Promise.all(users.map((userId) => s.sandbox.store.clients.authenticate(username, secret, userId)));

  it(`are one statement for all of them on PostgreSQL, each with its own answer (${process.env.SANDBOX_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // Once alone first: a login may record when the client was last seen, at most once a minute.
    await authenticateAll([undefined]);
    const asked = ['demoUserId', undefined, 'no-such-user', 'demoUserId', ...Array.from({length: 16}, () => 'demoUserId')];
    const before = statements;
    const found = await authenticateAll(asked);
    const sent = statements - before;
    const demoClient = s.sandbox.store.clients.demo.clientUuid;
    expect(found.map((read) => read?.client.client_uuid)).toEqual(asked.map(() => demoClient));
    if (process.env.SANDBOX_TEST_DATABASE_URL) {
      expect(sent).toBe(1);
      // Each read about a user has that user's context; the two reads of one user share one frozen context.
      expect(found[0]?.user?.userId).toBe('demoUserId');
      expect(found[0]?.user).toBe(found[3]?.user);
      expect(Object.isFrozen(found[0]?.user)).toBe(true);
      expect(found[1]).not.toHaveProperty('user');
      expect(found[2]?.user).toBeNull();
    } else {
      // The read cache answers the client's row from memory, and leaves the user to it.
      expect(sent).toBe(0);
      expect(found.every((read) => read && !('user' in read))).toBe(true);
    }
  });

  it("give each client its own row and its own users, when two clients' requests arrive together", async () => {
    const other = await s.sandbox.store.clients.createClient();
    const [demo, stranger] = await Promise.all([
      s.sandbox.store.clients.authenticate(username, secret, 'demoUserId'),
      s.sandbox.store.clients.authenticate(other.client_uuid, other.secret_key, 'demoUserId'),
    ]);
    expect(demo?.client.client_uuid).toBe(s.sandbox.store.clients.demo.clientUuid);
    expect(stranger?.client.client_uuid).toBe(other.client_uuid);
    expect(stranger?.client.hash_key).toBe(other.hash_key);
    if (process.env.SANDBOX_TEST_DATABASE_URL) {
      expect(demo?.user?.clientUuid).toBe(demo?.client.client_uuid);
      // The other client has no user of that name: the demo client's is not its.
      expect(stranger?.user).toBeNull();
    }
  });

  it('see a write that was committed before they were asked', async () => {
    const {clientUuid} = s.sandbox.store.clients.demo;
    const [before] = await authenticateAll(['demoUserId']);
    const moved = await s.fetch('/_sandbox/clock/advance', {method: 'POST', body: {seconds: 86_400}});
    expect(moved.status, moved.text).toBe(200);
    const [after] = await authenticateAll(['demoUserId']);
    expect(before?.client.client_uuid).toBe(clientUuid);
    expect(after?.client.clock_offset_ms).toBe((before?.client.clock_offset_ms ?? 0) + 86_400_000);
  });

  it('of a waiting authorization link are one statement too on PostgreSQL, each with its own link', async () => {
    const {clientUuid} = s.sandbox.store.clients.demo;
    const users = s.sandbox.store.users;
    const redirects = ['https://example.com/a', 'https://example.com/b'];
    // Made once, alone: a first call writes the link. Asked again once: on PGlite, so the read cache holds them.
    const made = await Promise.all(redirects.map((url) => users.consentToken(clientUuid, 'demoUserId', 'Oura', url)));
    await Promise.all(redirects.map((url) => users.consentToken(clientUuid, 'demoUserId', 'Oura', url)));
    const before = statements;
    const again = await Promise.all(
      Array.from({length: 10}, (_, i) => users.consentToken(clientUuid, 'demoUserId', 'Oura', redirects[i % 2]!)),
    );
    expect(again).toEqual(Array.from({length: 10}, (_, i) => made[i % 2]));
    expect(new Set(made).size).toBe(2);
    expect(statements - before).toBe(process.env.SANDBOX_TEST_DATABASE_URL ? 1 : 0);
  });

  it('answer a read about a missing user from the statement that read its client', async () => {
    const path = '/v2/processed_data/physical_health/summary?user_id=no-such-user&date=2022-10-20';
    expect((await s.fetch(path)).status).toBe(422);
    const before = statements;
    expect((await s.fetch(path)).status).toBe(422);
    expect(statements - before).toBe(process.env.SANDBOX_TEST_DATABASE_URL ? 1 : 0);
  });

  it('are refused for a wrong secret without a statement', async () => {
    const before = statements;
    expect(await s.sandbox.store.clients.authenticate(username, 'not-the-secret', 'demoUserId')).toBeNull();
    expect(statements - before).toBe(0);
  });
});

describe("a tick's read of its client's users", () => {
  it('is one statement however many users were ever linked, each context as a read of that user gives it, kept while unchanged', async () => {
    const {store} = s.sandbox;
    const client = await store.clients.createClient();
    const auth = {username: client.client_uuid, password: client.secret_key};
    const linkedOnce = async () => {
      const before = statements;
      const contexts = await store.db.transaction((tx) => store.users.linkedUserContexts(tx, client.client_uuid));
      // BEGIN, the read, COMMIT.
      expect(statements - before).toBe(3);
      return contexts;
    };
    const link = async (userId: string) => {
      const answer = await s.fetch(`/_sandbox/users/${userId}/sdk_sources`, {method: 'POST', auth, body: {data_source: 'Apple Health'}});
      expect(answer.status, answer.text).toBe(200);
    };

    await link('tick-user-b');
    expect((await linkedOnce()).map((user) => user.userId)).toEqual(['tick-user-b']);

    for (const userId of ['tick-user-e', 'tick-user-a', 'tick-user-d', 'tick-user-c']) await link(userId);
    // A user who never linked a source has nothing for a tick; one whose only link was closed still has its older days.
    expect((await s.fetch('/api/v1/user_id/tick-user-unlinked/data_source/Polar/authorizer', {auth})).status).toBe(200);
    await store.db.transaction((tx) => store.users.closeLink(tx, client.client_uuid, 'tick-user-d', 'Apple Health', store.clock.now()));

    const contexts = await linkedOnce();
    expect(contexts.map((user) => user.userId)).toEqual(['tick-user-a', 'tick-user-b', 'tick-user-c', 'tick-user-d', 'tick-user-e']);
    for (const context of contexts) expect(context).toEqual(await store.users.userContext(store.db, client.client_uuid, context.userId));
    expect(contexts.find((user) => user.userId === 'tick-user-d')?.links).toEqual([
      expect.objectContaining({source: 'Apple Health', revokedAt: expect.any(Number)}),
    ]);

    // Read again unchanged, each user is the same frozen context (what the generator keeps with it is reused);
    // a user who changed is a new one.
    const linked = await s.fetch('/_sandbox/users/tick-user-a/sdk_sources', {
      method: 'POST',
      auth,
      body: {data_source: 'Health Connect'},
    });
    expect(linked.status, linked.text).toBe(200);
    const again = await linkedOnce();
    expect(Object.isFrozen(again[1])).toBe(true);
    expect(again.slice(1)).toEqual(contexts.slice(1));
    again.slice(1).forEach((user, i) => expect(user).toBe(contexts[i + 1]));
    expect(again[0]).not.toBe(contexts[0]);
    expect(again[0]?.links.map((one) => one.source)).toEqual(['Apple Health', 'Health Connect']);
  });
});
