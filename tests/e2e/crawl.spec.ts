import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test as base, type Page} from '@playwright/test';
import {accessibilityProblems} from './support/axe';
import {axePlan, CHROME_SELECTORS, chromeSignature, componentSignature, templateOf, type AxeChoice} from './support/axe-sample';
import {linkProblems, targetFetcher, type LinkTarget} from './support/links';
import {buildDir, sitemapPaths, waitForHydration} from './support/site';

/**
 * Visits every URL of the sitemap in Chromium and fails on console and page
 * errors, failed or foreign requests, HTTP errors and internal links or
 * #anchors that do not resolve. axe (the full WCAG A/AA rule set, in light and
 * dark mode) runs on every hand-written page and on a sample of each
 * generated template that covers every component of the template
 * (tests/e2e/support/axe-sample.ts); each test name says which and why.
 */

/**
 * One page per worker for the whole crawl: the site's hashed scripts then come
 * from the HTTP and code caches after the first page, as they would for a
 * reader clicking through, instead of being fetched and compiled again in a
 * fresh context for each of hundreds of pages. Each test still loads its page
 * from the server and listens only while it runs.
 */
const test = base.extend<object, {crawlPage: Page}>({
  crawlPage: [
    async ({browser}, use, workerInfo) => {
      // The project's own context options (baseURL, the desktop device), which a worker fixture is not handed.
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

const paths = sitemapPaths();
const htmlOf = (pathname: string) => readFileSync(path.join(buildDir, pathname, 'index.html'), 'utf8');
const plan = axePlan(paths, htmlOf);
const checked = [...plan].filter(([, choice]) => choice.axe).map(([pathname, choice]) => ({pathname, choice}));
const handWritten = checked.filter(({pathname}) => !templateOf(pathname)).length;
const chromeSamples = checked.filter(({choice}) => choice.chrome).length;

test(`axe plan: ${checked.length} of ${paths.length} pages, ${handWritten} hand-written or one-of-a-kind, ${checked.length - handWritten} template samples; the chrome on ${chromeSamples}`, async () => {
  // The samples of each template together have every component any page of the template has.
  const templates = new Map<string, {all: Set<string>; sampled: Set<string>}>();
  for (const pathname of paths) {
    const template = templateOf(pathname);
    if (!template) {
      expect(plan.get(pathname)?.axe, pathname).toBe(true);
      continue;
    }
    const entry = templates.get(template) ?? {all: new Set(), sampled: new Set()};
    const signature = componentSignature(htmlOf(pathname));
    for (const feature of signature) entry.all.add(feature);
    if (plan.get(pathname)?.axe) for (const feature of signature) entry.sampled.add(feature);
    templates.set(template, entry);
  }
  const summary = [...plan].map(([pathname, choice]) => `${choice.axe ? 'axe' : '   '} ${pathname} (${choice.reason})`).join('\n');
  await test.info().attach('axe plan', {body: summary, contentType: 'text/plain'});
  for (const [template, {all, sampled}] of templates)
    expect(
      [...all].filter((f) => !sampled.has(f)),
      template,
    ).toEqual([]);
  // The chrome samples together have every chrome component of any checked page.
  const chromeAll = new Set<string>();
  const chromeSampled = new Set<string>();
  for (const {pathname, choice} of checked) {
    const signature = chromeSignature(htmlOf(pathname));
    expect(signature.size, `${pathname} has chrome`).toBeGreaterThan(0);
    for (const feature of signature) (choice.chrome ? chromeSampled : chromeAll).add(feature);
  }
  expect([...chromeAll].filter((f) => !chromeSampled.has(f))).toEqual([]);
});

/** Per-worker cache of fetched link targets. */
let fetchTarget: ((pathname: string) => Promise<LinkTarget>) | undefined;

for (const pathname of paths) {
  const choice = plan.get(pathname)!;
  test(`crawl ${pathname} (${choice.axe ? 'axe' : 'no axe'}: ${choice.reason})`, async ({crawlPage: page, baseURL}) => {
    // axe over the largest generated tables (the data-types guide) takes over a minute on a busy 2-core machine.
    test.setTimeout(choice.axe ? 180_000 : 60_000);
    const origin = new URL(baseURL!).origin;
    fetchTarget ??= targetFetcher(origin);
    const problems: string[] = [];
    // Leaving the previous page aborts its idle prefetches: that happens before this test listens.
    await page.goto('about:blank');
    // The previous page's axe run left a colour mode emulated; each page starts as a reader's would.
    await page.emulateMedia({colorScheme: null});
    const listeners = watch(page, origin, problems);
    try {
      await crawl(page, pathname, choice, origin, problems);
    } finally {
      listeners();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/** Records what goes wrong while a page loads and runs; returns a function that stops listening. */
function watch(page: Page, origin: string, problems: string[]): () => void {
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequestFailed = (req: import('@playwright/test').Request) =>
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  const onRequest = (req: import('@playwright/test').Request) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to another host: ${req.url()}`);
  };
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('request', onRequest);
  page.on('response', onResponse);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('request', onRequest);
    page.off('response', onResponse);
  };
}

async function crawl(page: Page, pathname: string, {axe, chrome}: AxeChoice, origin: string, problems: string[]): Promise<void> {
  const response = await page.goto(pathname);
  expect(response?.status(), 'page status').toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();

  // Read links and ids in one round trip; ids may be rendered client-side too.
  const {hrefs, ids} = await page.evaluate(() => ({
    hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
  }));
  problems.push(...(await linkProblems({origin, here: page.url(), hrefs, liveIds: new Set(ids), fetchTarget: fetchTarget!})));

  if (!axe) return;
  // Code blocks are left out: every token colour of both code themes is checked against its
  // background by tests/unit/prism-contrast.test.ts. axe would still build and match a node for
  // each of their token spans (thousands on a page of samples: most of its time there), so each
  // block is first reduced to its text. This comes last: nothing reads the page after axe.
  await page.evaluate(() => document.querySelectorAll('pre').forEach((pre) => pre.replaceChildren(pre.textContent ?? '')));
  problems.push(...(await accessibilityProblems(page, {label: pathname, exclude: ['pre', ...(chrome ? [] : CHROME_SELECTORS)]})));
}
