// Runs documentation samples against a real sandbox: a recording proxy sits
// between the samples and the sandbox, so every request a sample makes, in
// any language, is checked against the contract.
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {vi} from 'vitest';
import {loadContracts, type Operation} from '../../sandbox/contract/operations';
import {DELIVERY_USER_AGENT} from '../../sandbox/delivery/outbox';
import {isJsonObject} from '../../sandbox/contract/documents';
import {dataOf, demoAuth, startSandbox, validate, type TestSandbox} from '../sandbox/support';
import {sampleEnv} from '../../core/contract/model/samples';
import {testWebhookTypes} from '../../core/data/generated/webhookTypes';
import {installTypedClients, pythonModuleDir} from '../support/typed-clients';
import {typedClients} from '../../plugins/typed-clients/paths';
import type {Runtime, Sample} from './extract';

/** The local sandbox's documented address (`npm start`); the guides' sandbox walk-throughs use it as is. */
const documentedSandbox = 'http://localhost:3000/sandbox';
/** The variable the guides' samples read the reader's own user id from (docs/api.mdx). */
export const READER_USER_ID = sampleEnv.userId;
/** The demo client's user (docs/sandbox.mdx). */
const demoUserId = 'demoUserId';
/** Set to 1, a webhook receiver on the pages refuses deliveries whose signature does not match; unset, it logs and accepts them. */
export const ENFORCE_SIGNATURE = 'ROOK_ENFORCE_SIGNATURE';
/** Debian's interpreter with python3-requests, not whatever `python3` is first on the PATH. */
const python = '/usr/bin/python3';

/**
 * The samples compute their dates from the real clock (`date -u +%F`, `Date.now()`), so the sandbox's
 * date follows the real UTC date, always at 10:30 or later: never near either end of a day. A sample is
 * not started in the last seconds of a real UTC day (longer than a sample takes to compute its dates).
 */
const SANDBOX_HOUR = 'T10:30:00Z';
const END_OF_DAY_MARGIN_MS = 30_000;
const utcDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** Where a Data Webhook document keeps its structures. */
const containers = ['physical_health', 'sleep_health', 'body_health', 'user_information', 'health_score_data'];

/** A webhook POST as the sandbox sent it. */
export interface Delivery {
  label: string;
  body: string;
  headers: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Exchange {
  method: string;
  path: string;
  status: number;
  body: string;
}

interface Outcome {
  exitCode: number | null;
  output: string;
  exchanges: Exchange[];
  /** What is wrong with the run, one line each; empty when it succeeded. */
  problems: string[];
}

const files: Record<Runtime, string> = {bash: 'sample.sh', node: 'sample.mjs', python: 'sample.py'};

// Each sample runs in its own temporary folder, never in the repository. The bound is generous: a
// rulebook sample that moves the clock over days sends hundreds of deliveries, which a loaded CI
// machine has taken over 30 s for; a sample that hangs still fails.
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env, timeout: timeoutMs, cwd: path.dirname(args.at(-1)!)});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({code, output}));
  });
}

/**
 * Where samples that import npm packages (a receiver's `express`, `fastify`) are written: under the
 * repository's node_modules, so Node resolves the packages this repository pins, as in a reader's project.
 */
const packageAwareDir = path.resolve(__dirname, '../../node_modules/.cache/rook-samples');

export function writeSample(sample: Pick<Sample, 'runtime' | 'code'>, {withPackages = false} = {}): string {
  const parent = withPackages ? packageAwareDir : tmpdir();
  mkdirSync(parent, {recursive: true});
  const file = path.join(mkdtempSync(path.join(parent, 'rook-sample-')), files[sample.runtime]);
  writeFileSync(file, sample.code);
  return file;
}

/**
 * Serves a Next.js route handler module as Next does: each request becomes a Web `Request` passed to
 * the function exported under its method, whose `Response` is sent back. Returns the server's file.
 */
function nextRouteServer(routeFile: string): string {
  const route = path.join(path.dirname(routeFile), 'route.mjs');
  writeFileSync(route, readFileSync(routeFile, 'utf8'));
  const server = path.join(path.dirname(routeFile), 'next-route-server.mjs');
  writeFileSync(
    server,
    [
      "import {createServer} from 'node:http';",
      "import * as route from './route.mjs';",
      'createServer(async (req, res) => {',
      '  const chunks = [];',
      '  for await (const chunk of req) chunks.push(chunk);',
      "  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);",
      '  const request = new Request(`http://${req.headers.host}${req.url}`, {method: req.method, headers: req.headers, body});',
      '  const handler = route[req.method];',
      '  const response = handler ? await handler(request) : new Response(null, {status: 405});',
      '  res.writeHead(response.status, Object.fromEntries(response.headers));',
      '  res.end(Buffer.from(await response.arrayBuffer()));',
      '}).listen(Number(process.env.PORT));',
    ].join('\n'),
  );
  return server;
}

/** Parses without running: `bash -n`, `node --check`, `py_compile`. */
export async function syntaxCheck(sample: Pick<Sample, 'runtime' | 'code'>): Promise<string | null> {
  const file = writeSample(sample);
  const [command, args] =
    sample.runtime === 'bash'
      ? ['bash', ['-n', file]]
      : sample.runtime === 'node'
        ? [process.execPath, ['--check', file]]
        : [python, ['-m', 'py_compile', file]];
  const {code, output} = await run(command, args, process.env);
  return code === 0 ? null : output.trim();
}

function templateRegex(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

export class SampleHarness {
  private constructor(
    readonly sandbox: TestSandbox,
    private readonly proxy: Server,
    /** What the samples see as ROOK_API_URL. */
    readonly apiUrl: string,
    private readonly operations: Operation[],
    private readonly log: Exchange[],
  ) {}

  static async start(): Promise<SampleHarness> {
    const sandbox = await startSandbox({startAt: `${utcDate(Date.now())}${SANDBOX_HOUR}`});
    const target = new URL(sandbox.origin);
    const log: Exchange[] = [];
    const proxy = createServer((req, res) => {
      const upstream = httpRequest(
        {host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers},
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            // The sandbox's own webhook deliveries come through here when a scenario points a client's webhooks at the
            // address the sample called: they are not the sample's calls (a scenario's rejecting receiver answers 500 on purpose).
            if (req.headers['user-agent'] !== DELIVERY_USER_AGENT)
              log.push({method: req.method ?? 'GET', path: req.url ?? '/', status: answer.statusCode ?? 0, body: body.toString('utf8')});
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
          });
        },
      );
      upstream.on('error', (error) => res.writeHead(502).end(String(error)));
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/sandbox`;
    const {operations} = await loadContracts();
    return new SampleHarness(sandbox, proxy, apiUrl, [...operations.values()], log);
  }

  /** The client and user the samples run as: the demo pair and its user, unless useReaderClient made a reader's own. */
  private reader: {client: string; secret: string; user: string} | null = null;

  /**
   * Runs the next samples as a stranger would: a client of their own (a real client_uuid, not the demo
   * pair's name) with one user whose earlier days have data, linked as the dashboard links one.
   */
  async useReaderClient(): Promise<{client: string; secret: string; user: string}> {
    const created = dataOf(await this.sandbox.control(null).POST('/_sandbox/clients'));
    const own = this.sandbox.control({username: created.client_uuid, password: created.secret_key});
    const user = 'samples-reader';
    dataOf(await own.POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: user}}, body: {data_source: 'Apple Health'}}));
    // And an API source, through its consent page, as a user of the reader's app would.
    const auth = {username: created.client_uuid, password: created.secret_key};
    const authorizer = await this.sandbox.call('getDataSourceAuthorizer', `/api/v1/user_id/${user}/data_source/Garmin/authorizer`, {auth});
    const consent = await this.sandbox.fetch(authorizer.json.authorization_url, {
      auth: null,
      raw: 'decision=allow',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    if (consent.status !== 303) throw new Error(`the reader's Garmin consent answered ${consent.status}`);
    this.reader = {client: created.client_uuid, secret: created.secret_key, user};
    return this.reader;
  }

  /** Runs the next samples as the demo pair, as the guides are written. */
  useDemoClient(): void {
    this.reader = null;
  }

  env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      [sampleEnv.host]: this.apiUrl,
      [sampleEnv.user]: this.reader?.client ?? demoAuth.username,
      [sampleEnv.password]: this.reader?.secret ?? demoAuth.password,
      // The reader's own user: the demo client's user, which has data, when the samples run as the demo pair.
      [READER_USER_ID]: this.reader?.user ?? demoUserId,
    };
  }

  private operationOf(exchange: Exchange): Operation | undefined {
    const {pathname} = new URL(exchange.path, 'http://x');
    const inner = pathname.replace(/^\/sandbox/, '');
    return this.operations.find((op) => op.method === exchange.method && templateRegex(op.path).test(inner));
  }

  /** Problems with one exchange: a status the contract does not list, or a body that breaks its schema. */
  check(exchange: Exchange): string[] {
    const where = `${exchange.method} ${exchange.path} → ${exchange.status}`;
    if (exchange.status < 200 || exchange.status >= 300) return [`${where}: a sample must succeed (${exchange.body.slice(0, 200)})`];
    const operation = this.operationOf(exchange);
    // The inbox and the consent pages are sandbox conveniences outside both contracts.
    if (!operation) return /^\/sandbox\/(inbox|connect)\//.test(exchange.path) ? [] : [`${where}: no contract operation matches`];
    const response = operation.definition.responses[String(exchange.status)];
    if (!response) return [`${where}: ${operation.operationId} does not list this status`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema || exchange.status === 204) return [];
    let body: unknown;
    try {
      body = JSON.parse(exchange.body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const error = validate(schema, body);
    return error ? [`${where}: ${operation.operationId} answer breaks the contract: ${error}`] : [];
  }

  /**
   * The step a reader does in the browser between two samples: opens the
   * authorization URL an authorizer call returned and presses Allow.
   */
  private async consent(exchanges: Exchange[]): Promise<void> {
    for (const exchange of exchanges) {
      if (!/\/authorizer(\?|$)/.test(exchange.path) || exchange.status !== 200) continue;
      const {authorized, authorization_url: url} = JSON.parse(exchange.body) as {authorized: boolean; authorization_url?: string};
      if (authorized || !url) continue;
      const answer = await fetch(url.replace(this.sandbox.base, this.apiUrl), {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: 'decision=allow',
        redirect: 'manual',
      });
      if (answer.status !== 303) throw new Error(`consent for ${url} answered ${answer.status}`);
    }
  }

  /** Returns the demo client to its first state (demo users back, no webhook URLs, no clock offset). */
  async reset(): Promise<void> {
    await this.sandbox.control().POST('/_sandbox/reset');
  }

  /**
   * Keeps the demo client's date the real UTC date (see SANDBOX_HOUR): waits out the last seconds of a
   * real day (bounded), then, when the real date has moved past the sandbox's, moves the demo client's
   * clock to 10:30 of the real date.
   */
  async followRealDate(): Promise<void> {
    await vi.waitFor(
      () => {
        const now = Date.now();
        if (Date.parse(`${utcDate(now + END_OF_DAY_MARGIN_MS)}T00:00:00Z`) > now) throw new Error('the real UTC day is ending');
      },
      {timeout: END_OF_DAY_MARGIN_MS + 10_000, interval: 200},
    );
    const target = Date.parse(`${utcDate(Date.now())}${SANDBOX_HOUR}`);
    const control = this.sandbox.control();
    const sandboxNow = Date.parse(dataOf(await control.GET('/_sandbox/settings')).clock.now);
    if (sandboxNow < target) {
      const seconds = Math.ceil((target - sandboxNow) / 1000);
      await control.POST('/_sandbox/clock/advance', {body: {seconds}});
    }
  }

  /**
   * Runs something that sends requests through the proxy (a sample, Postman's runner) and checks every
   * exchange it made. The sandbox's date is the real UTC date while it runs (followRealDate).
   */
  async checked<T>(send: () => Promise<T>): Promise<{result: T; exchanges: Exchange[]; problems: string[]}> {
    await this.followRealDate();
    const start = this.log.length;
    const result = await send();
    const exchanges = this.log.slice(start);
    return {result, exchanges, problems: exchanges.flatMap((exchange) => this.check(exchange))};
  }

  /** Runs a sample to its end and checks everything it sent and got. */
  async runSample(sample: Pick<Sample, 'runtime' | 'code' | 'modules'>): Promise<Outcome> {
    const code = sample.code.replaceAll(documentedSandbox, this.apiUrl);
    // A sample that starts from a typed client finds it installed, as after the guide's install step.
    const typed = [typedClients.typescript.name, typedClients.python.module].some((name) => code.includes(name));
    if (typed) await installTypedClients();
    const file = writeSample({...sample, code}, {withPackages: typed && sample.runtime === 'node'});
    for (const [title, module] of Object.entries(sample.modules ?? {}))
      writeFileSync(path.join(path.dirname(file), title), module.replaceAll(documentedSandbox, this.apiUrl));
    const [command, args] =
      sample.runtime === 'bash' ? ['bash', ['-eu', file]] : sample.runtime === 'node' ? [process.execPath, [file]] : [python, [file]];
    const env = typed ? {...this.env(), PYTHONPATH: pythonModuleDir} : this.env();
    const {result, exchanges, problems} = await this.checked(() => run(command, args, env));
    const {code: exitCode, output} = result;
    if (exitCode !== 0) problems.unshift(`exited with ${exitCode}: ${output.trim().slice(-600)}`);
    if (!problems.length) await this.consent(exchanges);
    return {exitCode, output, exchanges, problems};
  }

  /**
   * One Notification Webhook of every notice type, as the sandbox sends them (body and headers), for a
   * client and one of its users: test webhooks (sendTestWebhook), signed and delivered like real notices.
   */
  async collectNotices(client: {uuid: string; secret: string}, userId: string): Promise<Delivery[]> {
    const control = this.sandbox.control({username: client.uuid, password: client.secret});
    const inbox = `samples-notices-${client.uuid}`;
    const settings = await control.PATCH('/_sandbox/settings', {body: {notification_webhook_url: `${this.sandbox.base}/inbox/${inbox}`}});
    if (!settings.data) throw new Error(`updateSandboxSettings answered ${settings.response.status}`);
    const aboutSource = new Set(['data_source_linked', 'data_source_unlinked', 'failed_extraction']);
    for (const type of testWebhookTypes.notices) {
      const source = aboutSource.has(type) ? {data_source: 'Garmin'} : {};
      const sent = await control.POST('/_sandbox/deliveries/test', {body: {type, user_id: userId, ...source}});
      if (!sent.data) throw new Error(`sendTestWebhook ${type} answered ${sent.response.status}`);
    }
    await this.sandbox.drain();
    const listed = await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: inbox}}});
    if (!listed.data) throw new Error(`listInboxMessages answered ${listed.response.status}`);
    return listed.data.messages.map((message) => {
      const body = message.body as {notification_type: string};
      return {
        label: `notice.${body.notification_type}`,
        body: JSON.stringify(body),
        headers: {'x-rook-hash': message.headers['x-rook-hash']!},
      };
    });
  }

  /**
   * Every kind of Data Webhook document the sandbox sends, as it sent them
   * (body and headers), for a fresh client: a user with Garmin (API source)
   * and Apple Health (SDK source) linked, user information stored, and a day
   * of sandbox time passed. One delivery per `data_structure`.
   */
  async collectDeliveries(): Promise<{client: {uuid: string; secret: string; hashKey: string}; deliveries: Delivery[]}> {
    const created = dataOf(await this.sandbox.control().POST('/_sandbox/clients'));
    const auth = {username: created.client_uuid, password: created.secret_key};
    const control = this.sandbox.control(auth);
    const inbox = `samples-${auth.username}`;
    await control.PATCH('/_sandbox/settings', {body: {data_webhook_url: `${this.sandbox.base}/inbox/${inbox}`}});
    const user = 'samples-user';
    const authorizer = await this.sandbox.call('getDataSourceAuthorizer', `/api/v1/user_id/${user}/data_source/Garmin/authorizer`, {auth});
    const consent = await this.sandbox.fetch(authorizer.json.authorization_url, {
      auth: null,
      raw: 'decision=allow',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    if (consent.status !== 303) throw new Error(`consent answered ${consent.status}`);
    await control.POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: user}}, body: {data_source: 'Apple Health'}});
    const now = dataOf(await control.GET('/_sandbox/settings')).clock.now.replace('Z', '+00:00');
    await this.sandbox.call('createUserInformation', '/api/v2/user-information', {
      auth,
      body: {datetime: now, user_id: user, height_cm_int: 172, weight_kg_float: 68.4, sex_string: 'female'},
    });
    await control.POST('/_sandbox/clock/advance', {body: {seconds: 86_400}});
    await this.sandbox.drain();
    const {messages} = dataOf(await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: inbox}}}));
    // Keyed by container too: heart_rate_event, for one, exists in the physical and the body pillar.
    const byStructure = new Map<string, Delivery>();
    for (const {body, headers} of messages) {
      if (!isJsonObject(body)) throw new Error(`inbox ${inbox} holds a body that is no health document: ${JSON.stringify(body)}`);
      const container = containers.find((key) => body[key]);
      const label = `${container}.${body.data_structure}`;
      if (!byStructure.has(label))
        byStructure.set(label, {label, body: JSON.stringify(body), headers: {'x-rook-hash': headers['x-rook-hash']!}});
    }
    return {client: {uuid: auth.username, secret: auth.password, hashKey: created.hash_key}, deliveries: [...byStructure.values()]};
  }

  /**
   * Starts a webhook receiver sample on a free port (it reads PORT, and the
   * hash key from ROOK_HASH_KEY), posts each delivery as the sandbox sent it,
   * then a malformed body, then a delivery with a forged signature, then the
   * first delivery again: the receiver must accept every delivery, refuse the
   * malformed and the forged one with a 4xx and still be running afterwards.
   */
  /**
   * Runs a webhook receiver and posts every delivery, a malformed body and a forged signature to it.
   * A forged delivery must be logged (its body, the header and the expected signature in the output)
   * and accepted, or refused with a 4xx when `enforce` sets ROOK_ENFORCE_SIGNATURE=1.
   */
  async runReceiver(
    sample: Pick<Sample, 'runtime' | 'code' | 'nextRoute'>,
    deliveries: Delivery[],
    hashKey: string,
    {enforce}: {enforce: boolean},
  ): Promise<string[]> {
    const port = await freePort();
    const written = writeSample(sample, {withPackages: sample.runtime === 'node'});
    const file = sample.nextRoute ? nextRouteServer(written) : written;
    const [command, args] = sample.runtime === 'node' ? [process.execPath, [file]] : [python, [file]];
    const env = {...this.env(), PORT: String(port), ROOK_HASH_KEY: hashKey, ...(enforce ? {[ENFORCE_SIGNATURE]: '1'} : {})};
    const child = spawn(command, args, {env, cwd: path.dirname(file)});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${port}/rook/webhook`;
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body}).then((r) => r.status);
    const problems: string[] = [];
    try {
      await vi.waitFor(
        async () => {
          // A receiver that exited ends the wait at once; it is reported below.
          if (child.exitCode !== null) return;
          await post('{}').catch(() => {
            throw new Error('the receiver is not listening yet');
          });
        },
        {timeout: 20_000, interval: 200},
      );
      if (child.exitCode !== null) throw new Error(`the receiver exited with ${child.exitCode}: ${output}`);
      for (const delivery of deliveries) {
        const status = await post(delivery.body, delivery.headers);
        if (status < 200 || status > 202) problems.push(`${delivery.label}: answered ${status} (ROOK counts it as rejected)`);
      }
      const malformed = await post('{"data_structure": "physical_sum');
      if (malformed < 400 || malformed >= 500) problems.push(`a malformed body: answered ${malformed}, expected a 4xx`);
      // A forged one of each: the receiver must log, for each, the signature it expected (the real one).
      for (const delivery of deliveries) problems.push(...(await this.postForged(post, delivery, () => output, enforce)));
      if (deliveries[0] && (await post(deliveries[0].body, deliveries[0].headers)) > 202)
        problems.push('after a malformed body it no longer accepts deliveries');
    } catch (error) {
      problems.push(String(error));
    } finally {
      child.kill();
      await exited;
    }
    return problems.length ? [...problems, `output: ${output.slice(-600)}`] : [];
  }

  /** Posts a real delivery with a forged X-ROOK-HASH and checks the answer and what the receiver logged. */
  private async postForged(
    post: (body: string, headers?: Record<string, string>) => Promise<number>,
    delivery: Delivery,
    output: () => string,
    enforce: boolean,
  ): Promise<string[]> {
    const forgedHash = 'f'.repeat(64);
    const status = await post(delivery.body, {'x-rook-hash': forgedHash});
    const problems: string[] = [];
    if (enforce && (status < 400 || status >= 500))
      problems.push(`${delivery.label} with a forged X-ROOK-HASH and enforcement on: answered ${status}, expected a 4xx`);
    if (!enforce && (status < 200 || status > 202))
      problems.push(`${delivery.label} with a forged X-ROOK-HASH without enforcement: answered ${status}, expected it logged and accepted`);
    // The body as sent: its user_id is enough to find it in any language's log format.
    const logged = {
      header: forgedHash,
      expected: delivery.headers['x-rook-hash']!,
      body: (JSON.parse(delivery.body) as {user_id: string}).user_id,
    };
    await vi
      .waitFor(
        () => {
          const missing = Object.entries(logged).filter(([, value]) => !output().includes(value));
          if (missing.length)
            throw new Error(`${delivery.label} with a forged X-ROOK-HASH: the log lacks the ${missing.map(([name]) => name).join(', ')}`);
        },
        {timeout: 5_000, interval: 200},
      )
      .catch((error: unknown) => problems.push(String(error)));
    return problems;
  }

  async close(): Promise<void> {
    const closed = new Promise((resolve) => this.proxy.close(resolve));
    // The samples' HTTP clients keep their connections open, and close() would wait out their
    // keep-alive (8 s here); nothing is sent through the proxy any more.
    this.proxy.closeAllConnections();
    await closed;
    await this.sandbox.close();
  }
}
