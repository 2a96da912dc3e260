// On a PostgreSQL server: the client's row behind every authenticated request (and, for a call about a
// user, that user's context), and the waiting authorization link an authorizer gives, each read for all
// the requests that arrive together in one statement.
// There is no read cache there (another process may have written), so each request needs the row
// from the server; under load many requests arrive in the same turn of the event loop, and one
// statement for all of them costs the server and this process one round trip instead of one each.
// Each request still sees what was committed before its statement ran: nothing is kept between
// batches but the last context of each user, which is reused only when the server sends the same
// text again (so its frozen copy, and what the generator keeps with it, is shared).
import DataLoader from 'dataloader';
import type {UserContext} from '../model/generator';
import type {Queryable} from './queryable';
import type {Client} from './rows';
import {userContextText, type KeptContexts} from './user-context';

/** A client's row as the sandbox reads it, from the clients table or from its alias `table`. */
const clientColumns = (table = '') =>
  `${table}client_uuid::text AS client_uuid, ${table}username, ${table}hash_key, ${table}data_webhook_url, ${table}notification_webhook_url,
  ${table}clock_offset_ms::float8 AS clock_offset_ms, (extract(epoch FROM ${table}last_tick_at) * 1000)::float8 AS last_tick_at`;

export const CLIENT_COLUMNS = clientColumns();

/** What a request's client read finds: the client and, when a user was asked for, its context (null: no such user). */
export interface ClientRead {
  client: Client;
  user?: UserContext | null;
}

interface Wanted {
  clientUuid: string;
  userId: string | null;
}

/** Requests read together at most: one statement's arrays stay small, and a flood is read in several statements. */
const MAX_BATCH = 100;

const CLIENTS_SQL = `SELECT wanted.n::int AS n, ${clientColumns('c.')},
    CASE WHEN wanted.user_id IS NULL THEN NULL ELSE ${userContextText('wanted.client_uuid', 'wanted.user_id')} END AS user_context
  FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS wanted(client_uuid, user_id, n)
  JOIN clients c ON c.client_uuid = wanted.client_uuid`;

const WAITING_SQL = `SELECT wanted.n::int AS n,
    (SELECT c.token FROM consents c WHERE c.client_uuid = wanted.client_uuid AND c.user_id = wanted.user_id
       AND c.data_source = wanted.data_source AND c.decision IS NULL AND c.redirect_url IS NOT DISTINCT FROM wanted.redirect_url
     ORDER BY c.created_at LIMIT 1) AS token
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS wanted(client_uuid, user_id, data_source, redirect_url, n)`;

/** A user's waiting authorization link for a source and a redirect URL. */
export interface WantedConsent {
  clientUuid: string;
  userId: string;
  source: string;
  redirectUrl: string | null;
}

/** One batched read: its requests of one turn of the event loop go to the server as one statement. */
const batched = <K, V>(read: (wanted: readonly K[]) => Promise<V[]>) =>
  new DataLoader<K, V>(read, {
    cache: false,
    maxBatchSize: MAX_BATCH,
    // After every request that arrived in this turn of the event loop has asked, not after the first one's promises.
    batchScheduleFn: (send) => setImmediate(send),
  });

export class ClientReads {
  private readonly clients = batched<Wanted, ClientRead | null>((wanted) => this.readClients(wanted));
  private readonly consents = batched<WantedConsent, string | null>((wanted) => this.readConsents(wanted));
  constructor(
    private readonly db: () => Queryable,
    private readonly contexts: KeptContexts,
  ) {}

  /** The client (null once it is gone) and, with `userId`, that user's context. */
  read(clientUuid: string, userId?: string): Promise<ClientRead | null> {
    return this.clients.load({clientUuid, userId: userId ?? null});
  }

  /** The token of the user's oldest waiting authorization link for the source and redirect URL, or null. */
  waitingConsent(wanted: WantedConsent): Promise<string | null> {
    return this.consents.load(wanted);
  }

  private async readClients(wanted: readonly Wanted[]): Promise<(ClientRead | null)[]> {
    // Requests for the same client and user share one row.
    const keys = wanted.map(keyOf);
    const unique = [...new Map(wanted.map((one, i) => [keys[i]!, one])).values()];
    const rows = await this.db().query<Client & {n: number; user_context: string | null}>(CLIENTS_SQL, [
      unique.map((one) => one.clientUuid),
      unique.map((one) => one.userId),
    ]);
    const found = new Map<string, ClientRead>();
    for (const {n, user_context: text, ...client} of rows) {
      const one = unique[n - 1]!;
      found.set(keyOf(one), one.userId === null ? {client} : {client, user: this.contexts.context(client.client_uuid, one.userId, text)});
    }
    return keys.map((key) => found.get(key) ?? null);
  }

  private async readConsents(wanted: readonly WantedConsent[]): Promise<(string | null)[]> {
    const rows = await this.db().query<{n: number; token: string | null}>(WAITING_SQL, [
      wanted.map((one) => one.clientUuid),
      wanted.map((one) => one.userId),
      wanted.map((one) => one.source),
      wanted.map((one) => one.redirectUrl),
    ]);
    const tokens = new Map(rows.map((row) => [row.n, row.token]));
    return wanted.map((_, i) => tokens.get(i + 1) ?? null);
  }
}

// A client_uuid holds no slash, so a client's own key never equals one of its users'.
const keyOf = (one: Wanted) => (one.userId === null ? one.clientUuid : `${one.clientUuid}/${one.userId}`);
