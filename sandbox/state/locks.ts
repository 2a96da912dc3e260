// PostgreSQL advisory locks, one key space per kind of lock. The two-key form
// (kind, key) keeps kinds apart: a client's hash can never equal a user's or
// the migrations' key, as it could when every lock shared one hashed text.
import type {Queryable} from './queryable';

const lockKinds = {
  migrations: 1,
  scheduler: 2,
  client: 3,
  user: 4,
  requestCount: 5,
} as const;

export type LockKind = keyof typeof lockKinds;

/** Holds the lock until the surrounding transaction ends. `key` is hashed by PostgreSQL (hashtext). */
export async function lockForTransaction(tx: Queryable, kind: LockKind, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [lockKinds[kind], key]);
}

/** The SQL arguments of a session lock (pg_try_advisory_lock), for locks held by a connection rather than a transaction. */
export function sessionLockArguments(kind: LockKind, key: string): [number, string] {
  return [lockKinds[kind], key];
}
