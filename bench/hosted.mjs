// The hosted shape, in the sandbox section of `npm run bench`:
// - the same requests as the sandbox section, for BENCH_SHAPE_SECONDS (default 6) each, on one
//   process with PGlite and on a PostgreSQL server with 1, 2 and 3 processes (`--processes`); the
//   server is a throwaway cluster started as `npm run test:sandbox:pg` starts one;
// - how long control calls take while the client's Data Webhook URL accepts connections and never
//   answers (a local TCP server), against the target of a p99 under 50 ms.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../scripts/lib/free-port.mjs';
import {createDatabase, findPostgresBin, startPostgresCluster} from '../scripts/lib/postgres-cluster.mjs';
import {auth, load, requests, stop} from './sandbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shapeSeconds = Number(process.env.BENCH_SHAPE_SECONDS ?? 6);
/** Calls of each operation while the webhook does not answer, and how long one may take before it counts as stuck. */
const webhookCalls = Number(process.env.BENCH_WEBHOOK_CALLS ?? 20);
const webhookCapMs = Number(process.env.BENCH_WEBHOOK_CAP_MS ?? 10_000);
/** An operation stops being measured after this many calls hit the cap: its p99 is at least the cap by then. */
const CAPPED_ENOUGH = 2;

export const hostedTargets = {
  shapes: 'throughput rising with processes on PostgreSQL; p99 < 50 ms at 50 connections',
  webhookStall: 'control calls p99 < 50 ms while the Data Webhook URL does not answer',
};

/**
 * Starts `npm run sandbox`'s server and resolves once it logs that it is ready (every process listening),
 * with what it printed until then.
 * @param {string[]} args @param {Record<string, string>} env @param {number} [port]
 */
export async function startSandbox(args, env, port) {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts', '--port', String(port), ...args], {
    cwd: root,
    env: {...process.env, SANDBOX_RATE_LIMIT: '0', ...env},
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
 * @typedef {{shape: string, database: string, processes: number, requests: Record<string, Awaited<ReturnType<typeof load>>>}} ShapeReport
 * @typedef {{calls: number, capped: number, p50Ms: number, p99Ms: number}} CallTimes
 * @typedef {{capMs: number, operations: Record<string, CallTimes>, target: string}} WebhookStallReport
 * @typedef {{seconds: number, targets: typeof hostedTargets, shapes: ShapeReport[], skipped?: string,
 *   webhookStall: WebhookStallReport}} HostedReport
 */

/** The same requests as the sandbox section, against one shape. @param {string} shape @param {string[]} args @param {Record<string, string>} env */
async function measureShape(shape, args, env) {
  const {child, base} = await startSandbox(args, env);
  /** @type {ShapeReport['requests']} */
  const results = {};
  try {
    for (const request of requests) {
      console.log(`[bench] ${shape}: ${request.name}, 50 connections, ${shapeSeconds} s`);
      results[request.name] = await load(base, request, shapeSeconds);
    }
  } finally {
    await stop(child);
  }
  return results;
}

/** @returns {Promise<HostedReport>} */
export async function benchHosted() {
  /** @type {ShapeReport[]} */
  const shapes = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-shape-'));
  try {
    const shape = 'PGlite, 1 process';
    shapes.push({shape, database: 'PGlite', processes: 1, requests: await measureShape(shape, [], {SANDBOX_DATA_DIR: dataDir})});
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
  const bin = findPostgresBin();
  const skipped = bin ? undefined : 'PostgreSQL is not installed (apt-get install -y postgresql): the PostgreSQL shapes were not measured';
  if (bin) {
    const cluster = await startPostgresCluster(bin, {quiet: true});
    try {
      for (const processes of [1, 2, 3]) {
        const shape = `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`;
        const env = {DATABASE_URL: await createDatabase(cluster.url, `bench_shape_${processes}`)};
        shapes.push({
          shape,
          database: 'PostgreSQL',
          processes,
          requests: await measureShape(shape, ['--processes', String(processes)], env),
        });
      }
    } finally {
      cluster.stop();
    }
  }
  return {seconds: shapeSeconds, targets: hostedTargets, shapes, ...(skipped ? {skipped} : {}), webhookStall: await benchWebhookStall()};
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
  const header = ['shape', 'request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = report.shapes.flatMap((s) =>
    Object.entries(s.requests).map(([name, r]) => [s.shape, name, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx, r.errors]),
  );
  const lines = [...columns(header, rows)];
  if (report.skipped) lines.push(report.skipped);
  lines.push(`Targets: ${report.targets.shapes}`);
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

/** @param {string[]} header @param {(string | number)[][]} rows */
export function columns(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const fmt = (/** @type {(string | number)[]} */ cells) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...rows.map(fmt)];
}
