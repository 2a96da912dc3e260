// `npm run sandbox`: the sandbox alone, on port 4010 unless --port says otherwise;
// with --processes N, N sandbox processes behind that port (`processes.ts`).
import cluster from 'node:cluster';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {listenAddress} from '../core/config/listen-address.mjs';
import {budgetsFor, describeMode} from './model/budgets';
import {sandboxOptionsFromEnv, sandboxTitle} from './options';
import {processCount, runPrimary} from './processes';
import {openDb} from './state/db';

async function main() {
  const started = performance.now();
  const {values} = parseArgs({options: {port: {type: 'string'}, host: {type: 'string'}, processes: {type: 'string'}}});
  let address: {port: number; host: string | undefined};
  let processes: number;
  try {
    address = listenAddress(values, {portVariable: 'SANDBOX_PORT', defaultPort: 4010, defaultHost: '127.0.0.1'});
    processes = processCount(values);
  } catch (error) {
    console.error(`[sandbox] ${(error as Error).message}`);
    process.exit(2);
  }
  const {port, host} = address;
  const options = sandboxOptionsFromEnv();
  const folder = path.relative(process.cwd(), options.dataDir!);
  const database = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${folder.startsWith('..') ? options.dataDir : folder}`;
  const where = `[sandbox] ${sandboxTitle(options, port)} (${database}`;
  const mode = describeMode(budgetsFor(options.publicMode === true, options.databaseUrl ? 'postgresql' : 'pglite'));
  if (processes > 1 && cluster.isPrimary) {
    runPrimary(processes, {
      ready: (pids, ms) => console.log(`${where}, ${processes} processes: ${pids.join(', ')}, ${mode}), ready in ${Math.round(ms)} ms`),
      info: (message) => console.log(`[sandbox] ${message}`),
      error: (message) => console.error(`[sandbox] ${message}`),
    });
    return;
  }
  // The database opens (PGlite in its own thread) while this thread loads the sandbox's code.
  const opening = openDb(options);
  opening.catch(() => undefined);
  const {createSandbox} = await import('./app');
  const sandbox = await createSandbox(options, opening);
  try {
    await sandbox.app.listen({port, host});
  } catch (error) {
    console.error(
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `[sandbox] port ${port} is already in use: set another with --port.` : error,
    );
    process.exit(1);
  }
  // A worker's start is told by the primary, once all of them listen.
  if (cluster.isPrimary) console.log(`${where}, ${mode}), ready in ${Math.round(performance.now() - started)} ms`);
  let stopping = false;
  const stop = () => {
    if (!stopping) void sandbox.close().then(() => process.exit(0));
    stopping = true;
  };
  process.on('SIGTERM', stop);
  if (cluster.isPrimary) process.on('SIGINT', stop);
  else {
    // Ctrl-C reaches every process of the group: the primary stops its workers, and would take one that stopped first for a crash.
    process.on('SIGINT', () => undefined);
    // A worker whose primary is gone (killed) stops too, rather than serving on alone.
    process.on('disconnect', stop);
  }
}

main().catch((error: unknown) => {
  // A known start-up problem (a damaged data folder, an invalid contract) is told in one line, not a stack.
  console.error(`[sandbox] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
