import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {accessibilityProblems} from './support/axe';
import {axePlan, componentSignature, templateOf} from './support/axe-sample';
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

const paths = sitemapPaths();
const htmlOf = (pathname: string) => readFileSync(path.join(buildDir, pathname, 'index.html'), 'utf8');
const plan = axePlan(paths, htmlOf);
const checked = [...plan.values()].filter((choice) => choice.axe);
const handWritten = checked.filter((choice) => choice.reason === 'hand-written or one-of-a-kind page').length;

test(`axe plan: ${checked.length} of ${paths.length} pages, ${handWritten} hand-written or one-of-a-kind, ${checked.length - handWritten} template samples`, async () => {
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
});

/** Per-worker cache of fetched link targets. */
let fetchTarget: ((pathname: string) => Promise<LinkTarget>) | undefined;

for (const pathname of paths) {
  const choice = plan.get(pathname)!;
  test(`crawl ${pathname} (${choice.axe ? 'axe' : 'no axe'}: ${choice.reason})`, async ({page, baseURL}) => {
    // axe over the largest generated tables (the data-types guide) takes over a minute on a busy 2-core machine.
    test.setTimeout(choice.axe ? 180_000 : 60_000);
    const origin = new URL(baseURL!).origin;
    fetchTarget ??= targetFetcher(origin);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to another host: ${req.url()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });

    const response = await page.goto(pathname);
    expect(response?.status(), 'page status').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();

    // Code blocks are left out: every token colour of both code themes is checked against its
    // background by tests/unit/prism-contrast.test.ts, and thousands of token spans would dominate the time.
    if (choice.axe) problems.push(...(await accessibilityProblems(page, {label: pathname, exclude: ['pre']})));

    // Read links and ids in one round trip; ids may be rendered client-side too.
    const {hrefs, ids} = await page.evaluate(() => ({
      hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
      ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
    }));
    problems.push(...(await linkProblems({origin, here: page.url(), hrefs, liveIds: new Set(ids), fetchTarget})));

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
