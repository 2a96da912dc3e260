// Request limits as sliding windows that every sandbox process on one database
// shares, without a database round trip on most requests. A window (say 600
// requests a minute) is counted in slots of a twelfth of it; a request is let
// through when the slots of the last window and a bit (the current slot and
// the twelve before it) hold fewer than the limit, so no stretch of one window
// ever lets more than the limit through, wherever its boundaries fall.
//
// Each process counts its own requests in memory. On PostgreSQL it also keeps
// the other processes' counts, exchanged once a second (one statement for all
// keys: its own counts written to rows of its own process, the others' read),
// so a request far from its limit never reaches the database. A key past half
// its limit, or with more unexchanged counts than its share (an eighth of the
// limit split between the processes seen), is decided in the database: under
// that key's advisory lock, the request's count is written and the others'
// read before the answer. Those decisions are exact among themselves; the
// counts other processes have not exchanged yet (at most an eighth of the
// limit between them) are all the limit can be passed by. A key already full
// by the counts this process knows is refused without the database. On
// PGlite, which one process owns, nothing reaches the database.
import {randomUUID} from 'node:crypto';
import type {Db} from './db';
import type {Queryable} from './queryable';
import {lockForTransaction} from './locks';

export interface Window {
  /** Requests let through in any stretch of `ms` milliseconds. */
  max: number;
  ms: number;
}

export interface Verdict {
  allowed: boolean;
  /** When refused: whole seconds until one more request would be let through (at least 1). */
  retryAfterSeconds: number;
}

/** Slots per window: the count may reach back one slot further than the window, never less. */
const SLOTS = 12;
/** How often a process writes its counts and reads the others' (PostgreSQL). */
const SYNC_MS = 1_000;
/** The share of a limit all processes together may count without exchanging. */
const UNEXCHANGED_SHARE = 1 / 8;
/** Rows older than this are deleted (the longest window is an hour). */
const KEEP_MS = 2 * 3_600_000;

interface KeyCounts {
  window: Window;
  /** Requests this process let through, by slot start (ms). */
  own: Map<number, number>;
  /** Of those, what the database has not been told yet (a refund is negative). */
  unsent: Map<number, number>;
  /** The other processes' counts as last read, by slot start. */
  others: Map<number, number>;
}

const add = (map: Map<number, number>, slot: number, n: number) => map.set(slot, (map.get(slot) ?? 0) + n);

export class RequestCounter {
  private readonly keys = new Map<string, KeyCounts>();
  private readonly process = randomUUID();
  private readonly timer: NodeJS.Timeout;
  private syncing: Promise<void> | null = null;
  private lastSweep = 0;
  /** Processes seen counting in the last exchange, this one included. */
  private processes = 1;

  constructor(
    /** The database shared with other processes, or null when this process is the only one. */
    private readonly shared: Db | null,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.sync(), SYNC_MS);
    this.timer.unref();
  }

  /** Counts one request of `key` against `window` if the window has room for it. */
  async hit(key: string, window: Window): Promise<Verdict> {
    const now = this.now();
    const slotMs = window.ms / SLOTS;
    const slot = Math.floor(now / slotMs) * slotMs;
    const counts = this.countsOf(key, window);
    // A key full by what this process knows stays full whatever the others have not sent yet (their counts only
    // add): a flood past its limit is refused here, with no round trip and no lock the key's other requests wait on.
    if (this.used(counts, now) + 1 > window.max) return {allowed: false, retryAfterSeconds: this.retryAfter(counts, now)};
    if (this.shared && this.nearLimit(counts, now)) return this.decideShared(key, counts, slot, now);
    add(counts.own, slot, 1);
    if (this.shared) add(counts.unsent, slot, 1);
    return {allowed: true, retryAfterSeconds: 0};
  }

  private nearLimit(counts: KeyCounts, now: number): boolean {
    const unsent = [...counts.unsent.values()].reduce((a, b) => a + b, 0);
    return this.used(counts, now) + 1 > counts.window.max / 2 || unsent + 1 > (counts.window.max * UNEXCHANGED_SHARE) / this.processes;
  }

  /** One request decided in the database, under the key's lock: its count written, the others' read, refunded if refused. */
  private async decideShared(key: string, counts: KeyCounts, slot: number, now: number): Promise<Verdict> {
    add(counts.own, slot, 1);
    add(counts.unsent, slot, 1);
    const one = new Map([[key, counts]]);
    let allowed: boolean;
    try {
      allowed = await this.shared!.transaction(async (tx) => {
        await lockForTransaction(tx, 'requestCount', key);
        await this.exchange(one, now, tx);
        return this.used(counts, now) <= counts.window.max;
      });
    } catch {
      // The database failed: decide on the others' counts as last read (the count is sent with the next exchange).
      allowed = this.used(counts, now) <= counts.window.max;
    }
    if (allowed) return {allowed, retryAfterSeconds: 0};
    // Refunded with the next exchange.
    add(counts.own, slot, -1);
    add(counts.unsent, slot, -1);
    return {allowed, retryAfterSeconds: this.retryAfter(counts, now)};
  }

  /** Stops the background sync, after writing what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.syncing;
    if (this.shared) await this.exchange(this.keys, this.now()).catch(() => undefined);
  }

  private countsOf(key: string, window: Window): KeyCounts {
    let counts = this.keys.get(key);
    if (!counts) {
      counts = {window, own: new Map(), unsent: new Map(), others: new Map()};
      this.keys.set(key, counts);
    }
    return counts;
  }

  /** The first slot start a count made at `now` still includes. */
  private oldestSlot(window: Window, now: number): number {
    const slotMs = window.ms / SLOTS;
    return (Math.floor(now / slotMs) - SLOTS) * slotMs;
  }

  private used(counts: KeyCounts, now: number): number {
    const oldest = this.oldestSlot(counts.window, now);
    let total = 0;
    for (const map of [counts.own, counts.others]) for (const [slot, n] of map) if (slot >= oldest) total += n;
    return total;
  }

  /** Seconds until enough of the oldest counted slots fall out of the window for one more request. */
  private retryAfter(counts: KeyCounts, now: number): number {
    const slotMs = counts.window.ms / SLOTS;
    const oldest = this.oldestSlot(counts.window, now);
    const bySlot = new Map<number, number>();
    for (const map of [counts.own, counts.others]) for (const [slot, n] of map) if (slot >= oldest) add(bySlot, slot, n);
    let used = [...bySlot.values()].reduce((a, b) => a + b, 0);
    for (const slot of [...bySlot.keys()].sort((a, b) => a - b)) {
      used -= bySlot.get(slot)!;
      // A slot stops counting once the current slot is more than SLOTS after it.
      if (used < counts.window.max) return Math.max(1, Math.ceil((slot + (SLOTS + 1) * slotMs - now) / 1000));
    }
    return 1;
  }

  /** Writes the unsent counts of `keys` and reads the other processes' counts of them, in one statement. */
  private async exchange(keys: Map<string, KeyCounts>, now: number, db: Queryable = this.shared!): Promise<void> {
    // What is sent is taken off `unsent` only once the statement succeeded; counts made meanwhile stay.
    const rows: {counts: KeyCounts; key: string; slot: number; n: number}[] = [];
    for (const [key, counts] of keys) for (const [slot, n] of counts.unsent) if (n !== 0) rows.push({counts, key, slot, n});
    const names = [...keys.keys()];
    if (!names.length) return;
    const oldest = Math.min(...[...keys.values()].map((counts) => this.oldestSlot(counts.window, now)));
    const others = await db.query<{key: string; slot: number; n: number; processes: number}>(
      `WITH written AS (
         INSERT INTO request_counts (key, slot_ms, process, count)
         SELECT * FROM unnest($1::text[], $2::float8[], $3::text[], $4::int[])
         ON CONFLICT (key, slot_ms, process) DO UPDATE SET count = request_counts.count + EXCLUDED.count
         RETURNING 1
       )
       SELECT key, slot_ms AS slot, sum(count)::int AS n, count(DISTINCT process)::int AS processes FROM request_counts
       WHERE key = ANY($5::text[]) AND slot_ms >= $6 AND process <> $7
       GROUP BY key, slot_ms`,
      [
        rows.map((row) => row.key),
        rows.map((row) => row.slot),
        rows.map(() => this.process),
        rows.map((row) => row.n),
        names,
        oldest,
        this.process,
      ],
    );
    for (const row of rows) add(row.counts.unsent, row.slot, -row.n);
    for (const counts of keys.values()) counts.others.clear();
    for (const row of others) keys.get(row.key)?.others.set(row.slot, row.n);
    if (keys === this.keys) this.processes = 1 + Math.max(0, ...others.map((row) => row.processes));
  }

  /** The once-a-second work: forget what left every window; on PostgreSQL, exchange counts and delete old rows. */
  private sync(): Promise<void> {
    if (this.syncing) return this.syncing;
    const now = this.now();
    for (const [key, counts] of this.keys) {
      const oldest = this.oldestSlot(counts.window, now);
      for (const map of [counts.own, counts.others]) for (const slot of map.keys()) if (slot < oldest) map.delete(slot);
      if (!counts.own.size && !counts.others.size && ![...counts.unsent.values()].some((n) => n !== 0)) this.keys.delete(key);
    }
    if (!this.shared || !this.keys.size) return Promise.resolve();
    this.syncing = (async () => {
      await this.exchange(this.keys, now);
      if (now - this.lastSweep > 60_000) {
        this.lastSweep = now;
        await this.shared!.query('DELETE FROM request_counts WHERE slot_ms < $1', [now - KEEP_MS]);
      }
    })()
      // A failed exchange loses nothing that matters: the counts are read again in a second.
      .catch(() => undefined)
      .finally(() => (this.syncing = null));
    return this.syncing;
  }
}
