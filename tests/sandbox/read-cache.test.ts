// The sandbox's read cache on a real (in-memory) PGlite: writes make exactly
// the cached reads they could change stale, and a read racing a write is not kept.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {clockStartingAt} from '../../sandbox/clock';
import {openDb, type Db} from '../../sandbox/db';
import {ReadCache, staleAfter} from '../../sandbox/read-cache';
import {demo, Store} from '../../sandbox/store';

describe('staleAfter', () => {
  it('names what each kind of statement can change', () => {
    expect(staleAfter('SELECT * FROM users')).toEqual([]);
    expect(staleAfter('INSERT INTO deliveries (client_uuid) VALUES ($1)')).toEqual([]);
    expect(staleAfter('INSERT INTO consents (token) VALUES ($1)')).toEqual(['pending']);
    expect(staleAfter('UPDATE clients SET clock_offset_ms = 1')).toEqual(['clients']);
    expect(staleAfter('DELETE FROM clients')).toEqual(['clients', 'contexts', 'known', 'pending']);
    expect(staleAfter('INSERT INTO users (client_uuid) VALUES ($1)')).toEqual(['contexts', 'known']);
    // Consents go with their user.
    expect(staleAfter('DELETE FROM users WHERE client_uuid = $1')).toEqual(['contexts', 'known', 'pending']);
    expect(staleAfter('\n  INSERT INTO user_information VALUES ($1)')).toEqual(['contexts']);
    // Anything it cannot read forgets everything.
    expect(staleAfter('WITH x AS (DELETE FROM links RETURNING 1) SELECT 1')).toEqual(['clients', 'contexts', 'known', 'pending']);
    expect(staleAfter('TRUNCATE links')).toEqual(['clients', 'contexts', 'known', 'pending']);
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
    const db = cache.watch(raw);
    const value = await cache.read(cache.known, 'k', async () => {
      await db.query("UPDATE clients SET hash_key = hash_key WHERE client_uuid = '00000000-0000-0000-0000-000000000000'");
      return true;
    });
    expect(value).toBe(true);
    expect(cache.known.has('k')).toBe(false);
    await cache.read(cache.known, 'k', async () => true);
    expect(cache.known.get('k')).toBe(true);
  });

  it('forgets what a write inside a transaction touches', async () => {
    const cache = new ReadCache();
    const db = cache.watch(raw);
    await cache.read(cache.known, 'k', async () => false);
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      expect(cache.known.has('k')).toBe(true);
      await tx.query("UPDATE users SET time_zone = time_zone WHERE user_id = 'nobody'");
    });
    expect(cache.known.has('k')).toBe(false);
  });
});

describe('Store on PGlite', () => {
  let store: Store;
  beforeAll(async () => {
    store = new Store(await openDb({}), clockStartingAt('2026-03-10T10:30:00Z'));
    await store.seedDemoClient();
  });
  afterAll(() => store?.db.close());

  it('answers cached reads with what the last write left', async () => {
    const before = await store.client(demo.clientUuid);
    await store.db.query('UPDATE clients SET clock_offset_ms = clock_offset_ms + 3600000 WHERE client_uuid = $1', [demo.clientUuid]);
    expect((await store.client(demo.clientUuid)).clock_offset_ms).toBe(before.clock_offset_ms + 3_600_000);

    expect(await store.userExists(demo.clientUuid, 'cache-user')).toBe(false);
    await store.db.transaction((tx) => store.ensureUser(tx, demo.clientUuid, 'cache-user', store.clock.now()));
    expect(await store.userExists(demo.clientUuid, 'cache-user')).toBe(true);
    expect((await store.openLinks(store.db, demo.clientUuid, 'cache-user')).size).toBe(0);
    await store.db.query("INSERT INTO links (client_uuid, user_id, data_source, linked_at) VALUES ($1, 'cache-user', 'Oura', now())", [
      demo.clientUuid,
    ]);
    expect([...(await store.openLinks(store.db, demo.clientUuid, 'cache-user'))]).toEqual(['Oura']);

    const token = await store.consentToken(demo.clientUuid, 'cache-user', 'Polar', null);
    expect(await store.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).toBe(token);
    await store.db.query("UPDATE consents SET decision = 'deny' WHERE token = $1", [token]);
    const next = await store.consentToken(demo.clientUuid, 'cache-user', 'Polar', null);
    expect(next).not.toBe(token);
    expect(await store.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).toBe(next);

    await store.reset(await store.client(demo.clientUuid));
    expect(await store.userExists(demo.clientUuid, 'cache-user')).toBe(false);
    // Reset deleted the user's consents with it: the waiting link is forgotten too.
    await store.db.transaction((tx) => store.ensureUser(tx, demo.clientUuid, 'cache-user', store.clock.now()));
    expect(await store.consentToken(demo.clientUuid, 'cache-user', 'Polar', null)).not.toBe(next);
  });

  it('hands out copies, so a caller changing its row cannot change the cache', async () => {
    const row = await store.client(demo.clientUuid);
    row.hash_key = 'changed';
    expect((await store.client(demo.clientUuid)).hash_key).toBe(demo.hashKey);
  });
});
