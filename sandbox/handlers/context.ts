import type {FastifyReply, FastifyRequest} from 'fastify';
import type {Contracts, Operation} from '../contract';
import type {DocumentKind} from '../generator';
import type {PublicMode} from '../public-mode';
import type {Client, Store} from '../store';
import type {Webhooks} from '../webhooks';

export interface Services {
  store: Store;
  webhooks: Webhooks;
  contracts: Contracts;
  /** The documents the sandbox generates: by processed-data operationId, and by schema name for webhook-only documents. */
  kinds: Map<string, DocumentKind>;
  /** Path the sandbox is mounted under, e.g. /sandbox. */
  prefix: string;
  /** The hosted sandbox's rules (`public-mode.ts`), or null when the sandbox runs locally. */
  publicMode: PublicMode | null;
}

// What the auth hook attached to the request.
declare module 'fastify' {
  interface FastifyRequest {
    client: Client;
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type HandlerFactory = (services: Services, operation: Operation) => Handler;

/** The request path as the contract writes it (without the mount prefix or the query). */
export function contractPath(request: FastifyRequest, prefix: string): string {
  const path = request.url.split('?')[0]!;
  return path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
}

/** Absolute base URL of the sandbox as the caller reached it. */
export function baseUrl(request: FastifyRequest, prefix: string): string {
  return `${request.protocol}://${request.host}${prefix}`;
}

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(JSON.stringify(body));
  }
}
