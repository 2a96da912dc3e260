// Test harness: a real sandbox on a real port with a real database (in-memory
// PGlite, or a fresh database on the PostgreSQL server in SANDBOX_TEST_DATABASE_URL),
// and a client whose every answer is checked against the contracts.
import {randomBytes} from 'node:crypto';
import type {AddressInfo} from 'node:net';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {createDatabase} from '../../scripts/lib/postgres-cluster.mjs';
import {expect} from 'vitest';
import {sandboxControl, type SandboxControl} from '../../core/contract/sandbox-client';
import {createSandbox, type Sandbox, type SandboxOptions} from '../../sandbox/app';
import {clockStartingAt} from '../../sandbox/model/clock';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {sandboxDemoCredentials} from '../../core/data/sandbox';

/** ROOK's published demo pair, from the data module the guides read it from. */
export const demoAuth = {username: sandboxDemoCredentials.username, password: sandboxDemoCredentials.secret};

type Auth = {username: string; password: string};

const ajv = addFormats(new Ajv({strict: false, allErrors: true}));
const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();

export function validate(schema: Loose, value: unknown): string | null {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  return check(value) ? null : ajv.errorsText(check.errors);
}

/** The contract's Error and ValidationError schemas, which every 4xx body must match one of. */
async function errorSchemas(): Promise<Loose[]> {
  const api: Loose = (await loadContracts()).api;
  return [api.components.schemas.Error, api.components.schemas.ValidationError];
}

export async function isContractError(body: unknown): Promise<boolean> {
  const schemas = await errorSchemas();
  return schemas.some((schema) => validate(schema, body) === null);
}

/**
 * The body of a typed control call that must succeed (`s.control(auth).GET(...)`), else an error naming
 * the request, the status and the body it answered instead.
 */
export function dataOf<T>({data, error, response}: {data?: T; error?: unknown; response: Response}): T {
  if (data === undefined)
    throw new Error(`${response.url} answered ${response.status} instead of its success: ${JSON.stringify(error) ?? 'no body'}`);
  return data;
}

/** Creates an empty database on the test PostgreSQL server, when one is configured. */
export async function freshPostgresDatabase(): Promise<string | undefined> {
  const admin = process.env.SANDBOX_TEST_DATABASE_URL;
  return admin ? createDatabase(admin, `sandbox_test_${randomBytes(6).toString('hex')}`) : undefined;
}

interface Call {
  method?: string;
  auth?: Auth | null;
  body?: unknown;
  /** Sent as is, with this content type (defaults to JSON for `body`). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Loose;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: Loose = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (HTML pages, logos).
  }
  return {status: response.status, headers: response.headers, text, json};
}

interface TestSandboxOptions extends Omit<SandboxOptions, 'clock'> {
  /**
   * The instant the sandbox's clock starts at (ISO 8601, e.g. `2026-03-10T10:30:00Z`); it then
   * runs in real time. Required, so no test depends on the hour it runs at.
   */
  startAt: string;
}

export interface TestSandbox {
  sandbox: Sandbox;
  /** The instant the sandbox's clock started at, in milliseconds (before any client's offset). */
  startAt: number;
  base: string;
  origin: string;
  /** Calls an operation and asserts its answer matches the contract for the status it got. */
  call(operationId: string, path: string, call?: Call): Promise<Answer>;
  /**
   * The control API through the contract's typed client (core/contract/sandbox-client.ts), as `auth`
   * (the demo pair unless given; null for none), each answer checked against the contract as `call` checks it.
   */
  control(auth?: Auth | null): SandboxControl;
  /** Any request, no contract check (for fuzzing and pages). */
  fetch(path: string, call?: Call): Promise<Answer>;
  /** Waits until the deliveries due now are sent and recorded (the sandbox sends them in the background). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export async function startSandbox({startAt, ...options}: TestSandboxOptions): Promise<TestSandbox> {
  const start = Date.parse(startAt);
  if (!Number.isFinite(start)) throw new Error(`startSandbox: startAt "${startAt}" is not an instant`);
  const databaseUrl = await freshPostgresDatabase();
  const clock = clockStartingAt(start);
  // Public mode needs its public address before it starts: a hosted sandbox on loopback, as the tests reach it.
  const port = options.publicMode && !options.publicUrl ? await freePort() : 0;
  const publicUrl = port ? `http://127.0.0.1:${port}/sandbox` : undefined;
  const sandbox = await createSandbox({databaseUrl, rateLimitPerMinute: 0, tickIntervalMs: 0, clock, publicUrl, ...options});
  await sandbox.app.listen({port, host: '127.0.0.1'});
  const origin = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  const base = `${origin}/sandbox`;
  const contracts = await loadContracts();

  async function send(path: string, call: Call = {}): Promise<Answer> {
    const headers: Record<string, string> = {...call.headers};
    const auth = call.auth === undefined ? demoAuth : call.auth;
    if (auth) headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
    let body: string | Uint8Array | undefined = call.raw;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
      method: call.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
    });
    return answerOf(response);
  }

  /** Asserts an answer matches the contract for the status it got: no 5xx, a listed status, its schema, errors as the contract writes them. */
  async function check(operationId: string, answer: Answer): Promise<Answer> {
    const operation = contracts.operations.get(operationId);
    if (!operation) throw new Error(`unknown operation ${operationId}`);
    expect(answer.status, `${operationId} answered 5xx: ${answer.text}`).toBeLessThan(500);
    const response = operation.definition.responses[String(answer.status)] ?? operation.definition.responses.default;
    if (answer.status >= 400 && response?.content?.['text/html']) {
      // The pages people open answer their errors as pages, as the contract says.
      expect(answer.headers.get('content-type'), `${operationId} ${answer.status} is not a page`).toMatch(/^text\/html/);
    }
    if (answer.status === 429 && !response) {
      // The limits' answer, which any operation may give without listing it: the contract's Error shape.
      const api: Loose = (await loadContracts()).api;
      expect(validate(api.components.schemas.Error, answer.json), `${operationId} 429: ${answer.text}`).toBeNull();
      return answer;
    }
    expect(response, `${operationId} answered ${answer.status}, which the contract does not list`).toBeDefined();
    const schema = response?.content?.['application/json']?.schema;
    if (schema && answer.status !== 204)
      expect(validate(schema, answer.json), `${operationId} ${answer.status}: ${answer.text.slice(0, 300)}`).toBeNull();
    return answer;
  }

  // The typed client names a control operation by method and path template: the contract's operationId for each.
  const controlOperations = new Map(
    [...contracts.operations.values()]
      .filter((op) => op.api === 'control')
      .map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.operationId]),
  );

  return {
    sandbox,
    startAt: start,
    base,
    origin,
    fetch: send,
    drain: () => sandbox.drainDeliveries(),
    async call(operationId, path, call) {
      return check(operationId, await send(path, call));
    },
    control(auth = demoAuth) {
      const client = sandboxControl({baseUrl: base, pair: auth ? {client_uuid: auth.username, secret_key: auth.password} : undefined});
      client.use({
        async onResponse({request, response, schemaPath}) {
          const operationId = controlOperations.get(`${request.method} ${schemaPath}`);
          if (!operationId) throw new Error(`${request.method} ${schemaPath} is no operation of the control API`);
          await check(operationId, await answerOf(response.clone()));
        },
      });
      return client;
    },
    async close() {
      await sandbox.close();
    },
  };
}
