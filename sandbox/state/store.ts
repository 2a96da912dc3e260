// Reads and writes of sandbox state. Every query is scoped by client_uuid.
// The store owns the SQL of every table a cached read comes from (clients,
// users, links, user_information, consents): each of its writes says what it
// makes stale, so the read cache never guesses from SQL text.
import {randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import {tooManyLinks, tooManyUsers, type Budgets} from '../model/budgets';
import type {Clock} from '../model/clock';
import type {Db} from './db';
import type {Queryable} from './queryable';
import {lockForTransaction} from './locks';
import {everything, ReadCache, type Cached} from './read-cache';
import type {Json} from '../contract/operations';
import type {components} from '../../core/contract/generated/sandbox-api';
import type {Link, UserContext} from '../model/generator';
import {sandboxDemoCredentials} from '../../core/data/sandbox';

export interface Client {
  client_uuid: string;
  username: string;
  hash_key: string;
  data_webhook_url: string | null;
  notification_webhook_url: string | null;
  clock_offset_ms: number;
  last_tick_at: number;
}

/** A webhook delivery to queue, due at `at` (sandbox time). */
export interface QueuedDelivery {
  clientUuid: string;
  userId: string;
  kind: 'data' | 'notification';
  url: string;
  payload: Json;
  signature: string;
  date: string;
  at: number;
  /** A test webhook (sendTestWebhook), not made by the simulation. */
  test: boolean;
}

/** Dates of a user whose documents are still to be queued (see queueBackfill). */
export interface Backfill {
  id: string;
  clientUuid: string;
  userId: string;
  from: string;
  to: string;
  since: number;
  until: number;
}

/** The documented demo pair (facts §2) and the client_uuid the contract's examples carry. */
export const demo = {
  ...sandboxDemoCredentials,
  clientUuid: 'c2f4961b-9d3c-4ff0-915e-f70655892b89',
  hashKey: 'demoHashKey',
  userId: 'demoUserId',
} as const;

/** The demo client's users: those of the contract's users-status example. */
const demoUsers = [
  {
    userId: demo.userId,
    createdAt: '2022-09-14T15:00:00Z',
    timeZone: 'America/Mexico_City',
    links: [
      {source: 'Garmin', linkedAt: '2022-09-14T15:05:00Z'},
      {source: 'Oura', linkedAt: '2022-09-14T15:10:00Z'},
      {source: 'Apple Health', linkedAt: '2022-09-20T18:00:00Z'},
    ],
  },
  {userId: 'demo-user-2', createdAt: '2022-10-01T12:00:00Z', timeZone: 'UTC', links: []},
];

/** SQL for a timestamptz column as an ISO 8601 UTC string with milliseconds. */
function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const CLIENT_COLUMNS = `client_uuid::text AS client_uuid, username, hash_key, data_webhook_url, notification_webhook_url,
  clock_offset_ms::float8 AS clock_offset_ms, (extract(epoch FROM last_tick_at) * 1000)::float8 AS last_tick_at`;

/** A delivery as the control API lists it (listWebhookDeliveries), without the headers the handler adds. */
export type DeliveryListing = Omit<components['schemas']['Delivery'], 'headers'>;

const DELIVERY_LISTING = `id::int AS id, kind, user_id, url, status, signature, payload, attempts, ${isoUtc('next_attempt_at')} AS next_attempt_at, test`;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class Store {
  /** Credentials never change once issued: username → [client_uuid, secret], or null when unknown. */
  private readonly credentials = new Map<string, [string, string] | null>();
  private readonly cache: ReadCache | null;
  readonly db: Db;

  /** `clock` is the sandbox's (SandboxOptions.clock): new clients and resets start their last tick at it. */
  constructor(
    db: Db,
    readonly clock: Clock,
    readonly budgets: Pick<Budgets, 'users' | 'linkedSources' | 'dueDeliveries' | 'waitingDays' | 'inboxMessages'>,
  ) {
    this.cache = db.kind === 'pglite' ? new ReadCache() : null;
    this.db = this.cache ? this.cache.track(db) : db;
  }

  /** Tells the read cache what a write through `q` made stale. */
  private wrote(q: Queryable, parts: readonly Cached[]): void {
    this.cache?.wrote(q, parts);
  }

  /** The sandbox's time (no client offset), for columns that would otherwise default to the database's now(). */
  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  async seedDemoClient(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO clients (client_uuid, username, secret, hash_key, last_tick_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (client_uuid) DO NOTHING RETURNING 1`,
        [demo.clientUuid, demo.username, demo.secret, demo.hashKey, this.nowIso()],
      );
      if (inserted.length) await this.seedDemoUsers(tx);
      this.wrote(tx, everything);
    });
  }

  private async seedDemoUsers(tx: Queryable): Promise<void> {
    for (const user of demoUsers) {
      await tx.query('INSERT INTO users (client_uuid, user_id, time_zone, created_at) VALUES ($1, $2, $3, $4)', [
        demo.clientUuid,
        user.userId,
        user.timeZone,
        user.createdAt,
      ]);
      for (const link of user.links) {
        await tx.query('INSERT INTO links (client_uuid, user_id, data_source, linked_at) VALUES ($1, $2, $3, $4)', [
          demo.clientUuid,
          user.userId,
          link.source,
          link.linkedAt,
        ]);
      }
    }
  }

  /** The client for a Basic pair, or null. The username is the client_uuid or, for the demo client, its alias. */
  async authenticate(username: string, secret: string): Promise<Client | null> {
    // Wrong pairs are answered from memory, so a flood of bad logins never reaches the database.
    let known = this.credentials.get(username);
    if (known === undefined) {
      const rows = await this.db.query<{client_uuid: string; secret: string}>(
        'SELECT client_uuid::text AS client_uuid, secret FROM clients WHERE username = $1 OR client_uuid::text = $1',
        [username],
      );
      known = rows[0] ? [rows[0].client_uuid, rows[0].secret] : null;
      if (this.credentials.size > 10_000) this.credentials.clear();
      this.credentials.set(username, known);
    }
    if (!known || !sameSecret(known[1], secret)) return null;
    // The row itself is read each time: the clock and webhook URLs change.
    const client = (await this.client(known[0])) ?? null;
    if (client) await this.markSeen(client.client_uuid);
    return client;
  }

  /** When this process last wrote each client's last_seen_at (sandbox time). */
  private readonly seenWritten = new Map<string, number>();

  /** Records that a client was seen, at most once a minute per client and process: no write on every call. */
  private async markSeen(clientUuid: string): Promise<void> {
    const now = this.clock.now();
    if (now - (this.seenWritten.get(clientUuid) ?? -Infinity) < 60_000) return;
    this.seenWritten.set(clientUuid, now);
    if (this.seenWritten.size > 10_000) this.seenWritten.clear();
    await this.db.query('UPDATE clients SET last_seen_at = $2 WHERE client_uuid = $1', [clientUuid, new Date(now).toISOString()]);
    this.wrote(this.db, ['clients']);
  }

  /**
   * Deletes clients (never the demo client) not seen since `now - ttlMs`, `batchSize` at a time so no
   * statement holds locks for long; their users, links, consents, deliveries and inbox messages go
   * with them (ON DELETE CASCADE). Returns how many were deleted.
   */
  async expireIdleClients(now: number, ttlMs: number, batchSize: number): Promise<number> {
    const before = new Date(now - ttlMs).toISOString();
    let total = 0;
    for (;;) {
      const rows = await this.db.query(
        `DELETE FROM clients WHERE client_uuid IN (
           SELECT client_uuid FROM clients WHERE last_seen_at < $1 AND client_uuid <> $2 LIMIT $3) RETURNING 1`,
        [before, demo.clientUuid, batchSize],
      );
      total += rows.length;
      if (rows.length < batchSize) break;
    }
    // The pairs known in memory may belong to deleted clients.
    if (total) this.credentials.clear();
    if (total) this.wrote(this.db, everything);
    return total;
  }

  /** Whether a client exists (a deleted one does not). */
  async clientExists(clientUuid: string, q: Queryable = this.db): Promise<boolean> {
    return (await q.query('SELECT 1 FROM clients WHERE client_uuid = $1', [clientUuid])).length > 0;
  }

  /** The client's server-side key of connections-page tokens, or null for an unknown client. */
  async pageKey(clientUuid: string): Promise<string | null> {
    const rows = await this.db.query<{page_key: string}>('SELECT page_key FROM clients WHERE client_uuid = $1', [clientUuid]);
    return rows[0]?.page_key ?? null;
  }

  /** Pass the transaction when inside one: PGlite runs one statement at a time, so a query outside it would wait forever. */
  async client(clientUuid: string, q: Queryable = this.db): Promise<Client> {
    const load = async () => (await q.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE client_uuid = $1`, [clientUuid]))[0]!;
    // Callers may change the row they get: each gets its own copy.
    if (this.cache && q === this.db) {
      const row = await this.cache.read(this.cache.clients, clientUuid, load);
      // Undefined when the client is gone (see findClient).
      return (row && {...row}) as Client;
    }
    return load();
  }

  /** The clients whose clocks the scheduler keeps up to date: those with a webhook URL. */
  async clientsWithWebhooks(): Promise<string[]> {
    const rows = await this.db.query<{client_uuid: string}>(
      'SELECT client_uuid::text AS client_uuid FROM clients WHERE data_webhook_url IS NOT NULL OR notification_webhook_url IS NOT NULL',
    );
    return rows.map((row) => row.client_uuid);
  }

  /** The client, or null once it is gone (reset never removes one; expiry does). */
  async findClient(clientUuid: string): Promise<Client | null> {
    return (await this.client(clientUuid)) ?? null;
  }

  async createClient(): Promise<{client_uuid: string; secret_key: string; hash_key: string}> {
    const clientUuid = randomUUID();
    const secret = `sk_sandbox_${randomBytes(16).toString('hex')}`;
    const hashKey = `hk_sandbox_${randomBytes(16).toString('hex')}`;
    await this.db.query(
      'INSERT INTO clients (client_uuid, username, secret, hash_key, last_tick_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [clientUuid, clientUuid, secret, hashKey, this.nowIso()],
    );
    this.wrote(this.db, ['clients']);
    this.credentials.delete(clientUuid);
    return {client_uuid: clientUuid, secret_key: secret, hash_key: hashKey};
  }

  async reset(client: Client): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockClient(tx, client.client_uuid);
      // Backfills first: this waits for a background step under way, whose deliveries the next statement then sees.
      await tx.query('DELETE FROM backfills WHERE client_uuid = $1', [client.client_uuid]);
      await tx.query('DELETE FROM deliveries WHERE client_uuid = $1', [client.client_uuid]);
      await tx.query('DELETE FROM users WHERE client_uuid = $1', [client.client_uuid]);
      await tx.query(
        'UPDATE clients SET data_webhook_url = NULL, notification_webhook_url = NULL, clock_offset_ms = 0, last_tick_at = $2 WHERE client_uuid = $1',
        [client.client_uuid, this.nowIso()],
      );
      if (client.client_uuid === demo.clientUuid) await this.seedDemoUsers(tx);
      this.wrote(tx, everything);
    });
  }

  async userExists(clientUuid: string, userId: string): Promise<boolean> {
    if (this.cache) {
      return this.cache.read(
        this.cache.known,
        `${clientUuid}/${userId}`,
        async () => (await this.userContext(this.db, clientUuid, userId)) !== null,
      );
    }
    return (await this.db.query('SELECT 1 FROM users WHERE client_uuid = $1 AND user_id = $2', [clientUuid, userId])).length > 0;
  }

  /** Creates the user when missing; true when it was created now. Throws BudgetExceeded when the client has all the users it may. */
  async ensureUser(tx: Queryable, clientUuid: string, userId: string, now: number): Promise<boolean> {
    const max = this.budgets.users;
    const rows = await tx.query(
      `INSERT INTO users (client_uuid, user_id, created_at)
       SELECT $1, $2, $3 WHERE $4::int IS NULL OR (SELECT count(*) FROM users WHERE client_uuid = $1) < $4
       ON CONFLICT DO NOTHING RETURNING 1`,
      [clientUuid, userId, new Date(now).toISOString(), max],
    );
    this.wrote(tx, ['contexts', 'known']);
    if (rows.length) return true;
    if (max !== null && !(await tx.query('SELECT 1 FROM users WHERE client_uuid = $1 AND user_id = $2', [clientUuid, userId])).length)
      throw tooManyUsers(max);
    return false;
  }

  /** Sets a client's Data or Notification Webhook URL; a new Data Webhook URL starts from `restartAt` (nothing older is replayed). */
  async setWebhookUrl(
    tx: Queryable,
    clientUuid: string,
    key: 'data_webhook_url' | 'notification_webhook_url',
    url: string | null,
    restartAt: number,
  ): Promise<void> {
    if (key === 'data_webhook_url')
      await tx.query('UPDATE clients SET data_webhook_url = $2, last_tick_at = $3 WHERE client_uuid = $1', [
        clientUuid,
        url,
        new Date(restartAt).toISOString(),
      ]);
    else await tx.query('UPDATE clients SET notification_webhook_url = $2 WHERE client_uuid = $1', [clientUuid, url]);
    this.wrote(tx, ['clients']);
  }

  /** Moves a client's clock forward. */
  async advanceClock(clientUuid: string, ms: number): Promise<void> {
    await this.db.query('UPDATE clients SET clock_offset_ms = clock_offset_ms + $2 WHERE client_uuid = $1', [clientUuid, ms]);
    this.wrote(this.db, ['clients']);
  }

  /** Records that the client's documents up to `at` were queued (see Webhooks.tick). */
  async markTicked(tx: Queryable, clientUuid: string, at: number): Promise<void> {
    await tx.query('UPDATE clients SET last_tick_at = $2 WHERE client_uuid = $1', [clientUuid, new Date(at).toISOString()]);
    this.wrote(tx, ['clients']);
  }

  async setTimeZone(q: Queryable, clientUuid: string, userId: string, timeZone: string): Promise<void> {
    await q.query('UPDATE users SET time_zone = $3 WHERE client_uuid = $1 AND user_id = $2', [clientUuid, userId, timeZone]);
    this.wrote(q, ['contexts']);
  }

  /** Stores what createUserInformation sent; the newest `datetime` wins, merged over what was held. */
  async saveUserInformation(clientUuid: string, userId: string, datetime: string, info: Json): Promise<void> {
    await this.db.query(
      `INSERT INTO user_information (client_uuid, user_id, datetime, info) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_uuid, user_id) DO UPDATE SET datetime = EXCLUDED.datetime, info = user_information.info || EXCLUDED.info
       WHERE user_information.datetime <= EXCLUDED.datetime`,
      [clientUuid, userId, datetime, JSON.stringify(info)],
    );
    this.wrote(this.db, ['contexts']);
  }

  /** Links a source at `at`; false when it was linked already. Throws BudgetExceeded when the client has all the links it may. */
  async openLink(tx: Queryable, clientUuid: string, userId: string, source: string, at: number): Promise<boolean> {
    const max = this.budgets.linkedSources;
    if (max !== null && !(await this.openLinks(tx, clientUuid, userId)).has(source)) {
      const [open] = await tx.query<{n: number}>('SELECT count(*)::int AS n FROM links WHERE client_uuid = $1 AND revoked_at IS NULL', [
        clientUuid,
      ]);
      if (open!.n >= max) throw tooManyLinks(max);
    }
    const rows = await tx.query(
      'INSERT INTO links (client_uuid, user_id, data_source, linked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [clientUuid, userId, source, new Date(at).toISOString()],
    );
    this.wrote(tx, ['contexts']);
    return rows.length > 0;
  }

  /** Records a nap a user's source reported at `reportedAt` (a second report of the same start is ignored). */
  async addNap(tx: Queryable, clientUuid: string, userId: string, startAt: number, minutes: number, reportedAt: number): Promise<void> {
    await tx.query(
      'INSERT INTO naps (client_uuid, user_id, start_at, minutes, reported_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [clientUuid, userId, new Date(startAt).toISOString(), minutes, new Date(reportedAt).toISOString()],
    );
    this.wrote(tx, ['contexts']);
  }

  /** Unlinks a source at `at`; false when it was not linked. */
  async closeLink(tx: Queryable, clientUuid: string, userId: string, source: string, at: number): Promise<boolean> {
    const rows = await tx.query(
      'UPDATE links SET revoked_at = $4 WHERE client_uuid = $1 AND user_id = $2 AND data_source = $3 AND revoked_at IS NULL RETURNING 1',
      [clientUuid, userId, source, new Date(at).toISOString()],
    );
    this.wrote(tx, ['contexts']);
    return rows.length > 0;
  }

  /**
   * Records the answer to an authorization link once; null when the link is unknown or answered
   * already, or (`demoReadOnly`: the hosted sandbox) belongs to the demo client.
   */
  async answerConsent(
    tx: Queryable,
    token: string,
    decision: 'allow' | 'deny',
    demoReadOnly: boolean,
  ): Promise<{client_uuid: string; user_id: string; data_source: string; redirect_url: string | null} | null> {
    const [consent] = await tx.query<{client_uuid: string; user_id: string; data_source: string; redirect_url: string | null}>(
      `UPDATE consents SET decision = $2 WHERE token = $1 AND decision IS NULL AND NOT ($3 AND client_uuid = $4)
       RETURNING client_uuid::text AS client_uuid, user_id, data_source, redirect_url`,
      [token, decision, demoReadOnly, demo.clientUuid],
    );
    this.wrote(tx, ['pending']);
    return consent ?? null;
  }

  /** Locks a client for the rest of the transaction: resets, ticks and writes stamped by its clock (see Webhooks.lockClock). Take it before any user's lock. */
  async lockClient(tx: Queryable, clientUuid: string): Promise<void> {
    await lockForTransaction(tx, 'client', clientUuid);
  }

  /** Locks one user's rows for the rest of the transaction, so concurrent changes apply one at a time. */
  async lockUser(tx: Queryable, clientUuid: string, userId: string): Promise<void> {
    await lockForTransaction(tx, 'user', `${clientUuid}/${userId}`);
  }

  /**
   * The token of the authorization link waiting for this user's answer on this source and
   * redirect_url, made when none waits. Asking again before the user answers gives the same
   * link (a page shown twice does not leave two live links); once it is answered, a new one.
   */
  async consentToken(clientUuid: string, userId: string, source: string, redirectUrl: string | null): Promise<string> {
    const waiting = (q: Queryable) =>
      q
        .query<{token: string}>(
          `SELECT token FROM consents WHERE client_uuid = $1 AND user_id = $2 AND data_source = $3 AND decision IS NULL
             AND redirect_url IS NOT DISTINCT FROM $4 ORDER BY created_at LIMIT 1`,
          [clientUuid, userId, source, redirectUrl],
        )
        .then((rows) => rows[0]?.token ?? null);
    const key = JSON.stringify([clientUuid, userId, source, redirectUrl]);
    const known = this.cache ? await this.cache.read(this.cache.pending, key, () => waiting(this.db)) : await waiting(this.db);
    if (known) return known;
    return this.db.transaction(async (tx) => {
      // Parallel first calls for one user make one link, not one each.
      await this.lockUser(tx, clientUuid, userId);
      const raced = await waiting(tx);
      if (raced) return raced;
      const token = randomBytes(16).toString('hex');
      await tx.query(
        'INSERT INTO consents (token, client_uuid, user_id, data_source, redirect_url, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [token, clientUuid, userId, source, redirectUrl, this.nowIso()],
      );
      this.wrote(tx, ['pending']);
      return token;
    });
  }

  async openLinks(q: Queryable, clientUuid: string, userId: string): Promise<Set<string>> {
    if (this.cache && q === this.db) {
      const user = await this.userContext(q, clientUuid, userId);
      return new Set(user?.links.filter((link) => link.revokedAt === null).map((link) => link.source));
    }
    const rows = await q.query<{data_source: string}>(
      'SELECT data_source FROM links WHERE client_uuid = $1 AND user_id = $2 AND revoked_at IS NULL',
      [clientUuid, userId],
    );
    return new Set(rows.map((row) => row.data_source));
  }

  async userContext(q: Queryable, clientUuid: string, userId: string): Promise<UserContext | null> {
    if (this.cache && q === this.db) {
      const context = await this.cache.read(this.cache.contexts, `${clientUuid}/${userId}`, () =>
        this.loadUserContext(q, clientUuid, userId),
      );
      return context && structuredClone(context);
    }
    return this.loadUserContext(q, clientUuid, userId);
  }

  private async loadUserContext(q: Queryable, clientUuid: string, userId: string): Promise<UserContext | null> {
    // One round trip: this runs on every processed-data read.
    const rows = await q.query<{
      time_zone: string;
      links: {source: string; linked_at: number; revoked_at: number | null}[] | null;
      info: Json | null;
      naps: {start_at: number; minutes: number; reported_at: number}[] | null;
    }>(
      `SELECT u.time_zone,
         (SELECT json_agg(json_build_object('start_at', extract(epoch FROM n.start_at) * 1000, 'minutes', n.minutes,
            'reported_at', extract(epoch FROM n.reported_at) * 1000) ORDER BY n.start_at)
          FROM naps n WHERE n.client_uuid = u.client_uuid AND n.user_id = u.user_id) AS naps,
         (SELECT json_agg(json_build_object('source', l.data_source, 'linked_at', extract(epoch FROM l.linked_at) * 1000,
            'revoked_at', extract(epoch FROM l.revoked_at) * 1000) ORDER BY l.linked_at, l.id)
          FROM links l WHERE l.client_uuid = u.client_uuid AND l.user_id = u.user_id) AS links,
         (SELECT i.info FROM user_information i WHERE i.client_uuid = u.client_uuid AND i.user_id = u.user_id) AS info
       FROM users u WHERE u.client_uuid = $1 AND u.user_id = $2`,
      [clientUuid, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      clientUuid,
      userId,
      timeZone: row.time_zone,
      links: (row.links ?? []).map((link): Link => ({
        source: link.source,
        linkedAt: Number(link.linked_at),
        revokedAt: link.revoked_at === null ? null : Number(link.revoked_at),
      })),
      information: row.info,
      naps: (row.naps ?? []).map((nap) => ({startAt: Number(nap.start_at), minutes: nap.minutes, reportedAt: Number(nap.reported_at)})),
    };
  }

  /** A client's users, newest first (at most 500), with the sources linked now. */
  async listUsers(clientUuid: string): Promise<{user_id: string; time_zone: string; created_at: string; data_sources: Json[]}[]> {
    return this.db.query(
      `SELECT u.user_id, u.time_zone, ${isoUtc('u.created_at')} AS created_at,
         COALESCE((SELECT json_agg(json_build_object('data_source', l.data_source, 'linked_at', ${isoUtc('l.linked_at')}) ORDER BY l.linked_at, l.id)
           FROM links l WHERE l.client_uuid = u.client_uuid AND l.user_id = u.user_id AND l.revoked_at IS NULL), '[]'::json) AS data_sources
       FROM users u WHERE u.client_uuid = $1 ORDER BY u.created_at DESC, u.user_id LIMIT 500`,
      [clientUuid],
    );
  }

  /** The users that existed at `end` (one page of them), how many, and how many had a source linked then. */
  async usersStatus(clientUuid: string, end: string, limit: number, offset: number) {
    const linkedAtEnd =
      'l.client_uuid = u.client_uuid AND l.user_id = u.user_id AND l.linked_at <= $2 AND (l.revoked_at IS NULL OR l.revoked_at > $2)';
    const [counts] = await this.db.query<{total: number; active: number}>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM links l WHERE ${linkedAtEnd}))::int AS active
       FROM users u WHERE u.client_uuid = $1 AND u.created_at <= $2`,
      [clientUuid, end],
    );
    const users = await this.db.query<{
      user_id: string;
      created: string;
      sources: {source_name: string; authorization_date: string}[] | null;
    }>(
      `SELECT u.user_id, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created,
         (SELECT json_agg(json_build_object('source_name', l.data_source, 'authorization_date', to_char(l.linked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')) ORDER BY l.linked_at)
            FROM links l WHERE ${linkedAtEnd}) AS sources
       FROM users u WHERE u.client_uuid = $1 AND u.created_at <= $2 ORDER BY u.created_at, u.user_id LIMIT $3 OFFSET $4`,
      [clientUuid, end, limit, offset],
    );
    return {total: counts!.total, active: counts!.active, users};
  }

  /** The users of a client with a link, now or once (whose documents a tick looks for). */
  async linkedUserIds(tx: Queryable, clientUuid: string): Promise<string[]> {
    const rows = await tx.query<{user_id: string}>('SELECT DISTINCT user_id FROM links WHERE client_uuid = $1', [clientUuid]);
    return rows.map((row) => row.user_id);
  }

  /** The authorization link waiting for an answer behind a token, or null. */
  async waitingConsent(token: string): Promise<{data_source: string; user_id: string} | null> {
    const [consent] = await this.db.query<{data_source: string; user_id: string}>(
      'SELECT data_source, user_id FROM consents WHERE token = $1 AND decision IS NULL',
      [token],
    );
    return consent ?? null;
  }

  /** Queues webhook deliveries, each due at its `at`, in one statement; their ids. */
  async queueDeliveries(tx: Queryable, deliveries: readonly QueuedDelivery[]): Promise<number[]> {
    if (!deliveries.length) return [];
    const column = <T>(pick: (delivery: QueuedDelivery) => T) => deliveries.map(pick);
    const rows = await tx.query<{id: number}>(
      `INSERT INTO deliveries (client_uuid, user_id, kind, url, payload, signature, document_date, status, first_attempt_at, next_attempt_at, created_at, test)
       SELECT client_uuid, user_id, kind, url, payload::jsonb, signature, document_date::date, 'pending', due, due, due, test
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::boolean[])
         AS queued (client_uuid, user_id, kind, url, payload, signature, document_date, due, test)
       RETURNING id::int AS id`,
      [
        column((d) => d.clientUuid),
        column((d) => d.userId),
        column((d) => d.kind),
        column((d) => d.url),
        column((d) => JSON.stringify(d.payload)),
        column((d) => d.signature),
        column((d) => d.date),
        column((d) => new Date(d.at).toISOString()),
        column((d) => d.test),
      ],
    );
    return rows.map((row) => row.id);
  }

  /** Leaves a user's dates from..to to be queued in the background, with the documents changed in (since, until]. */
  async queueBackfill(tx: Queryable, job: Omit<Backfill, 'id'>): Promise<void> {
    await tx.query(
      'INSERT INTO backfills (client_uuid, user_id, next_date, last_date, since_ms, until_ms) VALUES ($1, $2, $3, $4, $5, $6)',
      [job.clientUuid, job.userId, job.from, job.to, job.since, job.until],
    );
  }

  /**
   * Takes the next `days` dates of one backfill (of the client, or of any client), for the rest of
   * the transaction: another process skips the row until it commits, and the row goes once its last
   * date is taken. A client with as many deliveries due at `now` (the sandbox's clock, before the
   * client's offset) as its budget allows has its backfills wait. Null when none can be taken.
   */
  async takeBackfillDays(tx: Queryable, clientUuid: string | null, days: number, now: number): Promise<Backfill | null> {
    const [taken] = await tx.query<Backfill>(
      `WITH waiting AS (
         SELECT DISTINCT client_uuid FROM backfills WHERE $1::uuid IS NULL OR client_uuid = $1::uuid
       ), room AS (
         SELECT w.client_uuid FROM waiting w JOIN clients c ON c.client_uuid = w.client_uuid
         WHERE (SELECT count(*) FROM (
           SELECT 1 FROM deliveries d WHERE d.client_uuid = w.client_uuid AND d.status = 'pending'
             AND d.next_attempt_at <= $3::timestamptz + c.clock_offset_ms * interval '1 millisecond' LIMIT $4
         ) AS due) < $4
       ), job AS (
         SELECT id FROM backfills WHERE client_uuid IN (SELECT client_uuid FROM room) ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       UPDATE backfills SET next_date = backfills.next_date + $2::int FROM job WHERE backfills.id = job.id
       RETURNING backfills.id::text AS id, client_uuid::text AS "clientUuid", user_id AS "userId",
         (next_date - $2::int)::text AS "from", LEAST(next_date - 1, last_date)::text AS "to", since_ms AS since, until_ms AS until`,
      [clientUuid, days, new Date(now).toISOString(), this.budgets.dueDeliveries],
    );
    if (taken) await tx.query('DELETE FROM backfills WHERE id = $1 AND next_date > last_date', [taken.id]);
    return taken ?? null;
  }

  /** The user-days a client's backfills still have to queue, counted up to `upTo`. */
  async waitingDays(clientUuid: string, upTo: number): Promise<number> {
    const [row] = await this.db.query<{days: number}>(
      'SELECT least(coalesce(sum(last_date - next_date + 1), 0), $2)::int AS days FROM backfills WHERE client_uuid = $1',
      [clientUuid, upTo],
    );
    return row!.days;
  }

  /** Whether backfills are left (of the client, or of any client). */
  async hasBackfills(clientUuid: string | null): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM backfills WHERE $1::uuid IS NULL OR client_uuid = $1::uuid LIMIT 1', [clientUuid]);
    return rows.length > 0;
  }

  /** How many of a client's deliveries are due at `now` (its sandbox time), counted up to `upTo` at most. */
  async countDue(tx: Queryable, clientUuid: string, now: number, upTo: number | null = null): Promise<number> {
    const [row] = await tx.query<{due: number}>(
      `SELECT count(*)::int AS due FROM (
         SELECT 1 FROM deliveries WHERE client_uuid = $1 AND status = 'pending' AND next_attempt_at <= $2 LIMIT $3
       ) AS due`,
      [clientUuid, new Date(now).toISOString(), upTo],
    );
    return row!.due;
  }

  /**
   * Puts the client's rejected Data Webhook documents dated start..finish and rejected since `since`
   * back in the queue at `now`, to `url` when given (the Data Webhook URL as it is now); how many.
   */
  async requeueRejected(
    clientUuid: string,
    range: {start: string; finish: string},
    now: number,
    since: number,
    url: string | null,
  ): Promise<number> {
    const rows = await this.db.query(
      `UPDATE deliveries SET status = 'pending', first_attempt_at = $4, next_attempt_at = $4, rejected_at = NULL, url = COALESCE($6, url)
       WHERE client_uuid = $1 AND kind = 'data' AND status = 'rejected' AND document_date BETWEEN $2 AND $3 AND rejected_at >= $5
       RETURNING id`,
      [clientUuid, range.start, range.finish, new Date(now).toISOString(), new Date(since).toISOString(), url],
    );
    return rows.length;
  }

  /** A client's deliveries, newest first, by kind and status. */
  async listDeliveries(clientUuid: string, filter: {kind?: string; status?: string; limit: number}): Promise<DeliveryListing[]> {
    return this.db.query<DeliveryListing>(
      `SELECT ${DELIVERY_LISTING}
       FROM deliveries WHERE client_uuid = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR status = $3)
       ORDER BY id DESC LIMIT $4`,
      [clientUuid, filter.kind ?? null, filter.status ?? null, filter.limit],
    );
  }

  // --- Webhook operations: one delivery read and sent again ---

  /** One delivery of the client, as listDeliveries shows it, or null when the client has none with that id. */
  async delivery(clientUuid: string, id: number, q: Queryable = this.db): Promise<DeliveryListing | null> {
    const [row] = await q.query<DeliveryListing>(`SELECT ${DELIVERY_LISTING} FROM deliveries WHERE client_uuid = $1 AND id = $2`, [
      clientUuid,
      id,
    ]);
    return row ?? null;
  }

  /**
   * Puts one delivery of the client back in the queue, due at `now`, to `url` (the webhook URL of its kind
   * as it is now), as a new round of tries: its earlier attempts stay; false when the client has no such delivery.
   */
  async requeueDelivery(tx: Queryable, clientUuid: string, id: number, now: number, url: string): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE deliveries SET status = 'pending', first_attempt_at = $3, next_attempt_at = $3, rejected_at = NULL, url = $4, round = round + 1
       WHERE client_uuid = $1 AND id = $2 RETURNING 1`,
      [clientUuid, id, new Date(now).toISOString(), url],
    );
    return rows.length > 0;
  }

  /**
   * Stores one message an inbox received (its body's bytes as they came); its id. `owner`: the client the
   * name belongs to (public mode). Only the newest messages are kept, per name and per owner, so no
   * stream of posts can fill the database.
   */
  async saveInboxMessage(
    message: {
      name: string;
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      owner: string | null;
    },
    q: Queryable = this.db,
  ): Promise<number> {
    // One statement: the deletes see the table before the insert, so they keep one fewer than the budget besides the new message.
    const [row] = await q.query<{id: number}>(
      `WITH added AS (
         INSERT INTO inbox_messages (name, answered_status, headers, body, received_at, client_uuid) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id::int AS id
       ), by_name AS (
         DELETE FROM inbox_messages WHERE name = $1
           AND id <= (SELECT id FROM inbox_messages WHERE name = $1 ORDER BY id DESC OFFSET $7 - 1 LIMIT 1)
       ), by_owner AS (
         DELETE FROM inbox_messages WHERE $6::uuid IS NOT NULL AND client_uuid = $6::uuid
           AND id <= (SELECT id FROM inbox_messages WHERE client_uuid = $6::uuid ORDER BY id DESC OFFSET $7 - 1 LIMIT 1)
       )
       SELECT id FROM added`,
      [
        message.name,
        message.status,
        JSON.stringify(message.headers),
        message.body,
        this.nowIso(),
        message.owner,
        this.budgets.inboxMessages,
      ],
    );
    return row!.id;
  }

  /** The messages an inbox keeps, oldest first, bodies as bytes. */
  async inboxMessages(name: string): Promise<{id: number; received_at: string; status: number; headers: Json; body: Uint8Array}[]> {
    return this.db.query(
      `SELECT id::int AS id, ${isoUtc('received_at')} AS received_at, answered_status AS status, headers, body
       FROM inbox_messages WHERE name = $1 ORDER BY id`,
      [name],
    );
  }
}
