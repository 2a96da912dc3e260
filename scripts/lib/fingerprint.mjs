// Fingerprint of everything a production build depends on, so `npm start`
// can tell whether build/ is current without rebuilding every time.
//
// Every file of the repository is an input unless it is listed below as one
// the build never reads: a new content folder (a second blog, a data folder)
// is then an input from the day it is added, and cannot be forgotten.
// tests/unit/server-helpers.test.ts checks that every content folder the
// Docusaurus config names is an input.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = '.build-fingerprint';

/** Generated, installed or local state: never inputs, wherever they are. */
const GENERATED = new Set(['node_modules', 'build', 'test-results', 'playwright-report', 'bench-results']);

/**
 * Repository paths the build does not read (relative, with forward slashes):
 * the other programs (sandbox, MCP server, benchmark), the tests and the
 * tools' own configuration. `scripts/postbuild.mjs` and `scripts/lib/` stay
 * inputs: the build command runs them.
 */
const NOT_READ_BY_THE_BUILD = new Set([
  'tests',
  'sandbox',
  'mcp',
  'bench',
  'scripts/serve.mjs',
  'scripts/bench.mjs',
  'scripts/sandbox.mjs',
  'scripts/sandbox-pg.mjs',
  'scripts/test.mjs',
  'README.md',
  'UPGRADING.md',
  'eslint.config.mjs',
  'knip.json',
  'playwright.config.ts',
  'vitest.config.ts',
  'vitest.built.config.ts',
]);

// Integrations change the output, so their variables are part of the input.
const INPUT_ENV = [
  'ROOK_ANALYTICS_ID',
  'ROOK_HEATMAP_SITE_ID',
  'ROOK_STATUS_WIDGET_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  // Written into sandbox-location.json and the content security policy. (`serve.mjs --no-build`
  // re-points an existing build at run time instead: see scripts/serve.mjs.)
  'SANDBOX_URL',
  'ROOK_DOCS_AS_DATA',
];

/**
 * Whether a repository path (relative, forward slashes) is read by the build.
 * Dot-files and dot-folders (.git, .docusaurus, .sandbox-data, editor and tool
 * settings) never are.
 * @param {string} relativePath
 */
export function isBuildInput(relativePath) {
  const parts = relativePath.split('/');
  if (parts.some((part) => part.startsWith('.') || GENERATED.has(part))) return false;
  return !parts.some((_, i) => NOT_READ_BY_THE_BUILD.has(parts.slice(0, i + 1).join('/')));
}

/**
 * @param {string} root
 * @param {string} dir relative to root, '' for root itself
 * @returns {Generator<string>} relative paths of the input files below dir
 */
function* inputFiles(root, dir) {
  for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (!isBuildInput(relative)) continue;
    if (entry.isDirectory()) yield* inputFiles(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 */
export function computeFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of [...inputFiles(root, '')].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  for (const name of INPUT_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** @param {string} buildDir */
export function readBuildFingerprint(buildDir) {
  const file = path.join(buildDir, FINGERPRINT_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}
