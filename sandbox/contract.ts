// The only place the sandbox reads the contracts, through the site's single
// contract loader. Everything else gets plain objects from here.
import path from 'node:path';
import {loadContract} from '../plugins/openapi-reference/load';

// Loose JSON view of a dereferenced OpenAPI document.
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const contractFiles = {
  api: path.join(__dirname, '..', 'openapi', 'rook-api.yaml'),
  control: path.join(__dirname, '..', 'openapi', 'sandbox.yaml'),
};

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Media types the request body accepts; empty when there is no body. */
  bodyTypes: string[];
  bodyRequired: boolean;
  /** True when the operation lists basicAuth; false when it sets `security: []`. */
  basicAuth: boolean;
  definition: Json;
}

export interface Contracts {
  api: Json;
  control: Json;
  operations: Map<string, Operation>;
}

function operationsOf(document: Json): Operation[] {
  const result: Operation[] = [];
  for (const [route, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const definition = item[method];
      if (!definition) continue;
      const security = (definition.security ?? document.security ?? []) as Json[];
      result.push({
        operationId: definition.operationId,
        method: method.toUpperCase(),
        path: route,
        bodyTypes: Object.keys(definition.requestBody?.content ?? {}),
        bodyRequired: Boolean(definition.requestBody?.required),
        basicAuth: security.some((requirement) => 'basicAuth' in requirement),
        definition,
      });
    }
  }
  return result;
}

let loading: Promise<Contracts> | undefined;

/** Loads both contracts once per process (validated and dereferenced). */
export function loadContracts(): Promise<Contracts> {
  loading ??= (async () => {
    const [api, control] = await Promise.all([
      loadContract(contractFiles.api, {routeBasePath: '/api'}),
      loadContract(contractFiles.control, {routeBasePath: '/api/sandbox'}),
    ]);
    const operations = new Map<string, Operation>();
    for (const operation of [...operationsOf(api.dereferenced), ...operationsOf(control.dereferenced)]) {
      operations.set(operation.operationId, operation);
    }
    return {api: api.dereferenced as Json, control: control.dereferenced as Json, operations};
  })();
  return loading;
}

/** The 200 example of an operation, as written in the contract (the demo fixtures). */
export function successExample(operation: Operation): Json | undefined {
  const content = operation.definition.responses?.['200']?.content?.['application/json'];
  if (!content) return undefined;
  if (content.example !== undefined) return content.example;
  const first = Object.values<Json>(content.examples ?? {})[0];
  return first?.value;
}
