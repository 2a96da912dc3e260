// `npm run sandbox -- --processes N`: N sandbox processes behind one port, the
// way a hosted sandbox runs. The primary process forks N workers with
// node:cluster; they share its listening socket, and each one is a whole
// sandbox (`server.ts` run again in the worker). They must share a PostgreSQL
// server: PGlite keeps its data folder in one process.
import cluster, {type Worker} from 'node:cluster';

const MAX_PROCESSES = 64;
/** A worker that ends unexpectedly is replaced after this, doubled per other restart in the last minute, up to the cap. */
const RESTART_DELAY_MS = 250;
const RESTART_DELAY_CAP_MS = 10_000;
/** Workers still running this long after a stop signal are killed. */
const STOP_GRACE_MS = 10_000;

/**
 * How many processes: --processes wins over SANDBOX_PROCESSES, which wins over 1 (in the style of
 * `listenAddress`). Several need DATABASE_URL.
 */
export function processCount(args: {processes?: string}, env: NodeJS.ProcessEnv = process.env): number {
  const raw = args.processes ?? env.SANDBOX_PROCESSES;
  const count = raw === undefined || raw === '' ? 1 : Number(raw);
  const source = args.processes !== undefined ? '--processes' : 'SANDBOX_PROCESSES';
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new Error(`invalid number of processes "${raw}" (${source}): use a whole number from 1 to ${MAX_PROCESSES}.`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `${count} processes (${source}) need DATABASE_URL: PGlite keeps its data folder in one process, so several processes must share a PostgreSQL server. ` +
        'Set DATABASE_URL to one (postgres://user:password@host:5432/database), or run one process.',
    );
  }
  return count;
}

/** Tells the sandbox's start-up line and each restart on standard output or error. */
interface PrimaryLog {
  ready(pids: number[], startedMs: number): void;
  error(message: string): void;
  info(message: string): void;
}

/**
 * The primary: forks `count` workers, and once all listen, logs their pids. A worker that ends
 * unexpectedly is replaced after a short back-off; one that fails before the first start-up is
 * complete stops them all (a port in use or an unreachable database would fail again). SIGINT and
 * SIGTERM stop every worker gracefully, then the primary.
 */
export function runPrimary(count: number, log: PrimaryLog): void {
  const started = performance.now();
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const pids = () => [...listening].map((worker) => worker.process.pid!).sort((a, b) => a - b);
  const fork = () => {
    alive.add(cluster.fork().once('listening', onListening));
  };
  function onListening(this: Worker) {
    listening.add(this);
    if (!ready && listening.size === count) {
      ready = true;
      log.ready(pids(), performance.now() - started);
    } else if (ready) log.info(`process ${this.process.pid} took over (processes: ${pids().join(', ')})`);
  }

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (!alive.size) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!ready) {
      log.error(`a sandbox process ended during start-up (${how}); stopping.`);
      stop(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    const delay = Math.min(RESTART_DELAY_CAP_MS, RESTART_DELAY_MS * 2 ** (restarts.length - 1));
    log.error(`process ${worker.process.pid} ended unexpectedly (${how}); starting another in ${delay} ms.`);
    setTimeout(() => stopping || fork(), delay);
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (!alive.size) process.exit(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

  // Each worker accepts from the shared socket itself. With Node's default on Linux (round-robin),
  // the primary accepts and hands each connection on, and one handed to a worker that has just died
  // is lost: its client waits forever instead of being answered by another process.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) fork();
}
