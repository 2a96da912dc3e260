// Backfills: a user's dates whose documents are still to be queued, taken a step at a time in the
// background while the client has room under its due budget.
import type {Queryable} from './queryable';
import {Repository} from './repository';

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

export class Backfills extends Repository {
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
}
