import {expect, test} from '@playwright/test';
import {sdkRedirects} from '../../src/config/sdkRedirects';
import {reactNativePages, sdkTopics} from '../../src/data/sdk';
import before from '../unit/fixtures/sdk-urls-before-topics.json';
import {waitForHydration} from './support/site';

/**
 * Every SDK topic page of every platform answers with its h1; pages that
 * answer a task carry their key headings; category pages list their pages in
 * the spec's topic order; every SDK URL that existed before the split by topic
 * still leads to a page; the source tabs remember the reader's choice.
 */

const base = '/docs/rookconnect/sdk';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folder of each platform's topic pages. */
const platforms = ['android/health-connect', 'android/samsung-health', 'iOS/apple-health', 'flutter', 'capacitor'];

/** The page that serves a topic: its own URL, except the spec-named ones. */
function topicUrl(dir: string, topic: string): string {
  if (dir === 'android/health-connect' && topic === 'best-practices') return `${base}/android/rook-sdk/best-practices/`;
  return `${base}/${dir}/${topic}/`;
}

const pages: Record<string, string[]> = {};
for (const dir of platforms) {
  for (const {slug} of sdkTopics) pages[topicUrl(dir, slug)] = [];
}
for (const page of Object.values(reactNativePages)) pages[`${base}/reactnative/rook-sdk/${page}/`] = [];

// Headings that prove a page answers its task.
Object.assign(pages, {
  [`${base}/`]: ['Pick your platform', 'Shared rules'],
  [`${base}/android/`]: ['Rules every Android SDK shares'],
  [`${base}/iOS/`]: ['Requirements', 'Managers'],
  [`${base}/flutter/`]: ['Requirements', 'How the packages work'],
  [`${base}/capacitor/`]: ['Requirements', 'Modules'],
  [`${base}/reactnative/`]: ['Requirements'],
  [`${base}/android/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions'],
  [`${base}/iOS/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions'],
  [`${base}/android/health-connect/getting-started/`]: [
    'Requirements',
    'Install',
    'Configure',
    'Initialise',
    'Check that it works',
    'If it goes wrong',
  ],
  [`${base}/android/health-connect/permissions/`]: [
    'Check availability',
    'Request data permissions',
    'Background read',
    'If it goes wrong',
  ],
  [`${base}/android/health-connect/known-exceptions/`]: ['All exceptions'],
  [`${base}/android/health-connect/changelog/`]: ['4.1.0', '4.0.0'],
  [`${base}/android/health-connect/migrations/`]: ['From 1.x to 4.x'],
  [`${base}/android/samsung-health/known-exceptions/`]: ['All exceptions', 'Samsung Health error codes'],
  [`${base}/iOS/apple-health/background-configuration/`]: ['Check that it works', 'If it goes wrong'],
  [`${base}/iOS/apple-health/changelog/`]: ['4.1.1', '4.0.0', '1.8.2'],
  [`${base}/flutter/getting-started/`]: ['Install, configure and initialise', 'Check that it works'],
  [`${base}/capacitor/known-exceptions/`]: ['Known issues in 4.1.1', 'Native exceptions'],
  [`${base}/reactnative/fundamentals/datasources/`]: ['Summaries and events'],
  [`${base}/reactnative/rook-sdk/ListenNotifications/`]: ['Notification types'],
  [`${base}/reactnative/rook-sdk/Extra-HC-Quota/`]: ['How to stay under the quota'],
  [`${base}/reactnative/rook-sdk/migratetorooksdk/`]: ['From 2.x to 4.x'],
  [`${base}/reactnative/health-connect/`]: ['What changes when you move'],
  [`${base}/reactnative/health-connect/changelog/`]: ['Changelog'],
  [`${base}/reactnative/rook-sdk/api-reference/`]: ['RookSyncGate', 'useRookConfiguration', 'useRookPermissions', 'useRookSync'],
  [`${base}/capacitor/api-reference/`]: ['RookConfig', 'RookPermissions', 'RookEvents', 'RookStepsCounter'],
});

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

  test('a known-exceptions page lists the quota exception with its cause and fix', async ({page}) => {
    await page.goto(`${base}/android/health-connect/known-exceptions/`);
    const row = page.getByRole('row', {name: /HCQuotaExceededException/});
    await expect(row).toContainText('request quota is used up');
    await expect(row).toContainText('a few hours');
  });

  test('a changelog says plainly what ROOK has not published', async ({page}) => {
    await page.goto(`${base}/iOS/apple-health/changelog/`);
    await expect(page.getByText('What ROOK has not published')).toBeVisible();
    await expect(page.getByText(/tags jump from 1\.8\.2 to 4\.0\.0/)).toBeVisible();
  });

  test('an unconfirmed name is visibly flagged', async ({page}) => {
    await page.goto(`${base}/android/health-connect/permissions/`);
    await expect(page.getByText('Unconfirmed names in this sample')).toBeVisible();
    await expect(page.getByText('unconfirmed', {exact: true}).first()).toBeVisible();
  });

  test('the source tabs remember the reader’s choice across Flutter pages', async ({page}) => {
    await page.goto(`${base}/flutter/getting-started/`);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Samsung Health'}).first().click();
    await page.goto(`${base}/flutter/user-id/`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Samsung Health'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('RookSamsung.updateUserID');
  });
});

/** Category listing pages: slug → h1 and, for topic categories, the first and last card in spec order. */
const categories: Record<string, {title: string; order?: [string, string]}> = {
  sdks: {title: 'SDKs'},
  android: {title: 'Android'},
  'fundamentals-android': {title: 'Fundamentals'},
  'health-connect': {title: 'Health Connect', order: ['Getting started', 'Migrations']},
  'samsung-health': {title: 'Samsung Health', order: ['Getting started', 'Migrations']},
  ios: {title: 'iOS'},
  'fundamentals-ios': {title: 'Fundamentals'},
  'apple-health': {title: 'Apple Health', order: ['Getting started', 'Migrations']},
  flutter: {title: 'Flutter'},
  'fundamentals-flutter': {title: 'Fundamentals'},
  'react-native': {title: 'React Native'},
  fundamentals: {title: 'Fundamentals'},
  'rook-sdk-api-reference': {title: 'API reference'},
  migrations: {title: 'Migrations'},
  'individual-kit-sdk': {title: 'Individual kit SDK'},
  'capacitor-ionic': {title: 'Capacitor / Ionic'},
  'fundamentals-capacitor': {title: 'Fundamentals'},
  'capacitor-api-reference': {title: 'API reference'},
};

test.describe('SDK category pages', () => {
  for (const [slug, {title, order}] of Object.entries(categories)) {
    test(`/docs/category/${slug}/ lists its pages`, async ({page}) => {
      const response = await page.goto(`/docs/category/${slug}/`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1, name: title})).toBeVisible();
      await expect(main.locator('article').first()).toBeVisible();
      // One card link per child page, in sidebar order.
      const cards = main.locator('a.card');
      if (order) {
        await expect(cards).toHaveCount(sdkTopics.length);
        await expect(cards.first()).toContainText(order[0]);
        await expect(cards.last()).toContainText(order[1]);
      }
    });
  }

  test('the SDK landing explains what the SDKs are for and links every platform', async ({page}) => {
    await page.goto('/docs/category/sdks/');
    const main = page.getByRole('main');
    await expect(main.getByText(/read Apple Health, Health Connect and Samsung Health/)).toBeVisible();
    for (const name of ['Choose an SDK', 'Android', 'iOS', 'Flutter', 'React Native', 'Capacitor / Ionic']) {
      await expect(main.locator('article').getByRole('link', {name}).first()).toBeVisible();
    }
  });

  test('a missing SDK page answers with the not-found page', async ({page}) => {
    const response = await page.goto(`${base}/android/health-connect/no-such-topic/`);
    expect(response?.status()).toBe(404);
  });
});

const redirectTo = new Map(sdkRedirects.map((r) => [r.from, r.to]));

test.describe('SDK URLs from before the split by topic', () => {
  for (const url of before) {
    test(`${url} still leads to a page`, async ({page}) => {
      await page.goto(url);
      const target = redirectTo.get(url) ?? url;
      await expect(page).toHaveURL(new RegExp(`${escape(target)}$`));
      await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
    });
  }
});
