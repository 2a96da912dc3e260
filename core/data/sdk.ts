/**
 * Facts about ROOK's mobile SDKs that more than one page states: package
 * coordinates, versions, minimum OS levels, environment values, summary and
 * event types. SDK guides import this module instead of typing the values,
 * so a release bump is a single edit here.
 *
 * `confidence` says where a value comes from: 'confirmed' from an
 * official ROOK source, 'secondary' only from ROOK's agent guides, and
 * 'unconfirmed' means sources disagree; pages must say so when they show it,
 * with the mark of `confidenceMark`.
 */
import type {MarkKind} from './marks';

export type Confidence = 'confirmed' | 'secondary' | 'unconfirmed';

/** The mark (core/data/marks.ts) a page shows beside an SDK fact that is not confirmed. */
const confidenceMark: Record<Exclude<Confidence, 'confirmed'>, MarkKind> = {
  secondary: 'integration-guides',
  unconfirmed: 'sources-disagree',
};

/** The mark of a confidence, or undefined for a confirmed fact (which carries none). */
export const markOf = (confidence: Confidence): MarkKind | undefined =>
  confidence === 'confirmed' ? undefined : confidenceMark[confidence];

const summaryTypes = ['sleep', 'physical', 'body'] as const;

export const sdk = {
  /** Rules shared by every v4 SDK. */
  shared: {
    /** The v4 "LTS" line released in Q1 2026. */
    ltsLine: '4.0.0',
    /** Manual sync reaches this many days back, through today (UTC). */
    manualSyncDays: 29,
    /** Flutter Samsung Health 4.2.0 widened its manual window to this many days. */
    flutterSamsungManualSyncDays: 180,
    /** History ROOK fetches when a user first links an SDK source. */
    preExistingDataDays: 29,
    /** Background sync cadence on Android. */
    backgroundIntervalHours: 1,
    /** A summary is sent again only after this many hours and only if it changed. */
    summaryResendAfterHours: 4,
    summaryTypes,
    /** RN and Capacitor take dates as strings in this format. */
    dateFormat: 'yyyy-MM-dd',
    /** Health Connect quota back-off, in minutes, as reported by the exception docs. */
    healthConnectQuotaWaitMinutes: {min: 15, max: 90},
    /** Answers of every SDK's Health Connect availability check. */
    healthConnectAvailability: ['INSTALLED', 'NOT_INSTALLED', 'NOT_SUPPORTED'],
    /** Answers of every SDK's Health Connect background-read check. */
    backgroundReadStatus: ['UNAVAILABLE', 'PERMISSION_NOT_GRANTED', 'PERMISSION_GRANTED'],
    /** Answers of every SDK's Samsung Health availability check. */
    samsungHealthAvailability: ['INSTALLED', 'NOT_INSTALLED', 'OUTDATED', 'DISABLED', 'NOT_READY'],
    /** Samsung Health data types, as the native, React Native and Capacitor SDKs spell them. */
    samsungHealthPermissions: [
      'ACTIVITY_SUMMARY',
      'BLOOD_GLUCOSE',
      'BLOOD_OXYGEN',
      'BLOOD_PRESSURE',
      'BODY_COMPOSITION',
      'EXERCISE',
      'EXERCISE_LOCATION',
      'FLOORS_CLIMBED',
      'HEART_RATE',
      'NUTRITION',
      'SLEEP',
      'SLEEP_APNEA',
      'STEPS',
      'WATER_INTAKE',
      'BODY_TEMPERATURE',
    ],
  },

  android: {
    healthConnect: {
      artifact: 'com.rookmotion.android:rook-sdk',
      kotlinPackage: 'com.rookmotion.rook.sdk',
      version: '4.1.0',
      versionConfidence: 'secondary',
      minSdk: 26,
      targetSdk: 36,
      environments: {sandbox: 'RookEnvironment.SANDBOX', production: 'RookEnvironment.PRODUCTION'},
      javadoc: 'https://javadoc.io/doc/com.rookmotion.android/rook-sdk',
    },
    samsungHealth: {
      artifact: 'io.tryrook.android:rook-sdk-samsung',
      kotlinPackage: 'io.tryrook.sdk.samsung',
      version: '4.1.0',
      versionConfidence: 'secondary',
      minSdk: 29,
      targetSdk: 36,
      environments: {sandbox: 'SHEnvironment.SANDBOX', production: 'SHEnvironment.PRODUCTION'},
      javadoc: 'https://javadoc.io/doc/io.tryrook.android/rook-sdk-samsung',
      /** Samsung's own library, shipped as a local .aar with its own versioning. */
      samsungDataApiAar: 'samsung-health-data-api-1.1.0.aar',
      gson: {artifact: 'com.google.code.gson:gson', version: '2.13.2'},
      minSamsungHealthApp: '6.29',
      minAndroid: '10',
    },
    apiSources: {
      artifact: 'io.tryrook.android:rook-api-sources',
      // Sources disagree (4.0.1, 4.0.0, 1.0.0): pages must say the version is unconfirmed.
      version: '4.0.1',
      versionConfidence: 'unconfirmed',
      minSdk: 26,
      targetSdk: 36,
      environments: {sandbox: 'ApiEnvironment.SANDBOX', production: 'ApiEnvironment.PRODUCTION'},
    },
  },

  ios: {
    appleHealth: {
      pod: 'RookSDK',
      spmUrl: 'https://github.com/RookeriesDevelopment/rook-ios-sdk.git',
      /** The library product a target depends on: the module the guides `import`. */
      spmProduct: 'RookSDK',
      // The newest tag in ROOK's repository; ROOK's iOS integration guide names 4.1.2 instead, so the two disagree.
      version: '4.1.1',
      versionConfidence: 'unconfirmed',
      minIos: '13.0',
      minXcode: '26',
      minCocoaPods: '1.12',
      environments: {sandbox: '.sandbox', production: '.production'},
      /** Days of missing summaries that `RookSummaryManager.sync()` covers. */
      summarySyncDays: 30,
      /** Cases of `EventTypeToUpload`. */
      eventTypes: [
        'activityEvent',
        'heartRate',
        'oxygenation',
        'temperature',
        'bloodPressure',
        'bloodGlucose',
        'bodyMetrics',
        'nutrition',
        'hydration',
        'calories',
        'steps',
        'ecg',
      ],
    },
  },

  flutter: {
    dart: '>=3.10.4 <4.0.0',
    flutter: '>=3.0.0',
    environments: {sandbox: 'RookEnvironment.sandbox', production: 'RookEnvironment.production'},
    core: {package: 'rook_sdk_core', version: '4.1.1', versionConfidence: 'secondary'},
    healthConnect: {
      package: 'rook_sdk_health_connect',
      version: '4.1.0',
      versionConfidence: 'secondary',
      minSdk: 26,
      targetSdk: 36,
    },
    samsungHealth: {
      package: 'rook_sdk_samsung_health',
      version: '4.2.0',
      versionConfidence: 'secondary',
      minSdk: 29,
      targetSdk: 36,
    },
    appleHealth: {
      package: 'rook_sdk_apple_health',
      version: '4.1.0',
      versionConfidence: 'secondary',
      minIos: '13.0',
      /** How far back Apple Health background sync reaches. */
      backgroundDays: 14,
    },
  },

  reactNative: {
    package: 'react-native-rook-sdk',
    version: '4.1.1',
    versionConfidence: 'secondary',
    /** Version of the iOS RookSDK the package embeds. */
    embeddedIosSdk: '4.1.0',
    reactNativeRange: '0.70–0.77',
    minSdk: 29,
    compileSdk: 36,
    targetSdk: 36,
    compileSdkExtension: 19,
    kotlin: '2.1.21',
    minIos: '13.0',
    minXcode: '26',
    environments: {sandbox: "'sandbox'", production: "'production'"},
    dataSources: ['APPLE_HEALTH', 'HEALTH_CONNECT', 'SAMSUNG_HEALTH'],
    sharedEvents: ['ACTIVITY', 'HEART_RATE', 'OXYGENATION', 'BLOOD_PRESSURE', 'BLOOD_GLUCOSE', 'CALORIES', 'STEPS', 'BODY_METRICS'],
  },

  capacitor: {
    package: 'capacitor-rook-sdk',
    version: '4.1.1',
    versionConfidence: 'secondary',
    embeddedIosSdk: '4.1.0',
    embeddedAndroidHealthConnect: '4.1.0',
    embeddedAndroidSamsung: '4.1.0',
    capacitorMajor: 8,
    minSdk: 29,
    compileSdk: 36,
    targetSdk: 36,
    java: 17,
    kotlin: '2.1.21',
    minIos: '13.0',
    minXcode: '26',
    environments: {sandbox: "'sandbox'", production: "'production'"},
    eventTypes: [
      'activity',
      'heart_rate',
      'oxygenation',
      'temperature',
      'blood_pressure',
      'blood_glucose',
      'calories',
      'hydration',
      'nutrition',
      'steps',
      'body_metrics',
      'ecg',
    ],
  },
} as const;

/** Values as a TypeScript string-literal union, for API reference tables: 'A' | 'B'. */
export function quotedUnion(values: readonly string[]): string {
  if (values.length === 0) throw new Error('quotedUnion: the list of values is empty');
  return values.map((v) => `'${v}'`).join(' | ');
}

/** Packages a reader installs, keyed for the install snippet component. */
export const installablePackages = {
  'android.healthConnect': {
    kind: 'gradle',
    name: sdk.android.healthConnect.artifact,
    version: sdk.android.healthConnect.version,
  },
  'android.samsungHealth': {
    kind: 'gradle',
    name: sdk.android.samsungHealth.artifact,
    version: sdk.android.samsungHealth.version,
  },
  'android.apiSources': {
    kind: 'gradle',
    name: sdk.android.apiSources.artifact,
    version: sdk.android.apiSources.version,
  },
  'ios.appleHealth.spm': {kind: 'spm', name: sdk.ios.appleHealth.spmUrl, version: sdk.ios.appleHealth.version},
  'ios.appleHealth.pod': {kind: 'pod', name: sdk.ios.appleHealth.pod, version: sdk.ios.appleHealth.version},
  'flutter.healthConnect': {
    kind: 'pub',
    name: sdk.flutter.healthConnect.package,
    version: sdk.flutter.healthConnect.version,
  },
  'flutter.samsungHealth': {
    kind: 'pub',
    name: sdk.flutter.samsungHealth.package,
    version: sdk.flutter.samsungHealth.version,
  },
  'flutter.appleHealth': {kind: 'pub', name: sdk.flutter.appleHealth.package, version: sdk.flutter.appleHealth.version},
  'flutter.core': {kind: 'pub', name: sdk.flutter.core.package, version: sdk.flutter.core.version},
  reactNative: {kind: 'npm', name: sdk.reactNative.package, version: sdk.reactNative.version},
  capacitor: {kind: 'npm-capacitor', name: sdk.capacitor.package, version: sdk.capacitor.version},
} as const;

export type InstallablePackage = keyof typeof installablePackages;

/**
 * The identity Swift Package Manager gives a package added by URL: the URL's
 * last path segment without `.git`, lower-cased. A target names the package
 * by it in `.product(name:package:)`.
 */
function spmPackageIdentity(url: string): string {
  return url
    .replace(/\/+$/, '')
    .split('/')
    .at(-1)!
    .replace(/\.git$/, '')
    .toLowerCase();
}

/**
 * A whole `Package.swift` that uses RookSDK: the package in the manifest's
 * `dependencies` and its product in the app target's `dependencies`, as
 * Swift Package Manager needs both. `YourApp` stands for the reader's target.
 */
export function swiftPackageManifest(): string {
  const {spmUrl, spmProduct, minIos} = sdk.ios.appleHealth;
  return [
    '// swift-tools-version: 5.9',
    'import PackageDescription',
    '',
    'let package = Package(',
    '    name: "YourApp",',
    `    platforms: [.iOS(.v${minIos.split('.')[0]})],`,
    '    dependencies: [',
    `        ${installLine('ios.appleHealth.spm')},`,
    '    ],',
    '    targets: [',
    '        .target(',
    '            name: "YourApp",',
    '            dependencies: [',
    `                .product(name: "${spmProduct}", package: "${spmPackageIdentity(spmUrl)}"),`,
    '            ]',
    '        ),',
    '    ]',
    ')',
  ].join('\n');
}

/**
 * The dependency line of one package, as it goes into its build file
 * (`kind` says which): the install snippets of the guides and the mobile
 * setup generator both print it from here.
 */
export function installLine(pkg: InstallablePackage): string {
  const {kind, name, version} = installablePackages[pkg];
  switch (kind) {
    case 'gradle':
      return `implementation("${name}:${version}")`;
    case 'spm':
      return `.package(url: "${name}", from: "${version}")`;
    case 'pod':
      return `pod '${name}', '~> ${version}'`;
    case 'pub':
      return `${name}: ^${version}`;
    case 'npm':
    case 'npm-capacitor':
      return `"${name}": "${version}"`;
  }
}

/**
 * The SDK page topics, in the order every platform's guide lists them. Sidebars
 * list a platform's pages in this order, and every topic has a page whose URL ends
 * in `slug` (React Native keeps its established page names; see `reactNativePages`).
 */
export const sdkTopics = [
  {slug: 'getting-started', label: 'Getting started'},
  {slug: 'environments-and-logging', label: 'Environments and logging'},
  {slug: 'permissions', label: 'Permissions'},
  {slug: 'manual-sync', label: 'Manual sync'},
  {slug: 'automatic-sync', label: 'Automatic sync'},
  {slug: 'user-id', label: 'User ID'},
  {slug: 'steps', label: 'Steps'},
  {slug: 'calories', label: 'Calories'},
  {slug: 'background-configuration', label: 'Background configuration'},
  {slug: 'changelog', label: 'Changelog'},
  {slug: 'known-exceptions', label: 'Known exceptions'},
  {slug: 'best-practices', label: 'Best practices'},
  {slug: 'migrations', label: 'Migrations'},
] as const;

export type SdkTopic = (typeof sdkTopics)[number]['slug'];

/** React Native page for each topic: the established page name where there is one, topic slugs for the rest. */
export const reactNativePages: Record<SdkTopic, string> = {
  'getting-started': 'gettingstarted',
  'environments-and-logging': 'environments-and-logging',
  permissions: 'grantpermissons',
  'manual-sync': 'manualsync',
  'automatic-sync': 'automatic-sync',
  'user-id': 'updateuserid',
  steps: 'StepsExtraction',
  calories: 'calories',
  'background-configuration': 'background-configuration',
  changelog: 'changelog',
  'known-exceptions': 'known-exceptions',
  'best-practices': 'best-practices',
  migrations: 'migratetorooksdk',
};

/** One published change set. `date` is 'YYYY-MM' or a quarter; null when ROOK publishes none. */
interface Release {
  release: string;
  date: string | null;
  confidence: Confidence;
  changes: readonly string[];
}

/** Upgrade steps between two lines of one SDK. */
interface Migration {
  from: string;
  to: string;
  steps: readonly string[];
}

export interface History {
  /** Plain statement of what ROOK has not published. */
  unpublished: string;
  releases: readonly Release[];
  migrations: readonly Migration[];
}

const ltsChange =
  'Part of ROOK’s Q1 2026 long-term-support (LTS) line across all SDKs: requests are signed statelessly with your package name or bundle ID plus a secret word registered in the ROOK Portal for each environment, and notification webhooks became visible.';

/**
 * The retired 2023 modular `rook-health-connect` packages (Android, Flutter and React Native), newest
 * first. ROOK's notes do not always say which platform a version number belongs to, so they are one
 * family's history: the retired kit's changelog shows it, and the Android history lists it as legacy.
 */
const legacyHealthConnectReleases: readonly Release[] = [
  {release: '0.11.0', date: '2023', confidence: 'confirmed', changes: ['`clientPassword` renamed to `secretKey`.']},
  {release: '0.10.0', date: '2023', confidence: 'confirmed', changes: ['Adds `setUserID`.']},
  {release: '0.9.0', date: '2023', confidence: 'confirmed', changes: ['Requires Android 14 (SDK 34), Gradle 8.1.2 and Java 17.']},
  {release: '0.8.0', date: '2023', confidence: 'confirmed', changes: ['Authorisation moved into the SDK.']},
  {release: '0.5.1', date: '2023', confidence: 'confirmed', changes: ['Moves to “data matrix 2.0” and adds events.']},
];

/**
 * Release history per SDK, newest first, from ROOK's release notes. A new
 * release is one entry here; the changelog and migration pages render it.
 * Prose may use backticks for code; the pages render them as code.
 */
export const sdkHistory = {
  'android.healthConnect': {
    unpublished:
      'ROOK has not published per-release notes for rook-sdk: this page lists only the changes ROOK has stated elsewhere. Nothing is published between the 2023 modular packages and 1.10.0, or between 1.10.0 and 4.0.0.',
    releases: [
      {
        release: '4.1.0',
        date: null,
        confidence: 'secondary',
        changes: [
          'Adds `checkExactAlarmPermissions` / `requestExactAlarmPermissions`, `checkBatteryOptimizationsDisabled` / `requestDisableBatteryOptimizations` and `requiresOemAutoStartSetup` / `openOemAutoStartSetup` to `RookPermissionsManager`.',
        ],
      },
      {
        release: '4.0.0',
        date: '2026-Q1',
        confidence: 'confirmed',
        changes: [ltsChange, 'The step tracker is `RookStepsCounter` (ROOK’s older docs: `RookStepsManager`).'],
      },
      {
        release: '1.10.0',
        date: '2025-02',
        confidence: 'confirmed',
        changes: ['The version ROOK’s Kotlin demo app used in February 2025. Its release notes are not published.'],
      },
      ...legacyHealthConnectReleases.map((r) => ({
        ...r,
        changes: r.changes.map((c) => `Legacy \`rook-health-connect\`: ${c.charAt(0).toLowerCase()}${c.slice(1)}`),
      })),
    ],
    migrations: [
      {
        from: '1.x',
        to: '4.x',
        steps: [
          'In the ROOK Portal, register your package name and a secret word for each environment. Without it `initRook` fails with `HCNotAuthorizedException`.',
          'Build `RookConfiguration(clientUUID, secret, environment)` with that secret word; pass the package name as a fourth argument only if it differs from the app’s.',
          'Replace `RookStepsManager` with `RookStepsCounter`.',
          'Schedule background work with `RookBackgroundSyncManager.schedule` and stop separate continuous-upload or yesterday-sync jobs: together they exhaust the Health Connect quota.',
        ],
      },
      {
        from: '2023 modular packages',
        to: '4.x',
        steps: [
          'Remove `rook-auth`, `rook-users`, `rook-transmission` and `rook-health-connect`; depend only on rook-sdk.',
          'The old `clientPassword` (later `secretKey`) becomes the per-environment secret word of the v4 line.',
          'Then follow the 1.x to 4.x steps.',
        ],
      },
    ],
  },
  healthConnectLegacy: {
    unpublished:
      'ROOK published these notes in its 2023 documentation repositories with the year only, and they do not always say which platform’s package a version number belongs to: read them as the history of the family.',
    releases: legacyHealthConnectReleases,
    migrations: [],
  },
  'android.samsungHealth': {
    unpublished:
      'ROOK has published release notes for rook-sdk-samsung 4.1.0 only. 4.0.0 is known from ROOK’s LTS announcement and its RookNative demo; nothing earlier is published.',
    releases: [
      {
        release: '4.1.0',
        date: null,
        confidence: 'confirmed',
        changes: [
          'Sleep-apnea signal, which needs the `SLEEP_APNEA` permission.',
          'New `SamsungHealthNotAllowedException`.',
          '`sync(enableLogs)` runs as an expedited worker; on Android 11 and earlier it falls back to a foreground service whose notification you set with the meta-data `io.tryrook.samsung.sync.notification.ICON`, `.TITLE` and `.CONTENT`.',
          'Exact-alarm, battery-optimisation and OEM auto-start helpers.',
        ],
      },
      {
        release: '4.0.0',
        date: '2026-Q1',
        confidence: 'confirmed',
        changes: [ltsChange, 'ROOK’s RookNative demo pairs 4.0.0 with Samsung’s Health Data API `.aar` 1.0.0.'],
      },
    ],
    migrations: [
      {
        from: '4.0.0',
        to: '4.1.0',
        steps: [
          'Update the dependency and replace Samsung’s `.aar` with the one this release pairs with; a mismatch shows up as an R8 “missing classes” error.',
          'Handle `SamsungHealthNotAllowedException` in your failure branches.',
          'If you support Android 11 or earlier, set the sync notification meta-data.',
          'Add `SLEEP_APNEA` to your permission set, and to Samsung’s partnership form, if you want the sleep-apnea signal.',
        ],
      },
    ],
  },
  'ios.appleHealth': {
    unpublished:
      'ROOK publishes no release notes for RookSDK. Dates below come from the repository’s tags; the tags jump from 1.8.2 to 4.0.0, and ROOK’s integration guide names a 4.1.2 that has no tag.',
    releases: [
      {
        release: '4.1.1',
        date: '2026-07',
        confidence: 'confirmed',
        changes: ['Newest repository tag; ROOK has not published its changes.'],
      },
      {release: '4.1.0', date: '2026-06', confidence: 'confirmed', changes: ['ROOK has not published its changes.']},
      {
        release: '4.0.0',
        date: '2026-03',
        confidence: 'confirmed',
        changes: [
          ltsChange,
          'New configuration signature `setConfiguration(clientUUID:secret:bundleId:enableBackgroundSync:enableEventsBackgroundSync:)`.',
          '`clearUser` removed; use `removeUserFromRook`.',
        ],
      },
      {
        release: '1.8.2',
        date: '2025-11',
        confidence: 'confirmed',
        changes: [
          'Last 1.x tag. The 1.x line configured with `setConfiguration(clientUUID:secretKey:)`, had yesterday-sync, and requested permissions with `requestAllPermissions`.',
        ],
      },
    ],
    migrations: [
      {
        from: '1.x',
        to: '4.x',
        steps: [
          'Register your bundle ID and a secret word for each environment in the ROOK Portal.',
          'Replace `setConfiguration(clientUUID:secretKey:)` with `setConfiguration(clientUUID:secret:bundleId:enableBackgroundSync:enableEventsBackgroundSync:)`.',
          'Replace `clearUser` with `removeUserFromRook`.',
          'Replace `requestAllPermissions` with `requestPermissions` on `RookConnectPermissionsManager`, passing nil for all types.',
          'Remove yesterday-sync code and call `RookBackGroundSync.shared.setBackListeners()` on every launch.',
        ],
      },
    ],
  },
  flutter: {
    unpublished:
      'ROOK moved the Flutter changelogs from the package repositories to its docs site in October 2024 and has not published them since: between the October 2024 versions and the v4 line nothing is published, and only rook_sdk_samsung_health 4.2.0 has release notes.',
    releases: [
      {
        release: '4.2.0 (rook_sdk_samsung_health)',
        date: null,
        confidence: 'secondary',
        changes: [
          'Manual sync reaches 180 days back (other SDKs: 29).',
          'Hydration and nutrition are sent as one cumulative event.',
          'Samsung workouts at most 3 seconds apart are merged into one activity; duplicate-workout fix.',
          'The plugin bundles Gson.',
        ],
      },
      {
        release: '4.1.x (rook_sdk_core 4.1.1, rook_sdk_health_connect 4.1.0, rook_sdk_apple_health 4.1.0)',
        date: null,
        confidence: 'secondary',
        changes: ['Current versions; ROOK has not published their changes.'],
      },
      {
        release: '4.0.0',
        date: '2026-Q1',
        confidence: 'confirmed',
        changes: [ltsChange, 'ROOK supported the LTS line 1.2.0 of rook_sdk_core until 2026-09-27.'],
      },
      {
        release: 'October 2024 repository state',
        date: '2024-10',
        confidence: 'confirmed',
        changes: [
          'rook_sdk_core 0.4.3, rook_sdk_health_connect 2.4.0, rook_sdk_apple_health 1.3.0; after this the changelogs left the repositories.',
        ],
      },
    ],
    migrations: [
      {
        from: 'pre-v4 packages',
        to: '4.x',
        steps: [
          'Register your bundle ID and package name with a secret word for each environment in the ROOK Portal.',
          'Build `RookConfiguration(clientUUID, secret, environment, enableBackgroundSync)` with that secret word (formerly the secret key); add `appId` only if it differs from the app’s ID.',
          'Add rook_sdk_core next to each source package.',
          'Schedule background work with `HCRookBackgroundSync.enableBackground`, `AHRookBackgroundSync` or `RookSamsung.enableBackground`, and remove yesterday-sync schedules.',
          'For Samsung Health, add Samsung’s `.aar` in the version the plugin expects.',
        ],
      },
    ],
  },
  reactNative: {
    unpublished:
      'ROOK publishes a migration guide for 2.x to 4.0 but no per-release notes: nothing is published between 2.1.3 and 4.0.0, or for the changes in 4.1.x beyond the caveats listed here.',
    releases: [
      {
        release: '4.1.1',
        date: null,
        confidence: 'secondary',
        changes: [
          'Embeds iOS RookSDK 4.1.0; React Native 0.70–0.77; Android minSdk 29, compile and target SDK 36, compileSdkExtension 19, Kotlin 2.1.21.',
          'The `enableEventsBackgroundSync` prop of `RookSyncGate` is ignored.',
          'Known issues: see Known exceptions.',
        ],
      },
      {
        release: '4.0.0',
        date: '2026-Q1',
        confidence: 'confirmed',
        changes: [
          ltsChange,
          'Source-specific enable and disable calls moved from `useRookConfiguration` to `useRookAppleHealth` and `useRookSamsungHealth`.',
          '`clearUserID` deprecated in favour of `removeUserFromRook(SDKDataSource[])`.',
          '`scheduleAndroidYesterdaySync` removed.',
        ],
      },
      {
        release: '2.1.3',
        date: null,
        confidence: 'confirmed',
        changes: ['The version ROOK’s official demo app still pins; ROOK has not published its release notes.'],
      },
    ],
    migrations: [
      {
        from: 'individual kit packages',
        to: '4.x',
        steps: [
          'Uninstall the per-source packages (for example `react-native-rook-sdk-apple-health`) and install react-native-rook-sdk.',
          'Replace the old providers with one `RookSyncGate` at the root of the app.',
          'Register the user with `updateUserID` from `useRookConfiguration`.',
          'Move permission calls to `useRookPermissions` and sync calls to `useRookSync`.',
        ],
      },
      {
        from: '2.x',
        to: '4.x',
        steps: [
          'Register your bundle ID and package name with a secret word for each environment in the ROOK Portal, and pass it to `RookSyncGate` as `secret` (formerly `password`).',
          'Move Apple Health enable and disable calls from `useRookConfiguration` to `useRookAppleHealth`, and Samsung Health ones to `useRookSamsungHealth`.',
          'Replace `clearUserID()` with `removeUserFromRook` and the `SDKDataSource` values you used.',
          'Remove `scheduleAndroidYesterdaySync`.',
          'Drop the `enableEventsBackgroundSync` prop, which 4.1.1 ignores.',
          'Add Samsung’s `.aar` to the Android project: 4.1.1 needs it to build, even for Health Connect-only apps.',
        ],
      },
    ],
  },
  capacitor: {
    unpublished:
      'ROOK publishes no release notes for capacitor-rook-sdk: nothing is published between 0.4.9, which the official Ionic demo pins, and 4.1.1.',
    releases: [
      {
        release: '4.1.1',
        date: null,
        confidence: 'secondary',
        changes: [
          'Embeds iOS RookSDK 4.1.0 and Android Health Connect 4.1.0 and Samsung Health 4.1.0; Android minSdk 29, compile and target SDK 36, Java 17, Kotlin 2.1.21; built with Capacitor 8 tooling.',
          'Known issues: see Known exceptions.',
        ],
      },
      {release: '4.0.0', date: '2026-Q1', confidence: 'confirmed', changes: [ltsChange]},
      {
        release: '0.4.9',
        date: null,
        confidence: 'confirmed',
        changes: ['The version ROOK’s official Ionic demo pins (`^0.4.9`); ROOK has not published its release notes.'],
      },
    ],
    migrations: [
      {
        from: '0.x',
        to: '4.x',
        steps: [
          'Register your bundle ID and package name with a secret word for each environment in the ROOK Portal.',
          'In `RookConfig.initRook`, rename `password` to `secret`, and add `bundleId` or `packageName` if they differ from the app’s own.',
          'Replace `clearUserId()` with `deleteUserFromRook()`.',
          'Raise Android minSdk to 29, add Samsung’s `.aar` and Gson, and run `npx cap sync`.',
        ],
      },
    ],
  },
} as const satisfies Record<string, History>;

export type SdkHistoryKey = keyof typeof sdkHistory;

/** Every SDK package whose version pages show, with whether ROOK has confirmed that version. */
export const sdkVersions = {
  'android.healthConnect': {
    version: sdk.android.healthConnect.version,
    confidence: sdk.android.healthConnect.versionConfidence,
  },
  'android.samsungHealth': {
    version: sdk.android.samsungHealth.version,
    confidence: sdk.android.samsungHealth.versionConfidence,
  },
  'android.apiSources': {version: sdk.android.apiSources.version, confidence: sdk.android.apiSources.versionConfidence},
  'ios.appleHealth': {version: sdk.ios.appleHealth.version, confidence: sdk.ios.appleHealth.versionConfidence},
  'flutter.core': {version: sdk.flutter.core.version, confidence: sdk.flutter.core.versionConfidence},
  'flutter.healthConnect': {
    version: sdk.flutter.healthConnect.version,
    confidence: sdk.flutter.healthConnect.versionConfidence,
  },
  'flutter.samsungHealth': {
    version: sdk.flutter.samsungHealth.version,
    confidence: sdk.flutter.samsungHealth.versionConfidence,
  },
  'flutter.appleHealth': {
    version: sdk.flutter.appleHealth.version,
    confidence: sdk.flutter.appleHealth.versionConfidence,
  },
  reactNative: {version: sdk.reactNative.version, confidence: sdk.reactNative.versionConfidence},
  capacitor: {version: sdk.capacitor.version, confidence: sdk.capacitor.versionConfidence},
} as const satisfies Record<string, {version: string; confidence: Confidence}>;

export type SdkVersionKey = keyof typeof sdkVersions;
