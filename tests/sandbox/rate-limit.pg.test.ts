// Request limits hold across sandboxes that share one PostgreSQL database: each
// process exchanges its counts through the database (request-counter.ts).
// PostgreSQL run only.
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {createSandbox} from '../../sandbox/app';
import {clockStartingAt} from '../../sandbox/model/clock';
import {openDb, type Db} from '../../sandbox/state/db';
import {RequestCounter, type Window} from '../../sandbox/state/request-counter';
import {demoAuth, freshPostgresDatabase} from './support';

const startAt = '2026-03-10T02:30:00Z';
const minute = (max: number): Window => ({max, ms: 60_000});
const opened: RequestCounter[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((counter) => counter.close()));
  await Promise.all(dbs.splice(0).map((db) => db.close()));
});

describe('rate limits on PostgreSQL', () => {
  it('shares the per-client count between sandboxes on one PostgreSQL database', async () => {
    const databaseUrl = await freshPostgresDatabase();
    if (!databaseUrl) throw new Error('this suite needs a PostgreSQL server: run it with npm run test:sandbox:pg');
    const clock = clockStartingAt(Date.parse(startAt));
    const options = {databaseUrl, clock, rateLimitPerMinute: 3, tickIntervalMs: 0, logger: false};
    const first = await createSandbox(options);
    const second = await createSandbox(options);
    try {
      const bases = [];
      for (const sandbox of [first, second]) {
        await sandbox.app.listen({port: 0, host: '127.0.0.1'});
        bases.push(`http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}/sandbox`);
      }
      const authorization = `Basic ${Buffer.from(`${demoAuth.username}:${demoAuth.password}`).toString('base64')}`;
      const statuses = [];
      for (const base of [bases[0], bases[1], bases[0], bases[1]]) {
        statuses.push((await fetch(`${base}/_sandbox/settings`, {headers: {authorization}})).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('processes sharing a PostgreSQL database', () => {
  async function sharedDb(): Promise<Db> {
    const databaseUrl = await freshPostgresDatabase();
    if (!databaseUrl) throw new Error('this suite needs a PostgreSQL server: run it with npm run test:sandbox:pg');
    const db = await openDb({databaseUrl});
    dbs.push(db);
    return db;
  }

  /** Two processes' counters: each its own RequestCounter on the same database. */
  function counters(db: Db): [RequestCounter, RequestCounter] {
    const made = [new RequestCounter(db), new RequestCounter(db)] as [RequestCounter, RequestCounter];
    opened.push(...made);
    return made;
  }

  it('share one count: requests alternating between two processes stop at the limit', async () => {
    const [a, b] = counters(await sharedDb());
    const verdicts = [];
    for (let i = 0; i < 12; i += 1) verdicts.push((await (i % 2 ? b : a).hit('k', minute(8))).allowed);
    expect(verdicts.filter(Boolean).length).toBe(8);
    expect(verdicts.slice(8).some(Boolean)).toBe(false);
  });

  it('hold the limit, to within an eighth of it, under a concurrent burst spread over two processes', async () => {
    const [a, b] = counters(await sharedDb());
    const verdicts = await Promise.all(Array.from({length: 120}, (_, i) => (i % 2 ? b : a).hit('k', minute(40))));
    const allowed = verdicts.filter((verdict) => verdict.allowed).length;
    expect(allowed).toBeLessThanOrEqual(40 + 40 / 8);
    expect(allowed).toBeGreaterThan(0);
  });

  it('refuse a key they already know is full without a statement: a flood past its limit never reaches the database', async () => {
    const db = await sharedDb();
    const [a, b] = counters(db);
    for (let i = 0; i < 8; i += 1) expect((await (i % 2 ? b : a).hit('k', minute(8))).allowed).toBe(true);
    // The first refusal of each process is decided in the database, which tells it the other's count.
    expect((await a.hit('k', minute(8))).allowed).toBe(false);
    expect((await b.hit('k', minute(8))).allowed).toBe(false);
    let statements = 0;
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    db.query = (sql, params) => ((statements += 1), query(sql, params));
    db.transaction = (work) => ((statements += 1), transaction(work));
    const flood = await Promise.all(Array.from({length: 200}, (_, i) => (i % 2 ? b : a).hit('k', minute(8))));
    expect(flood.every((verdict) => !verdict.allowed && verdict.retryAfterSeconds >= 1)).toBe(true);
    expect(statements).toBe(0);
  });
});
