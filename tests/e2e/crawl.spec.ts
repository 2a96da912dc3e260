import AxeBuilder from '@axe-core/playwright';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {parse} from 'node-html-parser';
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

/** Per-worker cache of fetched targets: status and the ids their HTML defines. */
const targets = new Map<string, Promise<{status: number; ids: Set<string>}>>();

function fetchTarget(request: APIRequestContext, pathname: string) {
  let entry = targets.get(pathname);
  if (!entry) {
    entry = (async () => {
      const response = await request.get(pathname);
      const type = response.headers()['content-type'] ?? '';
      const ids = new Set<string>();
      if (response.ok() && type.startsWith('text/html')) {
        for (const el of Array.from(parse(await response.text()).querySelectorAll('[id]'))) ids.add(el.id);
      }
      return {status: response.status(), ids};
    })();
    targets.set(pathname, entry);
  }
  return entry;
}

async function axeViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  // Switch the way a reader's OS would, so React re-renders mode-specific parts (logos, diagrams).
  await page.emulateMedia({colorScheme: mode});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${mode}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

for (const pathname of paths) {
  test(`crawl ${pathname}`, async ({page, request, baseURL}) => {
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

    problems.push(...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark')));

    const hrefs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    );
    const here = new URL(page.url());
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = await fetchTarget(request, url.pathname);
      if (target.status !== 200) {
        problems.push(`broken link to ${url.pathname} (HTTP ${target.status})`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (!anchor) continue;
      // Anchors on the page itself may be rendered client-side too: ask the live DOM.
      const exists =
        url.pathname === here.pathname
          ? await page.evaluate((id) => document.getElementById(id) !== null, anchor)
          : target.ids.has(anchor);
      if (!exists) problems.push(`broken anchor ${url.pathname}#${anchor}`);
    }

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
