// The sandbox's read cache (see ReadCache): which writes make which cached reads stale.
import type {Db, Queryable} from './db';
import type {UserContext} from './generator';
import type {Client} from './store';

type Cached = 'clients' | 'contexts' | 'known' | 'pending';
const ALL: Cached[] = ['clients', 'contexts', 'known', 'pending'];

/**
 * What a write can change in the cache, from its table: a client's row, users' contexts (time zone,
 * links, information), whether users exist, or the authorization links waiting for an answer.
 * Tables no cached read looks at change nothing; a statement of any other form forgets everything.
 */
export function staleAfter(sql: string): Cached[] {
  if (/^\s*SELECT\b/i.test(sql)) return [];
  const write = /^\s*(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/i.exec(sql);
  if (!write) return ALL;
  const deletes = write[1]!.toUpperCase().startsWith('DELETE');
  switch (write[2]!.toLowerCase()) {
    case 'consents':
      return ['pending'];
    case 'deliveries':
    case 'dispatch_leases':
    case 'inbox_messages':
    case 'schema_migrations':
      return [];
    case 'clients':
      return deletes ? ALL : ['clients'];
    case 'users':
      // Deleting users deletes their consents too (ON DELETE CASCADE).
      return deletes ? ['contexts', 'known', 'pending'] : ['contexts', 'known'];
    case 'links':
    case 'user_information':
      return ['contexts'];
    default:
      return ALL;
  }
}

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
  readonly clients = new Map<string, Client>();
  readonly contexts = new Map<string, UserContext | null>();
  /** Whether a user exists: apart from the contexts, because writing a user's information must not forget it. */
  readonly known = new Map<string, boolean>();
  /** The waiting authorization link's token per client, user, source and redirect_url (null: none waits). */
  readonly pending = new Map<string, string | null>();

  forget(parts: Iterable<Cached>): void {
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

  /** The same database, telling the cache about each write: before and after it, so no read racing it is kept. */
  watch(db: Db): Db {
    const watched = (q: Queryable, touched?: Set<Cached>): Queryable => ({
      query: async <T>(sql: string, params?: unknown[]) => {
        const stale = staleAfter(sql);
        for (const part of stale) touched?.add(part);
        this.forget(stale);
        try {
          return await q.query<T>(sql, params);
        } finally {
          this.forget(stale);
        }
      },
    });
    return {
      kind: db.kind,
      query: watched(db).query,
      transaction: async (work) => {
        const touched = new Set<Cached>();
        try {
          return await db.transaction((tx) => work(watched(tx, touched)));
        } finally {
          // Reads outside the transaction may have seen the rows before it committed.
          this.forget(touched);
        }
      },
      tryHoldLock: (kind, key) => db.tryHoldLock(kind, key),
      close: () => db.close(),
    };
  }
}
