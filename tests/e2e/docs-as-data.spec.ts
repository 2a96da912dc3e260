import {expect, test} from '@playwright/test';
import {markdownPath} from '../../plugins/docs-as-data/paths';
import {routes} from '../../core/config/routes';

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
