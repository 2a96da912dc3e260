// Handlers of the sandbox's own operations (openapi/sandbox.yaml), keyed by operationId.
import {createHmac, timingSafeEqual} from 'node:crypto';
import type {FastifyRequest} from 'fastify';
import {dataSources} from '../../src/data/dataSources';
import {detail, errorBody, messages} from '../errors';
import {connectionsPage, consentPage, invalidLinkPage, logoSvg} from '../pages';
import {authorizerSources, preExistingDays, sourceByName} from '../sources';
import {demo, type Client} from '../store';
import {inboxOwner, inboxRule} from '../public-mode';
import {isTimeZone} from '../../src/rules/time';
import {webhookUrlProblem} from '../webhook-target';
import {baseUrl, contractPath, HttpFailure, type ControlOperations, type HandlerTable, type Services} from './context';

function clock(services: Services, client: Client) {
  return {now: new Date(services.webhooks.now(client)).toISOString(), offset_seconds: Math.floor(client.clock_offset_ms / 1000)};
}

async function settings(services: Services, clientUuid: string) {
  const client = await services.store.client(clientUuid);
  return {
    client_uuid: client.client_uuid,
    data_webhook_url: client.data_webhook_url,
    notification_webhook_url: client.notification_webhook_url,
    hash_key: client.hash_key,
    clock: clock(services, client),
  };
}

function notFound(services: Services, request: FastifyRequest): never {
  const failure = errorBody(404, messages.notFound, 'NotFound', contractPath(request, services.prefix), request.method);
  throw new HttpFailure(failure.status, failure.body);
}

/**
 * The token that opens a user's connections page: an HMAC of client and user keyed with the
 * client's server-side page key, so only whoever got the URL from the sandbox can act there.
 */
function connectionsToken(pageKey: string, clientUuid: string, userId: string): string {
  return createHmac('sha256', pageKey).update(`connections/${clientUuid}/${userId}`).digest('hex').slice(0, 32);
}

function connectionsPath(prefix: string, pageKey: string, clientUuid: string, userId: string): string {
  return `${prefix}/connections/${clientUuid}/${encodeURIComponent(userId)}/${connectionsToken(pageKey, clientUuid, userId)}`;
}

/** Whether `url` is this sandbox's own inbox on the origin the caller reached it at, for a name of the caller's client. */
function ownInbox(services: Services, request: FastifyRequest, url: URL): boolean {
  const prefix = `${services.prefix}/inbox/`;
  if (url.origin !== new URL(baseUrl(request, services.prefix)).origin || !url.pathname.startsWith(prefix)) return false;
  return inboxOwner(url.pathname.slice(prefix.length)) === request.client.client_uuid;
}

/** In the hosted sandbox, why a webhook URL is refused (https, public addresses only), or null. */
async function hostedWebhookProblem(services: Services, request: FastifyRequest, key: string, value: string): Promise<string | null> {
  if (!services.publicMode || ownInbox(services, request, new URL(value))) return null;
  return webhookUrlProblem(key, value, services.publicMode.resolveHost);
}

/** Minutes until Withings itself shows an unlink: from 30 minutes up to overnight (ruling on facts §3); the sandbox picks 30 min to 12 h, fixed per user. */
function withingsDelayMinutes(clientUuid: string, userId: string): number {
  let hash = 0;
  for (const char of `${clientUuid}/${userId}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 30 + (hash % 691);
}

export const controlHandlers: HandlerTable<ControlOperations> = {
  createSandboxClient: (services) => async (_request, reply) => reply.code(201).send(await services.store.createClient()),

  getSandboxSettings: (services) => async (request) => settings(services, request.client.client_uuid),

  updateSandboxSettings: (services) => async (request) => {
    const body = request.body;
    const keys = (['data_webhook_url', 'notification_webhook_url'] as const).filter((key) => body[key] !== undefined);
    // Both URLs are checked before either is written.
    for (const key of keys) {
      if (body[key] !== null && !URL.canParse(body[key]!)) throw new HttpFailure(422, detail(422, `${key} is not a valid URL`).body);
      const problem = body[key] === null ? null : await hostedWebhookProblem(services, request, key, body[key]!);
      if (problem) throw new HttpFailure(422, detail(422, problem).body);
    }
    await services.store.db.transaction(async (tx) => {
      const {client, now} = await services.webhooks.lockClock(tx, request.client.client_uuid);
      // Setting a Data Webhook URL starts from now: older documents are not replayed.
      for (const key of keys) await services.store.setWebhookUrl(tx, client.client_uuid, key, body[key] ?? null, now);
    });
    return settings(services, request.client.client_uuid);
  },

  advanceSandboxClock: (services) => async (request) => {
    const {seconds} = request.body;
    const clientUuid = request.client.client_uuid;
    await services.store.advanceClock(clientUuid, seconds * 1000);
    const due = await services.webhooks.tick(clientUuid);
    return {clock: clock(services, await services.store.client(clientUuid)), deliveries_due: due};
  },

  listSandboxUsers: (services) => async (request) => {
    const users = await services.store.listUsers(request.client.client_uuid);
    const pageKey = (await services.store.pageKey(request.client.client_uuid))!;
    const connectionsUrl = (userId: string) =>
      `${baseUrl(request, '')}${connectionsPath(services.prefix, pageKey, request.client.client_uuid, userId)}`;
    return {users: users.map((user) => ({...user, connections_url: connectionsUrl(user.user_id)}))};
  },

  linkSdkSource: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const body = request.body;
    if (body.time_zone !== undefined && !isTimeZone(body.time_zone))
      throw new HttpFailure(422, detail(422, `time_zone ${body.time_zone} is not a known IANA time zone`).body);
    await services.store.db.transaction(async (tx) => {
      const {client, now} = await services.webhooks.lockClock(tx, request.client.client_uuid);
      await services.store.lockUser(tx, client.client_uuid, userId);
      if (await services.store.ensureUser(tx, client.client_uuid, userId, now)) {
        await services.webhooks.notify(tx, client, userId, 'user_created', now, body.time_zone ?? 'UTC', {
          message: `User ${userId} was created.`,
        });
      }
      if (body.time_zone) await services.store.setTimeZone(tx, client.client_uuid, userId, body.time_zone);
      if (await services.store.openLink(tx, client.client_uuid, userId, body.data_source, now)) {
        const user = await services.store.userContext(tx, client.client_uuid, userId);
        await services.webhooks.notify(tx, client, userId, 'data_source_linked', now, user!.timeZone, {
          data_source: body.data_source,
          message: `${body.data_source} was linked for user ${userId}.`,
        });
      }
    });
    // The pre-existing days' documents are queued before the answer (not sent: the outbox does that in the background).
    await services.webhooks.tick(request.client.client_uuid);
    return {
      user_id: userId,
      data_source: body.data_source,
      authorized: true,
      pre_existing_days: preExistingDays(sourceByName.get(body.data_source)!),
    };
  },

  simulateExtractionFailure: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const {data_source: source, reason} = request.body;
    const client = request.client;
    const linked = await services.store.openLinks(services.store.db, client.client_uuid, userId);
    if (!(await services.store.userExists(client.client_uuid, userId))) notFound(services, request);
    if (!linked.has(source)) throw new HttpFailure(422, detail(422, `${source} is not linked for user ${userId}`).body);
    const now = services.webhooks.now(client);
    await services.store.db.transaction(async (tx) => {
      const user = await services.store.userContext(tx, client.client_uuid, userId);
      await services.webhooks.notify(tx, client, userId, 'failed_extraction', now, user!.timeZone, {
        data_source: source,
        message: `ROOK could not extract ${source} data for user ${userId}: ${reason.replace(/_/g, ' ')}.`,
        details: {reason},
      });
    });
    await services.webhooks.tick(client.client_uuid);
    return {message: 'Extraction failure notified'};
  },

  listWebhookDeliveries: (services) => async (request) => {
    const query = request.query;
    const rows = await services.store.listDeliveries(request.client.client_uuid, {
      kind: query.kind,
      status: query.status,
      limit: query.limit ?? 100,
    });
    return {deliveries: rows};
  },

  listInboxMessages: (services) => async (request) => {
    const {name} = request.params;
    if (services.publicMode && inboxOwner(name!) !== request.client.client_uuid) {
      const failure = errorBody(
        403,
        inboxRule(request.client.client_uuid),
        'Forbidden',
        contractPath(request, services.prefix),
        request.method,
      );
      throw new HttpFailure(failure.status, failure.body);
    }
    const rows = await services.store.inboxMessages(name);
    const messagesOut = rows.map((row) => {
      const text = Buffer.from(row.body).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return {...row, body};
    });
    return {name, messages: messagesOut};
  },

  resetSandbox: (services) => async (request) => {
    await services.store.reset(request.client);
    return {message: 'Sandbox reset'};
  },

  receiveInboxMessage: (services) => async (request, reply) => {
    const {name} = request.params;
    const status = request.query.respond_with ?? 200;
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([key]) => key !== 'authorization')
        .map(([key, value]) => [key, String(value)]),
    );
    // Hosted: the name belongs to an existing client, and its messages go when that client does.
    const owner = services.publicMode ? inboxOwner(name!) : null;
    if (services.publicMode && !(owner && (await services.store.clientExists(owner)))) notFound(services, request);
    const text = typeof request.body === 'string' ? request.body : request.body === undefined ? '' : JSON.stringify(request.body);
    const id = await services.store.saveInboxMessage({name, status, headers, body: Buffer.from(text, 'utf8'), owner});
    return reply.code(status).send({received: true, id});
  },

  showConsentPage: (services) => async (request, reply) => {
    const {token} = request.params;
    const consent = await services.store.waitingConsent(token);
    reply.type('text/html; charset=utf-8');
    if (!consent) return reply.code(404).send(invalidLinkPage());
    return consentPage({source: consent.data_source, userId: consent.user_id, action: `${services.prefix}/connect/${token}`});
  },

  decideConsent: (services) => async (request, reply) => {
    const {token} = request.params;
    const {decision} = request.body;
    const result = await services.store.db.transaction(async (tx) => {
      // The hosted sandbox's demo client is read-only: a link of its users made earlier is not valid there.
      const consent = await services.store.answerConsent(tx, token, decision, services.publicMode !== null);
      if (!consent) return null;
      if (decision === 'allow') {
        const {client, now} = await services.webhooks.lockClock(tx, consent.client_uuid);
        await services.store.lockUser(tx, consent.client_uuid, consent.user_id);
        if (await services.store.openLink(tx, consent.client_uuid, consent.user_id, consent.data_source, now)) {
          const user = await services.store.userContext(tx, consent.client_uuid, consent.user_id);
          await services.webhooks.notify(tx, client, consent.user_id, 'data_source_linked', now, user!.timeZone, {
            data_source: consent.data_source,
            message: `${consent.data_source} was linked for user ${consent.user_id}.`,
          });
        }
      }
      return consent;
    });
    if (!result) return reply.code(404).type('text/html; charset=utf-8').send(invalidLinkPage());
    // The browser is sent on at once; the new data's webhooks follow in the background.
    if (decision === 'allow') services.webhooks.kick(result.client_uuid);
    // Like ROOK, the client_uuid and user_id are appended to redirect_url as path segments.
    const target = result.redirect_url
      ? new URL(`${result.redirect_url.replace(/\/$/, '')}/${result.client_uuid}/${encodeURIComponent(result.user_id)}`).href
      : connectionsPath(services.prefix, (await services.store.pageKey(result.client_uuid))!, result.client_uuid, result.user_id);
    return reply.code(303).header('Location', target).send();
  },

  showConnectionsPage: (services) => async (request, reply) => {
    const {client_uuid: clientUuid, user_id: userId, token} = request.params;
    reply.type('text/html; charset=utf-8');
    // The same answer for an unknown client, an unknown user and a wrong token: nothing says which ids exist.
    const pageKey = await services.store.pageKey(clientUuid);
    const expected = Buffer.from(pageKey ? connectionsToken(pageKey, clientUuid, userId) : '');
    const given = Buffer.from(token!);
    const user =
      pageKey && expected.length === given.length && timingSafeEqual(expected, given)
        ? await services.store.userContext(services.store.db, clientUuid, userId)
        : null;
    if (!user) return reply.code(404).send(invalidLinkPage('This connections page link is not valid.'));
    const client = await services.store.client(clientUuid);
    const now = services.webhooks.now(client);
    const open = new Set(user.links.filter((link) => link.revokedAt === null).map((link) => link.source));
    const rows = [];
    for (const source of [...authorizerSources, ...dataSources.filter((s) => s.kind === 'sdk')]) {
      let connectUrl: string | null = null;
      // The hosted sandbox's demo client is read-only: its page offers no Connect links.
      const readOnly = services.publicMode !== null && clientUuid === demo.clientUuid;
      if (!open.has(source.name) && source.authorizerName && !readOnly) {
        const token = await services.store.consentToken(clientUuid, userId, source.name, null);
        connectUrl = `${services.prefix}/connect/${token}`;
      }
      let note: string | null = null;
      const lastRevoke = user.links.filter((l) => l.source === source.name && l.revokedAt !== null).at(-1);
      if (source.name === 'Withings' && !open.has('Withings') && lastRevoke) {
        const shownAt = lastRevoke.revokedAt! + withingsDelayMinutes(clientUuid, userId) * 60_000;
        if (shownAt > now)
          note = `Unlinked at ROOK. Withings itself still lists the link until ${new Date(shownAt).toISOString()} (sandbox time): Withings can take from 30 minutes up to overnight after the revoke.`;
      }
      rows.push({source: source.name, authorized: open.has(source.name), connectUrl, note});
    }
    return connectionsPage(userId, rows);
  },

  getSourceLogo: (services) => async (request, reply) => {
    const {file} = request.params;
    const source = dataSources.find((s) => `${s.slug}.svg` === file);
    if (!source) notFound(services, request);
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(logoSvg(source.name));
  },
};
