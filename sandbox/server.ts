// `npm run sandbox`: the sandbox alone, on port 4010 unless --port says otherwise.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createSandbox} from './app';

async function main() {
  const started = performance.now();
  const {values} = parseArgs({options: {port: {type: 'string'}, host: {type: 'string'}}});
  const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[sandbox] invalid port "${values.port}": use a whole number from 1 to 65535.`);
    process.exit(2);
  }
  const sandbox = await createSandbox({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.SANDBOX_DATA_DIR ?? path.join(__dirname, '..', '.sandbox-data'),
    rateLimitPerMinute: process.env.SANDBOX_RATE_LIMIT ? Number(process.env.SANDBOX_RATE_LIMIT) : undefined,
  });
  try {
    await sandbox.app.listen({port, host: values.host ?? '127.0.0.1'});
  } catch (error) {
    console.error(
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `[sandbox] port ${port} is already in use: set another with --port.` : error,
    );
    process.exit(1);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in .sandbox-data/';
  console.log(
    `[sandbox] ROOK local sandbox at http://localhost:${port}/sandbox (${database}), ready in ${Math.round(performance.now() - started)} ms`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

void main();
