// Webhooks on the sandbox clock: new documents become Data Webhook deliveries,
// user and source changes become Notification Webhook deliveries, and failed
// deliveries are retried 2 h, 24 h and 48 h (sandbox time) after the first try,
// then kept as rejected for 3 days, resendable.
import type {Dispatcher} from 'undici';
import type {Clock} from './clock';
import type {Json} from './contract';
import type {Queryable} from './db';
import {buildDocument, contributions, type DocumentKind} from './generator';
import {hmacSha256Hex, joinSignedMessage, signedMessage} from '../plugins/openapi-reference/model/signature';
import {preExistingDays, sourceByName} from './sources';
import type {Client, Store} from './store';
import {addDays, localDate, timestamp} from './time';

export const retryDelaysMs = [2, 24, 48].map((hours) => hours * 3_600_000);
/** Rejected documents are kept this long in ROOK's sandbox environment (facts §6). */
export const rejectedRetentionMs = 3 * 86_400_000;
const ACCEPTED = new Set([200, 201, 202]);
const SEND_TIMEOUT_MS = 5_000;
/** The furthest back a single tick looks for new documents. */
const MAX_SCAN_DAYS = 62;

export type NotificationType =
  'user_created' | 'data_source_linked' | 'data_source_unlinked' | 'failed_extraction' | 'rejected_information';

/**
 * X-ROOK-HASH: HMAC-SHA256, keyed with the client's hash key, of client_uuid,
 * user_id and datetime joined with no separator (facts §6). The sandbox uses
 * the document's metadata.datetime_string (the first event's, for events; the
 * user_information or health_score_data container's otherwise), or a
 * notification's `datetime`.
 */
export function sign(hashKey: string, clientUuid: string, userId: string, datetime: string): Promise<string> {
  // The reference's WebCrypto HMAC, so the sandbox signs exactly as the pages and the dashboard check.
  return hmacSha256Hex(hashKey, joinSignedMessage(clientUuid, userId, datetime));
}

export interface DeliveryRow {
  id: string;
  user_id: string;
  kind: 'data' | 'notification';
  url: string;
  payload: Json;
  signature: string;
  status: 'pending' | 'delivered' | 'rejected';
  attempts: {at: string; status: number | null; error?: string}[];
  first_attempt_at: number;
  next_attempt_at: number | null;
  document_date: string;
}

export class Webhooks {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: Store,
    private readonly kinds: DocumentKind[],
    private readonly onError: (error: unknown) => void,
    private readonly clock: Clock,
    /** The hosted sandbox's agent, which connects to public addresses only (`webhook-target.ts`); default: fetch's own. */
    private readonly dispatcher?: Dispatcher,
  ) {}

  /** The client's sandbox time: the sandbox's clock plus the client's offset. */
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
    await this.store.lockClient(tx, clientUuid);
    const client = await this.store.client(clientUuid, tx);
    // Strictly after the last tick: a change stamped with that tick's own millisecond would count as already seen.
    return {client, now: Math.max(this.now(client), client.last_tick_at + 1)};
  }

  async enqueue(
    tx: Queryable,
    client: Client,
    kind: 'data' | 'notification',
    userId: string,
    payload: Json,
    date: string,
    at: number,
  ): Promise<void> {
    const url = kind === 'data' ? client.data_webhook_url : client.notification_webhook_url;
    if (!url) return;
    const signature = await sign(client.hash_key, client.client_uuid, userId, signedMessage(payload).datetime);
    await tx.query(
      `INSERT INTO deliveries (client_uuid, user_id, kind, url, payload, signature, document_date, status, first_attempt_at, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8, $8)`,
      [client.client_uuid, userId, kind, url, JSON.stringify(payload), signature, date, new Date(at).toISOString()],
    );
  }

  /** Queues a Notification Webhook (the payload shape is the sandbox's; see the contract's webhooks). */
  async notify(
    tx: Queryable,
    client: Client,
    userId: string,
    type: NotificationType,
    at: number,
    timeZone: string,
    extra: {data_source?: string | null; message: string; details?: Json},
  ): Promise<void> {
    const payload = {
      client_uuid: client.client_uuid,
      user_id: userId,
      notification_type: type,
      data_source: extra.data_source ?? null,
      datetime: timestamp(timeZone, at),
      message: extra.message,
      ...(extra.details ? {details: extra.details} : {}),
    };
    await this.enqueue(tx, client, 'notification', userId, payload, localDate(timeZone, at), at);
  }

  /**
   * Brings a client up to its clock: queues the documents that appeared since
   * the last tick, then sends every delivery that is due. One tick per client
   * runs at a time; a caller arriving meanwhile waits for it and runs its own.
   */
  /** Waits for every tick under way, those started in the background included (before the database closes). */
  async settle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  async tick(clientUuid: string): Promise<number> {
    const previous = this.running.get(clientUuid) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.tickNow(clientUuid));
    this.running.set(clientUuid, run);
    try {
      return await run;
    } finally {
      if (this.running.get(clientUuid) === run) this.running.delete(clientUuid);
    }
  }

  /** Starts a tick without waiting for it (after a request changed something). */
  kick(clientUuid: string): void {
    this.tick(clientUuid).catch((error) => this.onError(error));
  }

  private async tickNow(clientUuid: string): Promise<number> {
    const {client, now} = await this.store.db.transaction(async (tx) => {
      const {client, now} = await this.lockClock(tx, clientUuid);
      if (client.data_webhook_url) await this.queueNewDocuments(tx, client, now);
      await tx.query('UPDATE clients SET last_tick_at = $2 WHERE client_uuid = $1', [clientUuid, new Date(now).toISOString()]);
      return {client, now};
    });
    return this.dispatch(client, now);
  }

  private async queueNewDocuments(tx: Queryable, client: Client, now: number): Promise<void> {
    const since = client.last_tick_at;
    const users = await tx.query<{user_id: string}>('SELECT DISTINCT user_id FROM links WHERE client_uuid = $1', [client.client_uuid]);
    for (const {user_id: userId} of users) {
      const user = await this.store.userContext(tx, client.client_uuid, userId);
      if (!user) continue;
      let first = addDays(localDate(user.timeZone, since), -1);
      for (const link of user.links) {
        const source = sourceByName.get(link.source);
        if (source && link.linkedAt > since && link.linkedAt <= now) {
          const start = addDays(localDate(user.timeZone, link.linkedAt), -preExistingDays(source));
          if (start < first) first = start;
        }
      }
      const last = localDate(user.timeZone, now);
      const floor = addDays(last, -MAX_SCAN_DAYS);
      for (let date = first < floor ? floor : first; date <= last; date = addDays(date, 1)) {
        for (const kind of this.kinds) {
          const moments = [...new Set(contributions(kind, user, date, now).flatMap((c) => c.moments))]
            .filter((m) => m > since)
            .sort((a, b) => a - b);
          for (const moment of moments) {
            const document = buildDocument(kind, user, date, moment);
            if (document) await this.enqueue(tx, client, 'data', userId, document, date, moment);
          }
        }
      }
    }
  }

  /** Sends every due delivery, retries included, until none is due at `now`. Returns the attempts made. */
  private async dispatch(client: Client, now: number): Promise<number> {
    let attempts = 0;
    for (let round = 0; round < 10; round += 1) {
      const due = await this.store.db.query<DeliveryRow>(
        `SELECT id::text AS id, user_id, kind, url, payload, signature, status, attempts, document_date::text AS document_date,
           (extract(epoch FROM first_attempt_at) * 1000)::float8 AS first_attempt_at,
           (extract(epoch FROM next_attempt_at) * 1000)::float8 AS next_attempt_at
         FROM deliveries WHERE client_uuid = $1 AND status = 'pending' AND next_attempt_at <= $2 ORDER BY next_attempt_at, id LIMIT 500`,
        [client.client_uuid, new Date(now).toISOString()],
      );
      if (!due.length) break;
      const rejected: DeliveryRow[] = [];
      // One at a time, in order, so a receiver sees "user created" before "source linked".
      for (const delivery of due) {
        attempts += 1;
        if (await this.attempt(delivery)) rejected.push(delivery);
      }
      if (rejected.length) {
        await this.store.db.transaction(async (tx) => {
          for (const delivery of rejected) {
            if (delivery.kind !== 'data') continue;
            const user = await this.store.userContext(tx, client.client_uuid, delivery.user_id);
            await this.notify(tx, client, delivery.user_id, 'rejected_information', delivery.next_attempt_at!, user?.timeZone ?? 'UTC', {
              data_source: null,
              message: 'A Data Webhook document was not accepted after every retry; resend it with resend_rejected_notifications.',
              details: {
                data_structure: delivery.payload.data_structure,
                document_version: delivery.payload.document_version,
                document_date: delivery.document_date,
                delivery_id: Number(delivery.id),
              },
            });
          }
        });
      }
    }
    return attempts;
  }

  /** One try of one delivery at its due (sandbox) time. Returns true when it became rejected. */
  private async attempt(delivery: DeliveryRow): Promise<boolean> {
    const at = delivery.next_attempt_at!;
    let status: number | null = null;
    let error: string | undefined;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-ROOK-HASH': delivery.signature, 'User-Agent': 'rook-local-sandbox'},
        body: JSON.stringify(delivery.payload),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'manual',
        ...(this.dispatcher ? {dispatcher: this.dispatcher} : {}),
      } as RequestInit);
      status = response.status;
      await response.body?.cancel();
    } catch (cause) {
      error =
        (cause as Error).name === 'TimeoutError'
          ? `no answer within ${SEND_TIMEOUT_MS / 1000} s`
          : // fetch wraps the connection's error (a refused address, a DNS failure) in its cause.
            `could not connect: ${((cause as Error).cause as Error | undefined)?.message ?? (cause as Error).message}`;
    }
    const attempts = [...delivery.attempts, {at: new Date(at).toISOString(), status, ...(error ? {error} : {})}];
    const triesSinceFirst = attempts.filter((a) => Date.parse(a.at) >= delivery.first_attempt_at).length;
    let state: 'delivered' | 'pending' | 'rejected' = 'pending';
    let next: number | null = null;
    if (status !== null && ACCEPTED.has(status)) state = 'delivered';
    else if (triesSinceFirst <= retryDelaysMs.length) next = delivery.first_attempt_at + retryDelaysMs[triesSinceFirst - 1]!;
    else state = 'rejected';
    await this.store.db.query(
      `UPDATE deliveries SET status = $2, attempts = $3, next_attempt_at = $4, rejected_at = CASE WHEN $2 = 'rejected' THEN $5::timestamptz ELSE NULL END WHERE id = $1`,
      [delivery.id, state, JSON.stringify(attempts), next === null ? null : new Date(next).toISOString(), new Date(at).toISOString()],
    );
    return state === 'rejected';
  }

  /** Puts rejected Data Webhook documents dated start..finish back in the queue; returns how many. */
  async resend(client: Client, start: string, finish: string): Promise<number> {
    const now = this.now(client);
    const rows = await this.store.db.query(
      `UPDATE deliveries SET status = 'pending', first_attempt_at = $4, next_attempt_at = $4, rejected_at = NULL, url = COALESCE($6, url)
       WHERE client_uuid = $1 AND kind = 'data' AND status = 'rejected' AND document_date BETWEEN $2 AND $3 AND rejected_at >= $5
       RETURNING id`,
      // Sent to the Data Webhook URL as it is now, which the client has usually fixed meanwhile.
      [
        client.client_uuid,
        start,
        finish,
        new Date(now).toISOString(),
        new Date(now - rejectedRetentionMs).toISOString(),
        client.data_webhook_url,
      ],
    );
    return rows.length;
  }
}
