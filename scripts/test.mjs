// `npm test`: every check, stopping at the first that fails, with the time
// each step took. The steps are the npm scripts of the same names, so each can
// also be run on its own. Steps run in stages; the lanes of a stage run side
// by side, each line of their output prefixed with its step, because on two
// cores a single-threaded check, or one that mostly waits (the PostgreSQL
// suite starts servers and waits out leases), leaves a core idle. The
// timings of the last run are saved to bench-results/test-timings.json;
// `npm run test:timings` prints them.
//
// TEST_UNIT_NODE_DIR, when set, is the bin folder of a second Node.js line
// (CI passes Node 22's): the unit stage (unit, sandbox on PGlite and samples)
// runs on it and every other stage on the Node that runs this script, so CI
// tests both lines without running a stage twice.
import {execFileSync, spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const timingsFile = path.join(root, 'bench-results', 'test-timings.json');

/**
 * The stages of `npm test`, cheapest first so a slip fails fast; each stage is a list of lanes,
 * each lane a list of steps run one after the other. The build's checks and the end-to-end tests
 * both read the build, so they come after it.
 * @type {string[][][]}
 */
const STAGES = [
  [
    ['typecheck', 'lint:unused'],
    ['lint', 'format:check'],
  ],
  [['test:unit']],
  [['test:sandbox:pg'], ['build']],
  [['test:built'], ['test:e2e']],
];

/** The step that runs on TEST_UNIT_NODE_DIR's Node when it is set. */
const SECOND_NODE_STEP = 'test:unit';
const secondNodeDir = process.env.TEST_UNIT_NODE_DIR;
const secondNodeVersion = secondNodeDir ? nodeVersionIn(secondNodeDir) : undefined;

/** The version of the Node.js in a bin folder; exits with what to fix when there is none. @param {string} dir */
function nodeVersionIn(dir) {
  try {
    return execFileSync(path.join(dir, 'node'), ['--version'], {encoding: 'utf8'}).trim().replace(/^v/, '');
  } catch (error) {
    console.error(
      `[test] TEST_UNIT_NODE_DIR=${dir} has no working node (${String(error)}): point it at a Node.js bin folder, or unset it.`,
    );
    process.exit(1);
  }
}

/** The environment of one step: the second Node's folder first on PATH for its step (npm and the tools it starts then use it). */
function stepEnv(/** @type {string} */ step) {
  if (!secondNodeDir || step !== SECOND_NODE_STEP) return process.env;
  return {...process.env, PATH: `${secondNodeDir}${path.delimiter}${process.env.PATH ?? ''}`};
}

/**
 * @typedef {{step: string, seconds: number, ok: boolean, node?: string}} StepTiming
 * @typedef {{date: string, node: string, cores: number, steps: StepTiming[], totalSeconds: number}} Timings
 */

/** @param {Timings} timings */
function format(timings) {
  const width = Math.max(
    ...timings.steps.map((s) => s.step.length + (s.node ? ` (Node ${s.node})`.length : 0)),
    'total (wall clock)'.length,
  );
  const line = (/** @type {string} */ name, /** @type {number} */ seconds, note = '') =>
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${note}`.trimEnd();
  return [
    `npm test on Node ${timings.node}, ${timings.cores} cores, ${timings.date}`,
    ...timings.steps.map((s) => line(s.node ? `${s.step} (Node ${s.node})` : s.step, s.seconds, s.ok ? '' : 'FAILED')),
    line('total (wall clock)', timings.totalSeconds),
  ].join('\n');
}

/**
 * Steps still running beside others, each the leader of its own process group, stopped whole when
 * another step fails or `npm test` is interrupted. @type {Set<import('node:child_process').ChildProcess>}
 */
const groups = new Set();

/**
 * Runs one step; alone in its stage its output passes through untouched (colours, progress), beside
 * others each line is prefixed with the step.
 * @param {string} step @param {boolean} alone @returns {Promise<boolean>}
 */
function runStep(step, alone) {
  return new Promise((resolve) => {
    // Beside others, a step gets a process group of its own, so a failure elsewhere can stop it whole.
    const child = spawn('npm', ['run', '--silent', step], {
      cwd: root,
      env: stepEnv(step),
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: !alone,
    });
    if (!alone) {
      groups.add(child);
      for (const [stream, out] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])) {
        if (stream) readline.createInterface({input: stream}).on('line', (line) => out.write(`[${step}] ${line}\n`));
      }
    }
    child.on('close', (code) => {
      groups.delete(child);
      resolve(code === 0);
    });
  });
}

/** Stops every step running beside others (their whole process groups: servers, browsers). */
function stopOthers() {
  for (const child of groups) {
    try {
      // SIGINT, as Ctrl-C: Playwright then stops the web server it started (on SIGTERM it leaves it running).
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

/** @param {string[]} lane @param {boolean} alone @param {Timings} timings @param {{failed: boolean}} state */
async function runLane(lane, alone, timings, state) {
  for (const step of lane) {
    if (state.failed) return;
    console.log(`\n[test] ${step}${secondNodeVersion && step === SECOND_NODE_STEP ? ` on Node ${secondNodeVersion}` : ''}`);
    const started = performance.now();
    const ok = await runStep(step, alone);
    if (state.failed) return;
    const node = secondNodeVersion && step === SECOND_NODE_STEP ? {node: secondNodeVersion} : {};
    timings.steps.push({step, seconds: (performance.now() - started) / 1000, ok, ...node});
    if (!ok) {
      state.failed = true;
      stopOthers();
    }
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  // A step in its own process group does not get the terminal's Ctrl-C: pass it on.
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
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
  const state = {failed: false};
  const started = performance.now();
  for (const stage of STAGES) {
    await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1, timings, state)));
    if (state.failed) break;
  }
  // Lanes overlap: the total is the wall-clock time, less than the sum of the steps.
  timings.totalSeconds = (performance.now() - started) / 1000;
  mkdirSync(path.dirname(timingsFile), {recursive: true});
  writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`\n${format(timings)}`);
  process.exit(state.failed ? 1 : 0);
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
