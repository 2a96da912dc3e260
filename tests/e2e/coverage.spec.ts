import {expect, test} from '@playwright/test';
import {expectAccessible} from './support/axe';
import {waitForHydration} from './support/site';

// The coverage explorer (/docs/coverage/): the whole table is in the server
// HTML, the filters are labelled form controls that hide rows and columns,
// and a cell opens its reason. What every cell says is checked against the
// coverage module over the built HTML: tests/built/coverage.test.ts.

const PATH = '/docs/coverage/';

test.describe('the coverage explorer', () => {
  test('reads without JavaScript: the full table, no filters that could do nothing', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PATH);
    const table = page.getByRole('table', {name: /Coverage of every field by source/});
    await expect(table.getByRole('columnheader', {name: 'Withings'})).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(300);
    await expect(page.getByLabel('Source')).toBeHidden();
    await context.close();
  });

  test('filters by source, state, structure and field name, and a cell opens its reason', async ({page}) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const table = main.getByRole('table', {name: /Coverage of every field by source/});
    const status = main.getByRole('status');
    await expect(status).toHaveText(/^(\d+) of \1 fields shown$/);

    await main.getByLabel('Source').selectOption({label: 'Apple Health'});
    await expect(table.getByRole('columnheader', {name: 'Garmin'})).toBeHidden();
    await expect(table.getByRole('columnheader', {name: 'Apple Health'})).toBeVisible();

    await main.getByLabel('State').selectOption({label: 'SDK only'});
    await expect(status).not.toHaveText(/^(\d+) of \1 fields shown$/);
    await expect(table.getByRole('rowheader', {name: 'Body · Hydration event (hydration_event)', exact: true})).toBeVisible();
    await expect(table.getByRole('rowheader', {name: 'Physical · Physical summary (physical_summary)', exact: true})).toBeHidden();

    await main.getByLabel('Field name').fill('metadata');
    const cell = table
      .getByRole('row', {name: /^metadata/})
      .first()
      .getByRole('link', {name: 'SDK only'});
    await expect(cell).toBeVisible();
    await cell.click();
    await expect(main.locator('li:target')).toContainText('Apple Health');
    await expect(main.locator('li:target')).toContainText('hydration');

    await main.getByRole('button', {name: 'Clear filters'}).click();
    await expect(status).toHaveText(/^(\d+) of \1 fields shown$/);
    await main.getByLabel('Structure').selectOption('steps_event');
    await main.getByLabel('Pillar').selectOption({label: 'Physical'});
    await expect(status).toHaveText(/^[1-9]\d* of \d+ fields shown$/);
    await main.getByLabel('Pillar').selectOption({label: 'Sleep'});
    await expect(status).toHaveText(/^0 of \d+ fields shown$/);
  });

  test('starts from the source in the address, as the data-source pages link', async ({page}) => {
    await page.goto(`${PATH}?source=withings`);
    await waitForHydration(page);
    await expect(page.getByLabel('Source')).toHaveValue('withings');
    await expect(page.getByRole('columnheader', {name: 'Garmin'})).toBeHidden();
  });

  test('is accessible in both colour modes with the filters shown', async ({page}) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await page.getByLabel('Source').selectOption({label: 'Withings'});
    await expectAccessible(page, {label: PATH, exclude: ['pre']});
  });
});
