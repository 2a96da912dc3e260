// A client's users and their links to sources: each change is one operation here, owning its
// transaction, its lock order (the client's clock, then the user), the notices it sends and the
// wake-up of the webhooks that carry them.
import {sourceByName} from '../model/sources';
import type {Queryable} from '../state/queryable';
import type {Client} from '../state/rows';
import type {UserContext} from '../model/generator';
import type {DomainServices} from './services';

interface Connection {
  /** Creates the user when missing (a user_created notice). */
  create: boolean;
  /** The user's time zone, set when given; a new user's notice is stamped in it (UTC when none). */
  timeZone?: string;
  /** Sources to link, each new link with its data_source_linked notice. */
  sources: readonly string[];
}

/**
 * The one script of a user's connection, in `tx`: the client's clock lock, then the user's lock,
 * then the user, its time zone and its links, each with its notice. Whether the user was created.
 */
async function connectIn(d: DomainServices, tx: Queryable, clientUuid: string, userId: string, connection: Connection): Promise<boolean> {
  const {store, webhooks} = d;
  const {client, now} = await store.clients.lockClock(tx, clientUuid);
  await store.users.lockUser(tx, clientUuid, userId);
  const created = connection.create && (await store.users.ensureUser(tx, clientUuid, userId, now));
  if (created) await webhooks.notify(tx, client, 'user_created', {userId}, now, connection.timeZone ?? 'UTC');
  if (connection.timeZone) await store.users.setTimeZone(tx, clientUuid, userId, connection.timeZone);
  for (const source of connection.sources) {
    if (!(await store.users.openLink(tx, clientUuid, userId, source, now))) continue;
    const user = await store.users.userContext(tx, clientUuid, userId);
    await webhooks.notify(tx, client, 'data_source_linked', {userId, source}, now, user!.timeZone);
  }
  return created;
}

/**
 * A user comes to exist the first time the client names it in a call that starts a connection or
 * stores data about it (an authorizer call, createUserInformation); every other call answers that
 * the user does not exist. Resolves with the user's context, which those calls read next.
 */
export async function registerUser(
  d: DomainServices,
  client: Client,
  userId: string,
  read?: UserContext | null,
): Promise<UserContext | null> {
  // Most calls name a user that exists: its context (links, information) in one read, from memory on PGlite, and no write.
  // `read`: the context as read with the client, when it was (on a PostgreSQL server).
  const known = read !== undefined ? read : await d.store.users.userContext(d.store.db, client.client_uuid, userId);
  if (known) return known;
  const created = await d.store.db.transaction((tx) => connectIn(d, tx, client.client_uuid, userId, {create: true, sources: []}));
  if (created) d.webhooks.kick(client.client_uuid);
  // Null only if the user was deleted again meanwhile (a Withings revoke in another call).
  return d.store.users.userContext(d.store.db, client.client_uuid, userId);
}

/**
 * Links sources for a user, creating it when missing (linkSdkSource, scenarios). The recent days'
 * documents are queued before this returns, older pre-existing days just after it (webhooks.ts).
 */
export async function linkSources(
  d: DomainServices,
  clientUuid: string,
  userId: string,
  sources: readonly string[],
  timeZone?: string,
): Promise<void> {
  await d.store.db.transaction((tx) => connectIn(d, tx, clientUuid, userId, {create: true, timeZone, sources}));
  await d.webhooks.tick(clientUuid);
}

/**
 * The end user's answer on an authorization link: recorded once, and an allow links the source in
 * the same transaction. Null when the link is unknown or answered already, or (`demoReadOnly`)
 * belongs to the hosted sandbox's read-only demo client. The new data's webhooks follow in the background.
 */
export async function answerConsent(d: DomainServices, token: string, decision: 'allow' | 'deny', demoReadOnly: boolean) {
  const consent = await d.store.db.transaction(async (tx) => {
    const answered = await d.store.users.answerConsent(tx, token, decision, demoReadOnly);
    if (answered && decision === 'allow')
      await connectIn(d, tx, answered.client_uuid, answered.user_id, {create: false, sources: [answered.data_source]});
    return answered;
  });
  if (consent && decision === 'allow') d.webhooks.kick(consent.client_uuid);
  return consent;
}

/**
 * Unlinks a source, at once (Withings included, as at ROOK), with its data_source_unlinked notice.
 * A source whose revoke deletes the user at ROOK (Withings) deletes it here too, in the same
 * transaction.
 */
export async function unlinkSource(d: DomainServices, clientUuid: string, userId: string, source: string): Promise<void> {
  const {store, webhooks} = d;
  await store.db.transaction(async (tx) => {
    const {client, now} = await store.clients.lockClock(tx, clientUuid);
    await store.users.lockUser(tx, clientUuid, userId);
    if (!(await store.users.closeLink(tx, clientUuid, userId, source, now))) return;
    const user = await store.users.userContext(tx, clientUuid, userId);
    await webhooks.notify(tx, client, 'data_source_unlinked', {userId, source}, now, user!.timeZone);
    if (sourceByName.get(source)?.revokeDeletesUser) await store.users.deleteUser(tx, clientUuid, userId, source, now);
  });
  webhooks.kick(clientUuid);
}

/** A failed_extraction notice for a linked source, as ROOK sends when it cannot read a source's data. */
export async function reportExtractionFailure(
  d: DomainServices,
  client: Client,
  userId: string,
  source: string,
  reason: string,
): Promise<void> {
  const {store, webhooks} = d;
  await webhooks.assertRoomForDeliveries(client);
  await store.db.transaction(async (tx) => {
    const {client: locked, now} = await store.clients.lockClock(tx, client.client_uuid);
    const user = await store.users.userContext(tx, client.client_uuid, userId);
    await webhooks.notify(tx, locked, 'failed_extraction', {userId, source, reason}, now, user!.timeZone);
  });
  await webhooks.tick(client.client_uuid);
}

/** Records a nap the user's source reported now (the sandbox's model of naps, model/naps.ts), and queues what it made due. */
export async function recordNap(d: DomainServices, clientUuid: string, userId: string, startAt: number, minutes: number): Promise<void> {
  await d.store.db.transaction(async (tx) => {
    const {now} = await d.store.clients.lockClock(tx, clientUuid);
    await d.store.users.addNap(tx, clientUuid, userId, startAt, minutes, now);
  });
  await d.webhooks.tick(clientUuid);
}
