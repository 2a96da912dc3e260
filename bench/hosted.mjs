// The hosted shape, in the sandbox section of `npm run bench`:
// - the same requests as the sandbox section, for BENCH_SHAPE_SECONDS (default 6) each after 2 s
//   unmeasured, on one process with PGlite and on a PostgreSQL server with 1, 2 and 3 processes
//   (`--processes`), request limits off; the server is a throwaway cluster started as
//   `npm run test:sandbox:pg` starts one. Every shape is measured in each of BENCH_SHAPE_ROUNDS
//   (default 3) rounds, one round after another, and each figure is the median of its rounds;
// - beside them, on the same PostgreSQL server, a minimal server in the same shape with 1, 2 and 3 processes
//   (`baseline-server.mjs`): what splitting the load over processes costs on this machine without the sandbox;
// - the same on PostgreSQL as a host runs it: public mode with its request limits on, behind a load
//   balancer (SANDBOX_TRUST_PROXY, each request's address from X-Forwarded-For). The load is spread
//   over enough clients of its own, each at an address of its own, that none comes near half of its
//   limits, where a request would be decided in the database: what is measured is throughput, and
//   the non-2xx column shows any 429;
// - how long control calls take while the client's Data Webhook URL accepts connections and never
//   answers (a local TCP server), against the target of a p99 under 50 ms.
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../scripts/lib/free-port.mjs';
import {createDatabase, findPostgresBin, startPostgresCluster} from '../scripts/lib/postgres-cluster.mjs';
import autocannon from 'autocannon';
import {prepareBaselineDatabase, startBaselineServer} from './baseline-server.mjs';
import {auth, load, loadSummary, requests, sandboxCommand, stop} from './sandbox.mjs';
import {median, pairedRatios} from './stats.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shapeSeconds = Number(process.env.BENCH_SHAPE_SECONDS ?? 6);
/**
 * Rounds of every shape. On a shared two-core machine one shape's throughput moves by tens of percent from one
 * run to the next (which process accepts which of the 50 connections changes it, as does the machine's other
 * work), so each figure is the median of its rounds, and each round's 2 and 3 processes are compared with the
 * 1 process measured minutes before them.
 */
const shapeRounds = Number(process.env.BENCH_SHAPE_ROUNDS ?? 3);
/** Calls of each operation while the webhook does not answer, and how long one may take before it counts as stuck. */
const webhookCalls = Number(process.env.BENCH_WEBHOOK_CALLS ?? 20);
const webhookCapMs = Number(process.env.BENCH_WEBHOOK_CAP_MS ?? 10_000);
/** An operation stops being measured after this many calls hit the cap: its p99 is at least the cap by then. */
const CAPPED_ENOUGH = 2;

/** Seconds of each load sent before it is measured: a fresh process compiles its hot paths and fills its pools first. */
const WARM_UP_SECONDS = 2;
/** A client's requests a minute in public mode (the sandbox's default limit; an address may send twice as many). */
const CLIENT_LIMIT_PER_MINUTE = 600;
/** More requests a second than any public-mode shape has reached here (about 5,000), with room to spare. */
const PUBLIC_RATE_CEILING = 12_000;
/**
 * Clients (each at its own address) a public-mode load is spread over, fresh for each request: enough that
 * even at PUBLIC_RATE_CEILING, through the warm-up and the measured seconds, none sends half of its limit,
 * past which each of its requests would be decided in the database. (With 100 clients, a run at 4,000
 * requests a second took every client past half of its limit within the measured seconds.)
 */
const PUBLIC_CLIENTS = Math.ceil((PUBLIC_RATE_CEILING * (WARM_UP_SECONDS + shapeSeconds)) / (CLIENT_LIMIT_PER_MINUTE / 2));

export const hostedTargets = {
  shapes:
    'on PostgreSQL, throughput with 2 and 3 processes ≥ 0.9 × that of 1; 1 process within 2 × of PGlite (≥ 0.5 ×); p99 < 50 ms at 50 connections',
  webhookStall: 'control calls p99 < 50 ms while the Data Webhook URL does not answer',
};

/**
 * Starts `npm run sandbox`'s server and resolves once it logs that it is ready (every process listening),
 * with what it printed until then. The per-client request limit is off unless `limits` (then it is the
 * sandbox's default, whatever this environment says).
 * @param {string[]} args @param {Record<string, string>} env @param {number} [port] @param {{limits?: boolean}} [options]
 */
export async function startSandbox(args, env, port, {limits = false} = {}) {
  port ??= await freePort();
  const {SANDBOX_RATE_LIMIT: _set, ...inherited} = process.env;
  const command = sandboxCommand();
  const child = spawn(process.execPath, [...command.args, '--port', String(port), ...args], {
    cwd: root,
    env: {...inherited, ...command.env, ...(limits ? {} : {SANDBOX_RATE_LIMIT: '0'}), ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start in 120 s:\n${output}`)), 120_000);
    const collect = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (!/ready in \d+ ms/.test(output)) return;
      clearTimeout(timer);
      resolve(undefined);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
  return {child, base: `http://127.0.0.1:${port}/sandbox`, output};
}

/**
 * @typedef {Awaited<ReturnType<typeof load>> & {sandboxCpuMs: number, serverCpuMs: number | null}} ShapeRun
 * @typedef {ShapeRun & {roundsPerSecond: number[], worstP99Ms: number}} ShapeFigures
 *   The median of each figure over the rounds (non-2xx and errors: their sum), each round's throughput, and the largest p99 of a round.
 * @typedef {{shape: string, database: string, processes: number, publicMode: boolean, baseline: boolean, requests: Record<string, ShapeFigures>}} ShapeReport
 *   baseline: the minimal server of `baseline-server.mjs`, not the sandbox.
 * @typedef {{calls: number, capped: number, p50Ms: number, p99Ms: number}} CallTimes
 * @typedef {{capMs: number, operations: Record<string, CallTimes>, target: string}} WebhookStallReport
 * @typedef {{seconds: number, targets: typeof hostedTargets, shapes: ShapeReport[], skipped?: string,
 *   rounds: number, webhookStall: WebhookStallReport}} HostedReport
 */

/**
 * The same requests as the sandbox section, against one shape, each after WARM_UP_SECONDS unmeasured. In public
 * mode they are spread over PUBLIC_CLIENTS clients of their own, fresh for each request.
 * Beside each: the CPU time per request of the sandbox's processes and of the PostgreSQL server's (`server`, its
 * pid; PGlite runs inside the sandbox's process).
 * @param {string} shape @param {string[]} args @param {Record<string, string>} env @param {boolean} [publicMode] @param {number | null} [server]
 */
async function measureShape(shape, args, env, publicMode = false, server = null) {
  const port = await freePort();
  const publicEnv = {
    SANDBOX_PUBLIC: '1',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}/sandbox`,
    SANDBOX_TRUST_PROXY: '1',
    SANDBOX_START_AT: PUBLIC_START,
  };
  // Public mode with its limits on: 600 requests a client a minute, public mode's own per address.
  const {child, base} = await startSandbox(args, publicMode ? {...env, ...publicEnv} : env, port, {limits: publicMode});
  /** @type {Record<string, ShapeRun>} */
  const results = {};
  try {
    for (const request of requests) {
      const callers = publicMode ? await publicCallers(base, PUBLIC_CLIENTS, request.name) : null;
      console.log(
        `[bench] ${shape}: ${request.name}, 50 connections, ${shapeSeconds} s after ${WARM_UP_SECONDS} s unmeasured${callers ? `, ${callers.length} clients` : ''}`,
      );
      const run = (/** @type {number} */ seconds) => (callers ? loadAs(base, request, callers, seconds) : load(base, request, seconds));
      results[request.name] = await measureRun(run, /** @type {number} */ (child.pid), server);
    }
  } finally {
    await stop(child);
  }
  return results;
}

/**
 * One load after WARM_UP_SECONDS unmeasured, with the CPU time per request of the process `pid` and those below
 * it, and of the PostgreSQL server's (`server`, its pid).
 * @param {(seconds: number) => Promise<Awaited<ReturnType<typeof load>>>} run @param {number} pid @param {number | null} server
 * @returns {Promise<ShapeRun>}
 */
async function measureRun(run, pid, server) {
  await run(WARM_UP_SECONDS);
  const before = [treeCpuMs(pid), server ? treeCpuMs(server) : 0];
  const result = await run(shapeSeconds);
  const served = Math.max(1, result.requestsPerSecond * shapeSeconds);
  return {
    ...result,
    sandboxCpuMs: Number(((treeCpuMs(pid) - (before[0] ?? 0)) / served).toFixed(2)),
    serverCpuMs: server ? Number(((treeCpuMs(server) - (before[1] ?? 0)) / served).toFixed(2)) : null,
  };
}

/** The baseline server's one request: the processed-data read, whose answer it sends. */
const BASELINE_REQUEST = /** @type {(typeof requests)[number]} */ (requests.find((r) => r.name === 'processed-data GET'));

/**
 * The baseline server (`baseline-server.mjs`) with `processes` processes under the processed-data read's load.
 * @param {number} processes @param {string} databaseUrl @param {string} body @param {number | null} server
 * @returns {Promise<Record<string, ShapeRun>>}
 */
async function measureBaseline(processes, databaseUrl, body, server) {
  const {child, base} = await startBaselineServer({processes, port: await freePort(), databaseUrl, body});
  try {
    console.log(
      `[bench] baseline server, ${processes} process${processes > 1 ? 'es' : ''}: ${BASELINE_REQUEST.name}'s answer, 50 connections`,
    );
    const run = (/** @type {number} */ seconds) => load(base, BASELINE_REQUEST, seconds);
    return {[BASELINE_REQUEST.name]: await measureRun(run, /** @type {number} */ (child.pid), server)};
  } finally {
    await stop(child);
  }
}

/** The sandbox's answer to the processed-data read (one process on PGlite), which the baseline server sends. */
async function processedDataAnswer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-answer-'));
  const {child, base} = await startSandbox([], {SANDBOX_DATA_DIR: dataDir});
  try {
    const response = await fetch(base + BASELINE_REQUEST.path, {headers: {authorization: auth}});
    if (!response.ok) throw new Error(`the processed-data read answered ${response.status}`);
    return await response.text();
  } finally {
    await stop(child);
    rmSync(dataDir, {recursive: true, force: true});
  }
}

/** The parent of each running process, by pid. */
function parents() {
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parentOf.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]));
    } catch {
      // It ended meanwhile.
    }
  }
  return parentOf;
}

/** The CPU time (user and system, ms) a process and every process below it have used; processes that ended are left out. @param {number} root */
function treeCpuMs(root) {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, in clock ticks (100 a second on Linux).
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // It ended meanwhile.
    }
  }
  return total;
}

/** The pid of the PostgreSQL server listening on `port` (its command line names the port), or null. @param {number} port */
function serverPidOn(port) {
  for (const pid of parents().keys()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (path.basename(argv[0] ?? '') === 'postgres' && argv.some((arg, i) => arg === '-p' && argv[i + 1] === String(port))) return pid;
    } catch {
      // It ended meanwhile.
    }
  }
  return null;
}

/**
 * Public mode's clients are made at this sandbox time and read the day before it, which their linked source has
 * data for: the demo user's day is before they existed, and would be answered with an empty 204.
 */
const PUBLIC_START = '2026-03-10T10:30:00Z';
const PUBLIC_DAY = '2026-03-09';

/** The headers a public-mode caller sends: its client's Basic pair and its address. @typedef {{authorization: string, 'x-forwarded-for': string}} Caller */

let nextAddress = 1;
/** A private address no other caller of this run has had. */
function freshAddress() {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * `count` new clients, each created from and calling from an address of its own, each with the user the
 * requests name (created by its authorizer call) and an SDK source linked to it.
 * @param {string} base @param {number} count @param {string} label
 * @returns {Promise<Caller[]>}
 */
async function publicCallers(base, count, label) {
  /** @param {string} route @param {string} method @param {Record<string, string>} headers @param {unknown} [body] */
  const call = async (route, method, headers, body) => {
    const response = await fetch(base + route, {
      method,
      headers: {...headers, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`setting up the public-mode clients for ${label}: ${method} ${route} answered ${response.status} ${text}`);
    return text ? JSON.parse(text) : {};
  };
  const one = async () => {
    const address = freshAddress();
    const created = await call('/_sandbox/clients', 'POST', {'x-forwarded-for': address});
    const headers = {
      authorization: `Basic ${Buffer.from(`${created.client_uuid}:${created.secret_key}`).toString('base64')}`,
      'x-forwarded-for': address,
    };
    await call('/api/v1/user_id/demoUserId/data_source/Polar/authorizer', 'GET', headers);
    await call('/_sandbox/users/demoUserId/sdk_sources', 'POST', headers, {data_source: 'Apple Health'});
    return headers;
  };
  /** @type {Caller[]} */
  const callers = [];
  // Twenty at a time: set-up, not what is measured.
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(Array.from({length: Math.min(20, count - i)}, one));
    callers.push(...batch);
  }
  return callers;
}

/**
 * As `load`, 50 connections for `duration` seconds, each request from the next of `callers` in turn.
 * @param {string} base @param {(typeof requests)[number]} request @param {Caller[]} callers @param {number} duration
 */
async function loadAs(base, request, callers, duration) {
  let next = 0;
  const contentType = request.body ? {'content-type': 'application/json'} : {};
  const url = new URL(base + request.path.replace(/date=\d{4}-\d{2}-\d{2}/, `date=${PUBLIC_DAY}`));
  const result = await autocannon({
    url: url.toString(),
    connections: 50,
    duration,
    requests: [
      {
        method: request.method,
        path: url.pathname + url.search,
        body: request.body,
        setupRequest: (/** @type {import('autocannon').Request} */ req) => {
          const caller = /** @type {Caller} */ (callers[next++ % callers.length]);
          return {...req, headers: {...contentType, ...caller}};
        },
      },
    ],
  });
  return loadSummary(result);
}

/** @returns {Promise<HostedReport>} */
export async function benchHosted() {
  /** @type {Map<string, {shape: Omit<ShapeReport, 'requests'>, runs: Record<string, ShapeRun>[]}>} */
  const measured = new Map();
  /** @param {Omit<ShapeReport, 'requests'>} shape @param {Record<string, ShapeRun>} run */
  const record = (shape, run) => {
    const known = measured.get(shape.shape) ?? {shape, runs: []};
    known.runs.push(run);
    measured.set(shape.shape, known);
  };
  const bin = findPostgresBin();
  const skipped = bin ? undefined : 'PostgreSQL is not installed (apt-get install -y postgresql): the PostgreSQL shapes were not measured';
  const cluster = bin ? await startPostgresCluster(bin, {quiet: true}) : null;
  try {
    const answer = cluster ? await processedDataAnswer() : '';
    for (let round = 1; round <= shapeRounds; round += 1) {
      console.log(`[bench] hosted shape, round ${round} of ${shapeRounds}`);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-shape-'));
      try {
        const shape = {shape: 'PGlite, 1 process', database: 'PGlite', processes: 1, publicMode: false, baseline: false};
        record(shape, await measureShape(shape.shape, [], {SANDBOX_DATA_DIR: dataDir}));
      } finally {
        rmSync(dataDir, {recursive: true, force: true});
      }
      if (!cluster) continue;
      for (const publicMode of [false, true]) {
        for (const processes of [1, 2, 3]) {
          const name = `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}${publicMode ? ', public mode, limits on' : ''}`;
          const env = {DATABASE_URL: await createDatabase(cluster.url, `bench_shape_${round}_${processes}${publicMode ? '_public' : ''}`)};
          const shape = {shape: name, database: 'PostgreSQL', processes, publicMode, baseline: false};
          record(shape, await measureShape(name, ['--processes', String(processes)], env, publicMode, serverPidOn(cluster.port)));
        }
        if (publicMode) continue;
        const databaseUrl = await createDatabase(cluster.url, `bench_baseline_${round}`);
        await prepareBaselineDatabase(databaseUrl, auth);
        for (const processes of [1, 2, 3]) {
          const name = `baseline server, ${processes} process${processes > 1 ? 'es' : ''}`;
          const shape = {shape: name, database: 'PostgreSQL', processes, publicMode: false, baseline: true};
          record(shape, await measureBaseline(processes, databaseUrl, answer, serverPidOn(cluster.port)));
        }
      }
    }
  } finally {
    cluster?.stop();
  }
  const shapes = [...measured.values()].map(({shape, runs}) => ({...shape, requests: medianFigures(runs)}));
  return {
    seconds: shapeSeconds,
    rounds: shapeRounds,
    targets: hostedTargets,
    shapes,
    ...(skipped ? {skipped} : {}),
    webhookStall: await benchWebhookStall(),
  };
}

/**
 * A shape's figures over its rounds, by request: the median of each, the sum of non-2xx answers and errors.
 * @param {Record<string, ShapeRun>[]} runs @returns {Record<string, ShapeFigures>}
 */
function medianFigures(runs) {
  return Object.fromEntries(
    Object.keys(runs[0] ?? {}).map((name) => {
      const all = runs.map((run) => /** @type {ShapeRun} */ (run[name]));
      const middle = (/** @type {(run: ShapeRun) => number | null} */ figure) => median(all.map(figure)) ?? NaN;
      const server = all.some((run) => run.serverCpuMs !== null);
      return [
        name,
        {
          requestsPerSecond: Math.round(middle((run) => run.requestsPerSecond)),
          p50Ms: middle((run) => run.p50Ms),
          p99Ms: middle((run) => run.p99Ms),
          non2xx: all.reduce((sum, run) => sum + run.non2xx, 0),
          errors: all.reduce((sum, run) => sum + run.errors, 0),
          sandboxCpuMs: Number(middle((run) => run.sandboxCpuMs).toFixed(2)),
          serverCpuMs: server ? Number(middle((run) => run.serverCpuMs).toFixed(2)) : null,
          roundsPerSecond: all.map((run) => run.requestsPerSecond),
          worstP99Ms: Math.max(...all.map((run) => run.p99Ms)),
        },
      ];
    }),
  );
}

/** A TCP server that accepts every connection and never answers. */
async function unansweringServer() {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {net.AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/**
 * One call, timed; a call still unanswered after the cap is abandoned and counted at the cap.
 * @param {string} url @param {string} method @param {string} authorization @param {unknown} body
 */
async function timedCall(url, method, authorization, body, capMs = webhookCapMs) {
  const began = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers: {authorization, 'content-type': 'application/json'},
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(capMs),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return {ms: performance.now() - began, capped: false};
  } catch (error) {
    if (/** @type {Error} */ (error).name !== 'TimeoutError') throw error;
    return {ms: capMs, capped: true};
  }
}

/** Nearest-rank percentile. @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** @returns {Promise<WebhookStallReport>} */
async function benchWebhookStall() {
  const webhook = await unansweringServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-webhook-'));
  // A fixed start, so the documents due (and so the deliveries) are the same in every run.
  const {child, base} = await startSandbox([], {SANDBOX_DATA_DIR: dataDir, SANDBOX_START_AT: '2026-03-10T10:30:00Z'});
  /** @type {WebhookStallReport} */
  const report = {capMs: webhookCapMs, operations: {}, target: hostedTargets.webhookStall};
  try {
    const created = await fetch(`${base}/_sandbox/clients`, {method: 'POST', headers: {authorization: auth}});
    const client = /** @type {{client_uuid: string, secret_key: string}} */ (await created.json());
    const authorization = `Basic ${Buffer.from(`${client.client_uuid}:${client.secret_key}`).toString('base64')}`;
    console.log(
      `[bench] control calls while the Data Webhook URL never answers (${webhookCalls} calls each, capped at ${webhookCapMs} ms)`,
    );
    // Deliveries become due: a Data Webhook URL, a linked source and its pre-existing days, an hour later.
    // Not measured, so not waited for long: the sandbox carries on with a call its caller abandoned.
    const setupCapMs = 2_000;
    await timedCall(`${base}/_sandbox/settings`, 'PATCH', authorization, {data_webhook_url: webhook.url}, setupCapMs);
    await timedCall(`${base}/_sandbox/users/bench-user/sdk_sources`, 'POST', authorization, {data_source: 'Apple Health'}, setupCapMs);
    await timedCall(`${base}/_sandbox/clock/advance`, 'POST', authorization, {seconds: 3600}, setupCapMs);

    /** @type {Record<string, (i: number) => [string, string, unknown]>} */
    const operations = {
      advanceSandboxClock: () => ['/_sandbox/clock/advance', 'POST', {seconds: 60}],
      linkSdkSource: (i) => [`/_sandbox/users/bench-user-${i}/sdk_sources`, 'POST', {data_source: 'Apple Health'}],
      updateSandboxSettings: () => ['/_sandbox/settings', 'PATCH', {data_webhook_url: webhook.url}],
    };
    /** @type {Record<string, {ms: number, capped: boolean}[]>} */
    const times = Object.fromEntries(Object.keys(operations).map((name) => [name, []]));
    for (let i = 0; i < webhookCalls; i += 1) {
      for (const [name, call] of Object.entries(operations)) {
        const done = times[name] ?? [];
        if (done.filter((t) => t.capped).length >= CAPPED_ENOUGH) continue;
        const [route, method, body] = call(i);
        done.push(await timedCall(base + route, method, authorization, body));
      }
    }
    for (const [name, done] of Object.entries(times)) {
      const sorted = done.map((t) => t.ms).sort((a, b) => a - b);
      report.operations[name] = {
        calls: done.length,
        capped: done.filter((t) => t.capped).length,
        p50Ms: Math.round(percentile(sorted, 50)),
        p99Ms: Math.round(percentile(sorted, 99)),
      };
    }
  } finally {
    // Not SIGTERM: a graceful stop waits for every tick under way, and so for every delivery that never gets an answer.
    child.kill('SIGKILL');
    webhook.close();
    rmSync(dataDir, {recursive: true, force: true});
  }
  return report;
}

/** @param {HostedReport} report */
export function hostedTable(report) {
  const header = [
    'shape',
    'request',
    'req/s',
    'rounds',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'Node.js CPU ms/req',
    'PostgreSQL CPU ms/req',
  ];
  const rows = report.shapes.flatMap((s) =>
    Object.entries(s.requests).map(([name, r]) => [
      s.shape,
      name,
      r.requestsPerSecond,
      r.roundsPerSecond.join(' '),
      r.p50Ms,
      r.p99Ms,
      r.non2xx,
      r.errors,
      r.sandboxCpuMs,
      r.serverCpuMs ?? '',
    ]),
  );
  const lines = [...columns(header, rows)];
  if (report.skipped) lines.push(report.skipped);
  lines.push('', ...scalingLines(report.shapes), `Targets: ${report.targets.shapes}`);
  const stall = report.webhookStall;
  lines.push(
    '',
    `Control calls while the Data Webhook URL accepts connections and never answers (each call capped at ${stall.capMs} ms; ≥ when a capped call sets the figure):`,
    ...columns(
      ['operation', 'calls', 'capped', 'p50 ms', 'p99 ms'],
      Object.entries(stall.operations).map(([name, t]) => {
        const atLeast = (/** @type {number} */ ms) => (ms >= stall.capMs ? `≥ ${ms}` : ms);
        return [name, t.calls, t.capped, atLeast(t.p50Ms), atLeast(t.p99Ms)];
      }),
    ),
    `Target: ${stall.target}`,
  );
  return lines.join('\n');
}

/**
 * Throughput on PostgreSQL with 2 and 3 processes as a multiple of 1 process (limits off, and public mode with its
 * limits on), and PostgreSQL's 1 process as a multiple of PGlite's: each the median of the rounds' ratios (each
 * round's shapes against that round's 1 process or PGlite), with their range; and the largest p99 of any round, by
 * request. Below the processed-data read's, the same ratios of the baseline server, measured in the same rounds.
 * @param {ShapeReport[]} shapes
 */
function scalingLines(shapes) {
  const find = (/** @type {string} */ database, /** @type {number} */ processes, /** @type {boolean} */ publicMode, baseline = false) =>
    shapes.find((s) => s.database === database && s.processes === processes && s.publicMode === publicMode && s.baseline === baseline);
  const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'not met');
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const name of Object.keys(shapes[0]?.requests ?? {})) {
    const pglite = find('PGlite', 1, false)?.requests[name];
    for (const publicMode of [false, true]) {
      const [one, two, three] = [1, 2, 3].map((n) => find('PostgreSQL', n, publicMode)?.requests[name]);
      if (!one) continue;
      const twoVsOne = roundRatios(two, one);
      const threeVsOne = roundRatios(three, one);
      const worstP99 = Math.max(...[one, two, three].map((r) => r?.worstP99Ms ?? 0));
      const scaled = [twoVsOne, threeVsOne].every((ratio) => (ratio.median ?? 0) >= 0.9);
      const vsPglite = roundRatios(one, pglite);
      rows.push([
        name,
        publicMode ? 'public mode, limits on' : 'limits off',
        `${ratioText(twoVsOne)} / ${ratioText(threeVsOne)} (${mark(scaled)})`,
        publicMode ? '' : `${ratioText(vsPglite)} (${mark((vsPglite.median ?? 0) >= 0.5)})`,
        `${worstP99} (${mark(worstP99 < 50)})`,
      ]);
    }
    const [one, two, three] = [1, 2, 3].map((n) => find('PostgreSQL', n, false, true)?.requests[name]);
    if (one)
      rows.push([
        name,
        'baseline server (no sandbox)',
        `${ratioText(roundRatios(two, one))} / ${ratioText(roundRatios(three, one))} (this machine's)`,
        '',
        Math.max(...[one, two, three].map((r) => r?.worstP99Ms ?? 0)),
      ]);
  }
  return columns(
    [
      'request',
      'PostgreSQL shapes',
      '2 / 3 processes vs 1 (≥ 0.9×), median (range)',
      '1 process vs PGlite (≥ 0.5×)',
      'largest p99 ms of a round (< 50)',
    ],
    rows,
  );
}

/** Each round's throughput of `shape` against the same round's `baseline`. @param {ShapeFigures | undefined} shape @param {ShapeFigures | undefined} baseline */
const roundRatios = (shape, baseline) => pairedRatios(shape?.roundsPerSecond ?? [], baseline?.roundsPerSecond ?? []);

/** @param {import('./stats.mjs').Spread} ratio */
function ratioText(ratio) {
  if (ratio.median === null) return 'n/a';
  const x = (/** @type {number | null} */ n) => `${(n ?? NaN).toFixed(2)}×`;
  return `${x(ratio.median)} (${x(ratio.min)}–${x(ratio.max)})`;
}

/** @param {string[]} header @param {(string | number)[][]} rows */
export function columns(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const fmt = (/** @type {(string | number)[]} */ cells) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...rows.map(fmt)];
}
