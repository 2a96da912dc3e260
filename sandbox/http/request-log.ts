// Every answer carries a request id of the sandbox's own (ROOK publishes no such header), and each
// request a client's credentials passed is logged for that client: what it asked, what it got, how
// long it took and, when refused, the rule and where the docs explain it. The log is written in
// batches off the request's path (state/request-log.ts); secrets never reach it.
import {randomUUID} from 'node:crypto';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {Store} from '../state/store';
import type {LoggedRequest, RequestLogWriter} from '../state/request-log';
import {failureOf, operationIdOf} from './failures';

const REQUEST_ID_HEADER = 'X-Sandbox-Request-Id';

/** The header the dashboard's polling sends: its reads are neither logged nor counted against the client's limits. */
const QUIET_HEADER = 'x-sandbox-quiet';

/** Reads that are not the reader's own calls: the log itself, and (with QUIET_HEADER) the dashboard's polling of the state it shows. */
const quietReads = new Set(['listSandboxRequests', 'getSandboxSettings', 'listSandboxUsers', 'listWebhookDeliveries', 'listInboxMessages']);

export function isQuietRead(request: FastifyRequest): boolean {
  const operationId = operationIdOf(request);
  if (operationId === 'listSandboxRequests') return true;
  return request.method === 'GET' && request.headers[QUIET_HEADER] === '1' && operationId !== undefined && quietReads.has(operationId);
}

/** Each body is kept up to this many characters: an error's whole answer, and the start of a long document. */
const BODY_LIMIT = 8_192;

const SECRET_KEYS = /^(secret_key|hash_key|secret|password|client_secret)$/i;
/** Whether a text may hold one of SECRET_KEYS as a JSON key: only then is it parsed (most answers are not, and parsing costs). */
const MAY_HOLD_SECRET = /"(secret_key|hash_key|secret|password|client_secret)"/i;

/** A body as text for the log: JSON with every secret replaced, cut at BODY_LIMIT. */
function loggedBody(body: unknown): string | null {
  if (body === undefined || body === null || (Buffer.isBuffer(body) && !body.length)) return null;
  let text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : JSON.stringify(body);
  if (MAY_HOLD_SECRET.test(text)) {
    try {
      text = JSON.stringify(
        JSON.parse(text, (key, value: unknown) => (SECRET_KEYS.test(key) && typeof value === 'string' ? '[removed]' : value)),
      );
    } catch {
      // Not JSON (form fields, plain text): kept as sent.
    }
  }
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… (cut at ${BODY_LIMIT} characters)` : text;
}

/** The user a request is about: its path's, its query's or its body's `user_id`. */
function userOf(request: FastifyRequest): string | null {
  const sources = [request.params, request.query, request.body] as unknown[];
  for (const source of sources) {
    const value = source && typeof source === 'object' ? (source as Record<string, unknown>).user_id : undefined;
    if (typeof value === 'string') return value;
  }
  return null;
}

const TEXT_ANSWER = /^(application\/json|text\/plain)/;

interface RequestLogOptions {
  store: Store;
  /** A client whose requests are never logged: the demo client of a public sandbox, which every reader shares. */
  unlogged: string | null;
  /** Null when the log is off (SANDBOX_REQUEST_LOG=0): the answers still carry their ids. */
  writer: RequestLogWriter | null;
  prefix: string;
}

async function requestLog(app: FastifyInstance, {store, unlogged, writer, prefix}: RequestLogOptions): Promise<void> {
  const answers = new WeakMap<FastifyRequest, string | null>();
  app.decorateRequest('requestId', '');
  app.addHook('onRequest', async (request, reply) => {
    request.requestId = randomUUID();
    void reply.header(REQUEST_ID_HEADER, request.requestId);
  });
  if (!writer) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.client && request.client.client_uuid !== unlogged && !isQuietRead(request)) {
      const type = String(reply.getHeader('content-type') ?? '');
      answers.set(
        request,
        TEXT_ANSWER.test(type) && (typeof payload === 'string' || Buffer.isBuffer(payload)) ? loggedBody(payload) : null,
      );
    }
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const client = request.client;
    if (!client || !answers.has(request)) return;
    const failure = reply.statusCode >= 400 ? failureOf(reply) : undefined;
    const help = /<([^>]+)>; rel="help"/.exec(String(reply.getHeader('link') ?? ''))?.[1] ?? null;
    const entry: LoggedRequest & {client_uuid: string} = {
      client_uuid: client.client_uuid,
      request_id: request.requestId,
      // When the request arrived, on both clocks (the client's offset as authentication read it).
      at: new Date(Date.now() - reply.elapsedTime).toISOString(),
      sandbox_at: new Date(store.clock.now() - reply.elapsedTime + client.clock_offset_ms).toISOString(),
      operation_id: operationIdOf(request) ?? '',
      method: request.method,
      path: request.url.startsWith(prefix) ? request.url.slice(prefix.length) : request.url,
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      user_id: userOf(request),
      request_body: loggedBody(request.body),
      response_body: answers.get(request) ?? null,
      rule: failure?.message || null,
      help: failure ? help : null,
    };
    writer.add(entry);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The id the answer carries in REQUEST_ID_HEADER, and its entry in the request log. */
    requestId: string;
  }
}

/** The request ids and the log as a plugin that reaches the root: every answer, failures included, carries its id. */
export const requestLogging = fp(requestLog, {name: 'sandbox-request-log'});
