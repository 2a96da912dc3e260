// The build-time cost of the docs-as-data outputs (Markdown pages, llms.txt,
// llms-full.txt, Postman files): sizes and times the plugin recorded in the
// last build, plus their compressed size on disk. With BENCH_BUILD=1, also two
// cold builds in this run, without then with the outputs (ROOK_DOCS_AS_DATA=0
// leaves the plugin out), so the difference is measured on the same machine.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const STATS_FILE = '.docs-as-data.json';

/** @param {string} root @param {boolean} withOutputs */
function coldBuild(root, withOutputs) {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ROOK_DOCS_AS_DATA: withOutputs ? '1' : '0'},
  });
  if (result.status !== 0) throw new Error(`the ${withOutputs ? 'full' : 'reduced'} build failed`);
  return (Date.now() - started) / 1000;
}

/** @param {string} buildDir */
function brotliBytes(buildDir) {
  let raw = 0;
  let br = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.md$|llms(-full)?\.txt$|postman_(collection|environment)\.json$/.test(entry.name)) {
        raw += statSync(full).size;
        br += existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
      }
    }
  };
  walk(buildDir);
  return {raw, br};
}

/**
 * Run before the server starts: the cold builds replace build/.
 * @param {{root: string, coldBuilds: boolean}} options
 */
export function benchDocsAsData({root, coldBuilds}) {
  const buildDir = path.join(root, 'build');
  /** @type {{coldBuildSeconds?: {without: number, with: number, increasePercent: number}, plugin?: unknown, onDisk?: {raw: number, br: number}}} */
  const report = {};
  if (coldBuilds) {
    console.log('[bench] cold build without the docs-as-data outputs…');
    const without = coldBuild(root, false);
    console.log('[bench] cold build with them…');
    const withOutputs = coldBuild(root, true);
    report.coldBuildSeconds = {
      without,
      with: withOutputs,
      increasePercent: Number(((withOutputs / without - 1) * 100).toFixed(1)),
    };
  }
  const statsFile = path.join(buildDir, STATS_FILE);
  if (!existsSync(statsFile)) {
    console.warn(`[bench] no ${STATS_FILE} in build/: build the site (npm run build) to measure the docs-as-data outputs`);
    return report;
  }
  report.plugin = JSON.parse(readFileSync(statsFile, 'utf8'));
  report.onDisk = brotliBytes(buildDir);
  return report;
}
