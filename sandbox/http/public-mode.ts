// The hosted sandbox (SANDBOX_PUBLIC=1), shared by strangers: the demo pair is
// read-only, new clients and requests are limited per address, webhook URLs
// must reach public addresses, inbox names belong to a client and idle
// clients expire. Off by default: a local sandbox behaves as it always did.
import type {FastifyInstance, FastifyRequest, onRequestHookHandler} from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type {Operation} from '../contract/operations';
import {errorBody} from './errors';
import {contractPath, HttpFailure} from './failures';
import type {Resolver} from '../delivery/webhook-target';

export interface PublicModeOptions {
  /** The hosted sandbox's rules (the Sandbox guide, docs/sandbox.mdx, "Public mode"). Default false. */
  publicMode?: boolean;
  /** Public mode: clients one address may create per hour. Default 30. */
  clientsPerHour?: number;
  /** Public mode: requests per address per minute, whatever client they name. Default 1200; 0 turns it off. */
  rateLimitPerAddress?: number;
  /** Public mode: failed logins (a wrong Basic pair) per address per minute; past it they answer 429. Default 60; 0 turns it off. */
  loginFailuresPerAddress?: number;
  /** Public mode: clients not seen for this many days are deleted (never the demo client). Default 7. */
  clientTtlDays?: number;
  /** Take the client's address from X-Forwarded-For (behind a load balancer). Default false. */
  trustProxy?: boolean;
  /** How webhook hosts are resolved, at set time and at each delivery. Default: the system's DNS (tests inject one). */
  resolveHost?: Resolver;
}

/** Public mode's limits when the environment sets none (the control API's description states them). */
export const publicModeDefaults = {clientsPerHour: 30, rateLimitPerAddress: 1200, loginFailuresPerAddress: 60, clientTtlDays: 7} as const;

const BOOLEAN = /^(1|0|true|false)$/;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, meaning: string): number | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (${meaning}), not "${value}"`);
  return Number(value);
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  if (!BOOLEAN.test(value)) throw new Error(`${name} must be 1 or 0 (true or false), not "${value}"`);
  return value === '1' || value === 'true';
}

/** SANDBOX_PUBLIC, SANDBOX_CLIENTS_PER_HOUR, SANDBOX_RATE_LIMIT_PER_ADDRESS, SANDBOX_LOGIN_FAILURES_PER_ADDRESS, SANDBOX_CLIENT_TTL_DAYS and SANDBOX_TRUST_PROXY. */
export function publicOptionsFromEnv(env: NodeJS.ProcessEnv): PublicModeOptions {
  const ttl = wholeNumber(env, 'SANDBOX_CLIENT_TTL_DAYS', 'days a client may stay idle before it is deleted');
  if (ttl === 0) throw new Error('SANDBOX_CLIENT_TTL_DAYS must be at least 1 day');
  return {
    publicMode: flag(env, 'SANDBOX_PUBLIC'),
    clientsPerHour: wholeNumber(env, 'SANDBOX_CLIENTS_PER_HOUR', 'clients one address may create per hour'),
    rateLimitPerAddress: wholeNumber(env, 'SANDBOX_RATE_LIMIT_PER_ADDRESS', 'requests per address per minute, 0 turns it off'),
    loginFailuresPerAddress: wholeNumber(env, 'SANDBOX_LOGIN_FAILURES_PER_ADDRESS', 'failed logins per address per minute, 0 turns it off'),
    clientTtlDays: ttl,
    trustProxy: flag(env, 'SANDBOX_TRUST_PROXY'),
  };
}

/**
 * GET operations that change state: the authorizer calls create the user they name and an
 * authorization link. Every other operation writes exactly when its method is not GET: runScenario,
 * which creates users and links and moves the clock, is a POST for that reason.
 * tests/sandbox/public-mode.test.ts checks each name against the contract.
 */
export const writingReads: Readonly<Record<string, string>> = {
  getDataSourceAuthorizer: 'creates the user and an authorization link',
  getAllDataSourceAuthorizers: 'creates the user and authorization links',
};

/** Whether an operation changes state, from its method and, for GETs, the table above. */
export function isWrite(operation: Pick<Operation, 'operationId' | 'method'>): boolean {
  return operation.method.toUpperCase() !== 'GET' || operation.operationId in writingReads;
}

export const demoReadOnlyMessage =
  'The demo pair is read-only in the hosted sandbox: create a client of your own with POST /sandbox/_sandbox/clients (createSandboxClient, no credentials needed) and use its client_uuid and secret_key';

/** The demo pair may read but not change the shared demo client. Runs after authentication. */
function demoReadOnly(operation: Operation, prefix: string, demoClientUuid: string) {
  return async (request: FastifyRequest) => {
    if (request.client?.client_uuid !== demoClientUuid || !isWrite(operation)) return;
    const failure = errorBody(403, demoReadOnlyMessage, 'Forbidden', contractPath(request, prefix), request.method);
    throw new HttpFailure(failure.status, failure.body);
  };
}

/** The address a limit counts: an IPv6 /64 (what one subscriber usually holds) counts as one address. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public mode's guards of an authenticated operation (none locally), run after authentication. */
    publicModeGuards(operation: Operation): onRequestHookHandler[];
  }
}

/** The public mode's guards as a plugin that reaches the root. */
export const publicModeGuards = fp(
  async (app: FastifyInstance, {enabled, prefix, demoClientUuid}: {enabled: boolean; prefix: string; demoClientUuid: string}) => {
    app.decorate('publicModeGuards', (operation: Operation) =>
      enabled && operation.basicAuth ? [demoReadOnly(operation, prefix, demoClientUuid)] : [],
    );
  },
  {name: 'sandbox-public-mode'},
);
