import type {SidebarItems} from './types';

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

/** The four pages every native or Flutter source has, in reading order. */
function sourcePages(dir: string, topics: readonly string[] = ['getting-started', 'permissions', 'sync', 'troubleshooting']) {
  return topics.map((topic) => `${base}/${dir}/${topic}`);
}

const android = category(
  'Android',
  'android',
  'Native Kotlin SDKs: Health Connect, Samsung Health and API-based sources such as Garmin or Oura.',
  [
    category('Fundamentals', 'fundamentals-android', 'What the Android SDKs share: requirements, initialisation, user IDs and the sync model.', [
      `${base}/android/index`,
    ]),
    category('Health Connect', 'health-connect', 'Read Health Connect data with the rook-sdk library and send it to ROOK.', [
      ...sourcePages('android/health-connect'),
      `${base}/android/rook-sdk/best-practices`,
    ]),
    category('Samsung Health', 'samsung-health', 'Read Samsung Health data directly through the Samsung Health Data SDK.', [
      ...sourcePages('android/samsung-health'),
    ]),
    `${base}/android/api-sources`,
  ],
);

const ios = category('iOS', 'ios', 'The Swift RookSDK for Apple Health, plus API-based sources.', [
  category('Fundamentals', 'fundamentals-ios', 'What RookSDK needs and how its managers fit together.', [`${base}/iOS/index`]),
  category('Apple Health', 'apple-health', 'Read HealthKit data with RookSDK and send it to ROOK.', [...sourcePages('iOS/apple-health')]),
  `${base}/iOS/api-sources`,
]);

const flutter = category('Flutter', 'flutter', 'Dart packages for Apple Health, Health Connect and Samsung Health.', [
  category('Fundamentals', 'fundamentals-flutter', 'Which Flutter packages to install and what they share.', [`${base}/flutter/index`]),
  category('Apple Health', 'apple-health-flutter', 'rook_sdk_apple_health on iOS.', [...sourcePages('flutter/apple-health', ['getting-started', 'permissions', 'sync'])]),
  category('Health Connect', 'health-connect-flutter', 'rook_sdk_health_connect on Android.', [
    ...sourcePages('flutter/health-connect', ['getting-started', 'permissions', 'sync']),
  ]),
  category('Samsung Health', 'samsung-health-flutter', 'rook_sdk_samsung_health on Android.', [
    ...sourcePages('flutter/samsung-health', ['getting-started', 'permissions', 'sync']),
  ]),
  `${base}/flutter/troubleshooting`,
]);

const reactNative = category(
  'React Native',
  'react-native',
  'react-native-rook-sdk: one package, hooks for Apple Health, Health Connect and Samsung Health.',
  [
    category('Fundamentals', 'fundamentals', 'How the React Native SDK is organised and which data sources it reads.', [
      `${base}/reactnative/index`,
      `${base}/reactnative/fundamentals/datasources`,
    ]),
    `${base}/reactnative/rook-sdk/gettingstarted`,
    `${base}/reactnative/rook-sdk/updateuserid`,
    `${base}/reactnative/rook-sdk/grantpermissons`,
    `${base}/reactnative/rook-sdk/manualsync`,
    `${base}/reactnative/rook-sdk/StepsExtraction`,
    `${base}/reactnative/rook-sdk/ListenNotifications`,
    `${base}/reactnative/rook-sdk/Extra-HC-Quota`,
    category('API reference', 'rook-sdk-api-reference', 'Every hook, method, parameter and return type of react-native-rook-sdk.', [
      `${base}/reactnative/rook-sdk/api-reference`,
    ]),
    `${base}/reactnative/rook-sdk/changelog`,
    category('Migrations', 'migrations', 'Move from the per-source packages or from 2.x to react-native-rook-sdk 4.x.', [
      `${base}/reactnative/rook-sdk/migratetorooksdk`,
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
    category('Fundamentals', 'fundamentals-capacitor', 'What the Capacitor plugin contains and what it needs.', [`${base}/capacitor/index`]),
    ...sourcePages('capacitor'),
    category('API reference', 'capacitor-api-reference', 'Every module and method of capacitor-rook-sdk with parameters and return types.', [
      `${base}/capacitor/api-reference`,
    ]),
  ],
);

export const sdkItems = [
  category(
    'SDKs',
    'sdks',
    'Mobile SDKs read Apple Health, Health Connect and Samsung Health on the user’s phone and send the data to ROOK, which delivers it to you by webhook and API like any other source. Start with “Choose an SDK”, then open your platform.',
    [`${base}/index`, android, ios, flutter, reactNative, capacitor],
  ),
] satisfies SidebarItems;
