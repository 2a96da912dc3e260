import {expect, test} from '@playwright/test';
import {sdkRedirects} from '../../src/config/sdkRedirects';
import before from '../unit/fixtures/sdk-urls-before-topics.json';
import {waitForHydration} from './support/site';

/**
 * The SDK guides in a browser: the source tabs remember the reader's choice,
 * and every SDK URL that existed before the split by topic still leads to a
 * page (client-side redirects included). Each topic page's headings and the
 * category pages are checked on the server HTML: tests/built/pages.test.ts.
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

const redirectTo = new Map(sdkRedirects.map((r) => [r.from, r.to]));

// One page walks every URL: a navigation each, not a browser context each.
test('every SDK URL from before the split by topic still leads to a page', async ({page}) => {
  test.setTimeout(180_000);
  for (const url of before) {
    await page.goto(url);
    const target = redirectTo.get(url) ?? url;
    await expect(page, url).toHaveURL(new RegExp(`${escape(target)}$`));
    await expect(page.getByRole('main').getByRole('heading', {level: 1}), url).toBeVisible();
  }
});
