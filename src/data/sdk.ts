/**
 * Facts about ROOK's mobile SDKs that more than one page states: package
 * coordinates, versions, minimum OS levels, environment values, summary and
 * event types. SDK guides import this module instead of typing the values,
 * so a release bump is a single edit here.
 *
 * `confidence` follows the provider facts sheet: 'confirmed' comes from an
 * official ROOK source, 'secondary' only from ROOK's agent guides, and
 * 'unconfirmed' means sources disagree; pages must say so when they show it.
 */

export type Confidence = 'confirmed' | 'secondary' | 'unconfirmed';

/** How an SDK names its two environments in code. */
export interface EnvironmentNames {
  sandbox: string;
  production: string;
}

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
      // The repository's newest tag; ROOK's agent guide names 4.1.2 (facts §15.5).
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

export type Sdk = typeof sdk;

/** Values as a TypeScript string-literal union, for API reference tables: 'A' | 'B'. */
export function quotedUnion(values: readonly string[]): string {
  if (values.length === 0) throw new Error('quotedUnion: the list of values is empty');
  return values.map((v) => `'${v}'`).join(' | ');
}

/** Packages a reader installs, keyed for the install snippet component. */
export const installablePackages = {
  'android.healthConnect': {kind: 'gradle', name: sdk.android.healthConnect.artifact, version: sdk.android.healthConnect.version},
  'android.samsungHealth': {kind: 'gradle', name: sdk.android.samsungHealth.artifact, version: sdk.android.samsungHealth.version},
  'android.apiSources': {kind: 'gradle', name: sdk.android.apiSources.artifact, version: sdk.android.apiSources.version},
  'ios.appleHealth.spm': {kind: 'spm', name: sdk.ios.appleHealth.spmUrl, version: sdk.ios.appleHealth.version},
  'ios.appleHealth.pod': {kind: 'pod', name: sdk.ios.appleHealth.pod, version: sdk.ios.appleHealth.version},
  'flutter.healthConnect': {kind: 'pub', name: sdk.flutter.healthConnect.package, version: sdk.flutter.healthConnect.version},
  'flutter.samsungHealth': {kind: 'pub', name: sdk.flutter.samsungHealth.package, version: sdk.flutter.samsungHealth.version},
  'flutter.appleHealth': {kind: 'pub', name: sdk.flutter.appleHealth.package, version: sdk.flutter.appleHealth.version},
  'flutter.core': {kind: 'pub', name: sdk.flutter.core.package, version: sdk.flutter.core.version},
  reactNative: {kind: 'npm', name: sdk.reactNative.package, version: sdk.reactNative.version},
  capacitor: {kind: 'npm-capacitor', name: sdk.capacitor.package, version: sdk.capacitor.version},
} as const;

export type InstallablePackage = keyof typeof installablePackages;
