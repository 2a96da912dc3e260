// Handlers of ROOK's API operations, keyed by operationId.
import {isDeepStrictEqual} from 'node:util';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {authorizedV1Keys} from '../../../core/data/dataSources';
import {servesDocument, successExample, type Operation} from '../../contract/operations';
import {isJsonObject} from '../../contract/documents';
import {detail, errorBody, messages} from '../errors';
import {buildDocument, exampleDate, type UserContext} from '../../model/generator';
import {openSources} from '../../state/users';
import {authorizerSources, linkableSources, sourceByName} from '../../model/sources';
import {registerUser, unlinkSource} from '../../domain/users';
import {isCalendarDate, isTimeZone, localDate, localParts} from '../../../core/rules/time';
import {
  sandboxBase,
  byOperationId,
  type AnyHandlerFactory,
  type AuthenticatedRequest,
  type ClientRequest,
  type HandlerTable,
  type RookOperations,
  type Services,
} from './context';
import {contractPath, HttpFailure} from '../failures';

function fail(services: Services, request: FastifyRequest, status: number, error: string, exception: string): never {
  const failure = errorBody(status, error, exception, contractPath(request, services.prefix), request.method);
  throw new HttpFailure(failure.status, failure.body);
}

function invalid(status: number, text: string): never {
  const failure = detail(status, text);
  throw new HttpFailure(failure.status, failure.body);
}

/** Real https URL, no whitespace or control characters (which could split a Location header). */
function checkRedirectUrl(value: string | undefined): void {
  if (value === undefined) return;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value) || !URL.canParse(value) || new URL(value).protocol !== 'https:')
    invalid(422, messages.redirectUrl);
}

function logoUrl(request: FastifyRequest, services: Services, sourceName: string): string {
  const source = sourceByName.get(sourceName);
  return `${sandboxBase(services, request)}/logos/${source?.slug ?? 'unknown'}.svg`;
}

async function consentUrl(
  services: Services,
  request: AuthenticatedRequest,
  userId: string,
  source: string,
  redirectUrl: string | undefined,
): Promise<string> {
  const token = await services.store.users.consentToken(request.client.client_uuid, userId, source, redirectUrl ?? null);
  return `${sandboxBase(services, request)}/connect/${token}`;
}

async function requireUser(services: Services, request: AuthenticatedRequest, userId: string, status: 404 | 422): Promise<void> {
  if (await services.store.users.userExists(request.client.client_uuid, userId)) return;
  if (status === 422) invalid(422, messages.userMissing);
  fail(services, request, 404, messages.notFound, 'NotFound');
}

/**
 * Every processed-data operation: the same query (user_id, date), typed here by one of them, and the
 * document the generator builds for the operation's kind (tests check each against its response schema).
 */
const processedData = (services: Services, operation: Operation) => {
  const kind = services.kinds.get(operation.operationId)!;
  const fixture = successExample(operation);
  return async (request: ClientRequest<'getPhysicalSummary'>, reply: FastifyReply) => {
    const {user_id: userId, date} = request.query;
    if (!isCalendarDate(date)) invalid(422, messages.invalidDate);
    const client = request.client;
    // Null when read with the client and missing: not read again.
    const read = readWithClient(request, userId);
    const user = read !== undefined ? read : await services.store.users.userContext(services.store.db, client.client_uuid, userId);
    if (!user) invalid(422, messages.userMissing);
    // The demo user's example day answers exactly the contract's examples.
    const {demo} = services.contracts;
    if (client.client_uuid === demo.clientUuid && userId === demo.userId && date === exampleDate && fixture) return fixture;
    const document = buildDocument(kind, user, date, services.store.clients.now(client));
    if (!document) return reply.code(204).send({});
    return reply.type(JSON_TYPE).send(jsonOf(document));
  };
};

const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * A built document is shared and frozen (model/frozen.ts), so its JSON is written once for every read
 * of it, as bytes: an answer sent as text is encoded again for each request, a copy the size of the
 * document that the garbage collector then reclaims.
 */
const jsonBytes = new WeakMap<object, Buffer>();

function jsonOf(document: object): Buffer {
  let bytes = jsonBytes.get(document);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(document), 'utf8');
    jsonBytes.set(document, bytes);
  }
  return bytes;
}

const handlers: HandlerTable<RookOperations> = {
  getDataSourceAuthorizer: (services) => async (request) => {
    const {user_id: userId, data_source: source} = request.params;
    const redirectUrl = request.query.redirect_url;
    checkRedirectUrl(redirectUrl);
    const linked = openSources(await registerUser(services, request.client, userId, readWithClient(request, userId)));
    if (linked.has(source)) return {data_source: source, authorized: true, authorization_url: null};
    return {
      data_source: source,
      authorized: false,
      authorization_url: await consentUrl(services, request, userId, source, redirectUrl),
    };
  },

  getAllDataSourceAuthorizers: (services) => async (request) => {
    const {user_id: userId, client_uuid: clientUuid} = request.params;
    const redirectUrl = request.query.redirect_url;
    if (clientUuid !== request.client.client_uuid) fail(services, request, 401, messages.unauthorized, 'Unauthorized');
    checkRedirectUrl(redirectUrl);
    const linked = openSources(await registerUser(services, request.client, userId, readWithClient(request, userId)));
    const entries = [];
    for (const source of authorizerSources) {
      const connected = linked.has(source.name);
      entries.push({
        name: source.name,
        description: source.summary,
        image: logoUrl(request, services, source.name),
        connected,
        authorization_url: connected ? null : await consentUrl(services, request, userId, source.name, redirectUrl),
        theme_settings: {button_color: '#4786FF'},
      });
    }
    return entries;
  },

  getAuthorizedDataSourcesV1: (services) => async (request) => {
    const {user_id: userId} = request.params;
    await requireUser(services, request, userId, 422);
    const linked = await services.store.users.openLinks(services.store.db, request.client.client_uuid, userId);
    // The data module's keys, which a contract test holds to the answer's: every one the answer names.
    const sources = Object.fromEntries(
      authorizedV1Keys.map((key) => [key, linkableSources.some((s) => s.authorizedV1Key === key && linked.has(s.name))]),
    ) as RookOperations['getAuthorizedDataSourcesV1']['responses'][200]['content']['application/json']['sources'];
    return {user_id: userId, sources};
  },

  getAuthorizedDataSourcesV2: (services) => async (request) => {
    const {user_id: userId} = request.params;
    await requireUser(services, request, userId, 422);
    const linked = await services.store.users.openLinks(services.store.db, request.client.client_uuid, userId);
    return linkableSources.map((source) => ({
      data_source: source.name,
      authorized: linked.has(source.name),
      image: logoUrl(request, services, source.name),
    }));
  },

  updateUserTimeZone: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const {time_zone: timeZone, offset} = request.body;
    await requireUser(services, request, userId, 404);
    if (!isTimeZone(timeZone)) fail(services, request, 400, `time_zone ${timeZone} is not a known IANA time zone`, 'BadRequest');
    const current = localParts(timeZone, services.store.clients.now(request.client)).offset;
    if (current !== offset)
      fail(services, request, 400, `The offset does not match the time zone: ${timeZone} is at ${current} now`, 'BadRequest');
    await services.store.users.setTimeZone(services.store.db, request.client.client_uuid, userId, timeZone);
    return {message: 'Time zone updated'};
  },

  createUserInformation: (services) => async (request, reply) => {
    const body = request.body;
    if (body.date_of_birth_string !== undefined && !isCalendarDate(body.date_of_birth_string))
      invalid(422, 'Unprocessable Content: date_of_birth_string is not a real date');
    if (!Number.isFinite(Date.parse(body.datetime))) invalid(422, 'Unprocessable Content: datetime is not a real date and time');
    const user = await registerUser(services, request.client, body.user_id);
    const info = Object.fromEntries(
      (['datetime', 'date_of_birth_string', 'height_cm_int', 'weight_kg_float', 'bmi_float', 'sex_string'] as const)
        .filter((key) => body[key] !== undefined)
        .map((key) => [key, body[key]]),
    );
    // Sending again what is held (apps often do on every start) changes nothing: answered without a write.
    const held = user?.information;
    const unchanged = held && Object.entries(info).every(([key, value]) => isDeepStrictEqual(held[key as keyof typeof held], value));
    if (!unchanged) {
      // The newest `datetime` wins, as when a client sends updated values.
      await services.store.users.saveUserInformation(request.client.client_uuid, body.user_id, body.datetime, info);
    }
    return reply.code(201).send({message: 'User information created'});
  },

  revokeDataSource: (services) => async (request) => {
    const {user_id: userId} = request.params;
    const {data_source: source} = request.body;
    await requireUser(services, request, userId, 404);
    await unlinkSource(services, request.client.client_uuid, userId, source);
    return {message: 'Data source authorization revoked'};
  },

  resendRejectedNotifications: (services) => async (request) => {
    const {start, finish} = request.body;
    if (!isCalendarDate(start) || !isCalendarDate(finish) || finish < start) fail(services, request, 400, messages.badDates, 'BadRequest');
    const total = await services.webhooks.resend(request.client, start, finish);
    if (total) services.webhooks.kick(request.client.client_uuid);
    return {message: 'Rejected notifications queued for resend', total_docs_to_resend: total};
  },

  getUsersStatus: (services, operation) => {
    const pagination = successExample(operation)?.pagination;
    const usersPerPage = isJsonObject(pagination) && typeof pagination.users_per_page === 'number' ? pagination.users_per_page : 500;
    return async (request) => {
      const query = request.query;
      const upToDate = query.up_to_date;
      const page = Number(query.page ?? 1);
      if (!isCalendarDate(upToDate)) invalid(422, messages.invalidDate);
      const today = localDate('UTC', services.store.clients.now(request.client));
      if (upToDate > today) invalid(422, 'up_to_date cannot be in the future');
      const earliest = new Date(`${today}T00:00:00Z`);
      earliest.setUTCMonth(earliest.getUTCMonth() - 6);
      if (upToDate < earliest.toISOString().slice(0, 10)) invalid(422, 'up_to_date cannot be more than 6 months in the past');
      const end = `${upToDate}T23:59:59.999Z`;
      const {total, active, users} = await services.store.users.usersStatus(
        request.client.client_uuid,
        end,
        usersPerPage,
        (page - 1) * usersPerPage,
      );
      const totalPages = Math.ceil(total / usersPerPage);
      // The page links are the operation's own path, as the contract's example shows them.
      const link = (n: number) => `${operation.path}?up_to_date=${upToDate}&page=${n}`;
      return {
        up_to_date: upToDate,
        total_created_users: total,
        total_active_users: active,
        users: users.map((u) => ({
          user_id: u.user_id,
          active: Boolean(u.sources?.length),
          user_creation_date: u.created,
          data_sources: u.sources ?? [],
        })),
        pagination: {
          total,
          total_pages: totalPages,
          page,
          users_per_page: usersPerPage,
          links: {prev_url: page > 1 ? link(page - 1) : null, current_url: link(page), next_url: page < totalPages ? link(page + 1) : null},
        },
      };
    };
  },
};

/** The operations besides the document reads that read the user their path names (registerUser). */
const registeringUser = new Set<keyof RookOperations>(['getDataSourceAuthorizer', 'getAllDataSourceAuthorizers']);

/**
 * Whether an operation's user (its `user_id`) is read with its client (`authenticateRead`): on a PostgreSQL
 * server in the same statement, so the handler needs no statement of its own to find it.
 */
export function readsUserWithClient(operation: Operation): boolean {
  return servesDocument(operation) || registeringUser.has(operation.operationId as keyof RookOperations);
}

/** The user's context as read with the client (null: no such user), or undefined when it was not. */
function readWithClient(request: AuthenticatedRequest, userId: string): UserContext | null | undefined {
  return request.readUser?.userId === userId ? request.readUser.context : undefined;
}

/** The handler factory of a ROOK operation: named above, or the shared one of every operation that serves a health document. */
export function rookHandler(operation: Operation): AnyHandlerFactory | undefined {
  return byOperationId(handlers).get(operation.operationId) ?? (servesDocument(operation) ? processedData : undefined);
}
