// A user's context (model/generator.ts's UserContext) as the database gives it: the statement that reads
// one (as columns, or as one JSON text inside another statement), its row turned into the model's shape,
// and the contexts kept by their text. Shared by the users' repository and the batched client reads
// (client-reads.ts).
import {frozen} from '../model/frozen';
import type {Link, UserContext, UserInformation} from '../model/generator';

/** A user's context (time zone, links, information, naps) in one statement, for the client and user that `client` and `user` (SQL expressions) name. */
const userContextSql = (client: string, user: string) => `SELECT u.time_zone,
    (SELECT json_agg(json_build_object('start_at', extract(epoch FROM n.start_at) * 1000, 'minutes', n.minutes,
       'reported_at', extract(epoch FROM n.reported_at) * 1000) ORDER BY n.start_at)
     FROM naps n WHERE n.client_uuid = u.client_uuid AND n.user_id = u.user_id) AS naps,
    (SELECT json_agg(json_build_object('source', l.data_source, 'linked_at', extract(epoch FROM l.linked_at) * 1000,
       'revoked_at', extract(epoch FROM l.revoked_at) * 1000) ORDER BY l.linked_at, l.id)
     FROM links l WHERE l.client_uuid = u.client_uuid AND l.user_id = u.user_id) AS links,
    (SELECT i.info FROM user_information i WHERE i.client_uuid = u.client_uuid AND i.user_id = u.user_id) AS info
  FROM users u WHERE u.client_uuid = ${client} AND u.user_id = ${user}`;

/** The context of client $1's user $2. */
export const USER_CONTEXT = userContextSql('$1', '$2');

/** A user's context as one JSON text, for the client and user that `client` and `user` (SQL expressions) name; null when there is no such user. */
export const userContextText = (client: string, user: string) =>
  `(SELECT row_to_json(context)::text FROM (${userContextSql(client, user)}) context)`;

/** A row of USER_CONTEXT. */
export interface UserContextRow {
  time_zone: string;
  links: {source: string; linked_at: number; revoked_at: number | null}[] | null;
  info: UserInformation | null;
  naps: {start_at: number; minutes: number; reported_at: number}[] | null;
}

/** The context a row of USER_CONTEXT holds, or null when there was no row (no such user). */
export function toUserContext(clientUuid: string, userId: string, row: UserContextRow | null | undefined): UserContext | null {
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

/** Users whose last context is kept for reuse; past this the oldest is forgotten. */
const KEPT_CONTEXTS = 2_000;

/**
 * Each user's last context read from a PostgreSQL server or inside a transaction, with the text it was
 * made from: the same text gives back the same frozen object, so what the generator keeps per context
 * (a day's link moments, its documents) is reused instead of worked out again on every read. A changed
 * user is a new text, and so a new context. One per process (repository.ts), shared by its readers.
 */
export class KeptContexts {
  private readonly contexts = new Map<string, {text: string; context: UserContext}>();

  /** The context a text of `userContextText` holds, or null for no such user (a null text). */
  context(clientUuid: string, userId: string, text: string | null): UserContext | null {
    if (text === null) return null;
    const key = `${clientUuid}/${userId}`;
    const kept = this.contexts.get(key);
    if (kept?.text === text) return kept.context;
    const context = frozen(toUserContext(clientUuid, userId, JSON.parse(text) as UserContextRow));
    if (!context) return null;
    this.contexts.delete(key);
    if (this.contexts.size >= KEPT_CONTEXTS) this.contexts.delete(this.contexts.keys().next().value!);
    this.contexts.set(key, {text, context});
    return context;
  }
}
