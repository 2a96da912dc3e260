import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * How a page starts (core/config/ssr-template.ts, src/client/idle-prefetch.ts):
 * the server HTML is painted before the app's scripts run, and route
 * prefetching waits for idle time.
 */

const appScriptPath = String.raw`/assets/js/main\.[0-9a-f]+\.js`;

type AppStart = {painted: boolean; parseTaskDone: boolean};

/**
 * Records, at the moment the app's main script is inserted, whether the page
 * had been painted and whether a task queued at DOMContentLoaded had run (it
 * runs after any script inserted during that event).
 */
async function recordAppStart(page: Page): Promise<void> {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    let parseTaskDone = false;
    document.addEventListener('DOMContentLoaded', () => setTimeout(() => (parseTaskDone = true)));
    new MutationObserver((records, observer) => {
      for (const node of records.flatMap((r) => Array.from(r.addedNodes))) {
        if (node instanceof HTMLScriptElement && pattern.test(node.src)) {
          const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
          (window as unknown as {appStart: AppStart}).appStart = {painted, parseTaskDone};
          observer.disconnect();
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, `${appScriptPath}$`);
}

async function appStart(page: Page): Promise<AppStart | undefined> {
  await waitForHydration(page);
  return page.evaluate(() => (window as unknown as {appStart?: AppStart}).appStart);
}

test('the page is painted before the app scripts run, and then hydrates', async ({page}) => {
  await recordAppStart(page);
  await page.goto('/docs/QuickStart/');
  expect(await appStart(page)).toMatchObject({painted: true});
});

test('a page opened in a background tab, which paints nothing, starts the app once parsed', async ({page}) => {
  // A background tab: hidden, and no paint is ever reported.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', {get: () => 'hidden', configurable: true});
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await recordAppStart(page);
  await page.goto('/docs/definitions/');
  expect(await appStart(page)).toMatchObject({parseTaskDone: false});
});

/** Resolves after the page has had `count` idle periods since hydrating. */
async function idlePeriods(page: Page, count: number): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const tick = () => (--n <= 0 ? resolve() : requestIdleCallback(tick));
        requestIdleCallback(tick);
      }),
    count,
  );
}

const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]');

test('links in view get their routes prefetched once the page is idle', async ({page}) => {
  await page.goto('/docs/QuickStart/');
  await idlePeriods(page, 5);
  // The sidebar's links are in view on a desktop screen; their chunks arrive as <link rel="prefetch">.
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
});

for (const connection of [
  {effectiveType: '4g', saveData: true},
  {effectiveType: 'slow-2g', saveData: false},
]) {
  test(`nothing is prefetched on a ${connection.saveData ? 'data-saver' : connection.effectiveType} connection`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {get: () => value, configurable: true});
    }, connection);
    await page.goto('/docs/QuickStart/');
    // As many idle periods as the test above gets its first prefetch in.
    await idlePeriods(page, 5);
    await expect(prefetchLinks(page)).toHaveCount(0);
  });
}
