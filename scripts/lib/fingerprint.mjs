// Fingerprint of everything a production build depends on, so `npm start`
// can tell whether build/ is current without rebuilding every time.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = '.build-fingerprint';

const INPUT_DIRS = ['docs', 'src', 'plugins', 'static', 'openapi', 'sidebars', 'data'];
const INPUT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'package-lock.json', 'scripts/postbuild.mjs'];
// Integrations change the output, so their variables are part of the input.
const INPUT_ENV = [
  'ROOK_ANALYTICS_ID',
  'ROOK_HEATMAP_SITE_ID',
  'ROOK_STATUS_WIDGET_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
];

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* walk(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 */
export function computeFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  /** @type {string[]} */
  const files = [];
  for (const dir of INPUT_DIRS) {
    const full = path.join(root, dir);
    if (existsSync(full) && statSync(full).isDirectory()) files.push(...walk(full));
  }
  for (const file of INPUT_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) files.push(full);
  }
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of INPUT_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** @param {string} buildDir */
export function readBuildFingerprint(buildDir) {
  const file = path.join(buildDir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
