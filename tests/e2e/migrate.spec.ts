import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

// The migration pages' converter (/docs/migrate/…): its server HTML converts the first documented
// example, and in the browser it converts what the reader pastes without a request to any host.

test('the converter shows its first example converted without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/migrate/junction/');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/→ ROOK sleep_summary: \d+ fields mapped or applied, \d+ dropped\./);
  await context.close();
});

test('the converter converts another example and a pasted payload in the browser, requesting nothing but the site’s own scripts', async ({
  page,
}) => {
  await page.goto('/docs/migrate/open-wearables/');
  await waitForHydration(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const main = page.getByRole('main');
  await main.getByLabel('Start from a documented example').selectOption({label: 'workout.created'});
  await expect(main.getByRole('status')).toHaveText(/workout\.created → ROOK activity_event/);
  await expect(main.getByText('"activity_type_name_string": "running"')).toBeVisible();

  const payload = main.getByLabel('Open Wearables payload (JSON)');
  await payload.fill('{"type": "sleep.created"');
  await expect(main.getByRole('status')).toHaveText(/not valid JSON/);
  await expect(payload).toHaveAttribute('aria-invalid', 'true');
  await payload.fill('{"type": "connection.created", "data": {}}');
  await expect(main.getByRole('status')).toHaveText(/not one of the Open Wearables payloads/);
  // The site may prefetch its own scripts while idle; nothing else is asked for.
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([]);
});

test('the Terra page converts its SDK examples and shows ROOK’s side of the flows', async ({page}) => {
  await page.goto('/docs/migrate/terra/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    /Sleep \(webhook type sleep, GET \/sleep\) → ROOK sleep_summary: \d+ fields mapped or applied, \d+ dropped\./,
  );
  await main.getByLabel('Start from a documented example').selectOption({label: 'Activity (webhook type activity, GET /activity)'});
  await expect(main.getByRole('status')).toHaveText(/→ ROOK activity_event/);
  await expect(main.getByText('"activity_strain_level_float": 14.5')).toBeVisible();
  const flows = main.getByRole('table').filter({hasText: 'Connecting a user'});
  await expect(flows.getByRole('link', {name: 'getDataSourceAuthorizer'})).toBeVisible();
  await expect(flows).toContainText('ROOK retries after 2, 24 and 48 hours');
});
