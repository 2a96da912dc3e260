// The sandbox's settings: what createSandbox takes, and what both entry points
// (`npm run sandbox`, `npm start`) read from the environment.
import path from 'node:path';
import {clockStartingAt, parseInstant, type Clock} from './model/clock';
import {allowedOriginsFromEnv} from './http/cors';
import type {Budgets} from './model/budgets';
import type {DbOptions} from './state/db';
import {publicUrlFromEnv} from './delivery/own-inbox';
import {publicOptionsFromEnv, type PublicModeOptions} from './http/public-mode';

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
  /** Clients whose due deliveries one process sends at once (each in order). Default 8. */
  deliveryConcurrency?: number;
  /** Errors (5xx answers, failed background ticks) are logged to standard error unless this is false. */
  logger?: boolean;
  /** Where the sandbox reads the time; every client's clock is this plus its offset. Default: the system clock. */
  clock?: Clock;
  /** Exact origins whose pages may call the sandbox (CORS, `cors.ts`). Default none: the same origin only. */
  allowedOrigins?: string[];
  /**
   * The sandbox's base URL as readers reach it (SANDBOX_PUBLIC_URL), such as https://sandbox.example.com/sandbox:
   * the address of the URLs it hands out and of its own inbox. Required in public mode; locally the
   * address a request came to is used when unset.
   */
  publicUrl?: string;
  /** Budgets other than the mode's own (`core/data/sandbox.ts`), so a test can reach one in a few calls. */
  budgets?: Partial<Omit<Budgets, 'profile'>>;
  /** Whether each client's requests are logged (listSandboxRequests); SANDBOX_REQUEST_LOG=0 turns it off, for the benchmark's comparison. Default on. */
  requestLog?: boolean;
}

/**
 * The options both entry points (`npm run sandbox`, `npm start`) read from the
 * environment: DATABASE_URL, SANDBOX_DATA_DIR (default `.sandbox-data/` at the
 * repository root), SANDBOX_RATE_LIMIT (requests per client per minute, 0 = off)
 * SANDBOX_START_AT (an ISO 8601 instant the clock starts at, then runs in
 * real time; default the system clock), SANDBOX_ALLOWED_ORIGINS (`cors.ts`),
 * SANDBOX_PUBLIC_URL (`own-inbox.ts`) and public mode's (`public-mode.ts`).
 */
export function sandboxOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<
  SandboxOptions,
  'databaseUrl' | 'dataDir' | 'rateLimitPerMinute' | 'clock' | 'allowedOrigins' | 'publicUrl' | 'requestLog' | keyof PublicModeOptions
> {
  const limit = env.SANDBOX_RATE_LIMIT;
  if (limit !== undefined && !/^\d+$/.test(limit)) {
    throw new Error(`SANDBOX_RATE_LIMIT must be a whole number of requests per minute (0 turns the limit off), not "${limit}"`);
  }
  const requestLog = env.SANDBOX_REQUEST_LOG;
  if (requestLog !== undefined && requestLog !== '0' && requestLog !== '1') {
    throw new Error(`SANDBOX_REQUEST_LOG must be 1 (log each client's requests, the default) or 0, not "${requestLog}"`);
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
    publicUrl: publicUrlFromEnv(env.SANDBOX_PUBLIC_URL),
    requestLog: requestLog !== '0',
    ...publicOptionsFromEnv(env),
  };
}

/**
 * How the sandbox names itself where it starts: "local" only for what runs for one reader on their
 * machine; in public mode it is a hosted sandbox, named at its public address when it has one.
 */
export function sandboxTitle(options: Pick<SandboxOptions, 'publicMode' | 'publicUrl'>, port: number): string {
  if (options.publicMode) return `ROOK hosted sandbox (public mode) at ${options.publicUrl ?? `http://localhost:${port}/sandbox`}`;
  return `ROOK local sandbox at http://localhost:${port}/sandbox`;
}
