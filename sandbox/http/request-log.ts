// Every answer carries a request id of the sandbox's own (ROOK publishes no such header), and each
// request a client's credentials passed is logged for that client: what it asked, what it got, how
// long it took and, when refused, the rule and where the docs explain it. The log is written in
// batches off the request's path (state/request-log.ts); secrets never reach it.
import {randomUUID} from 'node:crypto';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {Client} from '../state/rows';
import type {Store} from '../state/store';
import type {LogEntry, LoggedRequest, RequestLogWriter} from '../state/request-log';
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

/**
 * The logged text of each answer sent as shared bytes (a built document's JSON is written once and sent
 * to every read of it): made once, not once a request, and the same string each time, which the
 * writer's sharing of repeated answers then compares at the cost of a pointer. Kept as long as the bytes.
 */
const loggedAnswers = new WeakMap<Buffer, string | null>();

function loggedAnswer(sent: string | Buffer): string | null {
  if (typeof sent === 'string') return loggedBody(sent);
  let text = loggedAnswers.get(sent);
  if (text === undefined) loggedAnswers.set(sent, (text = loggedBody(sent)));
  return text;
}

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
  if (text.length <= BODY_LIMIT) return text;
  // A copy, not a slice: V8's slice of a long text keeps the whole text alive for as long as the entry waits.
  const start = Buffer.from(text.slice(0, BODY_LIMIT), 'utf8').toString('utf8');
  return `${start}… (cut at ${BODY_LIMIT} characters)`;
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

/** An answer as the log keeps it until written: as sent when short, else its logged text made at once. */
type KeptAnswer = {sent: string | Buffer} | {text: string | null};

/** A longer answer is made into its logged text at once, so that a waiting entry never holds it whole. */
function keptAnswer(payload: unknown): KeptAnswer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return {text: null};
  return payload.length <= BODY_LIMIT ? {sent: payload} : {text: loggedBody(payload)};
}

/**
 * A request as it left, waiting for the log. What costs something to make (the bodies' texts with
 * secrets removed, the two times as text) is made when the entry is written, and only for the
 * entries written: past a client's newest REQUESTS_KEPT in a batch, the writer drops the rest unmade.
 */
class PendingEntry implements LogEntry {
  constructor(
    readonly client_uuid: string,
    private readonly request: Omit<LoggedRequest, 'at' | 'sandbox_at' | 'request_body' | 'response_body'>,
    private readonly arrivedMs: number,
    private readonly sandboxArrivedMs: number,
    private readonly requestBody: string | null,
    private readonly answer: KeptAnswer,
  ) {}

  made(): LoggedRequest {
    return {
      ...this.request,
      at: new Date(this.arrivedMs).toISOString(),
      sandbox_at: new Date(this.sandboxArrivedMs).toISOString(),
      request_body: this.requestBody,
      response_body: 'sent' in this.answer ? loggedAnswer(this.answer.sent) : this.answer.text,
    };
  }
}

// Callback form, as every hook that never waits (README.md).
async function requestLog(app: FastifyInstance, {store, unlogged, writer, prefix}: RequestLogOptions): Promise<void> {
  app.decorateRequest('requestId', '');
  app.decorateRequest('loggedAnswer', undefined);
  app.addHook('onRequest', (request, reply, done) => {
    request.requestId = randomUUID();
    void reply.header(REQUEST_ID_HEADER, request.requestId);
    done();
  });
  if (!writer) return;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.client && request.client.client_uuid !== unlogged && !isQuietRead(request)) {
      const type = String(reply.getHeader('content-type') ?? '');
      request.loggedAnswer = TEXT_ANSWER.test(type) ? keptAnswer(payload) : {text: null};
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const client = request.client;
    if (client && request.loggedAnswer !== undefined) writer.add(pendingEntry(request, reply, client, store, prefix));
    done();
  });
}

function pendingEntry(request: FastifyRequest, reply: FastifyReply, client: Client, store: Store, prefix: string): PendingEntry {
  const failure = reply.statusCode >= 400 ? failureOf(reply) : undefined;
  const help = failure ? (/<([^>]+)>; rel="help"/.exec(String(reply.getHeader('link') ?? ''))?.[1] ?? null) : null;
  // When the request arrived, on both clocks (the client's offset as authentication read it).
  const arrivedMs = Date.now() - reply.elapsedTime;
  const sandboxArrivedMs = store.clock.now() - reply.elapsedTime + client.clock_offset_ms;
  const entry = {
    request_id: request.requestId,
    operation_id: operationIdOf(request) ?? '',
    method: request.method,
    path: request.url.startsWith(prefix) ? request.url.slice(prefix.length) : request.url,
    status: reply.statusCode,
    duration_ms: Math.round(reply.elapsedTime * 100) / 100,
    user_id: userOf(request),
    rule: failure?.message || null,
    help,
  };
  // The request's body is made now: a parsed body's size is unknown, and a waiting entry must not hold a large one whole.
  const requestBody = loggedBody(request.body);
  return new PendingEntry(client.client_uuid, entry, arrivedMs, sandboxArrivedMs, requestBody, request.loggedAnswer ?? {text: null});
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The id the answer carries in REQUEST_ID_HEADER, and its entry in the request log. */
    requestId: string;
    /** Undefined for a request the log leaves out; else its answer as kept for the log (a null text for an answer that is not text). */
    loggedAnswer: KeptAnswer | undefined;
  }
}

/** The request ids and the log as a plugin that reaches the root: every answer, failures included, carries its id. */
export const requestLogging = fp(requestLog, {name: 'sandbox-request-log'});
