// The sandbox as a Fastify app: routes, validation and security come from the
// two contracts through fastify-openapi-glue; handlers are keyed by operationId.
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Ajv, {type Options as AjvOptions} from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import {clockStartingAt, parseInstant, systemClock, type Clock} from './clock';
import {loadContracts, successExample, type Operation} from './contract';
import {allowCrossOrigin, allowedOriginsFromEnv} from './cors';
import {openDb, type Db, type DbOptions} from './db';
import {errorBody, messages, missingBody, validationFailure, type Failure, type ValidationContext} from './errors';
import {documentKind, type DocumentKind} from './generator';
import {HttpFailure, type HandlerFactory, type Services} from './handlers/context';
import {controlHandlers} from './handlers/control';
import {contractPath, rookHandler} from './handlers/rook';
import {boundNumbers} from './schema-bounds';
import {Scheduler} from './scheduler';
import {Store} from './store';
import {Webhooks} from './webhooks';
import {demoReadOnly, publicLimits, publicOptionsFromEnv, type PublicModeOptions} from './public-mode';
import {postgresRateLimitStore} from './rate-limit-store';
import {publicOnlyDispatcher} from './webhook-target';

/** How often each process looks for due deliveries nobody woke it for (retries coming due, other processes' queues). */
const DISPATCH_POLL_MS = 2_000;

export interface SandboxOptions extends DbOptions, PublicModeOptions {
  /** Path the app is served under; default /sandbox. */
  prefix?: string;
  /** Requests per client per minute; 0 turns the limit off. Default 600. */
  rateLimitPerMinute?: number;
  /** Largest accepted request body, in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /**
   * How often (ms) the clocks of clients with webhook URLs are brought up to date in the background,
   * by one process per database; 0 = never, and no background sending either (tests drain the outbox). Default 15 s.
   */
  tickIntervalMs?: number;
  /** Errors (5xx answers, failed background ticks) are logged to standard error unless this is false. */
  logger?: boolean;
  /** Where the sandbox reads the time; every client's clock is this plus its offset. Default: the system clock. */
  clock?: Clock;
  /** Exact origins whose pages may call the sandbox (CORS, `cors.ts`). Default none: the same origin only. */
  allowedOrigins?: string[];
}

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
  store: Store;
  /** Finishes the ticks under way and sends every delivery due now; resolves when none is left (tests await it instead of sleeping). */
  drainDeliveries(): Promise<void>;
  close(): Promise<void>;
}

function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/**
 * The options both entry points (`npm run sandbox`, `npm start`) read from the
 * environment: DATABASE_URL, SANDBOX_DATA_DIR (default `.sandbox-data/` at the
 * repository root), SANDBOX_RATE_LIMIT (requests per client per minute, 0 = off)
 * SANDBOX_START_AT (an ISO 8601 instant the clock starts at, then runs in
 * real time; default the system clock) and SANDBOX_ALLOWED_ORIGINS (`cors.ts`).
 */
export function sandboxOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<SandboxOptions, 'databaseUrl' | 'dataDir' | 'rateLimitPerMinute' | 'clock' | 'allowedOrigins' | keyof PublicModeOptions> {
  const limit = env.SANDBOX_RATE_LIMIT;
  if (limit !== undefined && !/^\d+$/.test(limit)) {
    throw new Error(`SANDBOX_RATE_LIMIT must be a whole number of requests per minute (0 turns the limit off), not "${limit}"`);
  }
  const startAt = env.SANDBOX_START_AT;
  const start = startAt === undefined ? null : parseInstant(startAt);
  if (startAt !== undefined && start === null) {
    throw new Error(`SANDBOX_START_AT must be an ISO 8601 instant with a time zone, such as 2026-03-10T10:30:00Z, not "${startAt}"`);
  }
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.SANDBOX_DATA_DIR ?? path.join(__dirname, '..', '.sandbox-data'),
    rateLimitPerMinute: limit === undefined ? undefined : Number(limit),
    clock: start === null ? undefined : clockStartingAt(start),
    allowedOrigins: allowedOriginsFromEnv(env.SANDBOX_ALLOWED_ORIGINS),
    ...publicOptionsFromEnv(env),
  };
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const prefix = options.prefix ?? '/sandbox';
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  // Side by side: the database's WebAssembly start-up overlaps the contract's parsing.
  const [contracts, db] = await Promise.all([loadContracts(), openDb(options)]);
  const clock = options.clock ?? systemClock;
  const store = new Store(db, clock);
  await store.seedDemoClient();

  const kinds = new Map<string, DocumentKind>();
  for (const operation of contracts.operations.values()) {
    const example = operation.path.startsWith('/v2/processed_data/') ? successExample(operation) : undefined;
    if (example) kinds.set(operation.operationId, documentKind(operation.operationId, example));
  }
  // Documents ROOK sends by webhook only (steps events, ROOK Score) have no operation; their schema's example is the template.
  const served = new Set([...kinds.values()].map((kind) => `${kind.container}.${kind.structure}`));
  for (const {schema, example} of contracts.webhookDocuments) {
    const kind = documentKind(schema, example);
    if (!served.has(`${kind.container}.${kind.structure}`)) kinds.set(schema, kind);
  }
  let log: (error: unknown) => void = () => undefined;
  const publicMode = options.publicMode === true;
  const webhooks = new Webhooks(store, [...kinds.values()], (error) => log(error), clock, {
    // Retries come due as time runs, and other processes queue deliveries too: look now and then.
    pollMs: options.tickIntervalMs === 0 ? 0 : DISPATCH_POLL_MS,
    // The hosted sandbox connects to public addresses only (webhook-target.ts).
    dispatcher: publicMode ? publicOnlyDispatcher(options.resolveHost) : undefined,
  });
  const services: Services = {
    store,
    webhooks,
    contracts,
    kinds,
    prefix,
    publicMode: publicMode ? {resolveHost: options.resolveHost} : null,
  };

  // Query strings and paths arrive as text, so they are coerced; bodies are JSON and must have the right types.
  const ajvOptions: AjvOptions = {strict: false, allErrors: false, useDefaults: true};
  const coercing = addFormats(new Ajv({...ajvOptions, coerceTypes: 'array'}));
  const strict = addFormats(new Ajv({...ajvOptions, coerceTypes: false}));

  const app = Fastify({
    logger: options.logger === false ? false : {level: 'error', stream: process.stderr},
    bodyLimit,
    // request.ip from X-Forwarded-For only behind a load balancer (SANDBOX_TRUST_PROXY): otherwise anyone could pick their address.
    trustProxy: options.trustProxy === true,
    // A bad percent-encoding in the path names no resource.
    frameworkErrors: (error, request, reply) => {
      const failure = errorBody(404, messages.notFound, 'NotFound', request.url.split('?')[0] ?? '/', request.method);
      void (reply as FastifyReply).code(failure.status).send(failure.body);
    },
  });
  log = (error) => app.log.error(error);
  app.setValidatorCompiler(({schema, httpPart}) => (httpPart === 'body' ? strict : coercing).compile(boundNumbers(schema)));
  app.decorateRequest('client', null as never);
  await allowCrossOrigin(app, options.allowedOrigins);

  // Every body is read as text first and parsed where the operation allows its type, so a
  // wrong type always gets the contract's "Content-Type not supported!" answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string'}, (_request, body, done) => done(null, body));

  function sendFailure(reply: FastifyReply, failure: Failure) {
    if ('html' in failure) return reply.code(failure.status).type('text/html; charset=utf-8').send(failure.html);
    if (failure.headers) void reply.headers(failure.headers);
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
  }

  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, errorBody(404, messages.notFound, 'NotFound', contractPath(request, prefix), request.method)),
  );

  app.setErrorHandler((error: FastifyError & {retryAfterSeconds?: number}, request, reply) => {
    const operationId = (request.routeOptions.config as {operationId?: string}).operationId ?? '';
    const path = contractPath(request, prefix);
    if (error instanceof HttpFailure) return sendFailure(reply, {status: error.status, body: error.body as {detail: string}});
    if (error.validation)
      return sendFailure(
        reply,
        validationFailure(operationId, error.validationContext as ValidationContext, error.validation as never, path, request.method),
      );
    if (error.statusCode === 429) {
      return sendFailure(reply, {
        ...errorBody(429, `Too many requests, retry in ${error.retryAfterSeconds} seconds`, 'TooManyRequests', path, request.method),
        headers: {'Retry-After': String(error.retryAfterSeconds)},
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendFailure(reply, errorBody(413, `The body is larger than ${bodyLimit} bytes`, 'PayloadTooLarge', path, request.method));
    if (error.statusCode && error.statusCode < 500)
      return sendFailure(reply, errorBody(400, error.message, 'BadRequest', path, request.method));
    // The request's method and URL, so a 500 in the log says what was asked.
    request.log.error({err: error, method: request.method, url: request.url}, 'answered 500');
    return sendFailure(reply, errorBody(500, 'Internal sandbox error', 'InternalServerError', path, request.method));
  });

  const limit = options.rateLimitPerMinute ?? 600;
  if (limit > 0 || publicMode) {
    // Applied per route, before authentication, so failed logins count too.
    await app.register(rateLimit, {
      global: false,
      // Counted in the database when sandboxes share a PostgreSQL server; PGlite's one process counts in memory.
      ...(db.kind === 'postgresql' ? {store: postgresRateLimitStore(db, clock)} : {}),
      max: limit,
      timeWindow: 60_000,
      // Per client: the Basic username, or the address for calls without credentials.
      keyGenerator: (request) => basicCredentials(request.headers.authorization)?.[0] ?? request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        message: 'rate limited',
      }),
    });
  }

  // Made once, so one count per client spans every route (a hook per route would count per route).
  const perClient = limit > 0 ? app.rateLimit() : null;
  const publicHooks = publicMode ? publicLimits(app, options) : null;

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const pair = basicCredentials(request.headers.authorization);
    const client = pair && (await store.authenticate(pair[0], pair[1]));
    if (!client) {
      // A script's call (the reference's try-it console) gets no challenge: browsers would answer it with a login dialog.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') reply.header('WWW-Authenticate', 'Basic realm="ROOK sandbox"');
      return sendFailure(reply, errorBody(401, messages.unauthorized, 'Unauthorized', contractPath(request, prefix), request.method));
    }
    request.client = client;
  }

  /** Body checks the schema cannot make: the media type, and presence. Then parses JSON or form text. */
  function bodyGuard(operation: Operation) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const path = contractPath(request, prefix);
      const raw = request.body as string | undefined;
      const empty = raw === undefined || raw === '';
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!empty && operation.bodyTypes.length && !operation.bodyTypes.includes(type)) {
        return sendFailure(reply, errorBody(400, messages.contentType, 'UnsupportedMediaType', path, request.method));
      }
      if (empty) {
        if (operation.bodyRequired) return sendFailure(reply, missingBody(operation.operationId, path, request.method));
        // An empty text is still a text (the inbox takes one); an empty JSON body is no body.
        request.body = type === 'text/plain' && operation.bodyTypes.includes(type) ? '' : undefined;
        return;
      }
      if (!operation.bodyTypes.length)
        return sendFailure(reply, errorBody(400, messages.contentType, 'UnsupportedMediaType', path, request.method));
      if (type === 'application/json') {
        try {
          request.body = JSON.parse(raw);
        } catch {
          return sendFailure(reply, errorBody(400, messages.invalidJson, 'BadRequest', path, request.method));
        }
      } else if (type === 'application/x-www-form-urlencoded') {
        request.body = Object.fromEntries(new URLSearchParams(raw));
      }
    };
  }

  function resolver(operation: Operation, factory: HandlerFactory) {
    const handler = factory(services, operation);
    const onRequest = [
      ...(perClient ? [perClient] : []),
      ...(publicHooks ? publicHooks(operation) : []),
      ...(operation.basicAuth ? [authenticate, ...(publicMode ? [demoReadOnly(operation, prefix)] : [])] : []),
    ];
    return {
      config: {operationId: operation.operationId},
      onRequest,
      preValidation: bodyGuard(operation),
      handler,
    };
  }

  // Response schemas stay in the contract (tests validate every answer against
  // it); serialising through them would silently drop fields instead.
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });
  await app.register(openapiGlue, {
    specification: contracts.served,
    prefix,
    // Typed as full route options, but glue adds the method, URL and schema itself.
    operationResolver: ((operationId: string) => {
      const operation = contracts.operations.get(operationId)!;
      const factory = operation.api === 'control' ? controlHandlers[operationId] : rookHandler(operationId, operation.path);
      if (!factory) throw new Error(`[sandbox] no handler for operation ${operationId}`);
      return resolver(operation, factory);
    }) as never,
  });
  await app.ready();

  // One process per database ticks the clients with webhook URLs; every process sends due deliveries.
  const scheduler =
    options.tickIntervalMs === 0
      ? undefined
      : new Scheduler(
          db,
          async () => {
            const rows = await db.query<{client_uuid: string}>(
              'SELECT client_uuid::text AS client_uuid FROM clients WHERE data_webhook_url IS NOT NULL OR notification_webhook_url IS NOT NULL',
            );
            for (const row of rows) await webhooks.tick(row.client_uuid);
            if (publicMode) await store.expireIdleClients(clock.now(), (options.clientTtlDays ?? 7) * 86_400_000, 500);
          },
          {intervalMs: options.tickIntervalMs ?? 15_000, onError: (error) => app.log.error(error)},
        );

  return {
    app,
    db,
    store,
    drainDeliveries: () => webhooks.drain(),
    async close() {
      await scheduler?.stop();
      await app.close();
      // A background tick or send still running would otherwise query a closed database.
      await webhooks.settle();
      await db.close();
    },
  };
}
