import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's components use the automatic JSX runtime, as Docusaurus compiles them.
  esbuild: {jsx: 'automatic'},
  // Docusaurus's client exports are bundler aliases; the components tested here use this one.
  resolve: {alias: {'@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/samples/**/*.test.ts'],
    // Several sandbox processes on one PostgreSQL server: only runs that have one (`npm run test:sandbox:pg`) run them.
    exclude: [...configDefaults.exclude, ...(process.env.SANDBOX_TEST_DATABASE_URL ? [] : ['tests/sandbox/**/*.pg.test.ts'])],
    environment: 'node',
    // Vitest's default for a run is one worker fewer than the cores: a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    // Each worker runs its files one after another in one module graph instead of a fresh process
    // per file: about 80 files each paid 1 to 2 s of start-up and imports (the contract, Fastify,
    // PGlite), a third of the run's CPU. The files keep no state between them: every sandbox a
    // test starts is its own (own database, server and clock), no test sets process.env, and the
    // one test that fakes timers restores them.
    isolate: false,
    // Loading the whole contract takes seconds on a busy 2-core machine, and the
    // sandbox suites start a real server and database each.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
