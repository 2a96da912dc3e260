import {expect, test, type Browser} from '@playwright/test';
import {expectAccessible} from './support/axe';
import {recordScripts, waitForHydration} from './support/site';

// The coverage explorer (/docs/coverage/): the whole table is in the server
// HTML, the filters are labelled form controls that hide rows and columns,
// and a cell opens its reason. What every cell says is checked against the
// coverage module over the built HTML: tests/built/coverage.test.ts. The
// tables are in no script: a first load downloads only the filter form.

const PATH = '/docs/coverage/';
const GUIDE = '/docs/QuickStart/';

/** The scripts a first load of `route` asks for, once hydrated, each as text; fails on a console error (a hydration warning, say). */
async function firstLoadScripts(browser: Browser, route: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(route);
  await waitForHydration(page);
  const texts = (await scripts()).map(({text}) => text);
  await context.close();
  expect(errors, route).toEqual([]);
  return texts;
}

test.describe('the coverage explorer', () => {
  test('reads without JavaScript: every field in the HTML, a section opens, no filters that could do nothing', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PATH);
    const main = page.getByRole('main');
    expect(await main.locator('tr[data-field]').count()).toBeGreaterThan(300);
    await expect(main.getByRole('combobox', {name: 'Source', exact: true})).toBeHidden();
    await main.getByText('Body · Hydration event (hydration_event)').click();
    const table = main.getByRole('table', {name: /^Hydration event fields by source/});
    await expect(table.getByRole('columnheader', {name: 'Withings'})).toBeVisible();
    await context.close();
  });

  test('filters by source, state, structure, pillar and field name, and a cell opens its reason', async ({page}) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const status = main.getByRole('status');
    const section = (structure: string) => main.locator(`details[data-structure="${structure}"]`);
    await expect(status).toHaveText(/^(\d+) of \1 fields shown$/);

    await main.getByRole('combobox', {name: 'Source', exact: true}).selectOption({label: 'Apple Health'});
    await main.getByRole('combobox', {name: 'State', exact: true}).selectOption({label: 'SDK only'});
    await expect(status).not.toHaveText(/^(\d+) of \1 fields shown$/);
    await expect(section('physical_summary')).toBeHidden();
    const table = main.getByRole('table', {name: /^Hydration event fields by source/});
    await expect(table.getByRole('columnheader', {name: 'Apple Health'})).toBeVisible();
    await expect(table.getByRole('columnheader', {name: 'Garmin'})).toBeHidden();

    await main.getByRole('searchbox', {name: 'Field name'}).fill('metadata');
    const cell = table.getByRole('row', {name: /^metadata/}).getByRole('link', {name: 'SDK only'});
    await cell.click();
    await expect(main.locator('li:target')).toContainText('Apple Health');
    await expect(main.locator('li:target')).toContainText('hydration');

    await main.getByRole('button', {name: 'Clear filters'}).click();
    await expect(status).toHaveText(/^(\d+) of \1 fields shown$/);
    await main.getByRole('combobox', {name: 'Structure', exact: true}).selectOption('steps_event');
    await main.getByRole('combobox', {name: 'Pillar', exact: true}).selectOption({label: 'Physical'});
    await expect(status).toHaveText(/^[1-9]\d* of \d+ fields shown$/);
    await expect(section('steps_event')).toHaveAttribute('open', '');
    await main.getByRole('combobox', {name: 'Pillar', exact: true}).selectOption({label: 'Sleep'});
    await expect(status).toHaveText(/^0 of \d+ fields shown$/);
  });

  test('starts from the source in the address, as the data-source pages link', async ({page}) => {
    await page.goto(`${PATH}?source=withings`);
    await waitForHydration(page);
    await expect(page.getByRole('combobox', {name: 'Source', exact: true})).toHaveValue('withings');
    await expect(page.locator('th[data-source="garmin"]').first()).toBeHidden();
    await expect(page.getByRole('table', {name: /^Physical summary fields by source/})).toBeVisible();
  });

  test('a first load downloads none of the tables: no script holds a field path or a reason, and the scripts weigh at most 1.3 times a guide page’s', async ({
    browser,
    page,
  }) => {
    await page.goto(PATH);
    const main = page.getByRole('main');
    // The longest field path of the tables, and a sentence only the coverage module writes, both in the page's HTML.
    const paths = await main.locator('tr[data-field] th code').allTextContents();
    const longest = paths.reduce((a, b) => (b.length > a.length ? b : a));
    const reason = 'ROOK names this field in its published material';
    await expect(main.getByText(reason).first()).toBeAttached();

    const scripts = await firstLoadScripts(browser, PATH);
    expect(scripts.filter((s) => s.includes(longest) || s.includes(reason))).toEqual([]);
    const size = (list: string[]) => list.reduce((sum, s) => sum + s.length, 0);
    const guide = size(await firstLoadScripts(browser, GUIDE));
    expect(size(scripts), `${size(scripts)} characters of script against the guide page's ${guide}`).toBeLessThanOrEqual(1.3 * guide);
  });

  test('a client-side navigation loads the tables, starts from the address, and the tables’ links stay in the app', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/data-sources/withings/');
    await waitForHydration(page);
    // Set in this document: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, {stayedInApp: true}));
    await page.getByRole('main').getByRole('link', {name: 'coverage explorer'}).click();
    await expect(page).toHaveURL(`${PATH}?source=withings`);
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', {name: 'Source', exact: true})).toHaveValue('withings');
    await expect(main.getByRole('status')).toHaveText(/^(\d+) of \1 fields shown$/);
    await expect(main.locator('th[data-source="garmin"]').first()).toBeHidden();

    await main.getByRole('combobox', {name: 'Structure', exact: true}).selectOption('sleep_summary');
    const table = main.getByRole('table', {name: /^Sleep summary fields by source/});
    await table.getByRole('link', {name: 'all sleep summary fields'}).click();
    await expect(page).toHaveURL('/docs/rookconnect/data-types/sleep_summary/');
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('is accessible in both colour modes with a section open', async ({page}) => {
    // axe over thousands of cells takes over a minute on a busy 2-core machine, as in the crawl.
    test.setTimeout(180_000);
    await page.goto(PATH);
    await waitForHydration(page);
    // The crawl checks the page as it loads, filters shown and sections closed; here one open section with its table and reasons.
    await page.getByRole('combobox', {name: 'Structure', exact: true}).selectOption('sleep_summary');
    await expectAccessible(page, {label: `${PATH} sleep_summary`, include: ['details[data-structure="sleep_summary"]']});
  });
});
