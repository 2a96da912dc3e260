// PGlite runs in a worker thread (sandbox/state/pglite-thread.mjs) behind the
// same Db as PostgreSQL: transactions, errors and closing must behave across
// the thread boundary as they did in the process, and a long statement must
// leave the HTTP thread's event loop free.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {openDb, type Db} from '../../sandbox/state/db';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function open(): Promise<Db> {
  db = await openDb({});
  await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  return db;
}

describe('PGlite in its own thread', () => {
  it('commits a transaction whole, and a statement sent meanwhile runs after it and sees its writes', async () => {
    const db = await open();
    let outside: Promise<{count: number}[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (1, $1)', ['first']);
      outside = db.query<{count: number}>('SELECT count(*)::int AS count FROM notes');
      await tx.query('INSERT INTO notes VALUES (2, $1)', ['second']);
    });
    expect(await outside).toEqual([{count: 2}]);
  });

  it('rolls back everything when the work throws, and passes on the work’s own error', async () => {
    const db = await open();
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (1, $1)', ['kept?']);
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await db.query('SELECT * FROM notes')).toEqual([]);
  });

  it('gives PostgreSQL’s error fields with the error, and the transaction that met it rolls back', async () => {
    const db = await open();
    await db.query('INSERT INTO notes VALUES (1, $1)', ['one']);
    const duplicate = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (2, $1)', ['two']);
      await tx.query('INSERT INTO notes VALUES (1, $1)', ['again']);
    });
    await expect(duplicate).rejects.toMatchObject({code: '23505', constraint: 'notes_pkey'});
    expect(await db.query('SELECT id FROM notes')).toEqual([{id: 1}]);
  });

  it('brings back dates, JSON and bytes as PGlite parses them', async () => {
    const db = await open();
    const [row] = await db.query<{at: Date; doc: {a: number[]}; bytes: Uint8Array}>(
      "SELECT '2026-01-02T03:04:05Z'::timestamptz AS at, $1::jsonb AS doc, $2::bytea AS bytes",
      [JSON.stringify({a: [1, 2]}), new Uint8Array([1, 2, 3])],
    );
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(row?.doc).toEqual({a: [1, 2]});
    expect([...(row?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    const db = await open();
    // The longest stretch without a turn of the event loop, up to the answer included.
    let last = performance.now();
    let longest = 0;
    const gap = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    };
    const turns = setInterval(gap, 5);
    const started = performance.now();
    await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
    gap();
    clearInterval(turns);
    const took = performance.now() - started;
    // On the HTTP thread the statement would hold the loop for all of `took`; here the longest
    // stall is a small part of it, whatever the machine's speed.
    expect(longest).toBeLessThan(took / 2);
  });

  it('refuses statements once closed, saying so', async () => {
    const closed = await openDb({});
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow(/PGlite's thread stopped/);
  });
  it('vacuums its tables itself, so deleted rows give their space back (PGlite has no autovacuum)', async () => {
    db = await openDb({vacuumMs: 100});
    await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
    await db.query(`INSERT INTO notes SELECT n, repeat('x', 1000) FROM generate_series(1, 500) AS n`);
    const size = async () => (await db!.query<{bytes: number}>(`SELECT pg_relation_size('notes')::int AS bytes`))[0]?.bytes;
    // Measured before the DELETE: a vacuum may run any time after it, on a busy machine before the next statement.
    expect(await size()).toBeGreaterThan(400_000);
    await db.query('DELETE FROM notes');
    // A DELETE leaves the table's file as it was; only VACUUM hands back its emptied pages.
    await vi.waitFor(async () => expect(await size()).toBe(0), {timeout: 10_000, interval: 100});
  });
});
