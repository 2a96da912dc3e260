// Who is calling: the client behind a request's Basic pair. The plugin gives every request a
// `client`, null until the `authenticate` hook (run on the operations that need a client) finds
// one; a handler of such an operation sees it narrowed to a Client (handlers/context.ts).
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {UserContext} from '../model/generator';
import type {Client} from '../state/rows';
import type {Store} from '../state/store';
import {errorBody, messages} from './errors';
import {contractPath, sendFailure} from './failures';
import {basicPair} from './input';

declare module 'fastify' {
  interface FastifyRequest {
    client: Client | null;
    /**
     * The user a read is about, read in the same round trip as its client (`authenticateRead`, on a PostgreSQL
     * server): its context, null when the client has no such user. Null when not read with the client.
     */
    readUser: {userId: string; context: UserContext | null} | null;
  }
  interface FastifyInstance {
    /** The hook that puts the caller's client on the request, or answers 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** As `authenticate`, for a call about the user its `user_id` (query or path) names: that user is read with the client. */
    authenticateRead(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  }
}

/** The username and secret of a Basic Authorization header, or null: also when either is not text the store can take. */
export function basicCredentials(header: string | undefined): [string, string] | null {
  const pair = basicPair(header);
  return pair && !pair.problem ? [pair.username, pair.secret] : null;
}

interface AuthOptions {
  store: Store;
  prefix: string;
}

/**
 * A failed login counts against the caller's address (the limits' `failedLogin`, which throws the
 * 429 once the address is past its limit), never against the client it names.
 */
async function clientAuth(app: FastifyInstance, {store, prefix}: AuthOptions): Promise<void> {
  app.decorateRequest('client', null);
  app.decorateRequest('readUser', null);
  const login = async (request: FastifyRequest, reply: FastifyReply, readsUser?: string) => {
    const pair = basicCredentials(request.headers.authorization);
    const found = pair && (await store.clients.authenticate(pair[0], pair[1], readsUser));
    if (!found) {
      await app.limits.failedLogin(request);
      // A script's call (the reference's try-it console) gets no challenge: browsers would answer it with a login dialog.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') reply.header('WWW-Authenticate', 'Basic realm="ROOK sandbox"');
      return sendFailure(reply, errorBody(401, messages.unauthorized, 'Unauthorized', contractPath(request, prefix), request.method));
    }
    request.client = found.client;
    if (readsUser !== undefined && found.user !== undefined) request.readUser = {userId: readsUser, context: found.user};
  };
  app.decorate('authenticate', (request: FastifyRequest, reply: FastifyReply) => login(request, reply));
  app.decorate('authenticateRead', (request: FastifyRequest, reply: FastifyReply) => {
    // As sent; the input guard, run before, has checked it is text the store can take.
    const userId =
      (request.query as Record<string, unknown> | undefined)?.user_id ?? (request.params as Record<string, unknown> | undefined)?.user_id;
    return login(request, reply, typeof userId === 'string' ? userId : undefined);
  });
}

export const auth = fp(clientAuth, {name: 'sandbox-auth', dependencies: ['sandbox-limits']});
