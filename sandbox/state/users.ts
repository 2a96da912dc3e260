// Users and what belongs to each: links to sources, naps, user information and the authorization
// links (consents) waiting for an answer.
import {randomBytes} from 'node:crypto';
import {tooManyLinks, tooManyUsers} from '../model/budgets';
import type {UserContext, UserInformation} from '../model/generator';
import {frozen} from '../model/frozen';
import type {components} from '../../core/contract/generated/sandbox-api';
import type {Queryable} from './queryable';
import {lockForTransaction} from './locks';
import {isoUtc, Repository} from './repository';
import {toUserContext, USER_CONTEXT, userContextText, type UserContextRow} from './user-context';

const LINKED_USER_CONTEXTS = `SELECT linked.user_id, ${userContextText('$1', 'linked.user_id')} AS context
  FROM (SELECT DISTINCT user_id FROM links WHERE client_uuid = $1) linked
  ORDER BY linked.user_id`;

/** A user as the control API lists it (listSandboxUsers, getSandboxUser), before its connections page is added. */
type UserListing = Omit<components['schemas']['SandboxUser'], 'connections_url'>;

const USER_LISTING = `SELECT u.user_id, u.time_zone, ${isoUtc('u.created_at')} AS created_at,
    COALESCE((SELECT json_agg(json_build_object('data_source', l.data_source, 'linked_at', ${isoUtc('l.linked_at')}) ORDER BY l.linked_at, l.id)
      FROM links l WHERE l.client_uuid = u.client_uuid AND l.user_id = u.user_id AND l.revoked_at IS NULL), '[]'::json) AS data_sources
  FROM users u WHERE u.client_uuid = $1`;

/** The sources a user has linked and not revoked, from its context. */
export function openSources(user: UserContext | null): Set<string> {
  return new Set(user?.links.filter((link) => link.revokedAt === null).map((link) => link.source));
}

export class Users extends Repository {
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

  async setTimeZone(q: Queryable, clientUuid: string, userId: string, timeZone: string): Promise<void> {
    await q.query('UPDATE users SET time_zone = $3 WHERE client_uuid = $1 AND user_id = $2', [clientUuid, userId, timeZone]);
    this.wrote(q, ['contexts']);
  }

  /** Stores what createUserInformation sent; the newest `datetime` wins, merged over what was held. */
  async saveUserInformation(clientUuid: string, userId: string, datetime: string, info: Partial<UserInformation>): Promise<void> {
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
   * Deletes a user at `at`, as ROOK does when a revoke deletes it (unlinking Withings): its links,
   * information, naps and waiting authorization links go with it; when and by which source's revoke
   * is kept for its connections page. The same user_id can be created again afterwards, as a new user.
   */
  async deleteUser(tx: Queryable, clientUuid: string, userId: string, source: string, at: number): Promise<void> {
    await tx.query('DELETE FROM users WHERE client_uuid = $1 AND user_id = $2', [clientUuid, userId]);
    await tx.query(
      `INSERT INTO deleted_users (client_uuid, user_id, source, deleted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_uuid, user_id) DO UPDATE SET source = EXCLUDED.source, deleted_at = EXCLUDED.deleted_at`,
      [clientUuid, userId, source, new Date(at).toISOString()],
    );
    this.wrote(tx, ['contexts', 'known', 'pending']);
  }

  /** When a revoke last deleted this user, and which source's, or null when none did. */
  async deletion(clientUuid: string, userId: string): Promise<{source: string; deletedAt: number} | null> {
    const [row] = await this.db.query<{source: string; deleted_at: number}>(
      'SELECT source, extract(epoch FROM deleted_at) * 1000 AS deleted_at FROM deleted_users WHERE client_uuid = $1 AND user_id = $2',
      [clientUuid, userId],
    );
    return row ? {source: row.source, deletedAt: Number(row.deleted_at)} : null;
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
      [token, decision, demoReadOnly, this.demo.clientUuid],
    );
    this.wrote(tx, ['pending']);
    return consent ?? null;
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
    const known = this.cache
      ? await this.cache.read(this.cache.pending, key, () => waiting(this.db))
      : await this.reads!.waitingConsent({clientUuid, userId, source, redirectUrl});
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
      return openSources(await this.userContext(q, clientUuid, userId));
    }
    const rows = await q.query<{data_source: string}>(
      'SELECT data_source FROM links WHERE client_uuid = $1 AND user_id = $2 AND revoked_at IS NULL',
      [clientUuid, userId],
    );
    return new Set(rows.map((row) => row.data_source));
  }

  async userContext(q: Queryable, clientUuid: string, userId: string): Promise<UserContext | null> {
    if (this.cache && q === this.db) {
      // Shared by every request that reads the user until a write makes it stale: frozen, not copied for each.
      const key = `${clientUuid}/${userId}`;
      // Kept (null: no such user): answered without making a loader for the cache, on nearly every read.
      const kept = this.cache.contexts.get(key);
      if (kept !== undefined) return kept;
      return this.cache.read(this.cache.contexts, key, async () => frozen(await this.loadUserContext(q, clientUuid, userId)));
    }
    // Outside a transaction on a PostgreSQL server: with the other requests' reads of this turn (null: the client is gone).
    if (this.reads && q === this.db) return (await this.reads.read(clientUuid, userId))?.user ?? null;
    return this.loadUserContext(q, clientUuid, userId);
  }

  private async loadUserContext(q: Queryable, clientUuid: string, userId: string): Promise<UserContext | null> {
    // One round trip: this runs on every processed-data read.
    const rows = await q.query<UserContextRow>(USER_CONTEXT, [clientUuid, userId]);
    return toUserContext(clientUuid, userId, rows[0]);
  }

  /** A client's users, newest first (at most 500), with the sources linked now. */
  async listUsers(clientUuid: string): Promise<UserListing[]> {
    return this.db.query(`${USER_LISTING} ORDER BY u.created_at DESC, u.user_id LIMIT 500`, [clientUuid]);
  }

  /** One of the client's users as listUsers shows it, or null when the client has no such user. */
  async user(clientUuid: string, userId: string): Promise<UserListing | null> {
    const [user] = await this.db.query<UserListing>(`${USER_LISTING} AND u.user_id = $2`, [clientUuid, userId]);
    return user ?? null;
  }

  /** The users that existed at `end` (one page of them), how many, and how many had a source linked then: one statement. */
  async usersStatus(clientUuid: string, end: string, limit: number, offset: number) {
    const linkedAtEnd = (user: string) =>
      `l.client_uuid = $1 AND l.user_id = ${user}.user_id AND l.linked_at <= $2 AND (l.revoked_at IS NULL OR l.revoked_at > $2)`;
    const [status] = await this.db.query<{
      total: number;
      active: number;
      users: {user_id: string; created: string; sources: {source_name: string; authorization_date: string}[] | null}[] | null;
    }>(
      `WITH existing AS (
         SELECT u.user_id, u.created_at, EXISTS (SELECT 1 FROM links l WHERE ${linkedAtEnd('u')}) AS active
         FROM users u WHERE u.client_uuid = $1 AND u.created_at <= $2
       ), page AS (
         SELECT user_id, created_at FROM existing ORDER BY created_at, user_id LIMIT $3 OFFSET $4
       )
       SELECT (SELECT count(*)::int FROM existing) AS total,
         (SELECT count(*)::int FROM existing WHERE active) AS active,
         (SELECT json_agg(json_build_object(
             'user_id', p.user_id,
             'created', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
             'sources', (SELECT json_agg(json_build_object('source_name', l.data_source, 'authorization_date', to_char(l.linked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')) ORDER BY l.linked_at)
               FROM links l WHERE ${linkedAtEnd('p')})
           ) ORDER BY p.created_at, p.user_id) FROM page p) AS users`,
      [clientUuid, end, limit, offset],
    );
    return {total: status!.total, active: status!.active, users: status!.users ?? []};
  }

  /**
   * The contexts of a client's users with a link, now or once (whose documents a tick looks for), by user_id,
   * in one statement: a tick runs after every link and clock move, and one read per user made its time grow
   * with the client's users. An unchanged user's context is the one the last read made (KeptContexts), so
   * the generator does not work out its days again on every tick.
   */
  async linkedUserContexts(tx: Queryable, clientUuid: string): Promise<UserContext[]> {
    const rows = await tx.query<{user_id: string; context: string}>(LINKED_USER_CONTEXTS, [clientUuid]);
    // A link's user is in the same snapshot (the links' foreign key), so every row has a context.
    return rows.map((row) => this.contexts.context(clientUuid, row.user_id, row.context)!);
  }

  /** The authorization link waiting for an answer behind a token, or null. */
  async waitingConsent(token: string): Promise<{data_source: string; user_id: string} | null> {
    const [consent] = await this.db.query<{data_source: string; user_id: string}>(
      'SELECT data_source, user_id FROM consents WHERE token = $1 AND decision IS NULL',
      [token],
    );
    return consent ?? null;
  }
}
