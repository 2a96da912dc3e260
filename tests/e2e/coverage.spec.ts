import {expect, test} from '@playwright/test';
import {expectAccessible} from './support/axe';
import {waitForHydration} from './support/site';

// The coverage explorer (/docs/coverage/): the whole table is in the server
// HTML, the filters are labelled form controls that hide rows and columns,
// and a cell opens its reason. What every cell says is checked against the
// coverage module over the built HTML: tests/built/coverage.test.ts.

const PATH = '/docs/coverage/';

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

  test('is accessible in both colour modes with the filters shown', async ({page}) => {
    // axe over thousands of cells takes over a minute on a busy 2-core machine, as in the crawl.
    test.setTimeout(180_000);
    await page.goto(PATH);
    await waitForHydration(page);
    // The whole page, closed sections included, as the crawl checks it; then one open section with its table and reasons.
    await expectAccessible(page, {label: PATH, exclude: ['pre']});
    await page.getByRole('combobox', {name: 'Structure', exact: true}).selectOption('sleep_summary');
    await expectAccessible(page, {label: `${PATH} sleep_summary`, include: ['details[data-structure="sleep_summary"]']});
  });
});
