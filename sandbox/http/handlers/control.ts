// Handlers of the sandbox's own operations (openapi/sandbox.yaml), keyed by operationId.
import type {FastifyRequest} from 'fastify';
import {testWebhookTypes} from '../../../core/data/generated/webhookTypes';
import {detail, errorBody, messages} from '../errors';
import {sourceByName} from '../../model/sources';
import {historyDays} from '../../../core/rules/documents';
import {type Client} from '../../state/rows';
import {type DeliveryListing} from '../../state/deliveries';
import {sampleDocument, type DocumentKind} from '../../model/generator';
import {deliveryHeaders} from '../../delivery/outbox';
import {notice, notificationPayload, type NotificationType} from '../../model/notices';
import {linkSources, reportExtractionFailure} from '../../domain/users';
import {moveClock, setWebhookUrls} from '../../domain/clients';
import {connectionsPath} from '../../domain/connections';
import {inboxOwner, inboxRule} from '../../delivery/own-inbox';
import {isTimeZone, localDate, timestamp} from '../../../core/rules/time';
import {webhookUrlProblem} from '../../delivery/webhook-target';
import {jsonBoundsProblem} from '../input';
import {
  sandboxBase,
  type AuthenticatedRequest,
  type ControlOperations,
  type HandlerTable,
  type PublicHandlerTable,
  type Services,
} from './context';
import {contractPath, HttpFailure} from '../failures';

export function clock(services: Services, client: Client) {
  return {now: new Date(services.store.clients.now(client)).toISOString(), offset_seconds: Math.floor(client.clock_offset_ms / 1000)};
}

/** A client's settings, from its row: the one authentication read, unless a write since makes it stale. */
function settings(services: Services, client: Client) {
  return {
    client_uuid: client.client_uuid,
    data_webhook_url: client.data_webhook_url,
    notification_webhook_url: client.notification_webhook_url,
    hash_key: client.hash_key,
    clock: clock(services, client),
  };
}

export function notFound(services: Services, request: FastifyRequest): never {
  const failure = errorBody(404, messages.notFound, 'NotFound', contractPath(request, services.prefix), request.method);
  throw new HttpFailure(failure.status, failure.body);
}

/** The absolute URL of a user's connections page, for the client of the request. */
async function connectionsUrlOf(services: Services, request: AuthenticatedRequest): Promise<(userId: string) => string> {
  const pageKey = (await services.store.clients.pageKey(request.client.client_uuid))!;
  return (userId) => `${sandboxBase(services, request)}${connectionsPath('', pageKey, request.client.client_uuid, userId)}`;
}

/** In the hosted sandbox, why a webhook URL is refused (https, public addresses only), or null. */
async function hostedWebhookProblem(services: Services, request: AuthenticatedRequest, key: string, value: string): Promise<string | null> {
  if (!services.publicMode || services.ownInbox.belongsTo(value, request.client.client_uuid)) return null;
  return webhookUrlProblem(key, value, services.publicMode.resolveHost);
}

/**
 * An inbox message's body as listInboxMessages shows it: the JSON it holds when it parses and is
 * within the sandbox's nesting bound (deeper, the answer's serialiser would recurse past the
 * stack), else its text, with any bytes that are not UTF-8 shown as U+FFFD.
 */
function shownBody(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes).toString('utf8');
  if (jsonBoundsProblem(text, false)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// --- Webhook operations: a test webhook of any type, and one past delivery sent again ---

/** A delivery with the headers each of its attempts sends (listWebhookDeliveries and the webhook operations). */
function withHeaders(delivery: DeliveryListing) {
  return {...delivery, headers: deliveryHeaders(delivery.signature)};
}

const ambiguousStructures = new Set<string>(testWebhookTypes.inBothPillars);
const notificationTypes = new Set<string>(testWebhookTypes.notices);

function invalid(text: string): never {
  throw new HttpFailure(422, detail(422, text).body);
}

/** The document kind a test webhook's `type` and `pillar` name (the contract's enum lists the data structures). */
function testKind(services: Services, type: string, pillar: string | undefined): DocumentKind {
  if (pillar && !ambiguousStructures.has(type))
    invalid(`pillar applies only to heart_rate_event and oxygenation_event, not ${type}: leave it out`);
  const container = pillar ?? 'physical_health';
  const kind = [...services.kinds.values()].find(
    (k) => k.structure === type && (!ambiguousStructures.has(type) || k.container === container),
  );
  if (!kind) invalid(`The sandbox cannot make a ${type} document`);
  return kind;
}

/** The notice's source: given, else Garmin for the notices about a source; refused for documents and for notices about none. */
function noticeSource(type: string, given: string | undefined): string | null {
  const aboutSource = ['data_source_linked', 'data_source_unlinked', 'failed_extraction'].includes(type);
  if (given !== undefined && !aboutSource)
    invalid(
      `data_source applies only to data_source_linked, data_source_unlinked and failed_extraction notices, not ${type}: leave it out`,
    );
  return aboutSource ? (given ?? 'Garmin') : null;
}

const webhookOperations: HandlerTable<ControlOperations> = {
  sendTestWebhook: (services) => async (request, reply) => {
    const {type, user_id: userId, pillar, data_source: dataSource, url} = request.body;
    const isNotice = notificationTypes.has(type);
    const source = isNotice ? noticeSource(type, dataSource) : null;
    if (!isNotice && dataSource !== undefined)
      invalid(`data_source applies only to notices; a ${type} document names its sources itself: leave it out`);
    const kind = isNotice ? null : testKind(services, type, pillar);
    if (isNotice && pillar !== undefined)
      invalid(`pillar applies only to heart_rate_event and oxygenation_event, not ${type}: leave it out`);
    if (url !== undefined) {
      if (!URL.canParse(url)) invalid('url is not a valid URL');
      const problem = await hostedWebhookProblem(services, request, 'url', url);
      if (problem) invalid(problem);
    }
    const client = request.client;
    await services.webhooks.assertRoomForDeliveries(client);
    const user = await services.store.users.userContext(services.store.db, client.client_uuid, userId);
    if (!user) {
      const message = `User ${userId} does not exist for this client: create it first (linkSdkSource, or the authorizer)`;
      const failure = errorBody(404, message, 'NotFound', contractPath(request, services.prefix), request.method);
      throw new HttpFailure(failure.status, failure.body);
    }
    const channel = isNotice ? 'notification' : 'data';
    const target = url ?? (isNotice ? client.notification_webhook_url : client.data_webhook_url);
    if (!target) {
      const setting = isNotice ? 'notification_webhook_url' : 'data_webhook_url';
      invalid(`No ${setting} is set for this client: set one with updateSandboxSettings, or give url`);
    }
    const now = services.store.clients.now(client);
    const date = localDate(user.timeZone, now);
    const payload = kind
      ? sampleDocument(kind, user, date)
      : notificationPayload(
          client.client_uuid,
          userId,
          type as NotificationType,
          timestamp(user.timeZone, now),
          notice(type as NotificationType, {userId, source}),
        );
    const to = channel === 'data' ? {...client, data_webhook_url: target} : {...client, notification_webhook_url: target};
    const queued = (await services.webhooks.queueTest(to, channel, userId, payload, date))!;
    return reply.code(202).send(withHeaders(queued));
  },

  resendWebhookDelivery: (services) => async (request, reply) => {
    const id = request.params.delivery_id;
    const client = request.client;
    await services.webhooks.assertRoomForDeliveries(client);
    const delivery = await services.store.deliveries.delivery(client.client_uuid, id);
    if (!delivery) {
      const message = `This client has no delivery ${id}: listWebhookDeliveries lists yours`;
      const failure = errorBody(404, message, 'NotFound', contractPath(request, services.prefix), request.method);
      throw new HttpFailure(failure.status, failure.body);
    }
    const current = delivery.kind === 'data' ? client.data_webhook_url : client.notification_webhook_url;
    const queued = (await services.webhooks.resendDelivery(client, id, current ?? delivery.url))!;
    return reply.code(202).send(withHeaders(queued));
  },
};

export const controlHandlers: HandlerTable<ControlOperations> = {
  getSandboxSettings: (services) => async (request) => settings(services, request.client),
  updateSandboxSettings: (services) => async (request) => {
    const body = request.body;
    const keys = (['data_webhook_url', 'notification_webhook_url'] as const).filter((key) => body[key] !== undefined);
    // Both URLs are checked before either is written.
    for (const key of keys) {
      if (body[key] !== null && !URL.canParse(body[key]!)) throw new HttpFailure(422, detail(422, `${key} is not a valid URL`).body);
      const problem = body[key] === null ? null : await hostedWebhookProblem(services, request, key, body[key]!);
      if (problem) throw new HttpFailure(422, detail(422, problem).body);
    }
    await setWebhookUrls(services, request.client.client_uuid, Object.fromEntries(keys.map((key) => [key, body[key] ?? null])));
    return settings(services, await services.store.clients.client(request.client.client_uuid));
  },
  advanceSandboxClock: (services) => async (request) => {
    const due = await moveClock(services, request.client, request.body.seconds);
    return {clock: clock(services, await services.store.clients.client(request.client.client_uuid)), deliveries_due: due};
  },
  listSandboxUsers: (services) => async (request) => {
    const users = await services.store.users.listUsers(request.client.client_uuid);
    const connectionsUrl = await connectionsUrlOf(services, request);
    return {users: users.map((user) => ({...user, connections_url: connectionsUrl(user.user_id)}))};
  },

  getSandboxUser: (services) => async (request) => {
    const user = await services.store.users.user(request.client.client_uuid, request.params.user_id);
    if (!user) notFound(services, request);
    const onClock = clock(services, request.client);
    return {
      ...user,
      connections_url: (await connectionsUrlOf(services, request))(user.user_id),
      clock: onClock,
      local_time: timestamp(user.time_zone, Date.parse(onClock.now)),
    };
  },

  linkSdkSource: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const body = request.body;
    if (body.time_zone !== undefined && !isTimeZone(body.time_zone))
      throw new HttpFailure(422, detail(422, `time_zone ${body.time_zone} is not a known IANA time zone`).body);
    await services.webhooks.assertRoomForDeliveries(request.client);
    await linkSources(services, request.client.client_uuid, userId, [body.data_source], body.time_zone);
    return {
      user_id: userId,
      data_source: body.data_source,
      authorized: true,
      pre_existing_days: historyDays(sourceByName.get(body.data_source)!),
    };
  },
  simulateExtractionFailure: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const {data_source: source, reason} = request.body;
    const client = request.client;
    const linked = await services.store.users.openLinks(services.store.db, client.client_uuid, userId);
    if (!(await services.store.users.userExists(client.client_uuid, userId))) notFound(services, request);
    if (!linked.has(source)) throw new HttpFailure(422, detail(422, `${source} is not linked for user ${userId}`).body);
    await reportExtractionFailure(services, client, userId, source, reason);
    return {message: 'Extraction failure notified'};
  },
  listWebhookDeliveries: (services) => async (request) => {
    const query = request.query;
    const rows = await services.store.deliveries.listDeliveries(request.client.client_uuid, {
      kind: query.kind,
      status: query.status,
      limit: query.limit ?? 100,
    });
    return {deliveries: rows.map(withHeaders)};
  },
  listSandboxRequests: (services) => async (request) => {
    const {operation_id: operationId, status, user_id: userId, limit} = request.query;
    const requests = await services.store.requests.list(request.client.client_uuid, {
      operationId,
      statusClass: status ? Number(status[0]) : undefined,
      userId,
      limit: limit ?? 50,
    });
    return {requests};
  },
  listInboxMessages: (services) => async (request) => {
    const {name} = request.params;
    if (services.publicMode && inboxOwner(name) !== request.client.client_uuid) {
      const failure = errorBody(
        403,
        inboxRule(request.client.client_uuid),
        'Forbidden',
        contractPath(request, services.prefix),
        request.method,
      );
      throw new HttpFailure(failure.status, failure.body);
    }
    const rows = await services.store.inbox.inboxMessages(name);
    return {name, messages: rows.map((row) => ({...row, body: shownBody(row.body)}))};
  },
  resetSandbox: (services) => async (request) => {
    await services.store.clients.reset(request.client);
    return {message: 'Sandbox reset'};
  },
  ...webhookOperations,
};

/** The control API's operations that need no client: a new client, and the inbox that webhooks post to. */
export const publicControlHandlers: PublicHandlerTable<ControlOperations> = {
  createSandboxClient: (services) => async (_request, reply) => reply.code(201).send(await services.store.clients.createClient()),
  receiveInboxMessage: (services) => async (request, reply) => {
    const {name} = request.params;
    const status = request.query.respond_with ?? 200;
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([key]) => key !== 'authorization')
        .map(([key, value]) => [key, String(value)]),
    );
    // Hosted: the name belongs to an existing client, and its messages go when that client does.
    const owner = services.publicMode ? inboxOwner(name) : null;
    if (services.publicMode && !(owner && (await services.store.clients.clientExists(owner)))) notFound(services, request);
    // The bytes as they came (the body guard leaves the inbox's body unparsed): nothing is decoded, so nothing is lost.
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const id = await services.store.inbox.saveInboxMessage({name, status, headers, body, owner});
    return reply.code(status).send({received: true, id});
  },
};
