// Webhooks on the sandbox clock: new documents become Data Webhook deliveries,
// user and source changes become Notification Webhook deliveries. They are
// queued in the transaction that made them; the outbox (outbox.ts) sends
// them, retries failures 2 h, 24 h and 48 h (sandbox time) after the first
// try, then keeps them as rejected for 3 days, resendable.
import type {Clock} from './clock';
import type {Json} from './contract';
import type {Queryable} from './db';
import {buildDocument, contributions, type DocumentKind} from './generator';
import {Outbox, type DeliveryRow, type OutboxOptions} from './outbox';
import {hmacSha256Hex, joinSignedMessage, signedMessage} from '../plugins/openapi-reference/model/signature';
import {preExistingDays, sourceByName} from './sources';
import type {Client, Store} from './store';
import {addDays, localDate, timestamp} from '../src/rules/time';

/** Rejected documents are kept this long in ROOK's sandbox environment (facts §6). */
export const rejectedRetentionMs = 3 * 86_400_000;
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

export class Webhooks {
  private readonly running = new Map<string, Promise<unknown>>();
  readonly outbox: Outbox;

  constructor(
    private readonly store: Store,
    private readonly kinds: DocumentKind[],
    private readonly onError: (error: unknown) => void,
    private readonly clock: Clock,
    outboxOptions: OutboxOptions = {},
  ) {
    this.outbox = new Outbox(store, clock, (tx, client, delivery) => this.notifyRejected(tx, client, delivery), onError, outboxOptions);
  }

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
    await this.store.queueDelivery(tx, {clientUuid: client.client_uuid, userId, kind, url, payload, signature, date, at});
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

  /** Waits for the ticks under way (those started in the background included), then for the deliveries they made due. */
  async drain(): Promise<void> {
    do {
      while (this.running.size) await Promise.allSettled([...this.running.values()]);
      await this.outbox.drain();
    } while (this.running.size);
  }

  /** Waits for every tick under way, then stops the outbox (before the database closes). */
  async settle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
    await this.outbox.stop();
  }

  /**
   * Brings a client up to its clock: queues the documents that appeared since the last tick
   * and wakes the outbox, which sends what is due in the background. One tick per client runs
   * at a time in this process (and, through the client's lock, in the database); a caller
   * arriving meanwhile waits for it and runs its own. Returns how many deliveries are due now.
   */
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
    const due = await this.store.db.transaction(async (tx) => {
      // A client deleted meanwhile (an idle one expired while a background tick waited) has nothing left to do.
      await this.store.lockClient(tx, clientUuid);
      if (!(await this.store.client(clientUuid, tx))) return 0;
      const {client, now} = await this.lockClock(tx, clientUuid);
      if (client.data_webhook_url) await this.queueNewDocuments(tx, client, now);
      await this.store.markTicked(tx, clientUuid, now);
      return this.store.countDue(tx, clientUuid, now);
    });
    if (due) this.outbox.wake();
    return due;
  }

  private async queueNewDocuments(tx: Queryable, client: Client, now: number): Promise<void> {
    const since = client.last_tick_at;
    for (const userId of await this.store.linkedUserIds(tx, client.client_uuid)) {
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

  private async notifyRejected(tx: Queryable, client: Client, delivery: DeliveryRow): Promise<void> {
    const user = await this.store.userContext(tx, client.client_uuid, delivery.user_id);
    await this.notify(tx, client, delivery.user_id, 'rejected_information', delivery.next_attempt_at, user?.timeZone ?? 'UTC', {
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

  /** Puts rejected Data Webhook documents dated start..finish back in the queue; returns how many. */
  async resend(client: Client, start: string, finish: string): Promise<number> {
    const now = this.now(client);
    // Sent to the Data Webhook URL as it is now, which the client has usually fixed meanwhile.
    return this.store.requeueRejected(client.client_uuid, {start, finish}, now, now - rejectedRetentionMs, client.data_webhook_url);
  }
}
