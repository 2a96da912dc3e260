import {expect, test, type Page} from '@playwright/test';
import {recordScripts, waitForHydration} from './support/site';

// Every route the site promises that the guides own is built with one h1, and the data-source, data-types and
// API guide pages say what they must in their server HTML: tests/built/pages.test.ts.

test('the language choice syncs across tab groups and pages, and survives a reload', async ({page}) => {
  await page.goto('/docs/QuickStart/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByRole('tab', {name: 'Python'}).first().click();
  // Every language tab group on the page follows the choice.
  const pythonTabs = main.getByRole('tab', {name: 'Python'});
  const count = await pythonTabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(pythonTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText('requests.get(').first()).toBeVisible();

  await page.goto('/docs/rookconnect/data-authorization/');
  await expect(page.getByRole('main').getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('main').getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('main').getByRole('tab', {name: 'curl'}).first().click();
  await page.goto('/docs/api/');
  await expect(page.getByRole('main').getByRole('tab', {name: 'curl'}).first()).toHaveAttribute('aria-selected', 'true');
});

/** Coloured tokens in the first `language` block, and no block on the page rewritten outside React. */
async function expectHighlighted(page: Page, language: string, where: string): Promise<void> {
  const block = page.locator(`pre.language-${language}`).first();
  await expect(block, `${where} ${language}`).toBeAttached();
  const tokens = block.locator('.token:not(.plain)');
  // Code drawn in the browser is plain text until Prism arrives, so this waits.
  await expect.poll(() => tokens.count(), {message: `${where} ${language} tokens`}).toBeGreaterThan(3);
  await expect(tokens.first(), `${where} ${language} colour`).toHaveAttribute('style', /color:/);
  // The theme renders each line as a .token-line; Prism's own markup, were it to
  // highlight the document itself, puts its tokens straight into <code>.
  expect(await page.locator('pre.prism-code code > :not(.token-line)').count(), `${where} blocks rewritten by Prism`).toBe(0);
}

test('code in every language the guides use is highlighted, and stays so after hydration', async ({page}) => {
  // The grammars are ui/prism's, and the colours inline styles from the server
  // HTML, which hydration keeps (src/theme/CodeBlock/Content). Prism rewriting a
  // block before React hydrates it shows as a hydration error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const pages = {
    '/docs/QuickStart/': ['bash', 'python', 'js'],
    '/docs/rookconnect/sdk/flutter/samsung-health/getting-started/': ['dart', 'groovy'],
    '/docs/rookconnect/sdk/android/health-connect/getting-started/': ['kotlin'],
  };
  const scripts = recordScripts(page);
  for (const [route, languages] of Object.entries(pages)) {
    await page.goto(route);
    await waitForHydration(page);
    // Every script the page asked for has arrived, so a Prism that rewrote the blocks would have by now.
    await scripts();
    for (const language of languages) await expectHighlighted(page, language, route);
  }
  expect(errors).toEqual([]);
});

test('a code block kept from the server HTML still wraps its lines, and stays highlighted', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/QuickStart/');
  await waitForHydration(page);
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('pre.language-bash')})
    .first();
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await overflows(), 'the curl call is wider than a phone').toBe(true);
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  // The theme styles <code> itself; a block React re-rendered from scratch would lose that.
  await expect(pre.locator('code')).toHaveAttribute('style', /white-space: pre-wrap/);
  await expect.poll(overflows).toBe(false);
  await expect(pre.locator('.token.string').first()).toHaveAttribute('style', /color:/);
});

test('a page opened by client-side navigation highlights its code in the browser', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  await page.getByRole('main').getByRole('link', {name: 'Start the QuickStart'}).click();
  await expect(page).toHaveURL('/docs/QuickStart/');
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument), 'no full page load').toBe(true);
  for (const language of ['bash', 'python', 'js']) await expectHighlighted(page, language, 'QuickStart via the home page');
});

test('the authorization flow diagram renders as an SVG', async ({page}) => {
  await page.goto('/docs/rookconnect/data-authorization/');
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('authorization_url');
});

test('the delivery diagram renders as an SVG', async ({page}) => {
  await page.goto('/docs/rookconnect/data_delivery/');
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('resend_rejected_notifications');
});

test('a data-source page shows its structures table and links to the field reference', async ({page}) => {
  await page.goto('/data-sources/whoop/');
  await expect(page.getByRole('heading', {level: 1, name: 'Whoop'})).toBeVisible();
  const table = page.getByRole('table', {name: 'Data structures Whoop provides'});
  await expect(table).toBeVisible();
  const activity = table.getByRole('row').filter({hasText: 'activity_event'});
  await expect(activity).toContainText('activity_strain_level_float');
  await activity.getByRole('link', {name: 'All activity event fields'}).click();
  await expect(page).toHaveURL('/docs/rookconnect/data-types/activity_event/');
  await expect(page.getByRole('heading', {level: 1, name: 'Activity event'})).toBeVisible();
});

test('the QuickStart offers its two ways in on its first screen, the sandbox without an account first', async ({page}) => {
  await page.goto('/docs/QuickStart/');
  const sandbox = page.getByRole('main').getByRole('link', {name: 'Start in the sandbox'});
  const account = page.getByRole('main').getByRole('link', {name: 'Start with your account'});
  await expect(sandbox).toBeInViewport();
  await expect(account).toBeInViewport();
  await sandbox.click();
  await expect(page.getByRole('heading', {name: 'Try it now in the sandbox'})).toBeInViewport();
  await account.click();
  await expect(page.getByRole('heading', {name: 'Before you start'})).toBeInViewport();
});
