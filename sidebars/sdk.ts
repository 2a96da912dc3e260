import type {SidebarItems} from './types';
import {reactNativePages, sdkTopics, type SdkTopic} from '../core/data/sdk';

/**
 * SDK guides (Android, iOS, Flutter, React Native, Capacitor), nested under
 * ROOK Connect by the guides sidebar. Category slugs must stay unique across
 * the whole sidebar; tests/unit/sdk-data.test.ts checks the list below.
 */

const base = 'rookconnect/sdk';

/** A generated-index category whose listing page lives at /docs/category/<slug>/. */
function category(label: string, slug: string, description: string, items: SidebarItems) {
  return {
    type: 'category' as const,
    label,
    link: {type: 'generated-index' as const, slug: `/category/${slug}`, description},
    items,
  };
}

/** A platform's pages in the order of `sdkTopics`: `<dir>/<topic>`, unless `own` names another doc for a topic. */
function topicPages(dir: string, own: Partial<Record<SdkTopic, string>> = {}) {
  return sdkTopics.map(({slug}) => own[slug] ?? `${base}/${dir}/${slug}`);
}

const android = category(
  'Android',
  'android',
  'Native Kotlin SDKs: Health Connect, Samsung Health and API-based sources such as Garmin or Oura.',
  [
    category(
      'Fundamentals',
      'fundamentals-android',
      'What the Android SDKs share: requirements, initialisation, user IDs and the sync model.',
      [`${base}/android/index`],
    ),
    category(
      'Health Connect',
      'health-connect',
      'Read Health Connect data with the rook-sdk library and send it to ROOK, one page per task.',
      // The best-practices page keeps its established address under rook-sdk/.
      topicPages('android/health-connect', {'best-practices': `${base}/android/rook-sdk/best-practices`}),
    ),
    category(
      'Samsung Health',
      'samsung-health',
      'Read Samsung Health data directly through the Samsung Health Data SDK, one page per task.',
      topicPages('android/samsung-health'),
    ),
    `${base}/android/api-sources`,
  ],
);

const ios = category('iOS', 'ios', 'The Swift RookSDK for Apple Health, plus API-based sources.', [
  category('Fundamentals', 'fundamentals-ios', 'What RookSDK needs and how its managers fit together.', [`${base}/iOS/index`]),
  category(
    'Apple Health',
    'apple-health',
    'Read HealthKit data with RookSDK and send it to ROOK, one page per task.',
    topicPages('iOS/apple-health'),
  ),
  `${base}/iOS/api-sources`,
]);

const flutter = category(
  'Flutter',
  'flutter',
  'Dart packages for Apple Health, Health Connect and Samsung Health. Each page shows the three sources side by side.',
  [
    category('Fundamentals', 'fundamentals-flutter', 'Which Flutter packages to install and what they share.', [`${base}/flutter/index`]),
    ...topicPages('flutter'),
  ],
);

const rn = (page: string) => `${base}/reactnative/rook-sdk/${page}`;
const [rnBeforeMigrations, rnMigrations] = [sdkTopics.slice(0, -1), sdkTopics.at(-1)!];

const reactNative = category(
  'React Native',
  'react-native',
  'react-native-rook-sdk: one package, hooks for Apple Health, Health Connect and Samsung Health.',
  [
    category('Fundamentals', 'fundamentals', 'How the React Native SDK is organised and which data sources it reads.', [
      `${base}/reactnative/index`,
      `${base}/reactnative/fundamentals/datasources`,
    ]),
    // The established page names; the two extra pages sit next to the topic they extend.
    ...rnBeforeMigrations.flatMap(({slug}) => {
      const page = rn(reactNativePages[slug]);
      if (slug === 'background-configuration') return [page, rn('ListenNotifications')];
      if (slug === 'best-practices') return [page, rn('Extra-HC-Quota')];
      return [page];
    }),
    category('Migrations', 'migrations', 'Move from the per-source packages or from 2.x to react-native-rook-sdk 4.x.', [
      rn(reactNativePages[rnMigrations.slug]),
    ]),
    category('API reference', 'rook-sdk-api-reference', 'Every hook, method, parameter and return type of react-native-rook-sdk.', [
      rn('api-reference'),
    ]),
    category('Individual kit SDK', 'individual-kit-sdk', 'The retired per-source React Native packages, kept for teams still migrating.', [
      `${base}/reactnative/health-connect/index`,
      `${base}/reactnative/health-connect/changelog`,
    ]),
  ],
);

const capacitor = category(
  'Capacitor / Ionic',
  'capacitor-ionic',
  'capacitor-rook-sdk: Apple Health, Health Connect and Samsung Health from an Ionic or Capacitor app.',
  [
    category('Fundamentals', 'fundamentals-capacitor', 'What the Capacitor plugin contains and what it needs.', [
      `${base}/capacitor/index`,
    ]),
    ...topicPages('capacitor'),
    category(
      'API reference',
      'capacitor-api-reference',
      'Every module and method of capacitor-rook-sdk with parameters and return types.',
      [`${base}/capacitor/api-reference`],
    ),
  ],
);

export const sdkItems = [
  category(
    'SDKs',
    'sdks',
    'Mobile SDKs read Apple Health, Health Connect and Samsung Health on the user’s phone and send the data to ROOK, which delivers it to you by webhook and API like any other source. Start with “Choose an SDK”, then open your platform.',
    [`${base}/index`, `${base}/setup`, android, ios, flutter, reactNative, capacitor],
  ),
] satisfies SidebarItems;
