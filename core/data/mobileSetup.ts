/**
 * What a mobile app needs in its own files to use ROOK's SDKs: manifest
 * entries, Info.plist keys, entitlements, build lines, the Samsung Health
 * permission set and the text store reviewers ask for. The mobile setup
 * generator (/docs/rookconnect/sdk/setup/) and the SDK guides' manifest and
 * Info.plist snippets both render from here, so a guide and the generator
 * cannot disagree (tests/unit/mobile-setup.test.ts checks it).
 *
 * Versions, package names and SDK levels come from `sdk.ts`; names ROOK has
 * not published carry a key of `sdkUnconfirmed.ts`. Health Connect permission
 * names are Android's (android.permission.health.*); which of them ROOK's SDK
 * declares, and which a data type needs, ROOK does not list.
 */
import {sdk} from './sdk';
import type {UnconfirmedName} from './sdkUnconfirmed';

/** Platforms a reader can choose, in the order the SDK section lists them. */
export const setupPlatforms = {
  android: {label: 'Android (Kotlin)', android: true, ios: false},
  ios: {label: 'iOS (Swift)', android: false, ios: true},
  flutter: {label: 'Flutter', android: true, ios: true},
  'react-native': {label: 'React Native', android: true, ios: true},
  capacitor: {label: 'Capacitor / Ionic', android: true, ios: true},
} as const;

export type SetupPlatform = keyof typeof setupPlatforms;

/** On-device sources, keyed like the data-source pages (`android` is the phone's step sensor). */
export const setupSources = {
  'health-connect': {label: 'Health Connect', os: 'android'},
  'samsung-health': {label: 'Samsung Health', os: 'android'},
  'apple-health': {label: 'Apple Health', os: 'ios'},
  android: {label: 'Android step counter (phone sensor)', os: 'android'},
} as const satisfies Record<string, {label: string; os: 'android' | 'ios'}>;

export type SetupSource = keyof typeof setupSources;

/** Whether a platform can use a source at all (Samsung Health and Health Connect are Android only, Apple Health iOS only). */
export function sourceAvailable(platform: SetupPlatform, source: SetupSource): boolean {
  return setupPlatforms[platform][setupSources[source].os];
}

type SamsungPermission = (typeof sdk.shared.samsungHealthPermissions)[number];

interface SetupDataType {
  id: string;
  label: string;
  /** Health Connect read permissions, without the `android.permission.health.` prefix. */
  healthConnect: readonly string[];
  samsung: readonly SamsungPermission[];
  /** Words for the Info.plist and reviewer texts; empty when Apple Health has no such data. */
  appleHealth: string;
  /** What ROOK builds from it, for the reviewer text. */
  use: string;
  default: boolean;
}

/**
 * The data types a reader can choose, with the platform permissions that read
 * them. ROOK publishes the Samsung Health set (`sdk.shared.samsungHealthPermissions`)
 * but not which Health Connect permissions its SDK declares: those are marked
 * with `healthConnectMark` wherever they are shown.
 */
export const setupDataTypes = [
  {
    id: 'steps',
    label: 'Steps',
    healthConnect: ['READ_STEPS'],
    samsung: ['STEPS'],
    appleHealth: 'steps',
    use: 'daily step count and the physical summary',
    default: true,
  },
  {
    id: 'calories',
    label: 'Calories burned',
    healthConnect: ['READ_ACTIVE_CALORIES_BURNED', 'READ_TOTAL_CALORIES_BURNED', 'READ_BASAL_METABOLIC_RATE'],
    samsung: ['ACTIVITY_SUMMARY'],
    appleHealth: 'active and resting energy',
    use: 'calories in the physical summary',
    default: true,
  },
  {
    id: 'heart-rate',
    label: 'Heart rate and HRV',
    healthConnect: ['READ_HEART_RATE', 'READ_RESTING_HEART_RATE', 'READ_HEART_RATE_VARIABILITY'],
    samsung: ['HEART_RATE'],
    appleHealth: 'heart rate',
    use: 'heart-rate statistics of the physical and sleep summaries',
    default: true,
  },
  {
    id: 'sleep',
    label: 'Sleep',
    healthConnect: ['READ_SLEEP', 'READ_RESPIRATORY_RATE'],
    samsung: ['SLEEP'],
    appleHealth: 'sleep',
    use: 'the sleep summary',
    default: true,
  },
  {
    id: 'workouts',
    label: 'Workouts, distance and floors',
    healthConnect: ['READ_EXERCISE', 'READ_DISTANCE', 'READ_SPEED', 'READ_ELEVATION_GAINED', 'READ_FLOORS_CLIMBED'],
    samsung: ['EXERCISE', 'FLOORS_CLIMBED'],
    appleHealth: 'workouts',
    use: 'activity events and the distance in the physical summary',
    default: true,
  },
  {
    id: 'body',
    label: 'Weight and body composition',
    healthConnect: ['READ_WEIGHT', 'READ_HEIGHT', 'READ_BODY_FAT', 'READ_LEAN_BODY_MASS', 'READ_BONE_MASS', 'READ_BODY_WATER_MASS'],
    samsung: ['BODY_COMPOSITION'],
    appleHealth: 'weight and body measurements',
    use: 'the body summary',
    default: false,
  },
  {
    id: 'blood-pressure',
    label: 'Blood pressure',
    healthConnect: ['READ_BLOOD_PRESSURE'],
    samsung: ['BLOOD_PRESSURE'],
    appleHealth: 'blood pressure',
    use: 'blood-pressure events and the body summary',
    default: false,
  },
  {
    id: 'blood-glucose',
    label: 'Blood glucose',
    healthConnect: ['READ_BLOOD_GLUCOSE'],
    samsung: ['BLOOD_GLUCOSE'],
    appleHealth: 'blood glucose',
    use: 'blood-glucose events and the body summary',
    default: false,
  },
  {
    id: 'oxygen',
    label: 'Blood oxygen and VO2 max',
    healthConnect: ['READ_OXYGEN_SATURATION', 'READ_VO2_MAX'],
    samsung: ['BLOOD_OXYGEN'],
    appleHealth: 'blood oxygen and VO2 max',
    use: 'oxygenation events and summaries',
    default: false,
  },
  {
    id: 'temperature',
    label: 'Body temperature',
    healthConnect: ['READ_BODY_TEMPERATURE', 'READ_SKIN_TEMPERATURE'],
    samsung: ['BODY_TEMPERATURE'],
    appleHealth: 'body temperature',
    use: 'temperature events and summaries',
    default: false,
  },
  {
    id: 'hydration',
    label: 'Hydration',
    healthConnect: ['READ_HYDRATION'],
    samsung: ['WATER_INTAKE'],
    appleHealth: 'water intake',
    use: 'hydration events and the body summary',
    default: false,
  },
  {
    id: 'nutrition',
    label: 'Nutrition',
    healthConnect: ['READ_NUTRITION'],
    samsung: ['NUTRITION'],
    appleHealth: 'nutrition',
    use: 'nutrition events and the body summary',
    default: false,
  },
  {
    id: 'menstruation',
    label: 'Menstrual cycle',
    healthConnect: ['READ_MENSTRUATION'],
    samsung: [],
    appleHealth: 'menstrual cycle',
    use: 'the menstruation data of the body summary',
    default: false,
  },
  {
    id: 'sleep-apnea',
    label: 'Sleep apnea (Samsung Health)',
    healthConnect: [],
    samsung: ['SLEEP_APNEA'],
    appleHealth: '',
    use: 'the sleep-apnea signal',
    default: false,
  },
] as const satisfies readonly SetupDataType[];

export type SetupDataTypeId = (typeof setupDataTypes)[number]['id'];

/** Samsung Health permissions no data type asks for, and why. */
export const samsungPermissionsLeftOut: Partial<Record<SamsungPermission, string>> = {
  EXERCISE_LOCATION: 'Workout routes (GPS); ask for it only if your app shows routes, and name it in Samsung’s form.',
};

/** The unconfirmed mark shown beside Health Connect and Android permission names. */
export const healthConnectMark: UnconfirmedName = 'merged-manifest permissions';

export const healthPermissionPrefix = 'android.permission.health.';

/** Health Connect's background-read permission, requested with the data permissions when available. */
export const backgroundReadPermission = 'READ_HEALTH_DATA_IN_BACKGROUND';

/** Android run-time permissions the SDK requests through `requestAndroidPermissions`, and what each is for. */
export const androidRuntimePermissions = {
  POST_NOTIFICATIONS: 'shows the notification of the step counter’s and background sync’s foreground service',
  ACTIVITY_RECOGNITION: 'lets the step counter read the phone’s step sensor',
  FOREGROUND_SERVICE: 'runs the step counter and the background sync as a foreground service',
  FOREGROUND_SERVICE_HEALTH: 'the foreground-service type for health work (Android 14 and later)',
} as const;

export type AndroidRuntimePermission = keyof typeof androidRuntimePermissions;

/** Guide sections an entry links to. */
export type GuideTopic =
  | 'install'
  | 'privacyPolicy'
  | 'removePermissions'
  | 'backgroundRead'
  | 'androidPermissions'
  | 'stepsNotification'
  | 'r8'
  | 'playDeclaration'
  | 'samsungInstall'
  | 'samsungApproval'
  | 'samsungPermissions'
  | 'samsungSyncNotification'
  | 'iosConfigure'
  | 'iosInstall'
  | 'iosBackground'
  | 'iosWrite';

const base = '/docs/rookconnect/sdk';
const hc = `${base}/android/health-connect`;
const sh = `${base}/android/samsung-health`;
const ah = `${base}/iOS/apple-health`;

/** The native guides' sections; the cross-platform guides point there for native details, as their pages do. */
const nativeGuides: Record<GuideTopic, string> = {
  install: `${hc}/getting-started/#install`,
  privacyPolicy: `${hc}/getting-started/#privacy-policy-screen`,
  removePermissions: `${hc}/permissions/#remove-permissions-you-do-not-need`,
  backgroundRead: `${hc}/permissions/#background-read`,
  androidPermissions: `${hc}/permissions/#android-permissions`,
  stepsNotification: `${hc}/steps/#steps-from-the-phones-sensor`,
  r8: `${hc}/getting-started/#r8-and-proguard`,
  playDeclaration: `${hc}/getting-started/#before-you-publish`,
  samsungInstall: `${sh}/getting-started/#install`,
  samsungApproval: `${sh}/getting-started/#configure`,
  samsungPermissions: `${sh}/permissions/#request-permissions`,
  samsungSyncNotification: `${sh}/manual-sync/`,
  iosConfigure: `${ah}/getting-started/#configure`,
  iosInstall: `${ah}/getting-started/#install`,
  iosBackground: `${ah}/background-configuration/`,
  iosWrite: `${ah}/permissions/#write-access`,
};

const platformGuides: Record<SetupPlatform, Partial<Record<GuideTopic, string>>> = {
  android: {},
  ios: {},
  flutter: {
    install: `${base}/flutter/getting-started/#install-configure-and-initialise`,
    samsungInstall: `${base}/flutter/getting-started/#install-configure-and-initialise`,
    samsungPermissions: `${base}/flutter/permissions/`,
    iosInstall: `${base}/flutter/getting-started/#install-configure-and-initialise`,
    stepsNotification: `${base}/flutter/steps/`,
  },
  'react-native': {
    install: `${base}/reactnative/rook-sdk/gettingstarted/#install`,
    samsungInstall: `${base}/reactnative/rook-sdk/gettingstarted/#configure`,
    samsungPermissions: `${base}/reactnative/rook-sdk/grantpermissons/#samsung-health`,
    iosInstall: `${base}/reactnative/rook-sdk/gettingstarted/#install`,
    iosConfigure: `${base}/reactnative/rook-sdk/gettingstarted/#configure`,
    stepsNotification: `${base}/reactnative/rook-sdk/StepsExtraction/#foreground-notification`,
  },
  capacitor: {
    install: `${base}/capacitor/getting-started/#install`,
    samsungInstall: `${base}/capacitor/getting-started/#configure`,
    samsungPermissions: `${base}/capacitor/permissions/`,
    iosInstall: `${base}/capacitor/getting-started/#install`,
    iosConfigure: `${base}/capacitor/getting-started/#configure`,
    stepsNotification: `${base}/capacitor/steps/`,
  },
};

/** The guide section for a topic on a platform: the platform's own page where it has one, else the native guide. */
export function guideLink(platform: SetupPlatform, topic: GuideTopic): string {
  return platformGuides[platform][topic] ?? nativeGuides[topic];
}

/** Every guide URL this module links to, for the link test. */
export function allGuideLinks(): string[] {
  return [...new Set([...Object.values(nativeGuides), ...Object.values(platformGuides).flatMap((g) => Object.values(g))])];
}

// --- Snippet text -----------------------------------------------------------
// Entries are written unindented; files indent them where they nest.

export const manifestEntries = {
  rationaleActivity: `<activity
    android:name=".privacy.PrivacyPolicyActivity"
    android:exported="true">
    <intent-filter>
        <action android:name="androidx.health.ACTION_SHOW_PERMISSIONS_RATIONALE" />
    </intent-filter>
</activity>`,
  viewPermissionUsageAlias: `<activity-alias
    android:name="ViewPermissionUsageActivity"
    android:exported="true"
    android:permission="android.permission.START_VIEW_PERMISSION_USAGE"
    android:targetActivity=".privacy.PrivacyPolicyActivity">
    <intent-filter>
        <action android:name="android.intent.action.VIEW_PERMISSION_USAGE" />
        <category android:name="android.intent.category.HEALTH_PERMISSIONS" />
    </intent-filter>
</activity-alias>`,
  stepsNotification: notificationMetaData('io.tryrook.service.notification.STEPS', 'steps_notification'),
  stepsNotificationReactNative: notificationMetaData('io.tryrook.service.notification.SYNC', 'steps_notification'),
  samsungSyncNotification: notificationMetaData('io.tryrook.samsung.sync.notification.', 'sync_notification'),
  secureStorage: `<meta-data
    android:name="io.tryrook.security.storage.FILE_NAME"
    android:value="rook_storage" />
<meta-data
    android:name="io.tryrook.security.storage.PASSWORD"
    android:value="@string/rook_storage_password" />`,
} as const;

/** The three notification meta-data entries under `prefix` (`…STEPS` + `_ICON`, or `….` + `ICON`). */
function notificationMetaData(prefix: string, resource: string): string {
  const key = (name: string) => (prefix.endsWith('.') ? `${prefix}${name}` : `${prefix}_${name}`);
  return [
    `<meta-data\n    android:name="${key('ICON')}"\n    android:resource="@drawable/ic_${resource}" />`,
    `<meta-data\n    android:name="${key('TITLE')}"\n    android:value="@string/${resource}_title" />`,
    `<meta-data\n    android:name="${key('CONTENT')}"\n    android:value="@string/${resource}_content" />`,
  ].join('\n');
}

/** A `uses-permission` that takes a permission the SDK declares out of the merged manifest. */
export function removePermissionEntry(permission: string): string {
  return `<uses-permission android:name="${permission}" tools:node="remove" />`;
}

export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/** A manifest holding `removals` (top level) and `application` entries: a complete, well-formed document. */
export function manifestDocument(removals: readonly string[], application: readonly string[]): string {
  const tools = removals.length ? '\n    xmlns:tools="http://schemas.android.com/tools"' : '';
  const body = [
    ...(removals.length ? [removals.map((r) => indent(r, 4)).join('\n')] : []),
    ...(application.length ? [`    <application>\n${application.map((a) => indent(a, 8)).join('\n\n')}\n    </application>`] : []),
  ];
  return `<manifest xmlns:android="http://schemas.android.com/apk/res/android"${tools}>\n${body.join('\n\n')}\n</manifest>`;
}

/** `<application>` with entries, the form the guides show a manifest fragment in. */
function applicationFragment(entries: readonly string[]): string {
  return `<application>\n${entries.map((e) => indent(e, 4)).join('\n\n')}\n</application>`;
}

/** Words joined as prose: "a", "a and b", "a, b and c". */
export function prose(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Info.plist keys: read text from the chosen types; write text only when the app writes nutrition. */
export function infoPlistKeys(types: readonly SetupDataTypeId[], writesNutrition: boolean): {key: string; value: string}[] {
  const read = setupDataTypes.filter((t) => types.includes(t.id) && t.appleHealth).map((t) => t.appleHealth);
  const keys = [
    {
      key: 'NSHealthShareUsageDescription',
      value: `We read your ${prose(read.length ? read : ['health data'])} from Apple Health to show your progress and share it with our service.`,
    },
  ];
  if (writesNutrition) keys.push({key: 'NSHealthUpdateUsageDescription', value: 'We save the meals you log to Apple Health.'});
  return keys;
}

export function plistEntries(keys: readonly {key: string; value: string}[]): string {
  return keys.map(({key, value}) => `<key>${key}</key>\n<string>${value}</string>`).join('\n');
}

/** Background fetch, which ROOK's background sync needs on iOS. */
export const backgroundModesPlist = '<key>UIBackgroundModes</key>\n<array>\n    <string>fetch</string>\n</array>';

/** The HealthKit capability with Background Delivery, as Xcode writes it into the app's .entitlements. */
export function entitlementsDocument(backgroundDelivery: boolean): string {
  const entries = ['<key>com.apple.developer.healthkit</key>\n<true/>', '<key>com.apple.developer.healthkit.access</key>\n<array/>'];
  if (backgroundDelivery) entries.push('<key>com.apple.developer.healthkit.background-delivery</key>\n<true/>');
  return plistDocument(entries.join('\n'));
}

export function plistDocument(dictBody: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
${indent(dictBody, 4)}
</dict>
</plist>`;
}

/** Swift that registers ROOK's HealthKit listeners on every launch. */
export const backListenersSwift = `import RookSDK
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // HealthKit wakes the app for background delivery; the listeners must exist every time.
        RookBackGroundSync.shared.setBackListeners()
        return true
    }
}`;

/** R8 keep rules for full mode (Retrofit's Call and Response, Kotlin's Continuation), plus protobuf for Flutter. */
export const r8Rules = [
  '-keep,allowobfuscation,allowshrinking interface retrofit2.Call',
  '-keep,allowobfuscation,allowshrinking class retrofit2.Response',
  '-keep,allowobfuscation,allowshrinking class kotlin.coroutines.Continuation',
] as const;

export const flutterProtobufRule = '-keep class * extends com.google.protobuf.GeneratedMessageLite { *; }';

/** SAMPLE_NAME → sampleName, Flutter's spelling of the Samsung Health permissions. */
export function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Guides' manifest and Info.plist snippets, each built from the entries above. */
export const guideSnippets = {
  privacyPolicyScreen: {
    language: 'xml',
    title: 'AndroidManifest.xml',
    code: applicationFragment([manifestEntries.rationaleActivity, manifestEntries.viewPermissionUsageAlias]),
  },
  secureStorage: {language: 'xml', title: 'AndroidManifest.xml', code: applicationFragment([manifestEntries.secureStorage])},
  stepsNotification: {language: 'xml', title: 'AndroidManifest.xml', code: applicationFragment([manifestEntries.stepsNotification])},
  stepsNotificationReactNative: {
    language: 'xml',
    title: 'android/app/src/main/AndroidManifest.xml',
    code: applicationFragment([manifestEntries.stepsNotificationReactNative]),
  },
  removePermission: {
    language: 'xml',
    title: 'AndroidManifest.xml',
    code: manifestDocument([removePermissionEntry(`${healthPermissionPrefix}READ_MENSTRUATION`)], []),
  },
  infoPlist: {
    language: 'xml',
    title: 'Info.plist',
    code: plistEntries(infoPlistKeys(['workouts', 'sleep', 'heart-rate'], true)),
  },
  infoPlistReactNative: {
    language: 'xml',
    title: 'ios/YourApp/Info.plist',
    code: plistEntries(infoPlistKeys(['workouts', 'sleep', 'heart-rate'], true)),
  },
  r8Rules: {language: 'text', title: 'proguard-rules.pro', code: r8Rules.join('\n')},
  flutterProtobuf: {language: 'text', title: 'android/app/proguard-rules.pro', code: flutterProtobufRule},
} as const satisfies Record<string, {language: string; title: string; code: string}>;

export type GuideSnippetName = keyof typeof guideSnippets;
