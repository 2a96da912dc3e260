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

test("the route's chunks load with the app's scripts, each once, without another script element", async ({page}) => {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as {insertedScripts: string[]}).insertedScripts = inserted;
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => Array.from(r.addedNodes))) {
        if (node instanceof HTMLScriptElement && node.src) inserted.push(node.getAttribute('src')!);
      }
    }).observe(document, {childList: true, subtree: true});
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/docs/QuickStart/');
  await waitForHydration(page);
  const {listed, inserted} = await page.evaluate(() => ({
    listed: document.querySelector('script[data-scripts]')!.getAttribute('data-scripts')!.split(' '),
    inserted: (window as unknown as {insertedScripts: string[]}).insertedScripts,
  }));
  expect(listed.length).toBeGreaterThan(2);
  // The bundler's runtime found the loader's element for each chunk the route needed and inserted none of its own.
  expect(inserted).toEqual(listed);
  for (const src of listed)
    expect(
      requested.filter((path) => path === src),
      src,
    ).toHaveLength(1);
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

test('a prefetched file is asked for once, and never one the page has loaded', async ({page}) => {
  await page.goto('/docs/QuickStart/');
  await idlePeriods(page, 20);
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  const {prefetched, scripts} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]'), (link) => link.href),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  // Many links in view share their layout chunks; each file appears once.
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(prefetched.filter((href) => scripts.includes(href))).toEqual([]);
  // And each is a file the site has.
  await expect
    .poll(() =>
      page.evaluate((hrefs) => {
        const done = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => hrefs.includes(entry.name));
        return done.length === hrefs.length ? done.filter((entry) => entry.responseStatus !== 200).map((entry) => entry.name) : null;
      }, prefetched),
    )
    .toEqual([]);
});

test('a page whose link was in view opens from the cache', async ({page}) => {
  await page.goto('/docs/QuickStart/');
  // Enough idle periods for every link in view on a desktop screen, one route each.
  await idlePeriods(page, 80);
  const prefetched = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]'), (link) => link.href),
  );
  const entriesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Sandbox', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/sandbox\/$/);
  // The router changes the URL at once and draws the page once its chunks have loaded.
  await expect(page.getByRole('heading', {level: 1, name: 'Sandbox'})).toBeVisible();
  const scripts = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({url: entry.name, transferSize: (entry as PerformanceResourceTiming).transferSize})),
    entriesBefore,
  );
  // The visit's route chunks were prefetched, and came from the cache, not the network.
  // (Starting a navigation also loads the browser's Prism, which is not a route chunk.)
  const fromPrefetch = scripts.filter((script) => prefetched.includes(script.url));
  expect(fromPrefetch.length).toBeGreaterThan(0);
  expect(fromPrefetch.filter((script) => script.transferSize > 0)).toEqual([]);
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

/*
 * Static Markdown and the API reference's navigation keep their server HTML
 * while the page hydrates (ui/ServerHtmlBlock.tsx): React renders none of
 * their elements, and the block does what their links did through `Link`.
 */
test.describe('kept server HTML', () => {
  /** Whether React rendered this element (hydrating attaches its fiber to the DOM node). */
  const renderedByReact = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

  const sandboxLink = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({hasText: 'that comes with these docs'})
      .getByRole('link', {name: 'sandbox', exact: true});

  test("a paragraph's link opens its page through the router, though React never rendered it", async ({page}) => {
    await page.goto('/docs/QuickStart/');
    await waitForHydration(page);
    expect(await sandboxLink(page).evaluate((a) => a.closest('[data-server-html]') !== null)).toBe(true);
    expect(await sandboxLink(page).evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    // Tab groups are not static, so React renders them as usual.
    expect(await renderedByReact(page, '.theme-doc-markdown [role="tablist"]')).toBe(true);
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await sandboxLink(page).click();
    await expect(page).toHaveURL(/\/docs\/sandbox\/$/);
    // The URL changes at once; the QuickStart stays drawn until the new page's chunks have loaded.
    await expect(page.getByRole('heading', {level: 1, name: 'Sandbox'})).toBeVisible();
    // No new document: the router drew the page.
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    // Drawn in the browser, the new page's paragraphs are React's.
    expect(await renderedByReact(page, '.theme-doc-markdown p')).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'QuickStart'})).toBeVisible();
    await sandboxLink(page).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Sandbox'})).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/sandbox\/$/);
  });

  test("hovering a kept link loads its page's code, as Link does", async ({page}) => {
    await page.goto('/docs/QuickStart/');
    await waitForHydration(page);
    const requested = page.waitForRequest((request) => request.resourceType() === 'script');
    await sandboxLink(page).hover();
    // One of the scripts the linked page's own HTML names (its route's chunks).
    const script = new URL((await requested).url()).pathname;
    expect(await (await page.request.get('/docs/sandbox/')).text()).toContain(script);
  });

  test('a click with a modifier key or on a same-page anchor stays with the browser', async ({page, context}) => {
    await page.goto('/docs/QuickStart/');
    await waitForHydration(page);
    const opened = context.waitForEvent('page');
    await sandboxLink(page).click({modifiers: ['ControlOrMeta']});
    await (await opened).close();
    await expect(page).toHaveURL(/\/docs\/QuickStart\/$/);
    await page.getByRole('main').getByRole('link', {name: 'Start in the sandbox'}).click();
    await expect(page).toHaveURL(/\/docs\/QuickStart\/#try-it-now-in-the-sandbox$/);
    await expect(page.getByRole('heading', {name: 'Try it now in the sandbox'})).toBeInViewport();
  });

  test('on a phone, a kept link scrolled into view gets its route prefetched', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true});
    const page = await context.newPage();
    await page.goto('/docs/QuickStart/');
    await idlePeriods(page, 5);
    const before = await prefetchLinks(page).count();
    await sandboxLink(page).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await idlePeriods(page, 2), prefetchLinks(page).count())).toBeGreaterThan(before);
    await context.close();
  });

  test("the API reference's navigation is kept, and its links open pages through the router", async ({page}) => {
    await page.goto('/api/operations/getPhysicalSummary/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'API reference'});
    expect(await renderedByReact(page, 'nav[aria-label="API reference"] a')).toBe(false);
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await nav.getByRole('link', {name: 'Overview', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/$/);
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  });
});
