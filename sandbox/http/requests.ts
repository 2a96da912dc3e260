// What every request goes through before its handler: the client behind its
// Basic pair, and the body checks the schemas cannot make (media type,
// presence), then the body parsed as JSON or form text.
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import type {Operation} from '../contract';
import {errorBody, messages, missingBody} from '../errors';
import {contractPath} from '../handlers/context';
import type {Store} from '../store';
import {sendFailure} from './failures';

/** The username and secret of a Basic Authorization header, or null. */
export function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/**
 * The hook that puts the caller's client on the request, or answers 401. A failed login counts
 * against the caller's address (`onFailure`, which throws the 429 once the address is past its
 * limit), never against the client it names.
 */
export function authenticator(store: Store, prefix: string, onFailure: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pair = basicCredentials(request.headers.authorization);
    const client = pair && (await store.authenticate(pair[0], pair[1]));
    if (!client) {
      await onFailure(request);
      // A script's call (the reference's try-it console) gets no challenge: browsers would answer it with a login dialog.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') reply.header('WWW-Authenticate', 'Basic realm="ROOK sandbox"');
      return sendFailure(reply, errorBody(401, messages.unauthorized, 'Unauthorized', contractPath(request, prefix), request.method));
    }
    request.client = client;
  };
}

/**
 * Every body is read as text first and parsed where the operation allows its type (bodyGuard),
 * so a wrong type always gets the contract's "Content-Type not supported!" answer.
 */
export function readBodiesAsText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string'}, (_request, body, done) => done(null, body));
}

/** Body checks the schema cannot make: the media type, and presence. Then parses JSON or form text. */
export function bodyGuard(operation: Operation, prefix: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = contractPath(request, prefix);
    const raw = request.body as string | undefined;
    const empty = raw === undefined || raw === '';
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!empty && operation.bodyTypes.length && !operation.bodyTypes.includes(type)) {
      return sendFailure(reply, errorBody(400, messages.contentType, 'UnsupportedMediaType', path, request.method));
    }
    if (empty) {
      if (operation.bodyRequired) return sendFailure(reply, missingBody(operation.operationId, path, request.method));
      // An empty text is still a text (the inbox takes one); an empty JSON body is no body.
      request.body = type === 'text/plain' && operation.bodyTypes.includes(type) ? '' : undefined;
      return;
    }
    if (!operation.bodyTypes.length)
      return sendFailure(reply, errorBody(400, messages.contentType, 'UnsupportedMediaType', path, request.method));
    if (type === 'application/json') {
      try {
        request.body = JSON.parse(raw);
      } catch {
        return sendFailure(reply, errorBody(400, messages.invalidJson, 'BadRequest', path, request.method));
      }
    } else if (type === 'application/x-www-form-urlencoded') {
      request.body = Object.fromEntries(new URLSearchParams(raw));
    }
  };
}
