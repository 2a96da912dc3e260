import {expect, test} from '@playwright/test';

/**
 * Every SDK route of the spec, and the heading each spec topic lives under.
 * A page missing, answering non-200, lacking an h1, or lacking a topic
 * heading fails the test for that route.
 */

const base = '/docs/rookconnect/sdk';

/** Topic headings on the per-source pages of native and Flutter SDKs. */
const gettingStarted = ['Install', 'Configure', 'Initialise', 'Environments and logging', 'User ID'];
const sync = ['Automatic sync', 'Background configuration', 'Manual sync', 'Steps', 'Calories'];
const troubleshooting = ['Known exceptions', 'Best practices', 'Changelog', 'Migrations'];

/** Route → headings that must appear on it (the h1 is always required). */
const pages: Record<string, string[]> = {
  [`${base}/`]: ['Pick your platform', 'Shared rules'],

  // Android: Health Connect, Samsung Health, API sources.
  [`${base}/android/`]: ['Rules every Android SDK shares'],
  [`${base}/android/health-connect/getting-started/`]: gettingStarted,
  [`${base}/android/health-connect/permissions/`]: ['Check availability', 'Request data permissions', 'Background read'],
  [`${base}/android/health-connect/sync/`]: sync,
  [`${base}/android/health-connect/troubleshooting/`]: ['Known exceptions', 'Changelog', 'Migrations'],
  [`${base}/android/rook-sdk/best-practices/`]: ['Best practices'],
  [`${base}/android/samsung-health/getting-started/`]: gettingStarted,
  [`${base}/android/samsung-health/permissions/`]: ['Check availability', 'Request permissions'],
  [`${base}/android/samsung-health/sync/`]: sync,
  [`${base}/android/samsung-health/troubleshooting/`]: troubleshooting,
  // API sources sync nothing on the device, so the sync, steps and calories topics don't apply.
  [`${base}/android/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions', 'Changelog', 'Best practices'],

  // iOS: Apple Health, API sources.
  [`${base}/iOS/`]: ['Requirements', 'Managers'],
  [`${base}/iOS/apple-health/getting-started/`]: gettingStarted,
  [`${base}/iOS/apple-health/permissions/`]: ['Request permissions', 'Write access'],
  [`${base}/iOS/apple-health/sync/`]: sync,
  [`${base}/iOS/apple-health/troubleshooting/`]: troubleshooting,
  [`${base}/iOS/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions', 'Changelog', 'Best practices'],

  // Flutter: Apple Health, Health Connect, Samsung Health; errors and releases shared by the three packages.
  [`${base}/flutter/`]: ['Requirements', 'How the packages work'],
  [`${base}/flutter/apple-health/getting-started/`]: gettingStarted,
  [`${base}/flutter/apple-health/permissions/`]: [],
  [`${base}/flutter/apple-health/sync/`]: sync,
  [`${base}/flutter/health-connect/getting-started/`]: gettingStarted,
  [`${base}/flutter/health-connect/permissions/`]: [],
  [`${base}/flutter/health-connect/sync/`]: sync,
  [`${base}/flutter/samsung-health/getting-started/`]: gettingStarted,
  [`${base}/flutter/samsung-health/permissions/`]: [],
  [`${base}/flutter/samsung-health/sync/`]: sync,
  [`${base}/flutter/troubleshooting/`]: troubleshooting,

  // React Native: the spec's exact page list.
  [`${base}/reactnative/`]: ['Requirements', 'Best practices'],
  [`${base}/reactnative/fundamentals/datasources/`]: ['Summaries and events'],
  [`${base}/reactnative/rook-sdk/gettingstarted/`]: ['Install', 'Configure', 'Initialise', 'Environments and logging', 'Automatic sync', 'Background configuration'],
  [`${base}/reactnative/rook-sdk/grantpermissons/`]: ['Apple Health', 'Health Connect', 'Samsung Health'],
  [`${base}/reactnative/rook-sdk/ListenNotifications/`]: ['Notification types'],
  [`${base}/reactnative/rook-sdk/manualsync/`]: ['Manual sync'],
  [`${base}/reactnative/rook-sdk/StepsExtraction/`]: ['Steps', 'Calories'],
  [`${base}/reactnative/rook-sdk/updateuserid/`]: ['User ID', 'Logout'],
  [`${base}/reactnative/rook-sdk/Extra-HC-Quota/`]: ['How to stay under the quota'],
  [`${base}/reactnative/health-connect/`]: ['What changes when you move'],
  [`${base}/reactnative/health-connect/changelog/`]: ['Changelog'],
  [`${base}/reactnative/rook-sdk/api-reference/`]: [
    'RookSyncGate', 'useRookConfiguration', 'useRookPermissions', 'useRookSync', 'useRookData', 'useRookVariables',
    'useRookAppleHealth', 'useRookHealthConnect', 'useRookSamsungHealth', 'useRookAndroidStepCounter',
  ],
  [`${base}/reactnative/rook-sdk/changelog/`]: ['Changelog', 'Known exceptions'],
  [`${base}/reactnative/rook-sdk/migratetorooksdk/`]: ['Migrations'],

  // Capacitor / Ionic: one plugin for all three sources.
  [`${base}/capacitor/`]: ['Requirements', 'Modules'],
  [`${base}/capacitor/getting-started/`]: gettingStarted,
  [`${base}/capacitor/permissions/`]: ['Apple Health', 'Health Connect', 'Samsung Health'],
  [`${base}/capacitor/sync/`]: sync,
  [`${base}/capacitor/troubleshooting/`]: troubleshooting,
  [`${base}/capacitor/api-reference/`]: [
    'RookConfig', 'RookPermissions', 'RookAppleHealth', 'RookHealthConnect', 'RookSamsungHealth', 'RookSummaries',
    'RookEvents', 'RookStepsCounter',
  ],
};

/** Category listing pages: slug → h1. */
const categories: Record<string, string> = {
  sdks: 'SDKs',
  android: 'Android',
  'fundamentals-android': 'Fundamentals',
  'health-connect': 'Health Connect',
  'samsung-health': 'Samsung Health',
  ios: 'iOS',
  'fundamentals-ios': 'Fundamentals',
  'apple-health': 'Apple Health',
  flutter: 'Flutter',
  'fundamentals-flutter': 'Fundamentals',
  'apple-health-flutter': 'Apple Health',
  'health-connect-flutter': 'Health Connect',
  'samsung-health-flutter': 'Samsung Health',
  'react-native': 'React Native',
  fundamentals: 'Fundamentals',
  'rook-sdk-api-reference': 'API reference',
  migrations: 'Migrations',
  'individual-kit-sdk': 'Individual kit SDK',
  'capacitor-ionic': 'Capacitor / Ionic',
  'fundamentals-capacitor': 'Fundamentals',
  'capacitor-api-reference': 'API reference',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('SDK guide pages', () => {
  for (const [route, headings] of Object.entries(pages)) {
    test(`${route} has its h1 and topic headings`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status(), `${route} did not answer 200`).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1})).toBeVisible();
      for (const heading of headings) {
        await expect(
          main.getByRole('heading', {name: new RegExp(`^${escape(heading)}`)}).first(),
          `${route} lacks the heading "${heading}"`,
        ).toBeVisible();
      }
    });
  }
});

test.describe('SDK category pages', () => {
  for (const [slug, title] of Object.entries(categories)) {
    test(`/docs/category/${slug}/ lists its pages`, async ({page}) => {
      const response = await page.goto(`/docs/category/${slug}/`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1, name: title})).toBeVisible();
      // A generated index shows one card per child item.
      await expect(main.locator('article').first()).toBeVisible();
    });
  }

  test('the SDK landing explains what the SDKs are for and links every platform', async ({page}) => {
    await page.goto('/docs/category/sdks/');
    const main = page.getByRole('main');
    await expect(main.getByText(/read Apple Health, Health Connect and Samsung Health/)).toBeVisible();
    for (const name of ['Choose an SDK', 'Android', 'iOS', 'Flutter', 'React Native', 'Capacitor / Ionic']) {
      // Card names start with an icon, then the title.
      await expect(main.locator('article').getByRole('link', {name}).first()).toBeVisible();
    }
  });

  test('a missing SDK page answers with the not-found page', async ({page}) => {
    const response = await page.goto(`${base}/android/health-connect/no-such-topic/`);
    expect(response?.status()).toBe(404);
  });
});
