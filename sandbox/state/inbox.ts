// The sandbox's own inbox: the messages each name received, the newest kept.
import type {Queryable} from './queryable';
import {isoUtc, Repository} from './repository';

export class Inbox extends Repository {
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
  async inboxMessages(
    name: string,
  ): Promise<{id: number; received_at: string; status: number; headers: Record<string, string>; body: Uint8Array}[]> {
    return this.db.query(
      `SELECT id::int AS id, ${isoUtc('received_at')} AS received_at, answered_status AS status, headers, body
       FROM inbox_messages WHERE name = $1 ORDER BY id`,
      [name],
    );
  }
}
