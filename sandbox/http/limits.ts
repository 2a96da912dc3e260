// Request limits, counted before authentication so failed logins count too:
// per client (the Basic username, or the address for calls without
// credentials) and, in public mode, per address. Counted in the database when
// sandboxes share a PostgreSQL server; PGlite's one process counts in memory.
import rateLimit from '@fastify/rate-limit';
import type {FastifyInstance, onRequestHookHandler} from 'fastify';
import type {Clock} from '../clock';
import type {Operation} from '../contract';
import type {Db} from '../db';
import {publicLimits, type PublicModeOptions} from '../public-mode';
import {postgresRateLimitStore} from '../rate-limit-store';
import {basicCredentials} from './requests';

interface LimitOptions extends PublicModeOptions {
  /** Requests per client per minute; 0 turns the per-client limit off. */
  perClient: number;
  db: Db;
  clock: Clock;
}

/** Registers the limiter and returns, per operation, the hooks that count a request. */
export async function requestLimits(
  app: FastifyInstance,
  options: LimitOptions,
): Promise<(operation: Operation) => onRequestHookHandler[]> {
  if (options.perClient <= 0 && !options.publicMode) return () => [];
  await app.register(rateLimit, {
    global: false,
    ...(options.db.kind === 'postgresql' ? {store: postgresRateLimitStore(options.db, options.clock)} : {}),
    max: options.perClient,
    timeWindow: 60_000,
    keyGenerator: (request) => basicCredentials(request.headers.authorization)?.[0] ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      message: 'rate limited',
    }),
  });
  // Made once, so one count per client spans every route (a hook per route would count per route).
  const perClient = options.perClient > 0 ? [app.rateLimit() as onRequestHookHandler] : [];
  const perAddress = options.publicMode ? publicLimits(app, options) : null;
  return (operation) => [...perClient, ...((perAddress?.(operation) ?? []) as onRequestHookHandler[])];
}
