// The routes: both contracts registered with fastify-openapi-glue, each
// operation resolved to its handler with the hooks its contract asks for
// (limits, authentication, the public mode's demo guard) and the body guard.
import type {FastifyInstance, onRequestHookHandler} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type {Operation} from '../contract';
import {byOperationId, type Services} from '../handlers/context';
import {controlHandlers} from '../handlers/control';
import {rookHandler} from '../handlers/rook';
import {demoReadOnly} from '../public-mode';
import {authenticator, bodyGuard} from './requests';

interface RouteOptions {
  services: Services;
  /** The limit hooks of an operation (limits.ts). */
  limits: (operation: Operation) => onRequestHookHandler[];
}

export async function contractRoutes(app: FastifyInstance, {services, limits}: RouteOptions): Promise<void> {
  const {contracts, prefix} = services;
  const authenticate = authenticator(services.store, prefix);
  const controlFactories = byOperationId(controlHandlers);

  function resolve(operationId: string) {
    const operation = contracts.operations.get(operationId)!;
    const factory = operation.api === 'control' ? controlFactories.get(operationId) : rookHandler(operation);
    if (!factory) throw new Error(`[sandbox] no handler for operation ${operationId}`);
    const guards = operation.basicAuth ? [authenticate, ...(services.publicMode ? [demoReadOnly(operation, prefix)] : [])] : [];
    return {
      config: {operationId},
      onRequest: [...limits(operation), ...guards],
      preValidation: bodyGuard(operation, prefix),
      handler: factory(services, operation),
    };
  }

  // Response schemas stay in the contract (tests validate every answer against
  // it); serialising through them would silently drop fields instead.
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });
  await app.register(openapiGlue, {
    specification: contracts.served,
    prefix,
    // Typed as full route options, but glue adds the method, URL and schema itself.
    operationResolver: resolve as never,
  });
}
