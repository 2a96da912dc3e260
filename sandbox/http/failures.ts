// How the sandbox answers what goes wrong: unknown URLs, validation failures
// (by the error rules in errors.ts), limits, oversized bodies and its own
// errors, always in one of the contract's error shapes (or a page, for the
// pages people open). A plugin that reaches the root, so every route shares it.
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {BudgetExceeded} from '../model/budgets';
import type {Operation} from '../contract/operations';
import {detail, errorBody, messages, validationFailure, type Failure, type Help, type ValidationContext} from './errors';
import {helpUrl} from './help';

/** A failure a handler or guard throws: answered with its status and body, in the contract's shape. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(JSON.stringify(body));
  }
}

/** The request path as the contract writes it (without the mount prefix or the query). */
export function contractPath(request: FastifyRequest, prefix: string): string {
  const path = request.url.split('?')[0]!;
  return path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
}

/** What a failure was answered with, for the help link (set before the answer is sent) and the request log. */
export interface FailureNote {
  message: string;
  help: Help | undefined;
}

const failureNotes = new WeakMap<FastifyReply, FailureNote>();

/** The failure a reply answered, if it answered one. */
export const failureOf = (reply: FastifyReply): FailureNote | undefined => failureNotes.get(reply);

export function sendFailure(reply: FastifyReply, failure: Failure) {
  const message = 'html' in failure ? '' : 'detail' in failure.body ? failure.body.detail : failure.body.error;
  failureNotes.set(reply, {message, help: failure.help});
  if ('html' in failure) return reply.code(failure.status).type('text/html; charset=utf-8').send(failure.html);
  if (failure.headers) void reply.headers(failure.headers);
  return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
}

interface FailureOptions {
  prefix: string;
  bodyLimit: number;
  /** The contracts' operations by operationId: a failure's help may be a section of its operation's page. */
  operations: ReadonlyMap<string, Operation>;
}

/** The operation a request was routed to, if any. */
export const operationIdOf = (request: FastifyRequest): string | undefined =>
  (request.routeOptions.config as {operationId?: string} | undefined)?.operationId;

async function answerFailures(app: FastifyInstance, {prefix, bodyLimit, operations}: FailureOptions): Promise<void> {
  // Every refused request says where the docs explain why, in a standard header: the body keeps ROOK's shape.
  // Callback form, as every hook that never waits (README.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    const note = failureNotes.get(reply);
    if (note && reply.statusCode >= 400 && reply.statusCode < 500) {
      const operationId = operationIdOf(request);
      const url = helpUrl(note.help, note.message, reply.statusCode, operationId ? operations.get(operationId) : undefined);
      if (url) void reply.header('Link', `<${url}>; rel="help"`);
    }
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, errorBody(404, messages.notFound, 'NotFound', contractPath(request, prefix), request.method)),
  );

  app.setErrorHandler((error: FastifyError & {retryAfterSeconds?: number}, request, reply) => {
    const operationId = operationIdOf(request) ?? '';
    const path = contractPath(request, prefix);
    if (error instanceof HttpFailure) return sendFailure(reply, {status: error.status, body: error.body as {detail: string}});
    if (error instanceof BudgetExceeded) {
      if (error.status === 422) return sendFailure(reply, detail(422, error.message));
      return sendFailure(reply, {
        ...errorBody(429, error.message, 'TooManyRequests', path, request.method),
        headers: {'Retry-After': String(error.retryAfterSeconds)},
      });
    }
    if (error.validation)
      return sendFailure(
        reply,
        validationFailure(operationId, error.validationContext as ValidationContext, error.validation as never, path, request.method),
      );
    if (error.statusCode === 429) {
      return sendFailure(reply, {
        ...errorBody(429, `Too many requests, retry in ${error.retryAfterSeconds} seconds`, 'TooManyRequests', path, request.method),
        headers: {'Retry-After': String(error.retryAfterSeconds)},
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendFailure(reply, errorBody(413, `The body is larger than ${bodyLimit} bytes`, 'PayloadTooLarge', path, request.method));
    if (error.statusCode && error.statusCode < 500)
      return sendFailure(reply, errorBody(400, error.message, 'BadRequest', path, request.method));
    // The request's method and URL, so a 500 in the log says what was asked.
    request.log.error({err: error, method: request.method, url: request.url}, 'answered 500');
    return sendFailure(reply, errorBody(500, 'Internal sandbox error', 'InternalServerError', path, request.method));
  });
}

export const failures = fp(answerFailures, {name: 'sandbox-failures'});
