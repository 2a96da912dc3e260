// `npm test`: every check, in order, stopping at the first that fails, with
// the time each step took. The steps are the npm scripts of the same names,
// so each can also be run on its own. The timings of the last run are saved
// to bench-results/test-timings.json; `npm run test:timings` prints them.
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const timingsFile = path.join(root, 'bench-results', 'test-timings.json');

/** The steps of `npm test`, cheapest first so a slip fails fast. */
const STEPS = ['typecheck', 'lint', 'lint:unused', 'format:check', 'test:unit', 'test:sandbox:pg', 'build', 'test:built', 'test:e2e'];

/**
 * @typedef {{step: string, seconds: number, ok: boolean}} StepTiming
 * @typedef {{date: string, node: string, cores: number, steps: StepTiming[], totalSeconds: number}} Timings
 */

/** @param {Timings} timings */
function format(timings) {
  const width = Math.max(...timings.steps.map((s) => s.step.length), 'total'.length);
  const line = (/** @type {string} */ name, /** @type {number} */ seconds, note = '') =>
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${note}`.trimEnd();
  return [
    `npm test on Node ${timings.node}, ${timings.cores} cores, ${timings.date}`,
    ...timings.steps.map((s) => line(s.step, s.seconds, s.ok ? '' : 'FAILED')),
    line('total', timings.totalSeconds),
  ].join('\n');
}

/** @param {string} step @returns {Promise<boolean>} */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], {cwd: root, stdio: 'inherit'});
    child.on('close', (code) => resolve(code === 0));
  });
}

async function main() {
  /** @type {Timings} */
  const timings = {
    date: new Date().toISOString(),
    node: process.versions.node,
    cores: availableParallelism(),
    steps: [],
    totalSeconds: 0,
  };
  let ok = true;
  for (const step of STEPS) {
    console.log(`\n[test] ${step}`);
    const started = performance.now();
    ok = await runStep(step);
    timings.steps.push({step, seconds: (performance.now() - started) / 1000, ok});
    if (!ok) break;
  }
  timings.totalSeconds = timings.steps.reduce((sum, s) => sum + s.seconds, 0);
  mkdirSync(path.dirname(timingsFile), {recursive: true});
  writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`\n${format(timings)}`);
  process.exit(ok ? 0 : 1);
}

if (process.argv[2] === '--timings') {
  try {
    console.log(format(JSON.parse(readFileSync(timingsFile, 'utf8'))));
  } catch {
    console.error(`[test] no timings yet: run \`npm test\` first (they are saved to ${path.relative(root, timingsFile)}).`);
    process.exit(1);
  }
} else {
  await main();
}
