// Request limits, each counting the right thing (sliding windows shared by
// every process on one database, request-counter.ts):
// - per address, every request (public mode), before anything else is done;
// - new clients per address per hour (public mode);
// - per client, only once its credentials passed, so a wrong secret never
//   counts against the client it names; a call that needs no credentials
//   counts against its address instead;
// - failed logins per address (public mode), a stricter limit of their own:
//   past it a wrong pair answers 429 instead of 401, while a right pair from
//   the same address still goes through.
import type {FastifyInstance, FastifyRequest, onRequestHookHandler} from 'fastify';
import fp from 'fastify-plugin';
import type {Operation} from '../contract/operations';
import type {Db} from '../state/db';
import {addressKey, publicModeDefaults, type PublicModeOptions} from './public-mode';
import {isQuietRead} from './request-log';
import {RequestCounter, type Window} from '../state/request-counter';

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface LimitOptions extends PublicModeOptions {
  /** Requests per client per minute; 0 turns the per-client limit off. */
  perClient: number;
  db: Db;
  /** Wall-clock time for the windows (tests of the windows inject one). */
  now?: () => number;
}

export interface Limits {
  /** The hooks an operation runs before authentication. */
  beforeAuth(operation: Operation): onRequestHookHandler[];
  /** The hook that counts an authenticated call against its client. */
  readonly perClient: onRequestHookHandler[];
  /** Counts a failed login against its address; throws the 429 once the address is past its limit. */
  failedLogin(request: FastifyRequest): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** A window of `max` requests per `ms`, or none when `max` is 0 (the limit is off). */
function windowOf(max: number, ms: number): Window | null {
  return max > 0 ? {max, ms} : null;
}

function requestLimits(options: LimitOptions): Limits {
  // On PGlite one process owns the database: nothing to share.
  const counter = new RequestCounter(options.db.kind === 'postgresql' ? options.db : null, options.now);
  const publicMode = options.publicMode === true;
  const address = (request: FastifyRequest) => addressKey(request.ip);

  /**
   * The hook that counts a request under `key` in `window`, and throws the 429 the error handler answers
   * when it is full; null when the limit is off, so that requests do not pass through a hook that does nothing.
   */
  const limit = (window: Window | null, key: (request: FastifyRequest) => string) =>
    window &&
    (async (request: FastifyRequest): Promise<void> => {
      const verdict = await counter.hit(key(request), window);
      if (!verdict.allowed) throw Object.assign(new Error('rate limited'), {statusCode: 429, retryAfterSeconds: verdict.retryAfterSeconds});
    });

  const perAddress = publicMode
    ? [limit(windowOf(options.rateLimitPerAddress ?? publicModeDefaults.rateLimitPerAddress, MINUTE), (r) => `address:${address(r)}`)]
    : [];
  const newClients = limit(
    publicMode ? windowOf(options.clientsPerHour ?? publicModeDefaults.clientsPerHour, HOUR) : null,
    (r) => `new-clients:${address(r)}`,
  );
  const clientWindow = windowOf(options.perClient, MINUTE);
  const byAddress = limit(clientWindow, (r) => `caller:${address(r)}`);
  const failures = limit(
    publicMode ? windowOf(options.loginFailuresPerAddress ?? publicModeDefaults.loginFailuresPerAddress, MINUTE) : null,
    (r) => `failed-logins:${address(r)}`,
  );

  const perClientLimit = limit(clientWindow, (request) => `client:${request.client!.client_uuid}`);

  return {
    beforeAuth(operation) {
      const own = operation.basicAuth ? [] : [byAddress];
      return [...perAddress, ...(operation.operationId === 'createSandboxClient' ? [newClients] : []), ...own].filter(
        (hook) => hook !== null,
      ) as onRequestHookHandler[];
    },
    // Reading the request log, and the dashboard's polling, never uses up the client's own calls.
    perClient: (perClientLimit
      ? [
          async (request: FastifyRequest) => {
            if (!isQuietRead(request)) await perClientLimit(request);
          },
        ]
      : []) as onRequestHookHandler[],
    failedLogin: async (request) => failures?.(request),
    close: () => counter.close(),
  };
}

/** The limits as a plugin that reaches the root: `app.limits`, closed with the app. */
export const limits = fp(
  async (app: FastifyInstance, options: LimitOptions) => {
    const made = requestLimits(options);
    app.decorate('limits', made);
    app.addHook('onClose', () => made.close());
  },
  {name: 'sandbox-limits'},
);
