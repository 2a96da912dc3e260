import {expect, test} from '@playwright/test';
import {accessibilityProblems} from './support/axe';
import {waitForHydration} from './support/site';

// The summary-day calculator (/docs/tools/summary-day/) and the missing-data troubleshooter
// (/docs/troubleshooting/missing-data/): their server HTML, then the enhanced pages by role and visible text.

test('the calculator shows its worked example without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/tools/summary-day/');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    /This sleep is filed under 2026-03-08\. Sleep summary: 2026-03-08 12:15 \(UTC-04:00\), 2026-03-08 16:15 UTC\./,
  );
  await expect(main.getByText(/the clocks in America\/New_York go forward 1 h/)).toBeVisible();
  await context.close();
});

test('the calculator answers as the reader types, with a clear error for an unknown zone', async ({page}) => {
  await page.goto('/docs/tools/summary-day/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const zone = main.getByLabel('User’s time zone (IANA)');
  await zone.fill('Mars/Olympus');
  await expect(main.getByRole('status')).toHaveText(/Unknown time zone “Mars\/Olympus”/);
  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  await zone.fill('Europe/Madrid');
  await expect(zone).not.toHaveAttribute('aria-invalid');
  await main.getByLabel('Fell asleep').fill('2026-06-15T14:00');
  await main.getByLabel('Woke up').fill('2026-06-15T14:40');
  await expect(main.getByRole('status')).toHaveText(
    'This sleep is filed under 2026-06-15. Sleep summary: 2026-06-16 12:15 (UTC+02:00), 2026-06-16 10:15 UTC.',
  );

  await main.getByLabel('Time zone changed to (optional)').fill('America/Los_Angeles');
  await expect(main.getByRole('heading', {name: 'If the time zone changes to America/Los_Angeles'})).toBeVisible();

  await main.getByLabel('An event (an activity, a measurement)').check();
  await main.getByLabel('Event time').fill('2026-06-15T18:30');
  await main.getByLabel('Source').selectOption('Garmin');
  await expect(main.getByRole('status')).toHaveText(
    'This event is filed under 2026-06-15. Event: 2026-06-15 18:40 (UTC+02:00), 2026-06-15 16:40 UTC.',
  );
  await expect(main.getByRole('rowheader', {name: 'Final physical summary of the day'}).first()).toBeVisible();
});

test('the troubleshooter has the whole tree without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/troubleshooting/missing-data/');
  const main = page.getByRole('main');
  for (const cause of [
    'The user never finished connecting the source',
    'Your endpoint rejected the delivery',
    'The source does not provide this field',
  ]) {
    await expect(main.getByRole('heading', {name: cause})).toBeVisible();
  }
  await expect(main.getByRole('link', {name: 'delivery-rejected'})).toHaveAttribute('href', '/docs/data-behaviour/#delivery-rejected');
  await context.close();
});

test('the troubleshooter walks one path by keyboard, back and to a cause', async ({page}) => {
  await page.goto('/docs/troubleshooting/missing-data/');
  await waitForHydration(page);
  const walk = page.getByRole('group', {name: 'Troubleshooter'});
  await expect(walk.getByRole('heading', {name: 'What is missing?'})).toBeVisible();
  await walk.getByRole('button', {name: /A whole document/}).press('Enter');
  await expect(walk.getByRole('heading', {name: 'Did the user finish connecting the source?'})).toBeFocused();
  await walk.getByRole('button', {name: 'Yes', exact: true}).click();
  await walk.getByRole('button', {name: 'Yes, authorized is true'}).click();
  await walk.getByRole('button', {name: 'Back'}).click();
  await expect(walk.getByRole('heading', {name: "Does the user's authorized list say the source is authorized?"})).toBeFocused();
  await walk.getByRole('button', {name: 'Yes, authorized is true'}).click();
  await walk.getByRole('button', {name: 'No', exact: true}).click();
  await walk.getByRole('button', {name: 'No, an API source'}).click();
  await walk.getByRole('button', {name: 'Yes, its delivery time has passed'}).click();
  await walk.getByRole('button', {name: 'Yes, or I cannot tell'}).click();
  await expect(walk.getByRole('heading', {name: 'Cause: Your endpoint rejected the delivery'})).toBeFocused();
  await expect(walk.getByRole('link', {name: 'resendRejectedNotifications'})).toHaveAttribute(
    'href',
    '/api/operations/resendRejectedNotifications/',
  );
  await expect(walk.getByRole('listitem')).toHaveCount(7);
  await walk.getByRole('button', {name: 'Start over'}).click();
  await expect(walk.getByRole('heading', {name: 'What is missing?'})).toBeFocused();
  // The full tree stays on the page, folded.
  await page.getByText('Every question and cause, on one page').click();
  await expect(page.getByRole('main').getByRole('heading', {name: 'The source does not provide this field'})).toBeVisible();
});

test('both pages pass axe once enhanced, in light and dark mode', async ({page}) => {
  for (const path of ['/docs/tools/summary-day/', '/docs/troubleshooting/missing-data/']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await accessibilityProblems(page, {label: path, exclude: ['pre']})).toEqual([]);
  }
});
