import {expect, test, type Page} from '@playwright/test';
import {routes} from '../../core/config/routes';
import {waitForHydration} from './support/site';

/**
 * Each worker reuses one browser context (playwright.config.ts, `reuseContext`).
 * These tests run in order in one worker: the first leaves behind everything the
 * other specs change, the next must start without any of it, as it would in a
 * fresh context. The `permissions` option, which a reset would not undo, gets a
 * context of its own.
 */
test.describe.configure({mode: 'serial'});

const PROBE = 'context-reuse-probe';
const MAIN_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** Loads a page; resolves with whether the site's main script came from the server rather than the HTTP cache. */
async function loadMainScript(page: Page, pathname: string): Promise<{fromServer: boolean}> {
  const script = page.waitForResponse((response) => MAIN_SCRIPT.test(new URL(response.url()).pathname));
  await page.goto(pathname);
  await waitForHydration(page);
  // A response from the cache was never requested from the server: it has no request start.
  return {fromServer: (await script).request().timing().requestStart >= 0};
}

/** What the page can see of earlier tests: storage, cookies, databases, emulation, init scripts and routes. */
function leftovers(page: Page) {
  return page.evaluate(
    async (probe) => ({
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((db) => db.name),
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      width: innerWidth,
      initScript: probe in window,
      probeStatus: (await fetch(`/${probe}`)).status,
    }),
    PROBE,
  );
}

test('a test may leave storage, emulation, routes and init scripts behind', async ({page}) => {
  expect((await loadMainScript(page, routes.quickStart)).fromServer).toBe(true);
  // The cache check can tell: on the next page, the script comes from the cache.
  expect((await loadMainScript(page, '/')).fromServer).toBe(false);
  await page.evaluate(async (probe) => {
    localStorage.setItem(probe, '1');
    sessionStorage.setItem(probe, '1');
    document.cookie = `${probe}=1; path=/`;
    await new Promise((resolve) => (indexedDB.open(probe).onsuccess = resolve));
  }, PROBE);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.setViewportSize({width: 400, height: 500});
  await page.addInitScript((probe) => Object.assign(window, {[probe]: true}), PROBE);
  await page.route(`**/${PROBE}`, (route) => route.fulfill({body: 'routed'}));
  // The checks below can tell: after a reload, this test sees all of it.
  await page.reload();
  await waitForHydration(page);
  expect(await leftovers(page)).toEqual({
    localStorage: expect.arrayContaining([PROBE]) as unknown,
    sessionStorage: [PROBE],
    cookie: `${PROBE}=1`,
    databases: [PROBE],
    dark: true,
    width: 400,
    initScript: true,
    probeStatus: 200,
  });
});

test('the next test in the worker starts without any of it, on a cold cache', async ({page}) => {
  // The same page, reused (history survives a reset): otherwise this test would prove nothing.
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
  expect((await loadMainScript(page, routes.quickStart)).fromServer).toBe(true);
  expect(await leftovers(page)).toEqual({
    localStorage: expect.not.arrayContaining([PROBE]) as unknown,
    sessionStorage: [],
    cookie: '',
    databases: [],
    dark: false,
    width: test.info().project.use.viewport?.width,
    initScript: false,
    probeStatus: 404,
  });
});

test.describe('a test that needs a permission', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('has it', async ({page}) => {
    await page.goto(routes.quickStart);
    expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state)).toBe(
      'granted',
    );
  });
});

test('and the next test does not', async ({page}) => {
  await page.goto(routes.quickStart);
  expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state)).not.toBe(
    'granted',
  );
});
