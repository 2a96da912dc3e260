// A store for @fastify/rate-limit that keeps the counts in PostgreSQL, so every
// sandbox sharing one database counts the same requests. On PGlite (one
// process owns the database) the library's in-memory store is used instead.
import type {FastifyRateLimitStore, FastifyRateLimitStoreCtor} from '@fastify/rate-limit';
import type {Clock} from './clock';
import type {Db} from './db';

/** Windows older than this are deleted; longer than the longest window the sandbox uses (an hour). */
const KEEP_MS = 2 * 3_600_000;
/** Old windows are deleted at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The store class for `@fastify/rate-limit`'s `store` option: fixed windows of `timeWindow`
 * milliseconds on the sandbox's clock, one row per key and window, counted with an atomic upsert.
 */
export function postgresRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweep = -Infinity;

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now - KEEP_MS).toISOString()]);
  }

  async function count(key: string, timeWindow: number): Promise<{current: number; ttl: number}> {
    const now = clock.now();
    const windowStart = now - (now % timeWindow);
    const [row] = await db.query<{count: number}>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`,
      [key, new Date(windowStart).toISOString()],
    );
    await sweep(now);
    return {current: row!.count, ttl: windowStart + timeWindow - now};
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
}
