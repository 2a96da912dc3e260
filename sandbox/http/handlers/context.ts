import type {FastifyReply, FastifyRequest, RouteGenericInterface} from 'fastify';
import type {Contracts, Operation} from '../../contract/operations';
import type {operations as RookOperations} from '../../../core/contract/generated/rook-api';
import type {operations as ControlOperations} from '../../../core/contract/generated/sandbox-api';
import type {DocumentKind} from '../../model/generator';
import type {OwnInbox} from '../../delivery/own-inbox';
import type {Resolver} from '../../delivery/webhook-target';
import type {Client} from '../../state/rows';
import type {Store} from '../../state/store';
import type {Webhooks} from '../../delivery/webhooks';

/** What the handlers need to know of the hosted sandbox's mode (`public-mode.ts`): nothing when local. */
interface PublicMode {
  resolveHost?: Resolver;
}

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
  /** The sandbox's own inbox on its configured public address (`own-inbox.ts`). */
  ownInbox: OwnInbox;
}

// Each handler's request is typed from its operation in the contracts (the types
// scripts/contract-types.ts generates into core/contract/generated/ with openapi-typescript):
// its path parameters, query and body as the validator let them through.
export type {RookOperations, ControlOperations};
type Operations = RookOperations & ControlOperations;

type PathOf<O> = O extends {parameters: {path: infer P}} ? P : Record<string, never>;
type QueryOf<O> = O extends {parameters: {query?: infer Q}} ? ([Q] extends [never] ? Record<string, never> : NonNullable<Q>) : never;
type BodyOf<O> = O extends {requestBody?: {content: infer C}} ? C[keyof C] : undefined;

/** The request of one operation: what Fastify's route generics say it holds. */
interface RequestOf<Id extends keyof Operations> extends RouteGenericInterface {
  Params: PathOf<Operations[Id]>;
  Querystring: QueryOf<Operations[Id]>;
  Body: BodyOf<Operations[Id]>;
}

/** What an operation answers: the body of any of its responses, or the reply a handler sent itself. */
type ContentOf<R> = R extends {content: infer C} ? C[keyof C] : never;
type AnswerOf<Id extends keyof Operations> = Operations[Id] extends {responses: infer R}
  ? {[S in keyof R]: ContentOf<R[S]>}[keyof R]
  : never;

/** A request of an operation that needs no client (the pages, a new client, the inbox): its client is null. */
type PublicRequest<Id extends keyof Operations> = FastifyRequest<RequestOf<Id>>;
/** A request of an operation that needs a client: the auth hook found one, so it is narrowed to a Client. */
export type ClientRequest<Id extends keyof Operations> = PublicRequest<Id> & {client: Client};
/** Any request whose client the auth hook found (for helpers shared by several handlers). */
export type AuthenticatedRequest = FastifyRequest & {client: Client};

type Handler<Id extends keyof Operations, Request> = (request: Request, reply: FastifyReply) => Promise<AnswerOf<Id> | FastifyReply>;
type HandlerFactory<Id extends keyof Operations, Request = ClientRequest<Id>> = (
  services: Services,
  operation: Operation,
) => Handler<Id, Request>;

/** Handlers of operations that need a client, keyed by operationId, each typed by its own operation. */
export type HandlerTable<Ops> = {[Id in keyof Ops & keyof Operations]?: HandlerFactory<Id>};
/** Handlers of operations that need no client (`security: []` in the contract). */
export type PublicHandlerTable<Ops> = {[Id in keyof Ops & keyof Operations]?: HandlerFactory<Id, PublicRequest<Id>>};

/**
 * A handler of some operation, as the router holds them: the router gives it only requests that
 * passed that operation's validation (and, when it needs a client, authentication), whose types its
 * own factory names.
 */
export type AnyHandlerFactory = (services: Services, operation: Operation) => (request: never, reply: never) => Promise<unknown>;

/** A handler table looked up by an operationId read at run time (from the contract). */
export function byOperationId<Ops>(table: HandlerTable<Ops> | PublicHandlerTable<Ops>): Map<string, AnyHandlerFactory> {
  return new Map(
    Object.entries<AnyHandlerFactory | undefined>(table).filter((entry): entry is [string, AnyHandlerFactory] => entry[1] !== undefined),
  );
}

/**
 * The sandbox's absolute base URL, for the URLs it hands out: its configured public address
 * (SANDBOX_PUBLIC_URL, always set in public mode), else, locally, the address the request came to.
 */
export function sandboxBase(services: Services, request: FastifyRequest): string {
  return services.ownInbox.base ?? `${request.protocol}://${request.host}${services.prefix}`;
}
