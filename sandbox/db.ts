// The database layer: the same SQL on embedded PGlite (default, persisted in a
// folder) or on a PostgreSQL server (DATABASE_URL). Callers only see `Db`.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction; everything it does commits or rolls back together. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgresql';
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

async function openPglite(dataDir: string | undefined): Promise<Db> {
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir ? {dataDir} : {});
  } catch (error) {
    if (dataDir) throw new DataFolderError(dataDir, error);
    throw error;
  }
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await lite.query<T>(sql, params)).rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return lite.transaction((tx) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    async close() {
      await lite.close();
    },
  };
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({connectionString: url, max: 10});
  // A dropped idle connection must not crash the sandbox; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'postgresql',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
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
    async close() {
      await pool.end();
    },
  };
}

/** Applies, in file-name order, each migration not applied yet (one transaction each). */
async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the lock too: two sandboxes creating the table at once on a PostgreSQL server can collide (a duplicate pg_type row).
    await tx.query('SELECT pg_advisory_xact_lock(727001)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of files) {
    const sql = await readFile(path.join(migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      // Serialises two sandboxes migrating the same PostgreSQL database at once.
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length) return;
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; when absent, an in-memory database (tests). */
  dataDir?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}
