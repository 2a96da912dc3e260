import {expect, test, type Page} from '@playwright/test';
import {expectAccessible} from './support/axe';
import {waitForHydration} from './support/site';

/*
 * The mobile setup generator (/docs/rookconnect/sdk/setup/) in Chromium
 * against the production build: the default setup without JavaScript, and
 * choices changing the entries with JavaScript.
 */
const PATH = '/docs/rookconnect/sdk/setup/';

const fileHeading = (page: Page, path: string) => page.getByRole('heading', {name: path, exact: true});

test('without JavaScript the page carries the default setup: Android with Health Connect', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByText('Android (Kotlin) with Health Connect, 5 data types: 3 files to change.')).toBeVisible();
  await expect(fileHeading(page, 'app/src/main/AndroidManifest.xml')).toBeVisible();
  await expect(page.getByText('androidx.health.ACTION_SHOW_PERMISSIONS_RATIONALE').first()).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Already declared by the SDK'})).toBeVisible();
  // The choices cannot change anything without JavaScript, so they are disabled and say why.
  await expect(page.getByRole('radio', {name: 'iOS (Swift)'})).toBeDisabled();
  // Chromium with scripts turned off still parses <noscript> as raw text, so the served markup is checked, not what is visible.
  expect(await page.locator('noscript').evaluateAll((nodes) => nodes.map((n) => n.textContent).join(' '))).toContain(
    'The choices need JavaScript.',
  );
  await context.close();
});

test('choosing iOS and Samsung Health: Info.plist and entitlements, and a warning that Samsung is Android only', async ({page}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  const choices = page.getByRole('form', {name: 'Setup choices'});
  await choices.getByRole('radio', {name: 'iOS (Swift)'}).check();
  await choices.getByRole('checkbox', {name: /^Samsung Health/}).check();
  await choices.getByRole('checkbox', {name: /^Apple Health/}).check();
  await expect(page.getByText('Samsung Health is not available on iOS (Swift), so it is left out.')).toBeVisible();
  await expect(fileHeading(page, 'YourApp/Info.plist')).toBeVisible();
  await expect(fileHeading(page, 'YourApp/YourApp.entitlements')).toBeVisible();
  await expect(page.getByText('com.apple.developer.healthkit.background-delivery').first()).toBeVisible();
  await expect(fileHeading(page, 'app/src/main/AndroidManifest.xml')).toHaveCount(0);
  await expectAccessible(page, {label: 'setup generator, iOS', exclude: ['pre']});
});

test('choosing Flutter with Samsung Health and blood pressure: the Dart permission set and the pubspec lines', async ({page}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  const choices = page.getByRole('form', {name: 'Setup choices'});
  await choices.getByRole('radio', {name: 'Flutter'}).check();
  await choices.getByRole('checkbox', {name: /^Samsung Health/}).check();
  await choices.getByRole('checkbox', {name: 'Blood pressure'}).check();
  await expect(fileHeading(page, 'lib/rook/samsung_permissions.dart')).toBeVisible();
  await expect(page.getByText('SamsungHealthPermission.bloodPressure,').first()).toBeVisible();
  await expect(page.getByText('rook_sdk_samsung_health: ^').first()).toBeVisible();
  // Blood pressure is now needed, so the manifest keeps its Health Connect permission.
  await expect(page.getByText('READ_BLOOD_PRESSURE" tools:node="remove"')).toHaveCount(0);
  // Checking a box far down scrolled the platform radios under the sticky navbar, which axe counts as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, {label: 'setup generator, Flutter', exclude: ['pre']});
});
