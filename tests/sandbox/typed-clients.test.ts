// The typed clients the site publishes (plugins/typed-clients), installed as a reader installs them:
// the TypeScript package type-checks from a consumer under `strict`; both clients call every
// operation of ROOK's contract against a sandbox and get a 2xx answer its schema allows; both
// verifiers accept every webhook type the sandbox sends, signed, and refuse a forged signature.
import {execFile} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {contractFiles, loadContract} from '../../core/contract/load';
import {deref, type Raw} from '../../core/contract/model/schema';
import {hmacSha256Hex, signedMessage} from '../../core/contract/model/signature';
import {testWebhookTypes} from '../../core/data/generated/webhookTypes';
import {loadContracts} from '../../sandbox/contract/operations';
import {installTypedClients, pythonModuleDir, typedPackageDir} from '../support/typed-clients';
import {dataOf, demoAuth, startSandbox, validate, type TestSandbox} from './support';

const run = promisify(execFile);
const python = '/usr/bin/python3';
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);

interface Call {
  operationId: string;
  method: string;
  template: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: Raw;
}

/** Every operation of ROOK's contract with the arguments its samples use (the demo client's user, computed days). */
async function callsOfContract(userId: string, clientUuid: string): Promise<Call[]> {
  const {bundled} = await loadContract(contractFiles.rook);
  const fromEnv: Record<string, string> = {ROOK_USER_ID: userId, ROOK_CLIENT_UUID: clientUuid};
  const calls: Call[] = [];
  for (const [template, item] of Object.entries<Raw>(bundled.paths)) {
    for (const [method, operation] of Object.entries<Raw>(item)) {
      if (!operation?.operationId) continue;
      const call: Call = {operationId: operation.operationId, method: method.toUpperCase(), template, path: {}, query: {}};
      for (const reference of operation.parameters ?? []) {
        const parameter = deref(bundled, reference, 'parameters').value;
        const daysBack = parameter['x-sample-days-ago'];
        const value = fromEnv[parameter['x-sample-env']] ?? (typeof daysBack === 'number' ? daysAgo(daysBack) : parameter.example);
        if (value !== undefined && (parameter.required || parameter.in === 'path'))
          call[parameter.in as 'path' | 'query'][parameter.name] = String(value);
      }
      const body = deref(bundled, operation.requestBody, 'requestBodies').value;
      if (body) {
        call.body = {...body.content['application/json'].example};
        for (const [field, env] of Object.entries<string>(body['x-sample-env'] ?? {})) call.body[field] = fromEnv[env];
      }
      calls.push(call);
    }
  }
  return calls;
}

let sandbox: TestSandbox;
let calls: Call[];
type ClientModule = typeof import('../../plugins/typed-clients/package/index');
let client: ClientModule;
const {operations, demo} = await loadContracts();

/** What is wrong with one answer: a status outside 2xx, or a body its schema refuses. */
function problemsOf(operationId: string, status: number, body: unknown): string[] {
  if (status < 200 || status >= 300) return [`${operationId} answered ${status}: ${JSON.stringify(body)?.slice(0, 200)}`];
  const schema = operations.get(operationId)?.definition.responses[String(status)]?.content?.['application/json']?.schema;
  const error = schema && status !== 204 ? validate(schema, body) : null;
  return error ? [`${operationId} ${status}: ${error}`] : [];
}

beforeAll(async () => {
  [sandbox] = await Promise.all([startSandbox({startAt: `${today}T10:30:00Z`}), installTypedClients()]);
  calls = await callsOfContract(demo.userId, demo.clientUuid);
  client = (await import(pathToFileURL(path.join(typedPackageDir, 'dist/index.js')).href)) as ClientModule;
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the typed clients', () => {
  it('type-check from a consumer under strict, discriminating documents and notices', () => {
    const consumer = path.join(path.dirname(path.dirname(typedPackageDir)), '..', 'typed-client-consumer.mts');
    writeFileSync(
      consumer,
      [
        "import {createRookClient, verifyWebhook, servers, type DocumentOf, type WebhookPayload} from '@rook-docs/client';",
        "const rook = createRookClient({baseUrl: servers.sandbox, clientUuid: 'id', secretKey: 'key'});",
        "const {data} = await rook.GET('/v2/processed_data/sleep_health/summary', {params: {query: {user_id: 'u', date: '2022-10-28'}}});",
        'const seconds: number | null | undefined = data?.sleep_health.summary.sleep_summary.duration.sleep_duration_seconds_int;',
        'export function structureOf(payload: WebhookPayload): string {',
        "  if ('notification_type' in payload) return payload.notification_type;",
        "  if (payload.data_structure === 'sleep_summary') return payload.sleep_health.summary.sleep_summary.metadata.datetime_string;",
        '  return payload.data_structure;',
        '}',
        "const sleep: DocumentOf<'sleep_summary'>['data_structure'] = 'sleep_summary';",
        "export const checked = [seconds, sleep, await verifyWebhook('key', '{}', null).catch(() => undefined)];",
      ].join('\n'),
    );
    const program = ts.createProgram([consumer], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('TypeScript: every operation of the contract answers 2xx, as its schema says', async () => {
    const rook = client.createRookClient({baseUrl: sandbox.base, clientUuid: demoAuth.username, secretKey: demoAuth.password});
    expect(calls.length).toBe([...operations.values()].filter((op) => op.api === 'rook').length);
    const problems: string[] = [];
    for (const call of calls) {
      const send = rook.request as (
        method: string,
        url: string,
        init: object,
      ) => Promise<{data?: unknown; error?: unknown; response: Response}>;
      const {data, error, response} = await send(call.method.toLowerCase(), call.template, {
        params: {path: call.path, query: call.query},
        body: call.body,
      });
      problems.push(...problemsOf(call.operationId, response.status, data ?? error));
    }
    expect(problems).toEqual([]);
  });

  it('Python: every operation of the contract answers 2xx, as its schema says', async () => {
    const script = [
      'import json, sys',
      'from rook_docs_client import RookClient',
      'base, user, secret, calls = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])',
      'rook = RookClient(base, user, secret)',
      'out = []',
      'for call in calls:',
      '    kwargs = {**call["path"], **call["query"], **({"body": call["body"]} if call.get("body") is not None else {})}',
      '    answer = getattr(rook, call["name"])(**kwargs)',
      '    out.append({"operationId": call["operationId"], "status": answer.status, "data": answer.data})',
      'print(json.dumps(out))',
    ].join('\n');
    const snake = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    const args = [
      sandbox.base,
      demoAuth.username,
      demoAuth.password,
      JSON.stringify(calls.map((c) => ({...c, name: snake(c.operationId)}))),
    ];
    const {stdout} = await run(python, ['-c', script, ...args], {env: {PATH: process.env.PATH, PYTHONPATH: pythonModuleDir}});
    const answers = JSON.parse(stdout) as {operationId: string; status: number; data: unknown}[];
    expect(answers.map((a) => a.operationId)).toEqual(calls.map((c) => c.operationId));
    expect(answers.flatMap((a) => problemsOf(a.operationId, a.status, a.data))).toEqual([]);
  });

  it('verify every webhook type the sandbox sends, as the site computes the signature, and refuse a forged one', async () => {
    const control = sandbox.control();
    const {hash_key: hashKey} = dataOf(await control.GET('/_sandbox/settings'));
    const inbox = 'typed-clients';
    const url = `${sandbox.base}/inbox/${inbox}`;
    const requests = [
      ...testWebhookTypes.documents.map((type) => ({type})),
      ...testWebhookTypes.inBothPillars.map((type) => ({type, pillar: 'body_health' as const})),
      ...testWebhookTypes.notices.map((type) => ({type})),
    ];
    for (const request of requests)
      dataOf(await control.POST('/_sandbox/deliveries/test', {body: {...request, user_id: demo.userId, url}}));
    await sandbox.drain();
    const {messages} = dataOf(await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: inbox}}}));
    expect(messages.length).toBe(requests.length);
    const deliveries = messages.map((m) => ({body: JSON.stringify(m.body), hash: m.headers['x-rook-hash'] ?? ''}));
    for (const {body, hash} of deliveries) {
      const verified = await client.verifyWebhook(hashKey, body, hash);
      expect(verified.valid, body.slice(0, 120)).toBe(true);
      expect(verified.expected).toBe(await hmacSha256Hex(hashKey, signedMessage(JSON.parse(body)).message));
      expect((await client.verifyWebhook(hashKey, body, 'f'.repeat(64))).valid).toBe(false);
    }
    const script = [
      'import json, sys',
      'from rook_docs_client import verify_webhook',
      'key, deliveries = sys.argv[1], json.loads(sys.argv[2])',
      'print(json.dumps([[verify_webhook(key, d["body"], d["hash"]), verify_webhook(key, d["body"].encode(), "f" * 64)] for d in deliveries]))',
    ].join('\n');
    const {stdout} = await run(python, ['-c', script, hashKey, JSON.stringify(deliveries)], {
      env: {PATH: process.env.PATH, PYTHONPATH: pythonModuleDir},
    });
    expect(JSON.parse(stdout)).toEqual(deliveries.map(() => [true, false]));
  });
});
