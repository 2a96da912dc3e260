import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';
import {e2eSandbox} from './tests/e2e/support/sandbox';

const port = Number(process.env.E2E_PORT ?? 3100);

// The server's sandbox keeps its state in a fresh temporary folder (never the developer's
// .sandbox-data/; removed by the global teardown) and starts its clock at 10:30 UTC of the day
// the run starts, hours from either end of the day. Computed once: each worker loads this file
// again, with the runner's environment, which these lines extended.
process.env[e2eSandbox.dataDirVariable] ??= mkdtempSync(path.join(os.tmpdir(), 'rook-e2e-sandbox-'));
process.env[e2eSandbox.startAtVariable] ??= `${new Date().toISOString().slice(0, 10)}T10:30:00Z`;

/**
 * End-to-end tests run the production build (served by the same server as
 * `npm start`) in Debian's Chromium. `npm test` builds before it runs these.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  // One Chromium per core: on a 2-core machine a third worker would only wait for CPU behind
  // the other two and the server, and make each axe run slower.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // One browser context per worker, reset between tests, instead of a new one per test: a fresh
    // context cost about 0.8 s per test for a new renderer and for compiling the site's scripts
    // again, a third of the interaction specs' time. Between tests Playwright clears cookies, local and session
    // storage, IndexedDB, service workers and the HTTP cache of every origin visited, closes other
    // pages, removes routes and init scripts, and restores the viewport and colour scheme;
    // tests/e2e/context-reuse.spec.ts proves it for what these tests change. It does not revoke
    // permissions: a test that needs one asks with `test.use({permissions})`, which gives it a
    // context of its own.
    reuseContext: true,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions}}],
  webServer: {
    command: `node scripts/serve.mjs --no-build --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse: a server started before a rebuild would serve a stale file list.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SANDBOX_DATA_DIR: process.env[e2eSandbox.dataDirVariable]!,
      SANDBOX_START_AT: process.env[e2eSandbox.startAtVariable]!,
      // The pages use the sandbox beside them here; tests/e2e/hosted-sandbox.spec.ts runs its own server with a hosted one.
      SANDBOX_URL: '',
    },
  },
});
