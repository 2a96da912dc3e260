// What every request goes through before its handler: the strings it brings
// in (checked by input.ts) and the body
// checks the schemas cannot make (media type, presence, UTF-8, JSON bounds),
// then the body parsed as JSON or form text.
import type {FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction} from 'fastify';
import fp from 'fastify-plugin';
import type {Operation} from '../contract/operations';
import {errorBody, inputFailure, messages, missingBody, type Failure, type FieldProblem} from './errors';

import {contractPath, sendFailure} from './failures';
import {basicPair, bodyText, bodyValueProblem, jsonBoundsProblem, parameterProblem} from './input';

/** Operations that take a body's bytes as they came: the inbox stores them (a bytea column), whatever they hold. */
const keepsBytes = new Set(['receiveInboxMessage']);

/**
 * Every body is read as bytes and parsed where the operation allows its type (bodyGuard): a wrong
 * type always gets the contract's "Content-Type not supported!" answer, and no byte is replaced
 * before the sandbox has seen whether the body is UTF-8.
 */
async function readBodiesAsBytes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'buffer'}, (_request, body, done) => done(null, body));
  // The inbox's body schema describes what it takes (anything); its bytes are not validated against it.
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as {operationId?: string} | undefined)?.operationId;
    if (operationId && keepsBytes.has(operationId) && route.schema) delete route.schema.body;
  });
}

/** Bodies read as bytes on every route: a plugin that reaches the root. */
export const bodies = fp(readBodiesAsBytes, {name: 'sandbox-bodies'});

/** The Basic pair's problem, on operations that read it. */
function basicProblem(operation: Operation, request: FastifyRequest): FieldProblem | null {
  const text = operation.basicAuth ? basicPair(request.headers.authorization)?.problem : null;
  return text ? {context: 'headers', field: 'authorization', text} : null;
}

/**
 * The hook that refuses, before authentication, a path parameter, declared query parameter or
 * Basic pair the sandbox cannot take. (Node's HTTP parser already refuses a NUL or other control
 * character in any header, and decodes headers as Latin-1, which is always well-formed.)
 */
export function inputGuard(operation: Operation, prefix: string) {
  const declared = new Set<string>((operation.definition.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  return callbackHook((request, reply) => {
    const problem =
      parameterProblem('params', request.params as Record<string, unknown>) ??
      parameterProblem('querystring', request.query as Record<string, unknown>, declared) ??
      basicProblem(operation, request);
    if (problem) return sendFailure(reply, inputFailure(operation.operationId, problem, contractPath(request, prefix), request.method));
  });
}

/**
 * A check that answers a request it refuses (returning the reply) as a hook in Fastify's callback form
 * (README.md says why): the request goes on only when the check did not answer.
 */
function callbackHook(check: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (check(request, reply) === undefined) done();
  };
}

/** Many HTTP clients send `{}` with every POST: the control API's operations without a body take it as none. */
function emptyObject(operation: Operation, type: string, raw: Buffer): boolean {
  return operation.api === 'control' && type === 'application/json' && /^[ \t\r\n]*\{[ \t\r\n]*\}[ \t\r\n]*$/.test(raw.toString('latin1'));
}

/** A body's bytes as the value its media type gives (JSON, form fields or text), or the failure that refuses them. */
function parsedBody(raw: Buffer, type: string, operationId: string, path: string, method: string): {value: unknown} | {failure: Failure} {
  const text = bodyText(raw);
  if (text === null) return {failure: errorBody(400, messages.invalidUtf8, 'BadRequest', path, method)};
  let value: unknown = text;
  if (type === 'application/json') {
    const bounds = jsonBoundsProblem(text);
    if (bounds) return {failure: errorBody(400, bounds, 'BadRequest', path, method)};
    try {
      value = JSON.parse(text);
    } catch {
      return {failure: errorBody(400, messages.invalidJson, 'BadRequest', path, method)};
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    value = Object.fromEntries(new URLSearchParams(text));
  }
  const problem = bodyValueProblem(value);
  return problem ? {failure: inputFailure(operationId, problem, path, method)} : {value};
}

/** Body checks the schema cannot make: the media type, and presence. Then parses JSON or form text, within the input rules. */
export function bodyGuard(operation: Operation, prefix: string) {
  return callbackHook((request, reply) => {
    const path = contractPath(request, prefix);
    const raw = request.body as Buffer | undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const unsupported = () => sendFailure(reply, errorBody(400, messages.contentType, 'UnsupportedMediaType', path, request.method));
    if (!raw?.length) {
      if (operation.missingBodyStatus) return sendFailure(reply, missingBody(operation.missingBodyStatus, path, request.method));
      request.body = undefined;
      return;
    }
    if (!operation.bodyTypes.length) {
      if (!emptyObject(operation, type, raw)) return unsupported();
      request.body = undefined;
      return;
    }
    if (!operation.bodyTypes.includes(type)) return unsupported();
    if (keepsBytes.has(operation.operationId)) return;
    const parsed = parsedBody(raw, type, operation.operationId, path, request.method);
    if ('failure' in parsed) return sendFailure(reply, parsed.failure);
    request.body = parsed.value;
    return undefined;
  });
}
