// Webhook deliveries as rows: queued, counted, listed and queued again. The outbox (delivery/outbox.ts)
// claims and records their attempts.
import type {WebhookPayload} from '../contract/documents';
import type {components} from '../../core/contract/generated/sandbox-api';
import type {Queryable} from './queryable';
import {isoUtc, Repository} from './repository';

/** A webhook delivery to queue, due at `at` (sandbox time). */
export interface QueuedDelivery {
  clientUuid: string;
  userId: string;
  kind: 'data' | 'notification';
  url: string;
  payload: WebhookPayload;
  signature: string;
  date: string;
  at: number;
  /** A test webhook (sendTestWebhook), not made by the simulation. */
  test: boolean;
}

/** A delivery as the control API lists it (listWebhookDeliveries), without the headers the handler adds. */
export type DeliveryListing = Omit<components['schemas']['Delivery'], 'headers'>;

const DELIVERY_LISTING = `id::int AS id, kind, user_id, url, status, signature, payload, attempts, ${isoUtc('next_attempt_at')} AS next_attempt_at, test`;

export class Deliveries extends Repository {
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

  /**
   * Points the client's pending deliveries of `kind` queued for `from` at `to` instead: a new webhook URL
   * takes the tries still to come (the retries of what the old URL refused). How many moved.
   */
  async repointPending(tx: Queryable, clientUuid: string, kind: 'data' | 'notification', from: string, to: string): Promise<number> {
    const rows = await tx.query(
      `UPDATE deliveries SET url = $4 WHERE client_uuid = $1 AND kind = $2 AND status = 'pending' AND url = $3 RETURNING 1`,
      [clientUuid, kind, from, to],
    );
    return rows.length;
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
}
