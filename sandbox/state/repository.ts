// What every repository of the sandbox's state shares: the database (behind the read cache on
// PGlite), the sandbox's clock and the client budgets, and the one way a write tells the read cache
// what it made stale. Each aggregate (clients, users and links, deliveries, backfills, inbox) is a
// repository of its own; `Store` holds one of each.
import type {DemoClient} from '../contract/operations';
import type {Budgets} from '../model/budgets';
import type {Clock} from '../model/clock';
import type {Db} from './db';
import type {Queryable} from './queryable';
import {ClientReads} from './client-reads';
import {ReadCache, type Cached} from './read-cache';
import {KeptContexts} from './user-context';

export type StoreBudgets = Pick<Budgets, 'users' | 'linkedSources' | 'dueDeliveries' | 'waitingDays' | 'inboxMessages'>;

/** The parts every repository shares, made once per Store. */
export class StateParts {
  readonly cache: ReadCache | null;
  /** On a PostgreSQL server, where there is no read cache: the client and user reads of requests that arrive together. */
  readonly reads: ClientReads | null;
  /** Users' contexts read from the server or in a transaction, kept by the text they were made from. */
  readonly contexts = new KeptContexts();
  readonly db: Db;

  /** `clock` is the sandbox's (SandboxOptions.clock): new clients and resets start their last tick at it. */
  constructor(
    db: Db,
    readonly clock: Clock,
    readonly budgets: StoreBudgets,
    readonly demo: DemoClient,
  ) {
    this.cache = db.kind === 'pglite' ? new ReadCache() : null;
    this.db = this.cache ? this.cache.track(db) : db;
    this.reads = this.cache ? null : new ClientReads(() => this.db, this.contexts);
  }
}

export abstract class Repository {
  constructor(private readonly parts: StateParts) {}

  get db(): Db {
    return this.parts.db;
  }

  protected get cache(): ReadCache | null {
    return this.parts.cache;
  }

  protected get reads(): ClientReads | null {
    return this.parts.reads;
  }

  protected get contexts(): KeptContexts {
    return this.parts.contexts;
  }

  protected get clock(): Clock {
    return this.parts.clock;
  }

  protected get budgets(): StoreBudgets {
    return this.parts.budgets;
  }

  /** The demo client every sandbox starts with (from the contract's examples). */
  get demo(): DemoClient {
    return this.parts.demo;
  }

  /** Tells the read cache what a write through `q` made stale. */
  protected wrote(q: Queryable, parts: readonly Cached[]): void {
    this.parts.cache?.wrote(q, parts);
  }

  /** The sandbox's time (no client offset), for columns that would otherwise default to the database's now(). */
  protected nowIso(): string {
    return new Date(this.parts.clock.now()).toISOString();
  }
}

/** SQL for a timestamptz column as an ISO 8601 UTC string with milliseconds. */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
