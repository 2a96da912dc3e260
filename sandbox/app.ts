// The sandbox as a Fastify app: the state (database, store, webhooks and
// their outbox), then the HTTP layer as registered plugins, in the order
// createSandbox states, then the background work (the scheduler, one per database).
import Ajv, {type Options as AjvOptions, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {type FastifyInstance, type FastifyReply} from 'fastify';
import type {FastifyValidationResult} from 'fastify/types/schema';
import {budgetsFor, describeMode, type Budgets} from './model/budgets';
import {systemClock} from './model/clock';
import {loadContracts} from './contract/operations';
import {crossOrigin} from './http/cors';
import {auth} from './http/auth';
import {dbKindOf, openDb, whenOpen, type Db} from './state/db';
import {errorBody, messages} from './http/errors';
import {documentKindsOf} from './model/generator';
import type {Services} from './http/handlers/context';
import {failures} from './http/failures';
import {limits} from './http/limits';
import {bodies} from './http/requests';
import {requestLogging} from './http/request-log';
import {RequestLogWriter} from './state/request-log';
import {controlApi, rookApi} from './http/routes';
import type {SandboxOptions} from './options';
import {publicModeDefaults, publicModeGuards} from './http/public-mode';
import {RequestPriority} from './state/request-priority';
import {Scheduler} from './delivery/scheduler';
import {OwnInbox} from './delivery/own-inbox';
import {Store} from './state/store';
import {publicOnlyDispatcher} from './delivery/webhook-target';
import {Webhooks} from './delivery/webhooks';

// The entry points (server.ts, npm start's serve.mjs) load this one module.
export {sandboxOptionsFromEnv, type SandboxOptions} from './options';

/** While the sandbox stops, how often it ends the connections whose answers have been sent since. */
const IDLE_REAP_MS = 100;

/** How often each process looks for due deliveries nobody woke it for (retries coming due, other processes' queues). */
const DISPATCH_POLL_MS = 2_000;

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
  store: Store;
  budgets: Budgets;
  /** The mode and its budgets in words, for the start-up line. */
  mode: string;
  /** Finishes the ticks under way and sends every delivery due now; resolves when none is left (tests await it instead of sleeping). */
  drainDeliveries(): Promise<void>;
  /** Writes the request log's waiting entries (tests await it instead of sleeping). */
  flushRequestLog(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A validator compiled on its first call. Fastify asks for one per route and part when the routes are
 * registered, and compiling them all took about half of the sandbox's start; most are never called in a
 * session. Fastify reads a failure's errors from the function it was given, so they are copied onto it.
 */
function compiledOnFirstCall(ajv: Ajv, schema: object): FastifyValidationResult {
  let compiled: ValidateFunction | undefined;
  const validate: FastifyValidationResult = (data: unknown) => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** The Fastify instance with the sandbox's validation: coerced paths and queries (they arrive as text), strict JSON bodies. */
function fastifyFor(options: SandboxOptions, bodyLimit: number): FastifyInstance {
  // verbose: an error carries its schema, so a number's message can say its bounds (errors.ts).
  const ajvOptions: AjvOptions = {strict: false, allErrors: false, useDefaults: true, verbose: true};
  const coercing = addFormats(new Ajv({...ajvOptions, coerceTypes: 'array'}));
  const strict = addFormats(new Ajv({...ajvOptions, coerceTypes: false}));
  const app = Fastify({
    logger: options.logger === false ? false : {level: 'error', stream: process.stderr},
    // Only errors are logged, and the answers carry the sandbox's own request ids: no logger of its own per request.
    childLoggerFactory: (logger) => logger,
    bodyLimit,
    // request.ip from X-Forwarded-For only behind a load balancer (SANDBOX_TRUST_PROXY): otherwise anyone could pick their address.
    trustProxy: options.trustProxy === true,
    // A bad percent-encoding in the path names no resource.
    frameworkErrors: (_error, request, reply) => {
      const failure = errorBody(404, messages.notFound, 'NotFound', request.url.split('?')[0] ?? '/', request.method);
      void (reply as FastifyReply).code(failure.status).send(failure.body);
    },
  });
  app.setValidatorCompiler(({schema, httpPart}) => compiledOnFirstCall(httpPart === 'body' ? strict : coercing, schema));
  app.addHook('preClose', (done) => {
    // Fastify ends the connections idle when the sandbox stops, not one answering a request: after its
    // answer it stayed open for the keep-alive timeout (72 s), and the stop waited as long. Each is
    // ended once idle.
    if (app.server.listening) {
      const reaping = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
      reaping.unref();
      app.server.once('close', () => clearInterval(reaping));
    }
    done();
  });
  return app;
}

/**
 * `opening`: the database already being opened (`openDb`) by a caller that started it before importing this
 * module, so PGlite's start in its own thread overlaps the loading of the sandbox's code.
 */
export async function createSandbox(options: SandboxOptions = {}, opening?: Promise<Db>): Promise<Sandbox> {
  const prefix = options.prefix ?? '/sandbox';
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const publicMode = options.publicMode === true;
  if (publicMode && !options.publicUrl)
    throw new Error(
      'public mode needs the address readers reach the sandbox at: set SANDBOX_PUBLIC_URL, such as https://sandbox.example.com/sandbox (the URLs the sandbox hands out and its own inbox are on it)',
    );
  // Side by side: the database's start (PGlite's in its own thread) overlaps the contract's parsing and
  // the routes' set-up, which hold a Db that waits for it (whenOpen).
  const opened = opening ?? openDb(options);
  opened.catch(() => undefined);
  const contracts = await loadContracts();
  const db = whenOpen(opened, dbKindOf(options));
  const clock = options.clock ?? systemClock;
  const budgets = budgetsFor(publicMode, db.kind, options.budgets);
  const store = new Store(db, clock, budgets, contracts.demo);

  const kinds = documentKindsOf(contracts);
  const app = fastifyFor(options, bodyLimit);
  const ownInbox = new OwnInbox(options.publicUrl ?? null, store, publicMode);
  // On the embedded database requests go before the background's statements.
  const priority = new RequestPriority(db.kind === 'pglite');
  priority.track(app);
  const webhooks = new Webhooks(store, [...kinds.values()], (error) => app.log.error(error), clock, {
    // Retries come due as time runs, and other processes queue deliveries too: look now and then.
    pollMs: options.tickIntervalMs === 0 ? 0 : DISPATCH_POLL_MS,
    concurrency: options.deliveryConcurrency,
    // The hosted sandbox connects to public addresses only (webhook-target.ts).
    dispatcher: publicMode ? publicOnlyDispatcher(options.resolveHost) : undefined,
    ownInbox,
    background: (work) => priority.background(work),
  });
  // The request log is written in the background, after the requests being answered.
  const requestLog = new RequestLogWriter(
    store.requests,
    (work) => priority.background(work),
    (error) => app.log.error(error),
  );
  const services: Services = {
    store,
    webhooks,
    contracts,
    kinds,
    prefix,
    publicMode: publicMode ? {resolveHost: options.resolveHost} : null,
    ownInbox,
  };

  // The HTTP layer, in this order: the failure answers every route shares; request ids and the
  // request log; CORS for the allowed origins; bodies read as bytes; the request limits; the client behind a Basic pair (which counts
  // failed logins against the limits); the public mode's guards; then the two contracts' routes.
  await app.register(failures, {prefix, bodyLimit, operations: contracts.operations});
  await app.register(requestLogging, {
    store,
    writer: options.requestLog === false ? null : requestLog,
    // Shared by every reader of a public sandbox: one reader's requests must not show in another's log.
    unlogged: publicMode ? contracts.demo.clientUuid : null,
    prefix,
  });
  await app.register(crossOrigin, {origins: options.allowedOrigins});
  await app.register(bodies);
  await app.register(limits, {...options, perClient: options.rateLimitPerMinute ?? 600, db});
  await app.register(auth, {store, prefix});
  await app.register(publicModeGuards, {enabled: publicMode, prefix, demoClientUuid: contracts.demo.clientUuid});
  await app.register(rookApi, {services});
  await app.register(controlApi, {services});
  await app.ready();
  const openDatabase = await opened;
  await store.clients.seedDemoClient();

  // One process per database ticks the clients with webhook URLs, resumes left backfills (and, in public mode, expires idle clients); every process sends due deliveries.
  const scheduler =
    options.tickIntervalMs === 0
      ? undefined
      : new Scheduler(
          db,
          async () => {
            for (const clientUuid of await store.clients.clientsWithWebhooks()) await webhooks.tick(clientUuid);
            // Backfills a stopped process left behind (the process that makes one works through it at once).
            if (await store.backfills.hasBackfills(null)) webhooks.backfillInBackground(null);
            if (publicMode)
              await store.clients.expireIdleClients(
                clock.now(),
                (options.clientTtlDays ?? publicModeDefaults.clientTtlDays) * 86_400_000,
                500,
              );
          },
          {intervalMs: options.tickIntervalMs ?? 15_000, onError: (error) => app.log.error(error)},
        );

  return {
    app,
    db: openDatabase,
    store,
    budgets,
    mode: describeMode(budgets),
    drainDeliveries: () => webhooks.drain(),
    flushRequestLog: () => requestLog.flush(),
    async close() {
      await scheduler?.stop();
      // Closes the request limits too (their plugin's onClose).
      await app.close();
      // A background tick or send still running would otherwise query a closed database.
      await webhooks.settle();
      await requestLog.flush();
      await db.close();
    },
  };
}
