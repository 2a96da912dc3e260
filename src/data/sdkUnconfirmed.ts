/**
 * API names the SDK guides use that the provider facts sheet does not confirm.
 * A page that mentions one must flag it with `<Unconfirmed name="…" />` (inline)
 * or `<UnconfirmedNames names={[…]} />` (above a sample);
 * tests/unit/sdk-truth.test.ts enforces it. `why` says what is known.
 */
const capacitorNote =
  'The facts sheet names the capacitor-rook-sdk module but not this member; it comes from the earlier guide’s reference, drawn from ROOK’s agent guides.';

const reactNativeNote =
  'The facts sheet describes what this hook covers but not this name; it comes from the earlier guide, drawn from ROOK’s agent guides.';

export const unconfirmedNames = {
  // Android Health Connect
  RequestPermissionsStatus: 'The values ALREADY_GRANTED and REQUEST_SENT are documented; the name of their enum class is not.',
  EXTRA_HEALTH_CONNECT_PERMISSIONS_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  EXTRA_HEALTH_CONNECT_PERMISSIONS_PARTIALLY_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  EXTRA_HEALTH_CONNECT_BACKGROUND_PERMISSION_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  HealthConnectAvailability: 'The values INSTALLED, NOT_INSTALLED and NOT_SUPPORTED are documented; the name of their enum class is not.',
  BackgroundReadStatus: 'The values UNAVAILABLE, PERMISSION_NOT_GRANTED and PERMISSION_GRANTED are documented; the name of their enum class is not.',
  launchInForegroundService: 'ROOK mentions it without documenting it.',
  // Android Samsung Health
  SamsungHealthAvailability: 'The values INSTALLED, NOT_INSTALLED, OUTDATED, DISABLED and NOT_READY are documented; the name of their enum class is not.',
  checkSamsungHealthPermissions: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  checkSamsungHealthPermissionsPartially: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  requestSamsungHealthPermissions: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  // iOS
  setExcludeManualData: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
  setRefreshSkew: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
  // Flutter: ROOK's Flutter material names the manager classes and their types, not these methods.
  'HCRookSyncManager.sync': 'Mirrors the native `sync`; ROOK’s Flutter material names the class and its sync types, not this method’s Dart signature.',
  'HCRookSyncManager.syncEvents': 'Mirrors the native `syncEvents`; the Dart signature is not in ROOK’s Flutter material.',
  'HCRookSyncManager.getTodayStepsCount': 'Mirrors the native helper; the Dart name is not in ROOK’s Flutter material.',
  'HCRookSyncManager.getTodayCaloriesCount': 'Mirrors the native helper; the Dart name is not in ROOK’s Flutter material.',
  'AHRookSyncManager.sync': 'ROOK’s Flutter material names the class and `AHEventSyncType`, not this method’s Dart signature.',
  'RookSamsung.sync': 'ROOK’s Flutter material lists `sync` on RookSamsung without its Dart parameters.',
  'RookSamsung.checkSamsungHealthAvailability': 'ROOK’s Flutter material lists an availability check on RookSamsung without its name.',
  'RookSamsung.requestSamsungHealthPermissions': 'ROOK’s Flutter material lists the permission request and its update stream, not the request method’s name.',
  'AHRookBackgroundSync.enableBackground': 'ROOK’s Flutter material names AHRookBackgroundSync, not this method’s Dart signature; the parameter mirrors HCRookBackgroundSync.',
  'AHRookContinuousUpload.enableContinuousUpload': 'ROOK’s Flutter material names the method, not its parameters; the parameter mirrors HCRookBackgroundSync.',
  'RookSamsung.enableBackground': 'ROOK’s Flutter material lists enableBackground on RookSamsung without parameters; the parameters shown mirror HCRookBackgroundSync.',
  // Capacitor: the facts sheet names these modules but not these members (tests/unit/sdk-api/capacitor-rook-sdk.d.ts tags them @unconfirmed).
  'RookPermissions.requestAppleHealthPermissions': capacitorNote,
  'RookPermissions.requestDietaryWritePermissions': capacitorNote,
  'RookPermissions.openIOSSettings': capacitorNote,
  'RookPermissions.checkHealthConnectPermissions': capacitorNote,
  'RookPermissions.checkHealthConnectPermissionsPartially': capacitorNote,
  'RookPermissions.requestHealthConnectPermissions': capacitorNote,
  'RookPermissions.openHealthConnectSettings': capacitorNote,
  'RookPermissions.revokeHealthConnectPermissions': capacitorNote,
  'RookPermissions.requestSamsungHealthPermissions': capacitorNote,
  'RookPermissions.checkAndroidPermissions': capacitorNote,
  'RookPermissions.requestAndroidPermissions': capacitorNote,
  'RookPermissions.requestExactAlarmPermissions': capacitorNote,
  'RookPermissions.requestDisableBatteryOptimizations': capacitorNote,
  'RookPermissions.openOemAutoStartSetup': capacitorNote,
  'RookAppleHealth.disableAppleHealthSync': capacitorNote,
  'RookAppleHealth.stopListening': capacitorNote,
  'RookSamsungHealth.checkSamsungHealthAvailability': capacitorNote,
  'RookSamsungHealth.enableBackGroundUpdates': capacitorNote,
  'RookSamsungHealth.disableBackGroundUpdates': capacitorNote,
  'RookSummaries.sync': capacitorNote,
  'RookEvents.syncEvents': capacitorNote,
  'RookEvents.getTodayStepCount': capacitorNote,
  'RookEvents.getTodayCalories': capacitorNote,
  'RookStepsCounter.isRookStepsCounterAvailable': capacitorNote,
  'RookStepsCounter.enableRookStepsCounter': capacitorNote,
  'RookStepsCounter.getRookTodayStepsCount': capacitorNote,
  // React Native: the facts sheet describes these hooks' areas (“Apple Health check/request”, “calories, HR”, “etc.”) but not these names (tests/unit/sdk-api/react-native-rook-sdk.d.ts tags them @unconfirmed).
  'useRookPermissions.requestAppleHealthPermissions': reactNativeNote,
  'useRookPermissions.checkHealthConnectAvailability': reactNativeNote,
  'useRookPermissions.healthConnectHasPartialPermissions': reactNativeNote,
  'useRookPermissions.requestHealthConnectPermissions': reactNativeNote,
  'AppleHealthPermission.SLEEP_ANALYSIS': reactNativeNote,
  'AppleHealthPermission.STEP_COUNT': reactNativeNote,
  'AppleHealthPermission.ACTIVE_ENERGY_BURNED': reactNativeNote,
  'AppleHealthPermission.HEART_RATE': reactNativeNote,
  'useRookVariables.getTodayCalories': reactNativeNote,
  'useRookVariables.getTodayHeartRate': reactNativeNote,
  'useRookAppleHealth.disableBackGroundUpdates': reactNativeNote,
  'useRookAppleHealth.isBackgroundUpdatesEnabled': reactNativeNote,
  'useRookHealthConnect.isBackgroundSyncEnabled': reactNativeNote,
  'useRookSamsungHealth.disableSamsungSync': reactNativeNote,
  'useRookSamsungHealth.isSamsungSyncEnabled': reactNativeNote,
} as const;

export type UnconfirmedName = keyof typeof unconfirmedNames;
