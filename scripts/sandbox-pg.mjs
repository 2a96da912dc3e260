// `npm run test:sandbox:pg`: runs the sandbox's test suite against a real
// PostgreSQL server. Starts a throwaway cluster (Debian's `postgresql`
// package) in a temporary folder on a free port, points the suite at it with
// SANDBOX_TEST_DATABASE_URL, and removes the cluster afterwards. As root the
// server runs as the `postgres` user, since PostgreSQL refuses to run as root.
// Without PostgreSQL: a failure in CI (CI=true), a visible skip elsewhere.
// Arguments replace the test files, e.g. `npm run test:sandbox:pg -- tests/sandbox/api.test.ts`.
// By default every file of tests/sandbox except those in `pgliteOnly`.
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from './lib/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Files that test no database behaviour, so the PGlite run (`npm run test:unit`) is enough. */
const pgliteOnly = new Set([
  // 10,000 generated bad requests: request parsing and error shapes, minutes of CPU.
  'fuzz.test.ts',
]);
const sandboxTests = readdirSync(path.join(root, 'tests/sandbox'))
  .filter((file) => file.endsWith('.test.ts') && !pgliteOnly.has(file))
  .sort()
  .map((file) => `tests/sandbox/${file}`);

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

const bin = findBin();
if (!bin) {
  const message = '[sandbox-pg] PostgreSQL is not installed (apt-get install -y postgresql)';
  if (process.env.CI === 'true') {
    console.error(`${message}: required in CI.`);
    process.exit(1);
  }
  console.warn(`${message}: the PostgreSQL run of the sandbox suite is SKIPPED on this machine.`);
  process.exit(0);
}

const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-pg-'));
const dataDir = path.join(dir, 'data');
/** Runs a PostgreSQL tool, as the postgres user when we are root (the server refuses to run as root). */
const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  const [program, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return spawnSync(program, argv, {stdio: 'inherit'});
};

let code = 1;
let started = false;
try {
  if (asRoot) {
    chmodSync(dir, 0o777);
    spawnSync('chown', ['postgres', dir]);
  }
  const init = run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  if (init.status !== 0) throw new Error('initdb failed');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  if (start.status !== 0) throw new Error('pg_ctl start failed');
  started = true;
  console.log(`[sandbox-pg] PostgreSQL from ${bin} on port ${port}`);
  const tests = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', ...(process.argv.length > 2 ? process.argv.slice(2) : sandboxTests)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {...process.env, SANDBOX_TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`},
    },
  );
  code = tests.status ?? 1;
} catch (error) {
  console.error(`[sandbox-pg] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (started) run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
  rmSync(dir, {recursive: true, force: true});
}
process.exit(code);
