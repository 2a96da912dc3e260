import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {sdkRedirects} from '../../core/config/sdkRedirects';
import before from '../unit/fixtures/sdk-urls-before-topics.json';
import {waitForHydration} from './support/site';

/**
 * The SDK guides in a browser: the source tabs remember the reader's choice,
 * and an SDK URL that existed before the split by topic still leads to a page.
 * Every such URL, and the target each redirect page names, is checked over
 * HTTP in tests/built/served.test.ts; here Chromium follows one of each kind
 * (still a page, moved, a topic alias), so the redirect script runs under the
 * site's page policy. Each topic page's headings and the category pages are
 * checked on the server HTML: tests/built/pages.test.ts.
 */

const base = '/docs/rookconnect/sdk';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('SDK guide pages', () => {
  test('the source tabs remember the reader’s choice across Flutter pages', async ({page}) => {
    await page.goto(`${base}/flutter/getting-started/`);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Samsung Health'}).first().click();
    await page.goto(`${base}/flutter/user-id/`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Samsung Health'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('RookSamsung.updateUserID');
  });
});

test.describe('SDK category pages', () => {
  // A doc's card shows the description from its front matter (src/theme/DocCard reads it from its own module).
  const overview = readFileSync('docs/rookconnect/sdk/android/index.mdx', 'utf8');
  const description = /^description: (.+)$/m.exec(overview)![1]!;
  const card = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('link', {name: /^📄️ Overview/});

  test("a doc's card shows its description once the page has hydrated", async ({page}) => {
    await page.goto('/docs/category/fundamentals-android/');
    await waitForHydration(page);
    await expect(card(page)).toContainText(description);
  });

  test("a doc's card shows its description after a client-side navigation", async ({page}) => {
    await page.goto('/docs/category/android/');
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('link', {name: /^🗃 Fundamentals/})
      .click();
    await expect(page).toHaveURL(/\/docs\/category\/fundamentals-android\/$/);
    await expect(card(page)).toContainText(description);
  });
});

const redirectTo = new Map(sdkRedirects.map((r) => [r.from, r.to]));
const oldUrls = new Set<string>(before);
const samples = {
  'still a page': before.find((url) => !redirectTo.has(url))!,
  moved: before.find((url) => redirectTo.has(url))!,
  'topic alias': sdkRedirects.find((r) => !oldUrls.has(r.from))!.from,
};

for (const [kind, url] of Object.entries(samples)) {
  test(`an old SDK URL (${kind}: ${url}) leads to its page, keeping the query and the fragment`, async ({page}) => {
    const target = redirectTo.get(url) ?? url;
    await page.goto(`${url}?from=old#top`);
    await expect(page).toHaveURL(new RegExp(`${escape(target)}\\?from=old#top$`));
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
  });
}
