// Sandbox section of `npm run bench`: the local sandbox beside Stoplight
// Prism's mock server on the same contract, with the same requests.
// autocannon, 50 connections for BENCH_SANDBOX_SECONDS (default 20) each:
// a processed-data GET, an authorizer GET and a POST with a body. Also the
// sandbox's start-up time (fresh data folder and existing one) and resident memory,
// and the request log's cost under a steady load (paced.mjs).
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {createRequire} from 'node:module';
import {freePort} from '../scripts/lib/free-port.mjs';
import {paced} from './paced.mjs';
import {median} from './stats.mjs';

const require = createRequire(import.meta.url);

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SANDBOX_SECONDS ?? 20);
export const auth = `Basic ${Buffer.from('demoClientUUID:demoClientSecret').toString('base64')}`;

/** Starts with an existing data folder; the reported start-up is their median. */
const STARTS = 5;

const sandboxTargets =
  'start-up < 1.5 s; RSS below Prism’s, idle and after load; the processed-data read at ≥ 10 × Prism’s throughput with p99 < 20 ms; p99 < 50 ms at 50 connections; the request log adding ≤ 1 ms to p99';

/** @type {{name: string, method: 'GET' | 'POST', path: string, body?: string}[]} */
export const requests = [
  {name: 'processed-data GET', method: 'GET', path: '/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-20'},
  {name: 'authorizer GET', method: 'GET', path: '/api/v1/user_id/demoUserId/data_source/Polar/authorizer'},
  {
    name: 'POST with body',
    method: 'POST',
    path: '/api/v2/user-information',
    body: JSON.stringify({
      datetime: '2026-01-05T08:00:00.000000+00:00',
      user_id: 'demoUserId',
      height_cm_int: 172,
      weight_kg_float: 68.4,
      sex_string: 'female',
    }),
  },
];

/**
 * `npm run sandbox`'s environment settings and node arguments (its V8 flags, then its script), read from
 * package.json so the bench starts the sandbox as readers do.
 * @returns {{env: Record<string, string>, args: string[]}}
 */
export function sandboxCommand() {
  const script = String(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.sandbox);
  const words = script.split(' ');
  /** @type {Record<string, string>} */
  const env = {};
  for (let match; (match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(words[0] ?? '')); words.shift()) env[String(match[1])] = String(match[2]);
  const [command, ...args] = words;
  if (command !== 'node' || args.at(-1) !== 'scripts/sandbox.mjs')
    throw new Error(`package.json's sandbox script is "${script}"; the bench runs "[NAME=value …] node [flags] scripts/sandbox.mjs"`);
  return {env, args};
}

/** Starts a server process and resolves once `probe` answers; returns the process and the time it took. */
/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} probeUrl
 */
async function start(command, args, env, probeUrl) {
  const began = performance.now();
  const child = spawn(command, args, {cwd: root, env: {...process.env, ...env}, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(command)} exited: ${stderr.slice(-500)}`);
    try {
      await fetch(probeUrl);
      return {child, startupMs: performance.now() - began};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (performance.now() - began > 120_000) throw new Error(`${path.basename(command)} did not start in 120 s`);
  }
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<void>} */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** @param {number} pid */
function rssMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Requests a second of the steady load (paced.mjs), well below saturation: where a p99 shows what each request costs, not the queue. */
const STEADY_RATE = 200;

/**
 * 50 connections on one request for `duration` seconds, as fast as the server answers.
 * @param {string} base @param {(typeof requests)[number]} request @param {number} [duration]
 */
export async function load(base, request, duration = seconds) {
  const result = await autocannon({
    url: base + request.path,
    method: request.method,
    connections: 50,
    duration,
    headers: headersOf(request),
    body: request.body,
  });
  return loadSummary(result);
}

/** The headers every request of the bench sends. @param {(typeof requests)[number]} request @returns {Record<string, string>} */
function headersOf(request) {
  return {authorization: auth, ...(request.body ? {'content-type': 'application/json'} : {})};
}

/** What every table prints of an autocannon run. @param {autocannon.Result} result */
export function loadSummary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * @typedef {Awaited<ReturnType<typeof load>> & {vsPrism?: number | null}} LoadResult
 * @typedef {{firstStartupMs?: number, startupMs?: number, startupRangeMs?: number[], rssIdleMB?: number, rssAfterLoadMB?: number,
 *   requests: Record<string, LoadResult>, skipped?: string}} ServerReport
 * @typedef {{p99Ms: number, p99RangeMs: number[], cpuMsPerRequest: number, cpuRangeMs: number[]}} LogCost
 * @typedef {{seconds: number, targets: string, sandbox: ServerReport, logOff: ServerReport | null, logCost: Record<string, LogCost> | null,
 *   prism: ServerReport | null}} SandboxReport
 */

/** The CPU time a process has used, user and system, in milliseconds. @param {number} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Seconds of each steady load sent before it is measured. */
const WARM_UP_SECONDS = 2;

/**
 * Each request at STEADY_RATE a second: its p99 and the server's CPU time per request, by name.
 * @param {number} port @param {number} pid
 */
async function steadyLoads(port, pid) {
  /** @type {Record<string, {p99Ms: number, cpuMsPerRequest: number}>} */
  const steady = {};
  for (const request of requests) {
    console.log(`[bench] ${request.name} at ${STEADY_RATE} requests a second, ${seconds} s after ${WARM_UP_SECONDS} s unmeasured`);
    // A fresh process compiles its hot paths and fills its caches in its first seconds: not the log's cost.
    await paced(`http://127.0.0.1:${port}/sandbox`, request, headersOf(request), WARM_UP_SECONDS, STEADY_RATE);
    const before = cpuMs(pid);
    const result = await paced(`http://127.0.0.1:${port}/sandbox`, request, headersOf(request), seconds, STEADY_RATE);
    const cpuMsPerRequest = (cpuMs(pid) - before) / Math.max(1, result.requestsPerSecond * seconds);
    steady[request.name] = {p99Ms: result.p99Ms, cpuMsPerRequest: Number(cpuMsPerRequest.toFixed(3))};
  }
  return steady;
}

/** Rounds of the steady load, the log on then off, alternating: a p99 on a shared machine moves by several milliseconds from one run to the next. */
const LOG_ROUNDS = 5;

/**
 * The request log's cost at the steady rate: LOG_ROUNDS rounds, each a sandbox with the log on and then one with it off,
 * on the same data folder. Per request, the median of the rounds' differences (on minus off) and their range.
 * @param {string[]} serverArgs @param {Record<string, string>} env @param {string} probe @param {number} port
 */
async function logCost(serverArgs, env, probe, port) {
  /** @type {Record<string, {p99: number[], cpu: number[]}>} */
  const differences = Object.fromEntries(requests.map((request) => [request.name, {p99: [], cpu: []}]));
  for (let round = 1; round <= LOG_ROUNDS; round += 1) {
    /** @type {Record<string, Awaited<ReturnType<typeof steadyLoads>>>} */
    const measured = {};
    for (const log of ['on', 'off']) {
      console.log(`[bench] request log's cost, round ${round} of ${LOG_ROUNDS}: log ${log}`);
      const server = await start(process.execPath, serverArgs, {...env, SANDBOX_REQUEST_LOG: log === 'on' ? '1' : '0'}, probe);
      try {
        measured[log] = await steadyLoads(port, /** @type {number} */ (server.child.pid));
      } finally {
        await stop(server.child);
      }
    }
    for (const request of requests) {
      const on = measured.on?.[request.name];
      const off = measured.off?.[request.name];
      if (!on || !off) continue;
      differences[request.name]?.p99.push(Number((on.p99Ms - off.p99Ms).toFixed(2)));
      differences[request.name]?.cpu.push(on.cpuMsPerRequest - off.cpuMsPerRequest);
    }
  }
  const range = (/** @type {number[]} */ values) => [Math.min(...values), Math.max(...values)];
  return Object.fromEntries(
    Object.entries(differences).map(([name, {p99, cpu}]) => [
      name,
      {
        p99Ms: Number((median(p99) ?? NaN).toFixed(2)),
        p99RangeMs: range(p99),
        cpuMsPerRequest: Number((median(cpu) ?? NaN).toFixed(3)),
        cpuRangeMs: range(cpu).map((v) => Number(v.toFixed(3))),
      },
    ]),
  );
}

/** @param {number | undefined} pid */
function rssOf(pid) {
  return pid === undefined ? 0 : Math.round(rssMB(pid));
}

/** @returns {Promise<SandboxReport>} */
export async function benchSandbox() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-'));
  /** @type {SandboxReport} */
  const report = {seconds, targets: sandboxTargets, sandbox: {requests: {}}, logOff: null, logCost: null, prism: null};
  try {
    const port = await freePort();
    const command = sandboxCommand();
    const env = {...command.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_RATE_LIMIT: '0'};
    const serverArgs = [...command.args, '--port', String(port)];
    const probe = `http://127.0.0.1:${port}/sandbox/_sandbox/settings`;
    console.log('[bench] sandbox: first start (empty data folder)');
    const first = await start(process.execPath, serverArgs, env, probe);
    await stop(first.child);
    // A start takes a couple of seconds and varies by a few hundred milliseconds on a shared machine: the median of five.
    console.log(`[bench] sandbox: ${STARTS} starts with its data folder`);
    const startups = [];
    for (let i = 1; i < STARTS; i += 1) {
      const again = await start(process.execPath, serverArgs, env, probe);
      startups.push(again.startupMs);
      await stop(again.child);
    }
    const {child, startupMs} = await start(process.execPath, serverArgs, env, probe);
    startups.push(startupMs);
    const startupMedian = median(startups) ?? startupMs;
    report.sandbox = {
      firstStartupMs: Math.round(first.startupMs),
      startupMs: Math.round(startupMedian),
      startupRangeMs: [Math.round(Math.min(...startups)), Math.round(Math.max(...startups))],
      requests: {},
    };
    try {
      report.sandbox.rssIdleMB = rssOf(child.pid);
      for (const request of requests) {
        console.log(`[bench] sandbox: ${request.name}, 50 connections, ${seconds} s`);
        report.sandbox.requests[request.name] = await load(`http://127.0.0.1:${port}/sandbox`, request);
      }
      report.sandbox.rssAfterLoadMB = rssOf(child.pid);
    } finally {
      await stop(child);
    }
    // The same sandbox and requests with the request log off, in the same run: what the log costs.
    const logOff = await start(process.execPath, serverArgs, {...env, SANDBOX_REQUEST_LOG: '0'}, probe);
    report.logOff = {requests: {}};
    try {
      for (const request of requests) {
        console.log(`[bench] sandbox, request log off: ${request.name}, 50 connections, ${seconds} s`);
        report.logOff.requests[request.name] = await load(`http://127.0.0.1:${port}/sandbox`, request);
      }
    } finally {
      await stop(logOff.child);
    }
    report.logCost = await logCost(serverArgs, env, probe, port);

    const prismBin = path.join(root, 'bench/node_modules/.bin/prism');
    if (!existsSync(prismBin)) {
      report.prism = {requests: {}, skipped: 'Stoplight Prism is not installed (bench/node_modules); nothing to compare with'};
    } else {
      const prismPort = await freePort();
      // Prism reads the file itself: the path comes from the one contract reader's list of files.
      const {contractFiles} = /** @type {typeof import('../core/contract/load')} */ (
        require('jiti')(import.meta.filename, {interopDefault: true})(path.join(root, 'core/contract/load.ts'))
      );
      console.log(`[bench] prism: mock server on ${path.relative(root, contractFiles.rook)}`);
      const prism = await start(
        prismBin,
        ['mock', contractFiles.rook, '-h', '127.0.0.1', '-p', String(prismPort)],
        {},
        `http://127.0.0.1:${prismPort}/api/v1/client/users/status`,
      );
      const prismReport = /** @type {ServerReport} */ ({
        startupMs: Math.round(prism.startupMs),
        rssIdleMB: rssOf(prism.child.pid),
        requests: {},
      });
      report.prism = prismReport;
      try {
        for (const request of requests) {
          console.log(`[bench] prism: ${request.name}, 50 connections, ${seconds} s`);
          prismReport.requests[request.name] = await load(`http://127.0.0.1:${prismPort}`, request);
        }
        prismReport.rssAfterLoadMB = rssOf(prism.child.pid);
      } finally {
        await stop(prism.child);
      }
      for (const request of requests) {
        const ours = report.sandbox.requests[request.name];
        const theirs = prismReport.requests[request.name]?.requestsPerSecond;
        if (ours) ours.vsPrism = theirs ? Number((ours.requestsPerSecond / theirs).toFixed(2)) : null;
      }
    }
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
  return report;
}

/** @param {SandboxReport} report */
export function sandboxTable(report) {
  const header = ['server', 'request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '× Prism'];
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const [server, data] of /** @type {[string, ServerReport | null][]} */ ([
    ['sandbox', report.sandbox],
    ['sandbox, log off', report.logOff],
    ['prism', report.prism],
  ])) {
    for (const [name, r] of Object.entries(data?.requests ?? {})) {
      rows.push([server, name, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx, r.errors, r.vsPrism ?? '']);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const fmt = (/** @type {(string | number)[]} */ cells) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  const lines = [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...rows.map(fmt)];
  const s = report.sandbox;
  lines.push(
    '',
    `sandbox start-up: ${s.startupMs} ms, median of ${STARTS} (range ${s.startupRangeMs?.join('–')} ms; first start, empty data folder: ${s.firstStartupMs} ms); RSS idle ${s.rssIdleMB} MB, after load ${s.rssAfterLoadMB} MB`,
  );
  if (report.logCost) {
    const ms = (/** @type {number} */ value) => `${value >= 0 ? '+' : ''}${value} ms`;
    const costs = Object.entries(report.logCost).map(
      ([name, cost]) =>
        `${name} ${ms(cost.p99Ms)} (rounds ${cost.p99RangeMs.map(ms).join(' to ')}), CPU ${ms(cost.cpuMsPerRequest)} a request (${cost.cpuRangeMs.map(ms).join(' to ')})`,
    );
    lines.push(
      `request log's cost at a steady ${STEADY_RATE} requests a second (evenly paced, each timed from when it was due), log on minus off, median of ${LOG_ROUNDS} alternating rounds: ${costs.join('; ')}`,
    );
    const saturated = requests.map((r) => {
      const on = s.requests[r.name]?.p99Ms;
      const off = report.logOff?.requests[r.name]?.p99Ms;
      return `${r.name} ${on === undefined || off === undefined ? 'n/a' : ms(on - off)}`;
    });
    lines.push(`…and at saturation (50 connections, where any work queues), one run: ${saturated.join(', ')}`);
  }
  if (report.prism?.skipped) lines.push(`prism: ${report.prism.skipped}`);
  else if (report.prism)
    lines.push(
      `prism start-up: ${report.prism.startupMs} ms; RSS idle ${report.prism.rssIdleMB} MB, after load ${report.prism.rssAfterLoadMB} MB`,
    );
  lines.push(`Targets: ${report.targets}`);
  return lines.join('\n');
}
