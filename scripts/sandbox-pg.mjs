// `npm run test:sandbox:pg`: runs the sandbox's test suite against a real
// PostgreSQL server. Starts a throwaway cluster (`lib/postgres-cluster.mjs`:
// Debian's `postgresql` package, a temporary folder, a free port), points the
// suite at it with SANDBOX_TEST_DATABASE_URL, and removes the cluster afterwards.
// Without PostgreSQL: a failure in CI (CI=true), a visible skip elsewhere.
// Arguments replace the test files, e.g. `npm run test:sandbox:pg -- tests/sandbox/api.test.ts`.
// By default every file of tests/sandbox but the *.pglite.test.ts (fuzz.test.ts sends fewer requests there: see that file).
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {findPostgresBin, startPostgresCluster} from './lib/postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Files named *.pg.test.ts need a PostgreSQL server (several processes on one database): the
// PGlite run leaves them out (vitest.config.ts), so only this run covers them. Files named
// *.pglite.test.ts test the embedded database itself (its thread, its data folder, its read
// cache) and open it whatever the run: this run leaves them out.
const sandboxTests = readdirSync(path.join(root, 'tests/sandbox'))
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pglite.test.ts'))
  .sort()
  .map((file) => `tests/sandbox/${file}`);

const bin = findPostgresBin();
if (!bin) {
  const message = '[sandbox-pg] PostgreSQL is not installed (apt-get install -y postgresql)';
  if (process.env.CI === 'true') {
    console.error(`${message}: required in CI.`);
    process.exit(1);
  }
  console.warn(
    `${message}: the PostgreSQL run of the sandbox suite is SKIPPED on this machine, and with it the *.pg.test.ts files, which run only there.`,
  );
  process.exit(0);
}

let code = 1;
/** @type {Awaited<ReturnType<typeof startPostgresCluster>> | undefined} */
let cluster;
try {
  cluster = await startPostgresCluster(bin);
  console.log(`[sandbox-pg] PostgreSQL from ${bin} on port ${cluster.port}`);
  const tests = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', ...(process.argv.length > 2 ? process.argv.slice(2) : sandboxTests)],
    {cwd: root, stdio: 'inherit', env: {...process.env, SANDBOX_TEST_DATABASE_URL: cluster.url}},
  );
  code = tests.status ?? 1;
} catch (error) {
  console.error(`[sandbox-pg] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cluster?.stop();
}
process.exit(code);
