import {expect, test} from '@playwright/test';
import {markdownPath} from '../../plugins/docs-as-data/paths';
import {routes} from '../../core/config/routes';
import {waitForHydration} from './support/site';

/** The Markdown copies themselves are checked over the build (tests/built/served.test.ts); this is the button. */

// A context of its own: a reused one would keep the permissions (playwright.config.ts).
test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('"Copy page as Markdown" puts the page on the clipboard', async ({page, request}) => {
  await page.goto(routes.quickStart);
  const button = page.getByRole('button', {name: 'Copy page as Markdown'});
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const expected = await (await request.get(markdownPath(routes.quickStart))).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 5000});
});

test('a link to llms.txt or to a page’s Markdown copy in a guide opens the file, not a missing page', async ({page}) => {
  await page.goto('/docs/docs-as-data/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', {name: '/llms.txt', exact: true}).click();
  await expect(page).toHaveURL(/\/llms\.txt$/);
  await expect(page.locator('body')).toContainText('# ROOK Docs');
  await page.goBack();
  await waitForHydration(page);
  const copy = page.getByRole('main').getByRole('link', {name: '/docs/QuickStart.md', exact: true});
  await expect(copy).toHaveAttribute('href', '/docs/QuickStart.md');
  await copy.click();
  await expect(page).toHaveURL(/\/docs\/QuickStart\.md$/);
  await expect(page.locator('body')).toContainText('# QuickStart');
});
