import {expect, test} from '@playwright/test';
import {accessibilityProblems} from './support/axe';
import {waitForHydration} from './support/site';

// The onboarding and capacity planner (/docs/tools/planner/): its server HTML, then the enhanced
// page by role and visible text. The figures themselves are tests/unit/plan.test.ts's.

test('the planner shows its worked example without JavaScript, each figure with where it comes from', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/tools/planner/');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    '600 users linked over 12 days; then 12,300 documents a day, and 20,550 in the busiest hour.',
  );
  await expect(main.getByRole('heading', {name: 'What your webhook receiver must take'})).toBeVisible();
  await expect(main.getByText('20,300 history documents', {exact: false})).toBeVisible();
  const sources = main.getByRole('table', {name: /What each new user brings/});
  await expect(sources.getByRole('row', {name: /Apple Health \(SDK\).*29 days.*, 406 documents per user/})).toBeVisible();
  await expect(main.getByText('sandbox model').first()).toBeVisible();
  await expect(main.getByText('(ROOK confirmed)').first()).toBeVisible();
  await expect(main.getByText(/vendors’ own API quotas/)).toBeVisible();
  await context.close();
});

test('the planner answers as the reader types, with a clear error for bad input', async ({page}) => {
  await page.goto('/docs/tools/planner/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const status = main.getByRole('status');
  const garmin = main.getByLabel('Garmin (API)');
  await garmin.fill('-5');
  await expect(status).toHaveText('The users for Garmin must be at least 0, not negative.');
  await expect(garmin).toHaveAttribute('aria-invalid', 'true');

  const rate = main.getByLabel('Users linked per day');
  await rate.fill('0');
  await expect(status).toHaveText(/must be at least|not negative/);
  await garmin.fill('0');
  await expect(status).toHaveText('The onboarding rate must be at least 1.');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Apple Health (SDK)').fill('');
  await rate.fill('20');
  await main.getByLabel('Time zone 1').fill('Asia/Tokyo');
  await main.getByLabel('Share of zone 1 (%)').fill('90');
  await expect(status).toHaveText('The time zones’ shares add up to 130%: make them add up to 100%.');
  await main.getByLabel('Time zone 2').fill('');
  await main.getByLabel('Share of zone 2 (%)').fill('');
  await main.getByLabel('Share of zone 1 (%)').fill('100');
  await main.getByLabel('Oura (API)').fill('40');
  await expect(status).toHaveText('40 users linked over 2 days; then 440 documents a day, and 900 in the busiest hour.');
  await expect(rate).not.toHaveAttribute('aria-invalid');
  await expect(main.getByRole('rowheader', {name: 'Oura (API)'})).toBeVisible();
});

test('the planner page has no accessibility problems', async ({page}) => {
  await page.goto('/docs/tools/planner/');
  await waitForHydration(page);
  expect(await accessibilityProblems(page, {label: '/docs/tools/planner/'})).toEqual([]);
});
