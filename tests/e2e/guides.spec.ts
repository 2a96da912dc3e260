import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * Every non-SDK route of the product spec (section 2) that the guides own,
 * typed from the spec rather than derived from the site, so a page that
 * disappears fails here. /api/ and /search belong to the API reference and
 * search, whose own specs cover them.
 */
const guideRoutes = [
  '/',
  '/docs/QuickStart/',
  '/docs/definitions/',
  '/docs/api/',
  '/docs/data-sources/',
  '/docs/rookconnect/introduction/',
  '/docs/rookconnect/data-authorization/',
  '/docs/rookconnect/data_extraction/',
  '/docs/rookconnect/data_processing/',
  '/docs/rookconnect/data_delivery/',
  '/docs/rookconnect/data-types/',
  '/docs/rookconnect/add-ons/',
  '/docs/ROOKExtractionApp/introduction/',
  '/docs/ROOKExtractionApp/implementation/',
  '/docs/rookscore2.0/QuickStart/',
  '/docs/rookscore2.0/implementation/',
  '/data-sources/',
  ...[
    'dexcom',
    'fitbit',
    'garmin',
    'oura',
    'polar',
    'whoop',
    'withings',
    'xiaomi',
    'zepp',
    'android',
    'apple-health',
    'health-connect',
    'samsung-health',
  ].map((slug) => `/data-sources/${slug}/`),
];

test.describe('every guide route answers 200 with a heading', () => {
  for (const route of guideRoutes) {
    test(route, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  test('/docs lands on the QuickStart', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL('/docs/QuickStart/');
  });
});

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
  // The grammars are src/prism's, and the colours inline styles from the server
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
  for (const [route, languages] of Object.entries(pages)) {
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
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
  await expect(page).toHaveURL('/docs/rookconnect/data-types/#activity_event');
  await expect(page.getByRole('heading', {level: 3, name: 'Activity event'})).toBeVisible();
});

test('a hub source explains where its data comes from', async ({page}) => {
  await page.goto('/data-sources/xiaomi/');
  await expect(page.getByRole('link', {name: 'Apple Health', exact: true}).first()).toHaveAttribute('href', '/data-sources/apple-health/');
  await expect(page.getByText('To be confirmed').first()).toBeVisible();
});

test('the index lists every source and the comparison matrix', async ({page}) => {
  await page.goto('/data-sources/');
  for (const name of ['Garmin', 'Oura', 'Apple Health', 'Samsung Health', 'Xiaomi (Mi Fitness)', 'Zepp']) {
    await expect(page.getByRole('main').getByRole('link', {name, exact: true}).first()).toBeVisible();
  }
  const matrix = page.getByRole('table', {name: 'Data structures each source provides'});
  await expect(matrix.getByRole('row').filter({hasText: 'blood_glucose_event'})).toBeVisible();
});

test('the data-types guide has field tables generated from the contract, one per object', async ({page}) => {
  await page.goto('/docs/rookconnect/data-types/#physical_summary');
  await expect(page.getByRole('heading', {level: 3, name: 'Physical summary'})).toBeVisible();
  // The physical summary is the first structure split into groups, so its headings come first.
  for (const object of ['metadata', 'activity', 'calories', 'distance', 'heart_rate']) {
    await expect(page.getByRole('heading', {level: 4, name: object}).first()).toBeVisible();
  }
  const heading = page.locator('#physical_summary-heart_rate');
  await expect(heading).toHaveRole('heading');
  await expect(heading.getByRole('link', {name: 'heart_rate', exact: true})).toHaveAttribute(
    'href',
    '/api/schemas/PhysicalSummary/#property-heart_rate',
  );
  // Under the heading: the object's type, then its fields by their own names, linked to their full-path anchors.
  await expect(heading.locator('+ p')).toContainText('HeartRateData object, required');
  const field = page.getByRole('link', {name: 'hr_avg_bpm_int', exact: true}).first();
  await expect(field).toHaveAttribute('href', '/api/schemas/PhysicalSummary/#property-heart_rate-hr_avg_bpm_int');
  await expect(page.getByRole('cell', {name: 'heart_rate.hr_avg_bpm_int'})).toHaveCount(0);
  // Groups sit below the table of contents' depth, so the contents still list structures, not objects.
  await expect(page.locator('.table-of-contents').getByRole('link', {name: 'Physical summary', exact: true})).toBeVisible();
  await expect(page.locator('.table-of-contents').getByRole('link', {name: 'heart_rate', exact: true})).toHaveCount(0);
  // A dotted path is inline code in its heading and cells, never a code block (which the theme makes of code holding markup).
  await expect(page.locator('#activity_event-activity-intensity').getByRole('link').locator('code')).toHaveText('activity.intensity');
  await expect(page.locator('.markdown :is(h3, h4, td) pre')).toHaveCount(0);
});

test('the API guide lists operations that open the reference', async ({page}) => {
  await page.goto('/docs/api/');
  const link = page.getByRole('link', {name: 'Get the physical summary for a day'});
  await expect(link).toHaveAttribute('href', '/api/operations/getPhysicalSummary/');
  await expect(page.getByRole('heading', {level: 3, name: 'Body health'})).toBeVisible();
  await expect(page.getByText('Google Fit ended on 4 November 2025')).toBeVisible();
});
