// Clients: their credentials, webhook URLs, clocks and expiry, and the demo client (seeded from the
// contract's examples, with ROOK's published demo pair).
import {randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import type {Queryable} from './queryable';
import {lockForTransaction} from './locks';
import {everything} from './read-cache';
import {Repository} from './repository';
import type {Client} from './rows';
import {CLIENT_COLUMNS, type ClientRead} from './client-reads';
import {sandboxDemoCredentials} from '../../core/data/sandbox';

/** Whether `sent` is the client's secret (kept as bytes: one encoding a login, not two). */
function sameSecret(secret: Buffer, sent: string): boolean {
  const bytes = Buffer.from(sent);
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
}

export class Clients extends Repository {
  /** Credentials never change once issued: username → [client_uuid, secret], or null when unknown. */
  private readonly credentials = new Map<string, [string, Buffer] | null>();

  async seedDemoClient(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Processes starting together each try this. With no conflict target, a clash on either unique column
      // (client_uuid, username) is skipped: naming client_uuid alone let the loser of a close race fail on username.
      const inserted = await tx.query(
        `INSERT INTO clients (client_uuid, username, secret, hash_key, last_tick_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [this.demo.clientUuid, sandboxDemoCredentials.username, sandboxDemoCredentials.secret, this.demo.hashKey, this.nowIso()],
      );
      if (inserted.length) await this.seedDemoUsers(tx);
      this.wrote(tx, everything);
    });
  }

  private async seedDemoUsers(tx: Queryable): Promise<void> {
    for (const user of this.demo.users) {
      await tx.query('INSERT INTO users (client_uuid, user_id, time_zone, created_at) VALUES ($1, $2, $3, $4)', [
        this.demo.clientUuid,
        user.userId,
        user.timeZone,
        user.createdAt,
      ]);
      for (const link of user.links) {
        await tx.query('INSERT INTO links (client_uuid, user_id, data_source, linked_at) VALUES ($1, $2, $3, $4)', [
          this.demo.clientUuid,
          user.userId,
          link.source,
          link.linkedAt,
        ]);
      }
    }
  }

  /**
   * The client for a Basic pair, or null. The username is the client_uuid or, for the demo client, its alias.
   * With `readsUser` (a read about that user of the client's): on a PostgreSQL server, that user's context
   * (`user`, null when there is no such user) is read in the same statement as the client's row, one statement
   * for all the requests that arrive together (client-reads.ts); elsewhere `user` is left out and the read
   * cache answers it.
   */
  async authenticate(username: string, secret: string, readsUser?: string): Promise<ClientRead | null> {
    // Wrong pairs are answered from memory, so a flood of bad logins never reaches the database.
    let known = this.credentials.get(username);
    if (known === undefined) {
      const rows = await this.db.query<{client_uuid: string; secret: string}>(
        'SELECT client_uuid::text AS client_uuid, secret FROM clients WHERE username = $1 OR client_uuid::text = $1',
        [username],
      );
      known = rows[0] ? [rows[0].client_uuid, Buffer.from(rows[0].secret)] : null;
      if (this.credentials.size > 10_000) this.credentials.clear();
      this.credentials.set(username, known);
    }
    if (!known || !sameSecret(known[1], secret)) return null;
    // The row itself is read each time (the clock and webhook URLs change), from memory when the read cache has it.
    let found: ClientRead | null;
    if (this.reads) found = await this.reads.read(known[0], readsUser);
    else {
      const client = this.cache?.clients.get(known[0]) ?? (await this.findClient(known[0]));
      found = client ? {client} : null;
    }
    if (!found) return null;
    const seen = this.markSeen(found.client.client_uuid);
    if (seen) await seen;
    return found;
  }

  /** When this process last wrote each client's last_seen_at (sandbox time). */
  private readonly seenWritten = new Map<string, number>();

  /**
   * Records that a client was seen, at most once a minute per client and process: no write on every call.
   * The write's promise, or undefined when there is nothing to write (most calls: no promise to wait on).
   */
  private markSeen(clientUuid: string): Promise<void> | undefined {
    const now = this.clock.now();
    if (now - (this.seenWritten.get(clientUuid) ?? -Infinity) < 60_000) return undefined;
    this.seenWritten.set(clientUuid, now);
    if (this.seenWritten.size > 10_000) this.seenWritten.clear();
    return this.db
      .query('UPDATE clients SET last_seen_at = $2 WHERE client_uuid = $1', [clientUuid, new Date(now).toISOString()])
      .then(() => this.wrote(this.db, ['clients']));
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
        [before, this.demo.clientUuid, batchSize],
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
  private async row(clientUuid: string, q: Queryable): Promise<Client | undefined> {
    const load = async () => (await q.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE client_uuid = $1`, [clientUuid]))[0];
    // Undefined when the client is gone (see findClient). Every caller shares the cached row: it is frozen.
    if (this.cache && q === this.db) return this.cache.read(this.cache.clients, clientUuid, async () => Object.freeze(await load()));
    return load();
  }

  /** A client the caller knows exists (an authenticated request's; else use findClient). Pass the transaction when inside one. */
  async client(clientUuid: string, q: Queryable = this.db): Promise<Client> {
    return (await this.row(clientUuid, q))!;
  }

  /** The clients whose clocks the scheduler keeps up to date: those with a webhook URL. */
  async clientsWithWebhooks(): Promise<string[]> {
    const rows = await this.db.query<{client_uuid: string}>(
      'SELECT client_uuid::text AS client_uuid FROM clients WHERE data_webhook_url IS NOT NULL OR notification_webhook_url IS NOT NULL',
    );
    return rows.map((row) => row.client_uuid);
  }

  /** The client, or null once it is gone (reset never removes one; expiry does). */
  async findClient(clientUuid: string, q: Queryable = this.db): Promise<Client | null> {
    return (await this.row(clientUuid, q)) ?? null;
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
      if (client.client_uuid === this.demo.clientUuid) await this.seedDemoUsers(tx);
      this.wrote(tx, everything);
    });
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

  /** Locks a client for the rest of the transaction: resets, ticks and writes stamped by its clock (see lockClock). Take it before any user's lock. */
  async lockClient(tx: Queryable, clientUuid: string): Promise<void> {
    await lockForTransaction(tx, 'client', clientUuid);
  }

  /** The client's sandbox time: the sandbox's clock plus the client's own offset (advanceSandboxClock moves it). */
  now(client: Client): number {
    return this.clock.now() + client.clock_offset_ms;
  }

  /**
   * Locks the client and reads its clock, for a tick or for a transaction that stamps a change with
   * the clock (a link, an unlink, a new Data Webhook URL). So a tick either sees the change or ends
   * before the change reads the clock. Without the lock, on a PostgreSQL server, a tick could move
   * the client's last tick past a link it could not see yet, and that link's pre-existing days were
   * never sent.
   */
  async lockClock(tx: Queryable, clientUuid: string): Promise<{client: Client; now: number}> {
    await this.lockClient(tx, clientUuid);
    const client = await this.client(clientUuid, tx);
    // Strictly after the last tick: a change stamped with that tick's own millisecond would count as already seen.
    return {client, now: Math.max(this.now(client), client.last_tick_at + 1)};
  }
}
