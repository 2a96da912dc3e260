/**
 * API names the SDK guides use that ROOK's official material does not
 * confirm (none of them appears in ROOK's own SDK reference). A page that
 * mentions one must flag it with `<Unconfirmed name="…" />` (inline),
 * `<UnconfirmedMark name="…" />` (in a row of an API reference table)
 * or `<UnconfirmedNames names={[…]} />` (above a sample);
 * tests/unit/sdk-truth.test.ts enforces it on the pages of `platform` (the
 * docs folder under docs/rookconnect/sdk).
 *
 * `why` is public text, shown to readers: one short sentence on what ROOK has
 * published about the name, written so that it also reads right for several
 * names listed together. Where to check a name is said once per platform, in
 * `whereToCheck`, never in `why`.
 */

type SdkPlatform = 'android' | 'iOS' | 'flutter' | 'reactnative' | 'capacitor';

interface UnconfirmedEntry {
  platform: SdkPlatform;
  why: string;
  /** Where to check, when it is not the platform's API (`whereToCheck`): a manifest entry is checked in the merged manifest. */
  check?: string;
}

const mergedManifest = 'the Merged Manifest tab of your AndroidManifest.xml in Android Studio';

/** Where a reader checks an unconfirmed name before relying on it, per platform (public text). */
const whereToCheck: Record<SdkPlatform, string> = {
  android: 'the SDK’s classes in your IDE',
  iOS: 'RookSDK’s interface in Xcode',
  flutter: 'the package’s Dart API in your IDE',
  reactnative: 'the package’s type definitions (node_modules/react-native-rook-sdk)',
  capacitor: 'the package’s type definitions (node_modules/capacitor-rook-sdk)',
};

const extrasNote =
  'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.';

const setNote = 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.';

const capacitorNote = 'ROOK’s published Capacitor material names the module only.';

const reactNativeNote = 'ROOK’s published React Native material describes the hook, not its member names.';

const capacitorAppleBackgroundNote = 'ROOK says RookAppleHealth has background controls per data category, without naming them.';

const capacitorSamsungCheckNote = 'ROOK says the Samsung check helpers of 4.1.1 send the wrong parameter name, without naming the helpers.';

const capacitorAndroidHelperNote = 'ROOK names the native Android SDK 4.1.0 helper, not the Capacitor plugin’s.';

const capacitorReadNote = 'ROOK names the “get” helpers of the native SDKs, not the members of RookSummaries and RookEvents.';

const readyNote = 'ROOK lists `ready` on useRookConfiguration only.';

export const unconfirmedNames = {
  // Android Health Connect
  RequestPermissionsStatus: {
    platform: 'android',
    why: 'The values ALREADY_GRANTED and REQUEST_SENT are documented; the name of their enum class is not.',
  },
  EXTRA_HEALTH_CONNECT_PERMISSIONS_GRANTED: {platform: 'android', why: extrasNote},
  EXTRA_HEALTH_CONNECT_PERMISSIONS_PARTIALLY_GRANTED: {platform: 'android', why: extrasNote},
  EXTRA_HEALTH_CONNECT_BACKGROUND_PERMISSION_GRANTED: {platform: 'android', why: extrasNote},
  HealthConnectAvailability: {
    platform: 'android',
    why: 'The values INSTALLED, NOT_INSTALLED and NOT_SUPPORTED are documented; the name of their enum class is not.',
  },
  BackgroundReadStatus: {
    platform: 'android',
    why: 'The values UNAVAILABLE, PERMISSION_NOT_GRANTED and PERMISSION_GRANTED are documented; the name of their enum class is not.',
  },
  launchInForegroundService: {platform: 'android', why: 'ROOK mentions it without documenting it.'},
  // Manifest entries of the mobile setup generator (/docs/rookconnect/sdk/setup/).
  'merged-manifest permissions': {
    platform: 'android',
    why: 'ROOK says the SDK’s merged manifest declares the permissions it needs, without listing them; the names shown are Android’s and Health Connect’s for each data type.',
    check: mergedManifest,
  },
  'SYNC_* notification keys': {
    platform: 'android',
    why: 'ROOK’s React Native guide names the step notification keys SYNC_*, its native and Flutter guides STEPS_*, and ROOK has not said which the React Native 4.1.1 bridge reads.',
    check: mergedManifest,
  },
  // Android Samsung Health
  SamsungHealthAvailability: {
    platform: 'android',
    why: 'The values INSTALLED, NOT_INSTALLED, OUTDATED, DISABLED and NOT_READY are documented; the name of their enum class is not.',
  },
  checkSamsungHealthPermissions: {
    platform: 'android',
    why: setNote,
  },
  checkSamsungHealthPermissionsPartially: {
    platform: 'android',
    why: setNote,
  },
  requestSamsungHealthPermissions: {
    platform: 'android',
    why: setNote,
  },
  // iOS
  setExcludeManualData: {
    platform: 'iOS',
    why: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
  },
  setRefreshSkew: {
    platform: 'iOS',
    why: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
  },
  // Flutter: ROOK's Flutter material names the manager classes and their types, not these methods.
  'HCRookSyncManager.sync': {
    platform: 'flutter',
    why: 'Mirrors the native `sync`; ROOK’s Flutter material names the class and its sync types, not this method’s Dart signature.',
  },
  'HCRookSyncManager.syncEvents': {
    platform: 'flutter',
    why: 'Mirrors the native `syncEvents`; the Dart signature is not in ROOK’s Flutter material.',
  },
  'HCRookSyncManager.getTodayStepsCount': {
    platform: 'flutter',
    why: 'Mirrors the native helper; the Dart name is not in ROOK’s Flutter material.',
  },
  'HCRookSyncManager.getTodayCaloriesCount': {
    platform: 'flutter',
    why: 'Mirrors the native helper; the Dart name is not in ROOK’s Flutter material.',
  },
  'AHRookSyncManager.sync': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material names the class and `AHEventSyncType`, not this method’s Dart signature.',
  },
  'RookSamsung.sync': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material lists `sync` on RookSamsung without its Dart parameters.',
  },
  'RookSamsung.checkSamsungHealthAvailability': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material lists an availability check on RookSamsung without its name.',
  },
  'RookSamsung.requestSamsungHealthPermissions': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material lists the permission request and its update stream, not the request method’s name.',
  },
  'AHRookBackgroundSync.enableBackground': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material names AHRookBackgroundSync, not this method’s Dart signature; the parameter mirrors HCRookBackgroundSync.',
  },
  'AHRookContinuousUpload.enableContinuousUpload': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material names the method, not its parameters; the parameter mirrors HCRookBackgroundSync.',
  },
  'RookSamsung.enableBackground': {
    platform: 'flutter',
    why: 'ROOK’s Flutter material lists enableBackground on RookSamsung without parameters; the parameters shown mirror HCRookBackgroundSync.',
  },
  // Capacitor: ROOK's published material names these modules but not these members (tests/unit/sdk-api/capacitor-rook-sdk.d.ts tags them @unconfirmed).
  SamsungPermissionType: {
    platform: 'capacitor',
    why: 'ROOK lists the Samsung Health data types, not the name of their type in capacitor-rook-sdk.',
  },
  AppleHealthPermissionType: {
    platform: 'capacitor',
    why: 'ROOK names neither this type nor its camel-case values.',
  },
  NutritionEvent: {
    platform: 'capacitor',
    why: 'ROOK names neither this type nor its shape.',
  },
  'RookPermissions.requestAppleHealthPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestDietaryWritePermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.openIOSSettings': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.checkHealthConnectPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.checkHealthConnectPermissionsPartially': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestHealthConnectPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.openHealthConnectSettings': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.revokeHealthConnectPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestSamsungHealthPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.checkAndroidPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestAndroidPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestExactAlarmPermissions': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.requestDisableBatteryOptimizations': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.openOemAutoStartSetup': {platform: 'capacitor', why: capacitorNote},
  'RookPermissions.checkSamsungHealthPermission': {platform: 'capacitor', why: capacitorSamsungCheckNote},
  'RookPermissions.checkSamsungHealthPermissionPartially': {platform: 'capacitor', why: capacitorSamsungCheckNote},
  'RookPermissions.checkExactAlarmPermissions': {platform: 'capacitor', why: capacitorAndroidHelperNote},
  'RookPermissions.checkBatteryOptimizationsDisabled': {platform: 'capacitor', why: capacitorAndroidHelperNote},
  'RookPermissions.requiresOemAutoStartSetup': {platform: 'capacitor', why: capacitorAndroidHelperNote},
  'RookAppleHealth.disableAppleHealthSync': {platform: 'capacitor', why: capacitorNote},
  'RookAppleHealth.isAppleHealthSyncEnable': {platform: 'capacitor', why: capacitorNote},
  'RookAppleHealth.enableBackGroundUpdates': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.disableBackGroundUpdates': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.isBackGroundUpdatesEnable': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.enableBackGroundEventsUpdates': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.disableBackGroundEventsUpdates': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.isBackGroundEventsUpdatesEnable': {platform: 'capacitor', why: capacitorAppleBackgroundNote},
  'RookAppleHealth.stopListening': {platform: 'capacitor', why: capacitorNote},
  'RookHealthConnect.isBackGroundUpdatesEnable': {platform: 'capacitor', why: capacitorNote},
  'RookHealthConnect.enableBackgroundAndroidSteps': {platform: 'capacitor', why: capacitorNote},
  'RookHealthConnect.disableBackgroundAndroidSteps': {platform: 'capacitor', why: capacitorNote},
  'RookHealthConnect.isBackgroundAndroidStepsActive': {platform: 'capacitor', why: capacitorNote},
  'RookHealthConnect.syncTodayAndroidStepsCount': {platform: 'capacitor', why: capacitorNote},
  'RookSamsungHealth.checkSamsungHealthAvailability': {platform: 'capacitor', why: capacitorNote},
  'RookSamsungHealth.enableBackGroundUpdates': {platform: 'capacitor', why: capacitorNote},
  'RookSamsungHealth.disableBackGroundUpdates': {platform: 'capacitor', why: capacitorNote},
  'RookSamsungHealth.isBackGroundUpdatesEnable': {platform: 'capacitor', why: capacitorNote},
  'RookSummaries.sync': {platform: 'capacitor', why: capacitorNote},
  'RookSummaries.getSleepSummaries': {platform: 'capacitor', why: capacitorReadNote},
  'RookSummaries.getPhysicalSummary': {platform: 'capacitor', why: capacitorReadNote},
  'RookSummaries.getBodySummary': {platform: 'capacitor', why: capacitorReadNote},
  'RookSummaries.reSyncFailedSummaries': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.syncEvents': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.getTodayStepCount': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.getTodayCalories': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.getTodayHeartRate': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.getActivityEvents': {platform: 'capacitor', why: capacitorReadNote},
  'RookEvents.syncPendingEvents': {platform: 'capacitor', why: capacitorNote},
  'RookEvents.writeNutritionEvent': {platform: 'capacitor', why: capacitorNote},
  'RookStepsCounter.isRookStepsCounterAvailable': {platform: 'capacitor', why: capacitorNote},
  'RookStepsCounter.enableRookStepsCounter': {platform: 'capacitor', why: capacitorNote},
  'RookStepsCounter.disableRookStepsCounter': {platform: 'capacitor', why: capacitorNote},
  'RookStepsCounter.isRookStepsCounterActive': {platform: 'capacitor', why: capacitorNote},
  'RookStepsCounter.getRookTodayStepsCount': {platform: 'capacitor', why: capacitorNote},
  // React Native: ROOK's published material describes these hooks' areas (“Apple Health check/request”, “calories, HR”, “etc.”) but not these names (tests/unit/sdk-api/react-native-rook-sdk.d.ts tags them @unconfirmed).
  'useRookPermissions.requestAppleHealthPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.checkHealthConnectAvailability': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.healthConnectHasPartialPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requestHealthConnectPermissions': {platform: 'reactnative', why: reactNativeNote},
  'AppleHealthPermission.SLEEP_ANALYSIS': {platform: 'reactnative', why: reactNativeNote},
  'AppleHealthPermission.STEP_COUNT': {platform: 'reactnative', why: reactNativeNote},
  'AppleHealthPermission.ACTIVE_ENERGY_BURNED': {platform: 'reactnative', why: reactNativeNote},
  'AppleHealthPermission.HEART_RATE': {platform: 'reactnative', why: reactNativeNote},
  'useRookVariables.getTodayCalories': {platform: 'reactnative', why: reactNativeNote},
  'useRookVariables.getTodayHeartRate': {platform: 'reactnative', why: reactNativeNote},
  'useRookAppleHealth.disableBackGroundUpdates': {platform: 'reactnative', why: reactNativeNote},
  'useRookAppleHealth.isBackgroundUpdatesEnabled': {platform: 'reactnative', why: reactNativeNote},
  'useRookHealthConnect.isBackgroundSyncEnabled': {platform: 'reactnative', why: reactNativeNote},
  'useRookSamsungHealth.disableSamsungSync': {platform: 'reactnative', why: reactNativeNote},
  'useRookSamsungHealth.isSamsungSyncEnabled': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.appleHealthHasPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.healthConnectHasPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.checkHealthConnectBackgroundReadStatus': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.openHealthConnectSettings': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.revokeHealthConnectPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.checkSamsungAvailability': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.samsungHealthHasPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.samsungHealthHasPartialPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requestSamsungHealthPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.androidHasBackgroundPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.shouldRequestAndroidBackgroundPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requestAndroidBackgroundPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requestAndroidAlarmPermissions': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requestDisableBatteryOptimizations': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.requiresOemAutoStartSetup': {platform: 'reactnative', why: reactNativeNote},
  'useRookPermissions.openOemAutoStartSetup': {platform: 'reactnative', why: reactNativeNote},
  'useRookAndroidStepCounter.isStepsCounterAvailable': {platform: 'reactnative', why: reactNativeNote},
  'useRookAndroidStepCounter.enableStepsCounter': {platform: 'reactnative', why: reactNativeNote},
  'useRookAndroidStepCounter.disableStepsCounter': {platform: 'reactnative', why: reactNativeNote},
  'useRookAndroidStepCounter.isStepsCounterActive': {platform: 'reactnative', why: reactNativeNote},
  'useRookAndroidStepCounter.getTodayStepsCount': {platform: 'reactnative', why: reactNativeNote},
  SamsungHealthPermission: {
    platform: 'reactnative',
    why: 'ROOK names this type for the native Android and Flutter SDKs, not for React Native.',
  },
  useRookAndroidBackgroundSteps: {
    platform: 'reactnative',
    why: 'ROOK does not name this older step hook; 4.x may still export it for compatibility.',
  },
  'useRookPermissions.ready': {platform: 'reactnative', why: readyNote},
  'useRookData.ready': {platform: 'reactnative', why: readyNote},
  'useRookVariables.ready': {platform: 'reactnative', why: readyNote},
  'useRookAppleHealth.ready': {platform: 'reactnative', why: readyNote},
  'useRookHealthConnect.ready': {platform: 'reactnative', why: readyNote},
  'useRookSamsungHealth.ready': {platform: 'reactnative', why: readyNote},
  'useRookAndroidStepCounter.ready': {platform: 'reactnative', why: readyNote},
} as const satisfies Record<string, UnconfirmedEntry>;

export type UnconfirmedName = keyof typeof unconfirmedNames;

/** "Check … before you rely on it." for names of one platform, or one manifest check (public text); `plural` for several names or a group. */
export function checkAdvice(names: readonly UnconfirmedName[], plural = names.length > 1): string {
  const first: UnconfirmedEntry = unconfirmedNames[names[0]!];
  const where = first.check ?? whereToCheck[first.platform];
  return `Check ${where} before you rely on ${plural ? 'them' : 'it'}.`;
}
