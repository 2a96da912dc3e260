// The routes: each contract registered with fastify-openapi-glue on its own
// (ROOK's API, the sandbox's control API), each operation resolved to its
// handler with the hooks its contract asks for (limits, the input guard,
// authentication, the public mode's demo guard) and the body guard.
import type {FastifyInstance, onRequestHookHandler} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type {Json, Operation} from '../contract/operations';
import {byOperationId, type AnyHandlerFactory, type Services} from './handlers/context';
import {controlHandlers} from './handlers/control';
import {scenarioHandlers} from './handlers/scenarios';
import {rookHandler} from './handlers/rook';
import {demoReadOnly} from './public-mode';
import type {Limits} from './limits';
import {authenticator, bodyGuard, inputGuard} from './requests';

interface RouteOptions {
  services: Services;
  limits: Limits;
}

/** Registers one contract's operations with glue, each resolved to its handler by `factoryOf`. */
async function registerContract(
  app: FastifyInstance,
  specification: Json,
  factoryOf: (operation: Operation) => AnyHandlerFactory | undefined,
  {services, limits}: RouteOptions,
): Promise<void> {
  const {contracts, prefix} = services;
  const authenticate = authenticator(services.store, prefix, limits.failedLogin);
  function resolve(operationId: string) {
    const operation = contracts.operations.get(operationId)!;
    const factory = factoryOf(operation);
    if (!factory) throw new Error(`[sandbox] no handler for operation ${operationId}`);
    // Limits before authentication count addresses; the per-client one counts only a client whose pair passed.
    const guards = operation.basicAuth
      ? [authenticate, ...limits.perClient, ...(services.publicMode ? [demoReadOnly(operation, prefix)] : [])]
      : [];
    return {
      config: {operationId},
      // Addresses are counted first, so refused requests count too; strings are checked before authentication reads the Basic pair.
      onRequest: [...limits.beforeAuth(operation), inputGuard(operation, prefix), ...guards] as onRequestHookHandler[],
      preValidation: bodyGuard(operation, prefix),
      handler: factory(services, operation),
    };
  }
  // Typed as full route options, but glue adds the method, URL and schema itself.
  await app.register(openapiGlue, {specification, prefix, operationResolver: resolve as never});
}

/** ROOK's API (openapi/rook-api.yaml): what a reader's integration calls. */
export async function rookApiRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  await registerContract(app, options.services.contracts.api, rookHandler, options);
}

/** The sandbox's own control API and pages (openapi/sandbox.yaml): what ROOK's Portal, the SDKs and time do for a real integration. */
export async function controlApiRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const factories = byOperationId({...controlHandlers, ...scenarioHandlers});
  await registerContract(app, options.services.contracts.control, (operation) => factories.get(operation.operationId), options);
}

/** Response schemas stay in the contracts (tests validate every answer against them); serialising through them would silently drop fields. */
export function keepResponsesUnfiltered(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });
}
