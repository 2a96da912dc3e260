// The stranger's worst case, in the hosted part of `npm run bench`: in public
// mode, one client builds the largest backlog its budgets allow (every user it
// may have, each with an SDK source and its pre-existing days, then 31-day clock
// moves until the sandbox refuses more), with its webhooks at its own inbox.
// While the sandbox works it off, another client calls it (p50 and p99 beside
// the same calls on the idle sandbox, measured first in the same run) and sends
// itself one test webhook (how long until it is delivered, and how much of the
// backlog was still due then). The resident memory of every sandbox process is
// sampled from /proc meanwhile (its peak), beside the kernel's high-water mark
// since start-up. Shapes: PostgreSQL with 3 processes (target: the
// other client's p99 under 100 ms, peak under 600 MB per process) and the
// embedded database, one process, with its tighter budgets.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../scripts/lib/free-port.mjs';
import {createDatabase, findPostgresBin, startPostgresCluster} from '../scripts/lib/postgres-cluster.mjs';
import {columns, percentile, startSandbox} from './hosted.mjs';
import {stop} from './sandbox.mjs';

/** How long the other client is measured while the backlog is worked off. */
const seconds = Number(process.env.BENCH_STRANGER_SECONDS ?? 20);
export const strangerTargets = {p99Ms: 100, peakMB: 600};

const DAY = 86_400;

/** @param {string} username @param {string} password */
const basic = (username, password) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One call; its time and status. @param {string} url @param {string} authorization @param {string} [method] @param {unknown} [body] */
async function call(url, authorization, method = 'GET', body = undefined) {
  const began = performance.now();
  const response = await fetch(url, {
    method,
    headers: {authorization, ...(body === undefined ? {} : {'content-type': 'application/json'})},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {ms: performance.now() - began, status: response.status, json: text ? JSON.parse(text) : {}};
}

/** A new client with both webhooks at its own inbox. @param {string} base */
async function ownClient(base) {
  const created = (await call(`${base}/_sandbox/clients`, '', 'POST')).json;
  const authorization = basic(created.client_uuid, created.secret_key);
  const inbox = `${base}/inbox/${created.client_uuid}-bench`;
  await call(`${base}/_sandbox/settings`, authorization, 'PATCH', {data_webhook_url: inbox, notification_webhook_url: inbox});
  return {uuid: created.client_uuid, authorization};
}

/** The other client's calls, `concurrency` at a time, for `ms`: every time and every non-2xx. @param {string} base @param {string} authorization @param {number} ms */
async function otherClientCalls(base, authorization, ms, concurrency = 4) {
  const paths = ['/_sandbox/settings', '/_sandbox/users', '/v2/processed_data/physical_health/summary?user_id=other&date=2026-03-10'];
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({length: concurrency}, async (_, lane) => {
      for (let i = lane; performance.now() < until; i += concurrency) {
        const answer = await call(`${base}${paths[i % paths.length]}`, authorization);
        times.push(answer.ms);
        if (answer.status >= 300) failed += 1;
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  return {calls: times.length, failed, p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99))};
}

/** Resident memory of a process now, and its peak since it started (start-up included), in MB. @param {number} pid */
function memoryMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {rss: Math.round(kb('VmRSS') / 1024), sinceStart: Math.round(kb('VmHWM') / 1024)};
}

/** Samples each process's resident memory every 100 ms until `done` settles; the largest of each. @param {number[]} pids @param {Promise<unknown>} done */
async function peakWhile(pids, done) {
  const peaks = pids.map(() => 0);
  let settled = false;
  void done.finally(() => (settled = true));
  while (!settled) {
    pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i] ?? 0, memoryMB(pid).rss)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return peaks;
}

/**
 * One shape: the other client measured on the idle sandbox, then the stranger's backlog built, then
 * the other client measured again while it is worked off.
 * @param {string} shape @param {string[]} args @param {Record<string, string>} env
 */
async function measure(shape, args, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/sandbox`;
  const started = await startSandbox(
    args,
    {
      ...env,
      SANDBOX_PUBLIC: '1',
      SANDBOX_PUBLIC_URL: base,
      SANDBOX_START_AT: '2026-03-10T10:30:00Z',
      // Every call comes from one address and the other client calls without pause: the request limits are
      // not what is measured here, the budgets are.
      SANDBOX_RATE_LIMIT: '0',
      SANDBOX_RATE_LIMIT_PER_ADDRESS: '0',
    },
    port,
  );
  try {
    // The budgets the sandbox says it applies, from its start-up line.
    const users = Number(/at most ([\d,]+) users/.exec(started.output)?.[1]?.replace(/,/g, '') ?? 0);
    const pids = [...started.output.matchAll(/processes: ((?:\d+, )*\d+)/g)].flatMap((m) => (m[1] ?? '').split(', ').map(Number));
    const workers = pids.length ? pids : [/** @type {number} */ (started.child.pid)];
    const other = await ownClient(base);
    await call(`${base}/_sandbox/users/other/sdk_sources`, other.authorization, 'POST', {data_source: 'Apple Health'});
    // Its own link's pre-existing days are sent first, so what follows measures the stranger alone.
    for (let waited = 0; waited < 120_000; waited += 200) {
      if (!(await call(`${base}/_sandbox/deliveries?status=pending&limit=1`, other.authorization)).json.deliveries?.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`[bench] stranger, ${shape}: the other client's calls on the idle sandbox, ${seconds} s`);
    const idle = await otherClientCalls(base, other.authorization, seconds * 1000);

    console.log(`[bench] stranger, ${shape}: one client builds the largest backlog its budgets allow`);
    const stranger = await ownClient(base);
    for (let u = 0; u < users; u += 1) {
      await call(`${base}/_sandbox/users/s-${u}/sdk_sources`, stranger.authorization, 'POST', {data_source: 'Apple Health'});
    }
    let moves = 0;
    let refusal = '';
    for (let i = 0; i < 50; i += 1) {
      const moved = await call(`${base}/_sandbox/clock/advance`, stranger.authorization, 'POST', {seconds: 31 * DAY});
      if (moved.status !== 200) {
        refusal = `${moved.status} ${moved.json.error ?? moved.json.detail}`;
        break;
      }
      moves += 1;
    }
    console.log(`[bench] stranger, ${shape}: the other client's calls and one test webhook while the backlog is worked off, ${seconds} s`);
    const began = performance.now();
    const test = await call(`${base}/_sandbox/deliveries/test`, other.authorization, 'POST', {type: 'physical_summary', user_id: 'other'});
    const delivered = (async () => {
      while (performance.now() - began < seconds * 1000) {
        const listed = await call(`${base}/_sandbox/deliveries?limit=50`, other.authorization);
        if (
          listed.json.deliveries?.find((/** @type {{id: number, status: string}} */ d) => d.id === test.json.id)?.status === 'delivered'
        ) {
          const due = await call(`${base}/_sandbox/deliveries?status=pending&limit=500`, stranger.authorization);
          return {afterMs: Math.round(performance.now() - began), strangerStillPending: due.json.deliveries.length};
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    })();
    const measured = otherClientCalls(base, other.authorization, seconds * 1000);
    const peakMB = await peakWhile(workers, measured);
    return {
      shape,
      processes: workers.length,
      users,
      moves,
      refusal,
      idle,
      busy: await measured,
      testWebhook: await delivered,
      peakMB,
      sinceStartMB: workers.map((pid) => memoryMB(pid).sinceStart),
    };
  } finally {
    started.child.kill('SIGKILL');
    await stop(started.child);
  }
}

export async function benchStranger() {
  const results = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-stranger-'));
  try {
    results.push(await measure('embedded database, 1 process', [], {SANDBOX_DATA_DIR: dataDir}));
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
  const bin = findPostgresBin();
  if (bin) {
    const cluster = await startPostgresCluster(bin, {quiet: true});
    try {
      const env = {DATABASE_URL: await createDatabase(cluster.url, 'bench_stranger')};
      results.push(await measure('PostgreSQL, 3 processes', ['--processes', '3'], env));
    } finally {
      cluster.stop();
    }
  }
  return {seconds, targets: strangerTargets, results};
}

/** @param {Awaited<ReturnType<typeof benchStranger>>} report */
export function strangerTable(report) {
  const rows = report.results.map((r) => [
    r.shape,
    `${r.users} users, ${r.moves} moves`,
    `${r.idle.p50Ms} / ${r.idle.p99Ms}`,
    `${r.busy.p50Ms} / ${r.busy.p99Ms}`,
    r.busy.failed,
    r.testWebhook
      ? `${r.testWebhook.afterMs} ms (${r.testWebhook.strangerStillPending === 500 ? '500 or more' : r.testWebhook.strangerStillPending} of the backlog still due)`
      : `not within ${report.seconds} s`,
    r.peakMB.join(', '),
    r.sinceStartMB.join(', '),
  ]);
  return [
    ...columns(
      [
        'shape',
        'stranger',
        'idle p50/p99 ms',
        'busy p50/p99 ms',
        'failed',
        'test webhook delivered',
        'peak MB per process',
        'MB since start-up',
      ],
      rows,
    ),
    ...report.results.map((r) => `${r.shape}: the stranger's next move was refused with ${r.refusal || 'nothing (no budget reached)'}`),
    `Targets: the other client's p99 under ${report.targets.p99Ms} ms on PostgreSQL with 3 processes; peak under ${report.targets.peakMB} MB per process while the backlog is worked off (resident memory sampled every 100 ms; "since start-up" is the kernel's high-water mark, which includes the WebAssembly compilation at start)`,
  ].join('\n');
}
