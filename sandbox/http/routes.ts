// The two contracts as Fastify plugins (ROOK's API, the sandbox's control API and pages), each
// registered with fastify-openapi-glue on its own: every operation resolved to its handler, with
// the hooks its contract asks for (the limits, the input guard, and for an operation that needs a
// client, authentication, the per-client limit and the public mode's guards) and the body guard.
import type {FastifyInstance, FastifyPluginAsync, onRequestHookHandler} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import {servesDocument, type OpenApiDocument, type Operation} from '../contract/operations';
import {byOperationId, type AnyHandlerFactory, type Services} from './handlers/context';
import {controlHandlers, publicControlHandlers} from './handlers/control';
import {pageHandlers} from './handlers/pages';
import {scenarioHandlers} from './handlers/scenarios';
import {rookHandler} from './handlers/rook';
import {bodyGuard, inputGuard} from './requests';

interface ApiOptions {
  services: Services;
}

/** An operation's handler: from the table of operations that need a client, or of those that need none, as its contract says. */
type FactoryOf = (operation: Operation) => {factory: AnyHandlerFactory | undefined; needsClient: boolean} | undefined;

/** Registers one contract's operations with glue, each resolved to its handler by `factoryOf`. */
async function registerContract(
  app: FastifyInstance,
  specification: OpenApiDocument,
  factoryOf: FactoryOf,
  {services}: ApiOptions,
): Promise<void> {
  const {contracts, prefix} = services;
  function resolve(operationId: string) {
    const operation = contracts.operations.get(operationId)!;
    const found = factoryOf(operation);
    if (!found?.factory) throw new Error(`[sandbox] no handler for operation ${operationId}`);
    if (found.needsClient !== operation.basicAuth)
      throw new Error(
        `[sandbox] ${operationId} ${operation.basicAuth ? 'needs a client' : 'needs no client'} in its contract, but its handler is with the operations that ${found.needsClient ? 'do' : 'do not'}`,
      );
    // Limits before authentication count addresses; the per-client one counts only a client whose pair passed.
    // A processed-data read reads its user with its client: one round trip on a PostgreSQL server.
    const authenticate = servesDocument(operation) ? app.authenticateRead : app.authenticate;
    const guards = operation.basicAuth ? [authenticate, ...app.limits.perClient, ...app.publicModeGuards(operation)] : [];
    return {
      config: {operationId},
      // Addresses are counted first, so refused requests count too; strings are checked before authentication reads the Basic pair.
      onRequest: [...app.limits.beforeAuth(operation), inputGuard(operation, prefix), ...guards] as onRequestHookHandler[],
      preValidation: bodyGuard(operation, prefix),
      handler: found.factory(services, operation),
    };
  }
  // Response schemas stay in the contracts (tests validate every answer against them); serialising through them would silently drop fields.
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });
  // Typed as full route options, but glue adds the method, URL and schema itself.
  await app.register(openapiGlue, {specification, prefix, operationResolver: resolve as never});
}

/** ROOK's API (openapi/rook-api.yaml): what a reader's integration calls. Every operation needs a client. */
export const rookApi: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await registerContract(
    app,
    options.services.contracts.api,
    (operation) => ({factory: rookHandler(operation), needsClient: true}),
    options,
  );
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
  await registerContract(app, options.services.contracts.control, factoryOf, options);
};
