// @ts-check
// A throwaway PostgreSQL cluster (Debian's `postgresql` package) in a temporary
// folder on a free port, for `npm run test:sandbox:pg` and `npm run bench`.
// As root the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {freePort} from './free-port.mjs';

/** The bin folder of the newest installed PostgreSQL with initdb and pg_ctl, or null when there is none. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/**
 * Creates and starts a cluster; `stop()` stops it and removes its folder. Throws when a step fails,
 * after cleaning up what it made.
 * @param {string} bin from findPostgresBin()
 * @param {{quiet?: boolean}} [options] quiet: the tools' own output is not shown
 * @returns {Promise<{port: number, url: string, stop: () => void}>}
 */
export async function startPostgresCluster(bin, {quiet = false} = {}) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-pg-'));
  const dataDir = path.join(dir, 'data');
  /** Runs a PostgreSQL tool, as the postgres user when we are root. @param {string} tool @param {string[]} args */
  const run = (tool, args) => {
    const command = path.join(bin, tool);
    const [program, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return spawnSync(program, argv, {stdio: quiet ? 'ignore' : 'inherit'});
  };
  let started = false;
  const stop = () => {
    if (started) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    started = false;
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    if (asRoot) {
      chmodSync(dir, 0o777);
      spawnSync('chown', ['postgres', dir]);
    }
    const init = run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    if (init.status !== 0) throw new Error('initdb failed');
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const start = run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    if (start.status !== 0) throw new Error('pg_ctl start failed');
    started = true;
    return {port, url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop};
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Creates an empty database `name` on the server `adminUrl` connects to; its connection string.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function createDatabase(adminUrl, name) {
  const client = new pg.Client({connectionString: adminUrl});
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
