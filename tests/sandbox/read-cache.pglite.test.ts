// The sandbox's read cache on a real (in-memory) PGlite: each write of the store
// says what it makes stale, the SQL lives in the store (and the storage adapters
// beneath it), and a read racing a write is not kept.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {clockStartingAt} from '../../sandbox/model/clock';
import {budgetsFor} from '../../sandbox/model/budgets';
import {openDb, type Db} from '../../sandbox/state/db';
import {ReadCache} from '../../sandbox/state/read-cache';
import {loadContracts} from '../../sandbox/contract/operations';
import {Store} from '../../sandbox/state/store';

describe('where the SQL is', () => {
  /** The modules that may hold SQL: the state tier (the repository of the sandbox's state and the storage adapters beneath it), and the outbox. */
  const owners = (file: string) => file.startsWith('state/') || file === 'delivery/outbox.ts';
  const sql = /\b(SELECT\s|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)/;
  const sandbox = path.resolve(import.meta.dirname, '../../sandbox');
  const sources = readdirSync(sandbox, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.ts'));

  it('is in the state tier (and the outbox claims) only, so every write that can make a cached read stale says so', () => {
    expect(sources.filter((file) => !owners(file) && sql.test(readFileSync(path.join(sandbox, file), 'utf8')))).toEqual([]);
    // The pattern does find SQL: the users repository's own.
    expect(sql.test(readFileSync(path.join(sandbox, 'state/users.ts'), 'utf8'))).toBe(true);
  });

  it('writes the tables cached reads come from in the repositories of clients and users alone', () => {
    const cached = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(clients|users|links|user_information|consents)\\b`, 'i');
    expect(
      sources.filter(
        (file) => !['state/clients.ts', 'state/users.ts'].includes(file) && cached.test(readFileSync(path.join(sandbox, file), 'utf8')),
      ),
    ).toEqual([]);
  });
});

describe('ReadCache', () => {
  let raw: Db;
  beforeAll(async () => {
    raw = await openDb({});
  });
  afterAll(() => raw?.close());

  it('does not keep a read that a write overtook', async () => {
    const cache = new ReadCache();
    const db = cache.track(raw);
    const value = await cache.read(cache.known, 'k', async () => {
      cache.wrote(db, ['known']);
      return true;
    });
    expect(value).toBe(true);
    expect(cache.known.has('k')).toBe(false);
    await cache.read(cache.known, 'k', async () => true);
    expect(cache.known.get('k')).toBe(true);
  });

  it('forgets what a write inside a transaction touched again when the transaction ends', async () => {
    const cache = new ReadCache();
    const db = cache.track(raw);
    await cache.read(cache.known, 'k', async () => false);
    await cache.read(cache.clients, 'c', async () => ({}) as never);
    await db.transaction(async (tx) => {
      cache.wrote(tx, ['known']);
      expect(cache.known.has('k')).toBe(false);
      // A read meanwhile may see the rows as they were before the commit.
      await cache.read(cache.known, 'k', async () => false);
      expect(cache.known.has('k')).toBe(true);
    });
    expect(cache.known.has('k')).toBe(false);
    // What the transaction did not touch stays.
    expect(cache.clients.has('c')).toBe(true);
  });
});

/** The demo client every sandbox starts with, as the contract's examples give it. */
const {demo} = await loadContracts();

describe('Store on PGlite', () => {
  let store: Store;
  beforeAll(async () => {
    store = new Store(await openDb({}), clockStartingAt('2026-03-10T10:30:00Z'), budgetsFor(false, 'pglite'), demo);
    await store.clients.seedDemoClient();
  });
  afterAll(() => store?.db.close());

  it('answers cached reads with what the last write left', async () => {
    const before = await store.clients.client(demo.clientUuid);
    await store.clients.advanceClock(demo.clientUuid, 3_600_000);
    expect((await store.clients.client(demo.clientUuid)).clock_offset_ms).toBe(before.clock_offset_ms + 3_600_000);

    expect(await store.users.userExists(demo.clientUuid, 'cache-user')).toBe(false);
    await store.db.transaction((tx) => store.users.ensureUser(tx, demo.clientUuid, 'cache-user', store.clock.now()));
    expect(await store.users.userExists(demo.clientUuid, 'cache-user')).toBe(true);
    expect((await store.users.openLinks(store.db, demo.clientUuid, 'cache-user')).size).toBe(0);
    await store.db.transaction((tx) => store.users.openLink(tx, demo.clientUuid, 'cache-user', 'Oura', store.clock.now()));
    expect([...(await store.users.openLinks(store.db, demo.clientUuid, 'cache-user'))]).toEqual(['Oura']);

    const token = await store.users.consentToken(demo.clientUuid, 'cache-user', 'Polar', null);
    expect(await store.users.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).toBe(token);
    await store.db.transaction((tx) => store.users.answerConsent(tx, token, 'deny', false));
    const next = await store.users.consentToken(demo.clientUuid, 'cache-user', 'Polar', null);
    expect(next).not.toBe(token);
    expect(await store.users.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).toBe(next);

    await store.clients.reset(await store.clients.client(demo.clientUuid));
    expect(await store.users.userExists(demo.clientUuid, 'cache-user')).toBe(false);
    // Reset deleted the user's consents with it: the waiting link is forgotten too.
    await store.db.transaction((tx) => store.users.ensureUser(tx, demo.clientUuid, 'cache-user', store.clock.now()));
    expect(await store.users.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).not.toBe(next);
  });

  it('shares one frozen row, so a caller that tried to change it would throw rather than change it for the next', async () => {
    const row = await store.clients.client(demo.clientUuid);
    expect(await store.clients.client(demo.clientUuid)).toBe(row);
    expect(Object.isFrozen(row)).toBe(true);
    expect(() => {
      (row as {hash_key: string}).hash_key = 'changed';
    }).toThrow(TypeError);
    expect((await store.clients.client(demo.clientUuid)).hash_key).toBe(demo.hashKey);
  });
});
