// `npm run bench`: installs the benchmark's own packages (bench/package.json:
// Lighthouse, Stoplight Prism, autocannon) the first time and whenever their
// lockfile changes, type-checks bench/, then runs bench/run.mjs. They live
// apart so that no install of the site or its tests pays for them.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const stamp = path.join(benchDir, 'node_modules', '.installed-from');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const lockHash = createHash('sha256')
  .update(readFileSync(path.join(benchDir, 'package-lock.json')))
  .digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('[bench] installing the benchmark packages (bench/package.json)…');
  run('npm', ['install', '--no-audit', '--no-fund'], benchDir);
  writeFileSync(stamp, lockHash);
}
run(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(benchDir, 'tsconfig.json')], root);
run(process.execPath, [path.join(benchDir, 'run.mjs')], root);
