// The two contracts as Fastify plugins (ROOK's API, the sandbox's control API and pages), each
// registering its operations on its own: every operation resolved to its handler, with
// the hooks its contract asks for (the limits, the input guard, and for an operation that needs a
// client, authentication, the per-client limit and the public mode's guards) and the body guard.
import type {FastifyInstance, FastifyPluginAsync, onRequestHookHandler, RouteOptions} from 'fastify';
import type {Operation} from '../contract/operations';
import {byOperationId, type AnyHandlerFactory, type Services} from './handlers/context';
import {controlHandlers, publicControlHandlers} from './handlers/control';
import {pageHandlers} from './handlers/pages';
import {scenarioHandlers} from './handlers/scenarios';
import {readsUserWithClient, rookHandler} from './handlers/rook';
import {bodyGuard, inputGuard} from './requests';
import {requestSchema, routeUrl} from './route-schema';

interface ApiOptions {
  services: Services;
}

/** An operation's handler: from the table of operations that need a client, or of those that need none, as its contract says. */
type FactoryOf = (operation: Operation) => {factory: AnyHandlerFactory | undefined; needsClient: boolean} | undefined;

/** Registers one contract's operations, each resolved to its handler by `factoryOf`. */
async function registerContract(app: FastifyInstance, api: Operation['api'], factoryOf: FactoryOf, {services}: ApiOptions): Promise<void> {
  const {contracts, prefix} = services;
  function routeOf(operation: Operation): RouteOptions {
    const {operationId} = operation;
    const found = factoryOf(operation);
    if (!found?.factory) throw new Error(`[sandbox] no handler for operation ${operationId}`);
    if (found.needsClient !== operation.basicAuth)
      throw new Error(
        `[sandbox] ${operationId} ${operation.basicAuth ? 'needs a client' : 'needs no client'} in its contract, but its handler is with the operations that ${found.needsClient ? 'do' : 'do not'}`,
      );
    // Limits before authentication count addresses; the per-client one counts only a client whose pair passed.
    // A read about one user reads it with its client: on a PostgreSQL server in the statement that reads the client.
    const authenticate = readsUserWithClient(operation) ? app.authenticateRead : app.authenticate;
    const guards = operation.basicAuth ? [authenticate, ...app.limits.perClient, ...app.publicModeGuards(operation)] : [];
    return {
      method: operation.method,
      url: routeUrl(operation.path),
      schema: requestSchema(operation),
      config: {operationId},
      // Addresses are counted first, so refused requests count too; strings are checked before authentication reads the Basic pair.
      onRequest: [...app.limits.beforeAuth(operation), inputGuard(operation, prefix), ...guards] as onRequestHookHandler[],
      preValidation: bodyGuard(operation, prefix),
      handler: found.factory(services, operation) as RouteOptions['handler'],
    };
  }
  const operations = [...contracts.operations.values()].filter((operation) => operation.api === api);
  await app.register(
    async (routes) => {
      for (const operation of operations) routes.route(routeOf(operation));
    },
    {prefix},
  );
}

/** ROOK's API (openapi/rook-api.yaml): what a reader's integration calls. Every operation needs a client. */
export const rookApi: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await registerContract(app, 'rook', (operation) => ({factory: rookHandler(operation), needsClient: true}), options);
};

/** The sandbox's own control API and pages (openapi/sandbox.yaml): what ROOK's Portal, the SDKs and time do for a real integration. */
export const controlApi: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const withClient = byOperationId({...controlHandlers, ...scenarioHandlers});
  const withoutClient = byOperationId({...publicControlHandlers, ...pageHandlers});
  const factoryOf: FactoryOf = ({operationId}) =>
    withClient.has(operationId)
      ? {factory: withClient.get(operationId), needsClient: true}
      : withoutClient.has(operationId)
        ? {factory: withoutClient.get(operationId), needsClient: false}
        : undefined;
  await registerContract(app, 'control', factoryOf, options);
};
