// What Fastify validates of a request to one operation, from its dereferenced definition: its
// path, query and header parameters as objects, and its body by media type. Responses stay in the
// contract (routes.ts). Written here rather than by a plugin that builds routes from a whole
// document: those validate the document against OpenAPI's own schema again on every start, which
// took a fifth of the sandbox's start-up, and the loader has already validated it (core/contract/load.ts).
import type {FastifySchema} from 'fastify';
import type {JsonObject} from '../contract/documents';
import type {Operation} from '../contract/operations';

type Parameter = NonNullable<Operation['definition']['parameters']>[number];

/** Where Fastify keeps each place a parameter can be in. Cookies have no schema in Fastify. */
const PLACES = {path: 'params', query: 'querystring', header: 'headers'} as const;

/** Fastify's URL for an OpenAPI path: `/users/{user_id}` is `/users/:user_id`. */
export const routeUrl = (path: string) => path.replace(/{(\w+)}/g, ':$1');

/** The parameters in one place as one object: each a property with its schema, the required ones listed. */
function objectOf(parameters: Parameter[]): JsonObject {
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    ...(required.length ? {required} : {}),
  };
}

/** Throws on a schema that refers to itself: a dereferenced cycle cannot be compiled, and must be a named $ref instead. */
function assertAcyclic(value: unknown, where: string, open = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null) return;
  if (open.has(value)) throw new Error(`[sandbox] ${where} has a schema that contains itself, which the sandbox cannot validate`);
  open.add(value);
  for (const child of Object.values(value)) assertAcyclic(child, where, open);
  open.delete(value);
}

/** The schema Fastify validates a request to `operation` with. */
export function requestSchema(operation: Operation): FastifySchema {
  const {parameters = [], requestBody} = operation.definition;
  const schema: Record<string, unknown> = {};
  for (const parameter of parameters)
    if (!(parameter.in in PLACES))
      throw new Error(
        `[sandbox] ${operation.operationId} has a ${parameter.in} parameter (${parameter.name}), which the sandbox cannot validate`,
      );
  for (const [place, key] of Object.entries(PLACES)) {
    const here = parameters.filter((parameter) => parameter.in === place);
    if (here.length) schema[key] = objectOf(here);
  }
  if (requestBody) {
    const content = Object.entries(requestBody.content).filter(([, media]) => media.schema);
    schema.body = {content: Object.fromEntries(content.map(([type, media]) => [type, {schema: media.schema}]))};
  }
  assertAcyclic(schema, operation.operationId);
  return schema as FastifySchema;
}
