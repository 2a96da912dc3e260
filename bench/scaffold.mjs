// The site Lighthouse compares ours with: a fresh `create-docusaurus` classic site (the default
// JavaScript template) of the Docusaurus version the site uses. bench/package.json pins
// create-docusaurus; the scaffold pins its own Docusaurus packages exactly, and `npm install`
// resolves the rest as a new user's would. It is created, installed, built and precompressed once
// per version, then reused. It lives in the system's temporary folder rather than in the
// checkout, so that nothing of ours lints, formats, fingerprints or archives it, and its packages
// resolve from its own node_modules only.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, rename, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {precompress} from '../scripts/lib/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const createDocusaurus = path.join(import.meta.dirname, 'node_modules', 'create-docusaurus');

/** The page compared with every page of ours: the scaffold's docs intro, a plain Markdown guide. */
export const scaffoldPage = '/docs/intro/';

/** @param {string} file @returns {{version?: string, dependencies?: Record<string, string>}} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/**
 * The scaffold's build folder, made on the first call for this Docusaurus version.
 * @returns {Promise<string>}
 */
export async function scaffoldBuild() {
  const version = readJson(path.join(createDocusaurus, 'package.json')).version;
  const ours = readJson(path.join(root, 'package.json')).dependencies?.['@docusaurus/core'];
  if (version !== ours)
    throw new Error(`bench/package.json pins create-docusaurus ${version}, the site uses @docusaurus/core ${ours}: pin the same version`);
  const dir = path.join(os.tmpdir(), 'rook-bench', `docusaurus-classic-${version}`);
  const build = path.join(dir, 'build');
  // The folder is renamed into place only once built, so its presence means it is complete.
  if (existsSync(dir)) return build;

  // Made under a name of its own, so an interrupted run or another bench at the same time leaves no half-made scaffold.
  const partial = `${dir}-partial-${process.pid}`;
  await rm(partial, {recursive: true, force: true});
  await mkdir(path.dirname(dir), {recursive: true});
  console.log(`[bench] creating a Docusaurus ${version} classic scaffold in ${dir} (once per version)…`);
  run(
    process.execPath,
    [
      path.join(createDocusaurus, 'bin', 'index.js'),
      path.basename(partial),
      'classic',
      path.dirname(partial),
      '--javascript',
      '--package-manager',
      'npm',
      '--skip-install',
    ],
    root,
  );
  run('npm', ['install', '--no-audit', '--no-fund'], partial);
  run(path.join(partial, 'node_modules', '.bin', 'docusaurus'), ['build'], partial);
  await precompress(path.join(partial, 'build'), path.join(partial, 'node_modules', '.cache', 'precompressed'));
  try {
    await rename(partial, dir);
  } catch (error) {
    // Another bench finished the same scaffold first: use that one.
    if (!existsSync(dir)) throw error;
    await rm(partial, {recursive: true, force: true});
  }
  return build;
}
