// How the sandbox answers what goes wrong: unknown URLs, validation failures
// (by the error rules in errors.ts), limits, oversized bodies and its own
// errors, always in one of the contract's error shapes (or a page, for the
// pages people open). A plugin that reaches the root, so every route shares it.
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {BudgetExceeded} from '../model/budgets';
import {detail, errorBody, messages, validationFailure, type Failure, type ValidationContext} from './errors';

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

export function sendFailure(reply: FastifyReply, failure: Failure) {
  if ('html' in failure) return reply.code(failure.status).type('text/html; charset=utf-8').send(failure.html);
  if (failure.headers) void reply.headers(failure.headers);
  return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
}

async function answerFailures(app: FastifyInstance, {prefix, bodyLimit}: {prefix: string; bodyLimit: number}): Promise<void> {
  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, errorBody(404, messages.notFound, 'NotFound', contractPath(request, prefix), request.method)),
  );

  app.setErrorHandler((error: FastifyError & {retryAfterSeconds?: number}, request, reply) => {
    const operationId = (request.routeOptions.config as {operationId?: string}).operationId ?? '';
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
