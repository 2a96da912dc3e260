// The sandbox's read cache (see ReadCache). Which writes make which reads
// stale is said by each write of the store (store.ts), which owns the SQL of
// every table a cached read comes from: nothing is guessed from SQL text.
import type {Db} from './db';
import type {Queryable} from './queryable';
import type {UserContext} from '../model/generator';
import type {Client} from './rows';

/** What a write can make stale: a client's row, users' contexts (time zone, links, information), whether users exist, or the waiting authorization links. */
export type Cached = 'clients' | 'contexts' | 'known' | 'pending';
export const everything: readonly Cached[] = ['clients', 'contexts', 'known', 'pending'];

/**
 * The reads behind nearly every API call (a client's row, a user's context,
 * whether a user exists, the authorization link waiting for a user's answer)
 * kept in memory until a write could change them. Only
 * for a database this process owns (PGlite: one process per data folder); on
 * a PostgreSQL server other sandboxes may write, so every read goes to it.
 */
export class ReadCache {
  /** Bumped by every forget: a read that began before it is not stored. */
  private generation = 0;
  /** Undefined: the client is gone. */
  readonly clients = new Map<string, Client | undefined>();
  readonly contexts = new Map<string, UserContext | null>();
  /** Whether a user exists: apart from the contexts, because writing a user's information must not forget it. */
  readonly known = new Map<string, boolean>();
  /** The waiting authorization link's token per client, user, source and redirect_url (null: none waits). */
  readonly pending = new Map<string, string | null>();

  private forget(parts: Iterable<Cached>): void {
    for (const part of parts) {
      this.generation++;
      this[part].clear();
    }
  }

  /** Reads through `load` unless `map` has the key; keeps the result only if nothing was forgotten meanwhile. */
  async read<V>(map: Map<string, V>, key: string, load: () => Promise<V>): Promise<V> {
    if (map.has(key)) return map.get(key)!;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) map.set(key, value);
    return value;
  }

  /** Transactions under way, with what their writes made stale: forgotten again when each ends. */
  private readonly open = new WeakMap<Queryable, Set<Cached>>();

  /**
   * The same database, whose transactions the cache follows: what a write inside one made stale is
   * forgotten again when it ends, since reads outside may have seen the rows before it committed.
   */
  track(db: Db): Db {
    return {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      transaction: (work) => {
        const touched = new Set<Cached>();
        return db
          .transaction((tx) => {
            this.open.set(tx, touched);
            return work(tx);
          })
          .finally(() => this.forget(touched));
      },
      tryHoldLock: (kind, key) => db.tryHoldLock(kind, key),
      close: () => db.close(),
    };
  }

  /** Called by each write (through `q`, the database or a transaction) with what it can make stale. */
  wrote(q: Queryable, parts: readonly Cached[]): void {
    const touched = this.open.get(q);
    for (const part of parts) touched?.add(part);
    this.forget(parts);
  }
}
