// The database layer: the same SQL on embedded PGlite (default, persisted in a
// folder) or on a PostgreSQL server (DATABASE_URL). Callers only see `Db`.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Pool} from 'pg';
import {lockForTransaction, sessionLockArguments, type LockKind} from './locks';
import type {Queryable} from './queryable';

export interface Db extends Queryable {
  /** Runs `work` in one transaction; everything it does commits or rolls back together. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Takes a lock held for as long as this process keeps it (or dies), or null when another
   * process holds it. What the scheduler is elected with.
   */
  tryHoldLock(kind: LockKind, key: string): Promise<HeldLock | null>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgresql';
}

export interface HeldLock {
  /** Settles when the lock is lost (its connection dropped) or released. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

const migrationsDir = path.join(__dirname, 'migrations');

/** Thrown when PGlite cannot open the data folder; says what to do instead of PGlite's bare "Aborted()". */
export class DataFolderError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `the sandbox's database folder ${dataDir} could not be opened (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'It is damaged (a sandbox stopped while writing) or was made by another PGlite version. ' +
        'Move it aside or delete it to start with a fresh database (its clients, users and deliveries are not carried over), ' +
        'or set SANDBOX_DATA_DIR to another folder.',
      {cause},
    );
    this.name = 'DataFolderError';
  }
}

/**
 * The files of an empty in-memory database, made once per process: each later
 * in-memory sandbox starts from a copy of them (PGlite's dumpDataDir and
 * loadDataDir) instead of running initdb again, which costs more than a second
 * of CPU and happens for every sandbox a test suite starts. Migrations still
 * run on every database.
 */
let emptyImage: Promise<ArrayBuffer> | undefined;

const threadFile = path.join(__dirname, 'pglite-thread.mjs');

interface ThreadError {
  name?: string;
  message: string;
  [field: string]: unknown;
}

type Ready = {ready: true; image?: ArrayBuffer} | {ready: false; error: ThreadError};
type Answer = {id: number; result: unknown} | {id: number; error: ThreadError};

/** A database error from the thread, with PostgreSQL's fields (code, detail…) as PGlite gave them. */
function fromThread(error: ThreadError): Error {
  const {message, name, ...fields} = error;
  return Object.assign(new Error(message), fields, {name: name ?? 'Error'});
}

/**
 * The thread's JavaScript only passes statements and rows between PGlite and the sandbox's thread, and
 * keeps little of it. Left to V8, its young generation was 16 MB at idle and grew under load, and
 * stayed resident; capped at 2 MB, 20 to 30 MB less after the bench's load and the same throughput
 * (sandbox/README.md, Benchmarks).
 */
const THREAD_YOUNG_GENERATION_MB = 2;

/** Starts PGlite's thread and resolves once its database is open (or rejects with why it is not). */
function startThread(workerData: object): Promise<{worker: Worker; image?: ArrayBuffer}> {
  const worker = new Worker(threadFile, {workerData, resourceLimits: {maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB}});
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite's thread stopped (exit code ${code}) before its database opened`)));
    worker.once('message', (message: Ready) => {
      worker.removeAllListeners('error').removeAllListeners('exit');
      if (message.ready) resolve({worker, image: message.image});
      else reject(fromThread(message.error));
    });
  });
}

async function emptyInMemory(): Promise<ArrayBuffer> {
  emptyImage ??= startThread({dumpOnly: true}).then(({image}) => image ?? Promise.reject(new Error('PGlite made no empty database')));
  return emptyImage;
}

/**
 * The embedded database in a thread of its own (pglite-thread.mjs), so a long statement never holds
 * the requests waiting on this one. Each call is a message; a transaction is an id the thread keeps
 * open in PGlite until `end` commits or rolls it back, and PGlite runs one transaction at a time.
 */
async function openPglite(dataDir: string | undefined, vacuumMs: number | undefined): Promise<Db> {
  let worker: Worker;
  try {
    const start = {...(dataDir ? {dataDir} : {image: await emptyInMemory()}), vacuumMs};
    ({worker} = await startThread(start));
  } catch (error) {
    if (dataDir) throw new DataFolderError(dataDir, error);
    throw error;
  }
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  let nextId = 1;
  let nextTransaction = 1;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    const call = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) call?.reject(fromThread(answer.error));
    else call?.resolve(answer.result);
  });
  worker.on('error', (error) => stop(new Error(`PGlite's thread failed: ${error.message}`, {cause: error})));
  worker.on('exit', (code) => stop(new Error(`PGlite's thread stopped (exit code ${code})`)));
  const call = <T>(message: object): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
      worker.postMessage({...message, id});
    });
  };
  const queryIn =
    (tx?: number) =>
    <T>(sql: string, params: unknown[] = []) =>
      call<T[]>({type: 'query', sql, params, tx});
  return {
    kind: 'pglite',
    query: queryIn(),
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      // Not awaited: the thread runs the transaction's statements after its begin, saving a round trip.
      const tx = nextTransaction++;
      const begun = call({type: 'begin', tx});
      begun.catch(() => undefined);
      let result: T;
      try {
        result = await work({query: queryIn(tx)});
        await begun;
      } catch (error) {
        await call({type: 'end', tx, commit: false}).catch(() => undefined);
        throw error;
      }
      await call({type: 'end', tx, commit: true});
      return result;
    },
    // One process owns a PGlite folder, so it holds every lock.
    async tryHoldLock() {
      let release = () => undefined as void;
      const lost = new Promise<void>((resolve) => (release = resolve));
      return {lost, release: async () => release()};
    },
    async close() {
      await call({type: 'close'}).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** `pg` is imported here, not at the top: a sandbox on PGlite never loads it, and starts sooner. */
async function openPostgres(url: string): Promise<Db> {
  const {default: pg} = await import('pg');
  const pool: Pool = new pg.Pool({connectionString: url, max: 10});
  // A dropped idle connection must not crash the sandbox; the pool replaces it.
  pool.on('error', () => undefined);
  // Each connection keeps one plan per prepared statement: by default the server plans again, on every run,
  // a statement whose estimate depends on its parameters, and the read of requests that arrived together
  // (unnest of arrays whose length it knows only then) was planned on 73% of its runs with two processes.
  // The sandbox's statements find their rows by key (a client, a user, a name, a time), so one plan serves
  // any values. Set on connect, before the connection's first statement, so that options in DATABASE_URL
  // still apply; a server that refuses it keeps its default.
  pool.on('connect', (client) => void client.query('SET plan_cache_mode = force_generic_plan').catch(() => undefined));
  // Each statement with parameters is prepared once per connection, by name, and then only bound and run:
  // the server parses and plans it once, not on every request. One name per SQL text, for this process.
  const names = new Map<string, string>();
  const prepared = (sql: string, params: unknown[]) => {
    if (!params.length) return {text: sql, values: params};
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `s${names.size + 1}`));
    return {name, text: sql, values: params};
  };
  return {
    kind: 'postgresql',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(prepared(sql, params))).rows as T[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(prepared(sql, params))).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async tryHoldLock(kind, key) {
      // A connection of its own: a session lock lives as long as its connection, so a process
      // that dies (its connection closes) frees it for another at once.
      // Named, so an operator can see in pg_stat_activity which process holds which lock.
      const connection = new pg.Client({connectionString: url, application_name: `rook-sandbox ${kind} lock, pid ${process.pid}`});
      let dropped = () => undefined as void;
      const lost = new Promise<void>((resolve) => (dropped = resolve));
      connection.on('error', () => dropped());
      connection.on('end', () => dropped());
      await connection.connect();
      const [row] = (await connection.query('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS held', sessionLockArguments(kind, key)))
        .rows as {held: boolean}[];
      if (!row?.held) {
        await connection.end();
        return null;
      }
      return {lost, release: () => connection.end().catch(() => undefined)};
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Applies, in file-name order, each migration not applied yet, all in one transaction under the
 * migrations' lock: several processes starting at once on an empty database migrate once (even
 * `CREATE TABLE IF NOT EXISTS` races without the lock), and a failed migration leaves nothing half-done.
 */
async function migrate(db: Db): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(files.map(async (name) => [name, await readFile(path.join(migrationsDir, name), 'utf8')] as const));
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, 'migrations', 'schema');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{name: string}>('SELECT name FROM schema_migrations')).map((row) => row.name));
    for (const [name, sql] of scripts) {
      if (done.has(name)) continue;
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
  });
}

/**
 * A Db for a database still opening: each call waits for it. It lets the sandbox build its routes while
 * PGlite starts in its thread; once open, a call costs one more await.
 */
export function whenOpen(opening: Promise<Db>, kind: Db['kind']): Db {
  return {
    kind,
    async query<T>(sql: string, params?: unknown[]) {
      return (await opening).query<T>(sql, params);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return (await opening).transaction(work);
    },
    async tryHoldLock(lock: LockKind, key: string) {
      return (await opening).tryHoldLock(lock, key);
    },
    async close() {
      await (await opening).close();
    },
  };
}

/** Which database `openDb` opens for these options. */
export const dbKindOf = (options: DbOptions): Db['kind'] => (options.databaseUrl ? 'postgresql' : 'pglite');

export interface DbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; when absent, an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: how often its thread may vacuum the sandbox's tables (pglite-thread.mjs); 10 s unless a test says. */
  vacuumMs?: number;
}

export async function openDb(options: DbOptions): Promise<Db> {
  const db =
    dbKindOf(options) === 'postgresql' ? await openPostgres(options.databaseUrl!) : await openPglite(options.dataDir, options.vacuumMs);
  await migrate(db);
  return db;
}
