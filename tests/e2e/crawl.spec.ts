import {expect, test, type Page} from '@playwright/test';
import {parse} from 'node-html-parser';
import {axeViolations, describeSerious, stopTransitions} from './support/axe';
import {sitemapPaths, sitemapXml, waitForHydration} from './support/site';

/**
 * Visits every URL of the sitemap in Chromium and fails on console errors,
 * failed or foreign requests, serious or critical axe violations in light and
 * dark mode, and internal links or #anchors that do not resolve.
 */

const paths = sitemapPaths();

test('the sitemap lists the site, weekly, at priority 0.5', () => {
  expect(paths).toContain('/');
  expect(paths.length).toBeGreaterThan(1);
  expect(new Set(paths).size).toBe(paths.length);
  const xml = sitemapXml();
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(paths.length);
  expect(xml.match(/<priority>0\.5<\/priority>/g)).toHaveLength(paths.length);
});

/** An id attribute in minified HTML: double-quoted, single-quoted or bare. */
const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function decodeEntities(value: string): string {
  return parse(value).textContent;
}

/** Per-worker cache of fetched targets: status and the ids their HTML defines. */
const targets = new Map<string, Promise<{status: number; ids: Set<string>}>>();

function fetchTarget(origin: string, pathname: string) {
  let entry = targets.get(pathname);
  if (!entry) {
    entry = (async () => {
      // Node's own fetch: far cheaper than routing hundreds of requests through the Playwright driver.
      const response = await fetch(origin + pathname);
      const type = response.headers.get('content-type') ?? '';
      const ids = new Set<string>();
      if (response.ok && type.startsWith('text/html')) {
        // A full DOM parse of every target costs more than the rest of the crawl; ids are all we need.
        for (const match of (await response.text()).matchAll(ID_ATTRIBUTE)) {
          ids.add(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
        }
      }
      return {status: response.status, ids};
    })();
    targets.set(pathname, entry);
  }
  return entry;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The only rules whose outcome depends on the colour mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/*
 * Light mode runs every WCAG A/AA rule; dark mode re-runs only the colour
 * rules, since nothing else changes with the mode. Code blocks are left out:
 * every token colour of both code themes is checked against its background by
 * tests/unit/prism-contrast.test.ts, and thousands of token spans would
 * dominate the crawl's time.
 */
async function colourModeViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  // Switch the way a reader's OS would, so React re-renders mode-specific parts (logos, diagrams).
  await page.emulateMedia({colorScheme: mode});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const runOnly = mode === 'light' ? ({type: 'tag', values: WCAG_TAGS} as const) : ({type: 'rule', values: COLOUR_RULES} as const);
  return describeSerious(await axeViolations(page, runOnly, {exclude: [['pre']]}), mode);
}

for (const pathname of paths) {
  test(`crawl ${pathname}`, async ({page, baseURL}) => {
    // axe over the largest generated tables (the data-types guide) takes over a minute on a busy 2-core machine.
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
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
    // Colours are measured at rest, not halfway through a theme transition.
    await stopTransitions(page);

    problems.push(...(await colourModeViolations(page, 'light')), ...(await colourModeViolations(page, 'dark')));

    // Read links and ids in one round trip; ids may be rendered client-side too.
    const {hrefs, ids} = await page.evaluate(() => ({
      hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
      ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
    }));
    const liveIds = new Set(ids);
    const here = new URL(page.url());
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = await fetchTarget(origin, url.pathname);
      if (target.status !== 200) {
        problems.push(`broken link to ${url.pathname} (HTTP ${target.status})`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (!anchor) continue;
      const exists = url.pathname === here.pathname ? liveIds.has(anchor) : target.ids.has(anchor);
      if (!exists) problems.push(`broken anchor ${url.pathname}#${anchor}`);
    }

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
