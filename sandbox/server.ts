// `npm run sandbox`: the sandbox alone, on port 4010 unless --port says otherwise.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {listenAddress} from '../scripts/lib/listen-address.mjs';
import {createSandbox, sandboxOptionsFromEnv} from './app';

async function main() {
  const started = performance.now();
  const {values} = parseArgs({options: {port: {type: 'string'}, host: {type: 'string'}}});
  let address: {port: number; host: string | undefined};
  try {
    address = listenAddress(values, {portVariable: 'SANDBOX_PORT', defaultPort: 4010, defaultHost: '127.0.0.1'});
  } catch (error) {
    console.error(`[sandbox] ${(error as Error).message}`);
    process.exit(2);
  }
  const {port, host} = address;
  const options = sandboxOptionsFromEnv();
  const sandbox = await createSandbox(options);
  try {
    await sandbox.app.listen({port, host});
  } catch (error) {
    console.error(
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `[sandbox] port ${port} is already in use: set another with --port.` : error,
    );
    process.exit(1);
  }
  const folder = path.relative(process.cwd(), options.dataDir!);
  const database = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${folder.startsWith('..') ? options.dataDir : folder}`;
  console.log(
    `[sandbox] ROOK local sandbox at http://localhost:${port}/sandbox (${database}${options.publicMode ? ', public mode' : ''}), ready in ${Math.round(performance.now() - started)} ms`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  // A known start-up problem (a damaged data folder, an invalid contract) is told in one line, not a stack.
  console.error(`[sandbox] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
