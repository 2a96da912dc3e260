import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests run the production build (served by the same server as
 * `npm start`) in Debian's Chromium. `npm test` builds before it runs these.
 */
export default defineConfig({
  testDir: 'tests/e2e',
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
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions}}],
  webServer: {
    command: `node scripts/serve.mjs --no-build --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse: a server started before a rebuild would serve a stale file list.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
