/**
 * API names the SDK guides use that the provider facts sheet does not confirm.
 * A page that mentions one must flag it with `<Unconfirmed name="…" />` (inline),
 * `<UnconfirmedMark name="…" />` (in a row of an API reference table)
 * or `<UnconfirmedNames names={[…]} />` (above a sample);
 * tests/unit/sdk-truth.test.ts enforces it on the pages of `platform` (the
 * docs folder under docs/rookconnect/sdk). `why` says what is known.
 */

type SdkPlatform = 'android' | 'iOS' | 'flutter' | 'reactnative' | 'capacitor';

interface UnconfirmedEntry {
  platform: SdkPlatform;
  why: string;
}
const extrasNote =
  'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.';

const capacitorNote =
  'The facts sheet names the capacitor-rook-sdk module but not this member; it comes from the earlier guide’s reference, drawn from ROOK’s agent guides.';

const reactNativeNote =
  'The facts sheet describes what this hook covers but not this name; it comes from the earlier guide, drawn from ROOK’s agent guides.';

const capacitorAppleBackgroundNote =
  'The facts sheet says RookAppleHealth has per-category background controls, not their names; this one comes from the earlier guide’s reference.';

const capacitorSamsungCheckNote =
  'The facts sheet says the Samsung check helpers of 4.1.1 send the wrong parameter name, not what they are called; this name comes from the earlier guide’s reference.';

const capacitorAndroidHelperNote =
  'The facts sheet names this helper for the native Android SDK 4.1.0, not for the Capacitor bridge; the name comes from the earlier guide’s reference.';

const capacitorReadNote =
  'The facts sheet names the “get” helpers of the native SDKs, not the members of RookSummaries and RookEvents; this one comes from the earlier guide’s reference.';

const readyNote =
  'The facts sheet lists ready on useRookConfiguration only; the earlier guide, drawn from ROOK’s agent guides, shows it on this hook too.';

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
  // Android Samsung Health
  SamsungHealthAvailability: {
    platform: 'android',
    why: 'The values INSTALLED, NOT_INSTALLED, OUTDATED, DISABLED and NOT_READY are documented; the name of their enum class is not.',
  },
  checkSamsungHealthPermissions: {
    platform: 'android',
    why: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  },
  checkSamsungHealthPermissionsPartially: {
    platform: 'android',
    why: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  },
  requestSamsungHealthPermissions: {
    platform: 'android',
    why: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
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
  // Capacitor: the facts sheet names these modules but not these members (tests/unit/sdk-api/capacitor-rook-sdk.d.ts tags them @unconfirmed).
  SamsungPermissionType: {
    platform: 'capacitor',
    why: 'The facts sheet lists the Samsung Health data types, not the name of their type in capacitor-rook-sdk; the name comes from the earlier guide’s reference.',
  },
  AppleHealthPermissionType: {
    platform: 'capacitor',
    why: 'The facts sheet names neither this type nor its camel-case values; both come from the earlier guide’s reference.',
  },
  NutritionEvent: {
    platform: 'capacitor',
    why: 'The facts sheet names neither this type nor its shape; the name comes from the earlier guide’s reference.',
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
  // React Native: the facts sheet describes these hooks' areas (“Apple Health check/request”, “calories, HR”, “etc.”) but not these names (tests/unit/sdk-api/react-native-rook-sdk.d.ts tags them @unconfirmed).
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
    why: 'The facts sheet names this type for the native Android and Flutter SDKs, not for React Native; the earlier guide lists it as an export.',
  },
  useRookAndroidBackgroundSteps: {
    platform: 'reactnative',
    why: 'The facts sheet does not name this older step hook; the earlier guide says 4.x still exports it for compatibility.',
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
