// The requests each client sent, as the sandbox saw them: written in batches off the requests'
// path (RequestLogWriter), the newest `keep` kept per client, read newest first.
import type {Queryable} from './queryable';
import {isoUtc, Repository} from './repository';

/** One logged request, as the control API's listSandboxRequests answers it. */
export interface LoggedRequest {
  request_id: string;
  /** When the request arrived, on the wall clock. */
  at: string;
  /** When the request arrived, on the client's sandbox clock. */
  sandbox_at: string;
  operation_id: string;
  method: string;
  /** Path under the sandbox's base URL, with the query. */
  path: string;
  status: number;
  duration_ms: number;
  user_id: string | null;
  request_body: string | null;
  response_body: string | null;
  /** For a refused request: the message of the rule that refused it, and where the docs explain it. */
  rule: string | null;
  help: string | null;
}

/** An entry waiting to be written: its client, and the logged request, made only if it is written. */
export interface LogEntry {
  readonly client_uuid: string;
  made(): LoggedRequest;
}

export interface RequestLogFilter {
  operationId?: string;
  /** 2, 4 or 5: the status class. */
  statusClass?: number;
  userId?: string;
  limit: number;
}

/** The requests kept per client: enough for a day of trying things, bounded so no client fills the database. */
export const REQUESTS_KEPT = 300;

const COLUMNS = [
  'request_id',
  'at',
  'sandbox_at',
  'operation_id',
  'method',
  'path',
  'status',
  'duration_ms',
  'user_id',
  'request_body',
  'response_body',
  'rule',
  'help',
] as const;

export class RequestLog extends Repository {
  /**
   * Stores entries in one statement, in their order; an entry whose client was deleted meanwhile is
   * skipped. Each column arrives as one array, so the statement's text is the same whatever the number
   * of entries. The ids are drawn in the entries' order (from the ordered subquery, which PostgreSQL
   * never flattens) before anything is filtered or joined, so that a row can name the newer row
   * holding its answer (sharedAnswers).
   */
  async record(entries: readonly (LoggedRequest & {client_uuid: string})[], q: Queryable = this.db): Promise<void> {
    if (!entries.length) return;
    const rows = sharedAnswers(entries);
    const columns = ['client_uuid', ...COLUMNS, 'holder'] as const;
    const arrays = columns.map((column, position) => `$${position + 1}${castOf(column)}[]`);
    const parameters = columns.map((column) => rows.map((row) => storable(row[column])));
    const stored = COLUMNS.map((column) => `v.${column}`).join(', ');
    await q.query(
      `WITH v AS MATERIALIZED (
         SELECT nextval('request_log_id_seq') AS id, u.*
         FROM (SELECT * FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS u(${columns.join(', ')}, position) ORDER BY position) u
       )
       INSERT INTO request_log (id, client_uuid, ${COLUMNS.join(', ')}, response_in)
       SELECT v.id, v.client_uuid, ${stored}, h.id
       FROM v LEFT JOIN v h ON h.position = v.holder
       WHERE EXISTS (SELECT 1 FROM clients c WHERE c.client_uuid = v.client_uuid)
       ORDER BY v.position`,
      parameters,
    );
  }

  /** Keeps each of these clients' newest REQUESTS_KEPT entries and deletes the rest. */
  async trim(clients: readonly string[], q: Queryable = this.db): Promise<void> {
    if (!clients.length) return;
    await q.query(
      `DELETE FROM request_log r USING unnest($1::uuid[]) AS c(client_uuid)
       WHERE r.client_uuid = c.client_uuid
         AND r.id <= (SELECT id FROM request_log WHERE client_uuid = c.client_uuid ORDER BY id DESC OFFSET $2 LIMIT 1)`,
      [clients, REQUESTS_KEPT],
    );
  }

  /**
   * A client's logged requests, newest first, among its newest REQUESTS_KEPT: the rows a trim has not
   * reached yet (RequestLogWriter trims every TRIM_EVERY rows) are never listed.
   */
  async list(clientUuid: string, filter: RequestLogFilter): Promise<LoggedRequest[]> {
    return this.db.query<LoggedRequest>(
      `SELECT r.request_id, ${isoUtc('r.at')} AS at, ${isoUtc('r.sandbox_at')} AS sandbox_at, r.operation_id, r.method, r.path,
              r.status, r.duration_ms::float8 AS duration_ms, r.user_id, r.request_body,
              COALESCE(r.response_body, h.response_body) AS response_body, r.rule, r.help
       FROM request_log r LEFT JOIN request_log h ON h.id = r.response_in AND h.client_uuid = r.client_uuid
       WHERE r.client_uuid = $1
         AND r.id >= COALESCE((SELECT id FROM request_log WHERE client_uuid = $1 ORDER BY id DESC OFFSET $6 LIMIT 1), 0)
         AND ($2::text IS NULL OR r.operation_id = $2)
         AND ($3::int IS NULL OR r.status / 100 = $3)
         AND ($4::text IS NULL OR r.user_id = $4)
       ORDER BY r.id DESC LIMIT $5`,
      [clientUuid, filter.operationId ?? null, filter.statusClass ?? null, filter.userId ?? null, filter.limit, REQUESTS_KEPT - 1],
    );
  }
}

/**
 * A value PostgreSQL's text can hold: a NUL or half of a surrogate pair (which a stranger's bytes may
 * carry) becomes U+FFFD, so one odd request can never make its batch fail and lose the others.
 */
function storable(value: string | number | null): string | number | null {
  return typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD').toWellFormed() : value;
}

/**
 * The rows of one statement, in the entries' order: of a client's identical answers, only the newest
 * keeps its text, and each older one carries `holder`, that row's position (from 1, as WITH ORDINALITY
 * counts). A repeated read then stores its document once a statement instead of once a request.
 */
export function sharedAnswers<T extends {client_uuid: string; response_body: string | null}>(
  entries: readonly T[],
): (T & {holder: number | null})[] {
  const newest = new Map<string, Map<string, number>>();
  const rows: (T & {holder: number | null})[] = new Array(entries.length);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    const body = entry.response_body;
    let answers = newest.get(entry.client_uuid);
    const holder = body === null ? undefined : answers?.get(body);
    if (holder === undefined) {
      rows[i] = {...entry, holder: null};
      if (body === null) continue;
      if (!answers) newest.set(entry.client_uuid, (answers = new Map()));
      answers.set(body, i + 1);
    } else rows[i] = {...entry, response_body: null, holder};
  }
  return rows;
}

/** The SQL type of a column's array. */
function castOf(column: 'client_uuid' | 'holder' | (typeof COLUMNS)[number]): string {
  if (column === 'client_uuid') return '::uuid';
  if (column === 'at' || column === 'sandbox_at') return '::timestamptz';
  if (column === 'status' || column === 'holder') return '::int';
  if (column === 'duration_ms') return '::real';
  return '::text';
}

export interface RequestLogWriterOptions {
  /** How long a batch waits after its first entry. */
  flushMs: number;
  /** The same, after a batch that left a client's older entries out. */
  busyFlushMs: number;
  /** Entries in one statement. */
  rowsPerStatement: number;
  /** Entries waiting at most. */
  capacity: number;
  /** A client's rows this process writes before it trims the client's log. */
  trimEvery: number;
}

/**
 * A client's rows a process writes between two trims of its log: a table holds at most this many less one
 * per process beyond a client's REQUESTS_KEPT, and a trim is one statement per batch for the clients
 * that reached it, not a look at every client of every batch.
 */
const TRIM_EVERY = 30;
/** Clients whose rows since their last trim are counted at most; past it, every counted client is trimmed and the counts start again. */
const COUNTED_CLIENTS = 10_000;

/**
 * 16 entries a statement: on PGlite a statement holds the database's one thread. (On PostgreSQL, 250 a
 * statement served about 30% fewer processed-data reads in public mode than 16, at twice the p99.)
 */
const WRITER_OPTIONS: RequestLogWriterOptions = {
  flushMs: 200,
  busyFlushMs: 800,
  rowsPerStatement: 16,
  capacity: 5_000,
  trimEvery: TRIM_EVERY,
};

/**
 * Takes log entries from the requests and writes them in batches, in the background, so no request
 * waits for the log. At most `capacity` entries wait: past it the oldest quarter is dropped at once,
 * so a burst can slow nothing down. A batch is stored in statements of at most `rowsPerStatement`
 * entries, each its own piece of background work: on PGlite a request that needs the database
 * waits for at most one of them, a few milliseconds, never for a whole batch. A batch writes at most
 * a client's newest REQUESTS_KEPT entries (the table keeps no more); when a client sent more than
 * that since the last batch, the next one waits `busyFlushMs` instead of `flushMs`, so a client
 * sending thousands of requests a second costs the database REQUESTS_KEPT rows every 800 ms, not every 200
 * (and a request is still listed within a second, as the docs say).
 */
export class RequestLogWriter {
  private queue: LogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private nextFlushMs: number;
  /** Rows written per client since its last trim. */
  private readonly untrimmed = new Map<string, number>();

  constructor(
    private readonly log: RequestLog,
    private readonly background: (work: () => Promise<void>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly options: RequestLogWriterOptions = WRITER_OPTIONS,
  ) {
    this.nextFlushMs = options.flushMs;
  }

  /** How long the next batch waits after its first entry: `busyFlushMs` after a batch that left entries out, else `flushMs`. */
  get delayMs(): number {
    return this.nextFlushMs;
  }

  add(entry: LogEntry): void {
    this.queue.push(entry);
    if (this.queue.length > this.options.capacity) this.queue.splice(0, Math.ceil(this.options.capacity / 4));
    this.timer ??= setTimeout(() => void this.flush(), this.nextFlushMs);
  }

  /** Writes everything queued, then trims the clients due a trim; resolves once stored (the tests and `close` await it). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const {kept, cut} = newestPerClient(this.queue.splice(0));
    this.nextFlushMs = cut ? this.options.busyFlushMs : this.options.flushMs;
    this.writing = this.writing.then(async () => {
      if (!kept.length) return;
      const batch = byClient(kept).map((entry) => ({client_uuid: entry.client_uuid, ...entry.made()}));
      for (let start = 0; start < batch.length; start += this.options.rowsPerStatement) {
        const part = batch.slice(start, start + this.options.rowsPerStatement);
        await this.background(() => this.log.record(part)).catch(this.onError);
      }
      const due = this.dueForTrim(batch);
      if (due.length) await this.background(() => this.log.trim(due)).catch(this.onError);
    });
    return this.writing;
  }

  /** The clients of a batch that have had `trimEvery` rows written since their last trim (all counted ones, past COUNTED_CLIENTS). */
  private dueForTrim(batch: readonly {client_uuid: string}[]): string[] {
    const due = new Set<string>();
    for (const {client_uuid: client} of batch) {
      const count = (this.untrimmed.get(client) ?? 0) + 1;
      if (count >= this.options.trimEvery) {
        due.add(client);
        this.untrimmed.delete(client);
      } else this.untrimmed.set(client, count);
    }
    if (this.untrimmed.size > COUNTED_CLIENTS) {
      for (const client of this.untrimmed.keys()) due.add(client);
      this.untrimmed.clear();
    }
    return [...due];
  }
}

/** A batch without the entries the table would trim at once (past a client's newest REQUESTS_KEPT), and whether any were left out. */
function newestPerClient<T extends {client_uuid: string}>(batch: T[]): {kept: T[]; cut: boolean} {
  const seen = new Map<string, number>();
  const kept: T[] = [];
  for (let i = batch.length - 1; i >= 0; i -= 1) {
    const entry = batch[i]!;
    const count = (seen.get(entry.client_uuid) ?? 0) + 1;
    seen.set(entry.client_uuid, count);
    if (count <= REQUESTS_KEPT) kept.push(entry);
  }
  return {kept: kept.reverse(), cut: kept.length < batch.length};
}

/**
 * A batch with each client's entries together, in their order: a statement then holds a client's
 * requests side by side, so its repeated answers are stored once (sharedAnswers). Only a client's own
 * order matters; its log is read and trimmed by client.
 */
function byClient<T extends {client_uuid: string}>(batch: readonly T[]): T[] {
  const clients = new Map<string, T[]>();
  for (const entry of batch) {
    const entries = clients.get(entry.client_uuid);
    if (entries) entries.push(entry);
    else clients.set(entry.client_uuid, [entry]);
  }
  return [...clients.values()].flat();
}
