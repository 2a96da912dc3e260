// `npm run test:any-hour`: runs the suites that touch dates and clocks (the
// sandbox on PGlite, the executable samples and the summary-day rules) with
// the system clock moved by libfaketime to four instants of today (UTC): just
// after midnight, before dawn, noon and two minutes before midnight, so a test
// that reads the wall clock where it should take an injected one fails here
// rather than at some hour in CI. Needs Debian's `faketime` package. Not part
// of `npm test`: it runs the same suites four times over.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INSTANTS = ['00:05:00', '03:59:00', '12:00:00', '23:58:00'];
const SUITES = ['tests/sandbox', 'tests/samples', 'tests/unit/summary-day.test.ts', 'tests/unit/mcp-summary-day.test.ts'];

if (spawnSync('faketime', ['--version'], {stdio: 'ignore'}).error) {
  console.error('[test:any-hour] needs libfaketime: apt-get install faketime');
  process.exit(1);
}

const today = new Date().toISOString().slice(0, 10);
const failed = [];
for (const time of INSTANTS) {
  console.log(`\n[test:any-hour] ${today} ${time} UTC`);
  // The clock starts at the instant and runs on from there, as a real one would.
  const run = spawnSync('faketime', [`${today} ${time}`, 'npx', 'vitest', 'run', ...SUITES], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, TZ: 'UTC'},
  });
  if (run.status !== 0) failed.push(time);
}
console.log(
  failed.length ? `\n[test:any-hour] failed at ${failed.join(', ')} UTC` : `\n[test:any-hour] green at ${INSTANTS.join(', ')} UTC`,
);
process.exit(failed.length ? 1 : 0);
