import {sdk} from './sdk';

/**
 * Every exception or error case ROOK's published SDK material names for an SDK,
 * with its cause and the fix. The known-exceptions pages render these lists;
 * the Kotlin API stub used by tests/unit/sdk-kotlin.test.ts declares the same
 * Android names, and a unit test keeps the two in step.
 * Text may use backticks for code.
 */

export interface SdkException {
  name: string;
  cause: string;
  fix: string;
}

const window = `${sdk.shared.manualSyncDays} days ago through today (UTC)`;
const quotaWait = `Stop syncing and retry later. ROOK’s sources disagree on how long: the exception reference says about ${sdk.shared.healthConnectQuotaWaitMinutes.min}–${sdk.shared.healthConnectQuotaWaitMinutes.max} minutes, the sync guide “a few hours”. Waiting a few hours is the safe choice.`;

export const sdkExceptions = {
  'android.healthConnect': [
    {
      name: 'HCNotAuthorizedException',
      cause: 'The package name and secret are not registered in the ROOK Portal for this environment, or the secret is wrong.',
      fix: 'Register them for the environment you pass to `RookConfiguration`, then call `initRook` again.',
    },
    {
      name: 'HCMissingConfigurationException',
      cause: '`initRook` ran before `setConfiguration`.',
      fix: 'Call `setConfiguration` first.',
    },
    {
      name: 'HCNotInitializedException',
      cause: 'A sync or user call ran before `initRook` succeeded.',
      fix: 'Wait for `initRook` to succeed; initialise once per launch.',
    },
    {name: 'HCUserNotInitializedException', cause: 'No user ID is registered.', fix: 'Call `updateUserID`.'},
    {
      name: 'HealthConnectNotInstalledException',
      cause: 'Health Connect is missing (Android 13 and earlier only).',
      fix: 'Send the user to Google Play (`com.google.android.apps.healthdata`).',
    },
    {
      name: 'HealthConnectNotSupportedException',
      cause: 'The device cannot run Health Connect.',
      fix: 'Offer another data source.',
    },
    {
      name: 'MissingHealthConnectPermissionsException',
      cause: 'The user has not granted the Health Connect permissions the call needs.',
      fix: 'Request permissions; after two denials, open Health Connect settings with `openHealthConnectSettings`.',
    },
    {
      name: 'MissingAndroidPermissionsException',
      cause: 'An Android permission (notifications, activity recognition, foreground service) is missing.',
      fix: 'Request them with `requestAndroidPermissions`.',
    },
    {name: 'HCQuotaExceededException', cause: 'Health Connect’s request quota is used up.', fix: quotaWait},
    {
      name: 'HCDateNotValidForEventsException',
      cause: 'The date is outside the events window or in the future.',
      fix: `Pass a date from ${window}.`,
    },
    {
      name: 'HCDateNotValidForSummariesException',
      cause: 'The date is outside the summaries window or in the future.',
      fix: `Pass a date from ${window}.`,
    },
    {
      name: 'HCRecordsNotFoundException',
      cause: 'Health Connect has no records of that type for that date.',
      fix: 'Nothing to upload: treat it as “no data”, not as a failure.',
    },
    {
      name: 'HCHttpRequestException',
      cause: 'ROOK’s server answered with an error; `httpCode` and `httpMessage` say which.',
      fix: 'Log both and retry later.',
    },
    {
      name: 'HCSessionExpiredException',
      cause: 'The SDK’s session with ROOK expired.',
      fix: 'Retry the call; if it keeps failing, initialise again and send debug logs to ROOK support.',
    },
    {name: 'HCTimeoutException', cause: 'A request to ROOK timed out.', fix: 'Retry later.'},
  ],
  'android.samsungHealth': [
    {
      name: 'SHNotAuthorizedException',
      cause: 'The package name and secret are not registered in the ROOK Portal for this environment.',
      fix: 'Register them, then call `initRook` again.',
    },
    {
      name: 'SHNotInitializedException',
      cause: 'A call ran before `initRook` succeeded.',
      fix: 'Initialise first, once per launch.',
    },
    {name: 'SHUserNotInitializedException', cause: 'No user is registered.', fix: 'Call `updateUserID`.'},
    {
      name: 'SamsungHealthNotInstalledException',
      cause: 'The Samsung Health app is missing.',
      fix: 'Ask the user to install it.',
    },
    {
      name: 'SamsungHealthOutdatedException',
      cause: `Samsung Health is older than ${sdk.android.samsungHealth.minSamsungHealthApp}.`,
      fix: 'Ask the user to update it.',
    },
    {
      name: 'SamsungHealthDisabledException',
      cause: 'Samsung Health is disabled on the device.',
      fix: 'Ask the user to enable it.',
    },
    {
      name: 'SamsungHealthNotReadyException',
      cause: 'Samsung Health is not ready (its onboarding is not finished).',
      fix: 'Ask the user to open Samsung Health once and finish setup.',
    },
    {
      name: 'SamsungHealthNotAllowedException',
      cause:
        'Samsung refused access (Samsung code 2003): developer mode is off, or the package name or SHA-256 signing certificate is not the one Samsung approved.',
      fix: 'Turn on developer mode for testing; for production submit Samsung’s Partnership Request Form with the exact release values.',
    },
    {
      name: 'MissingSamsungHealthPermissionsException',
      cause: 'The user has not granted the data types the call needs.',
      fix: 'Request the permissions again.',
    },
    {
      name: 'SHDateNotValidForEventsException',
      cause: 'The date is outside the events window or in the future.',
      fix: `Pass a date from ${window}.`,
    },
    {
      name: 'SHDateNotValidForSummariesException',
      cause: 'The date is outside the summaries window or in the future.',
      fix: `Pass a date from ${window}.`,
    },
    {name: 'SHRecordsNotFoundException', cause: 'No data of that type for that day.', fix: 'Treat it as “no data”.'},
    {name: 'SHHttpRequestException', cause: 'ROOK’s server answered with an error.', fix: 'Log it and retry later.'},
    {
      name: 'SHSessionExpiredException',
      cause: 'The session with ROOK expired.',
      fix: 'Retry; if it persists, initialise again.',
    },
    {name: 'SHTimeoutException', cause: 'A request to ROOK timed out.', fix: 'Retry later.'},
  ],
  'ios.appleHealth': [
    {
      name: 'SDKNotInitialized',
      cause: 'A call ran before `initRook` finished.',
      fix: 'Initialise at launch and wait for success.',
    },
    {
      name: 'missingConfiguration',
      cause: '`initRook` ran without `setConfiguration`.',
      fix: 'Call `setConfiguration` first.',
    },
    {
      name: 'SDKNotAuthorized',
      cause: 'The bundle ID and secret are not registered in the Portal for this environment.',
      fix: 'Register them for the environment you set.',
    },
    {
      name: 'missingPermissions(type)',
      cause: 'The SDK could not read the given type.',
      fix: 'Request permissions; remember that iOS hides read denials.',
    },
    {
      name: 'healthKitNotAvailable',
      cause: 'HealthKit is not available on this device.',
      fix: 'Hide Apple Health features on this device.',
    },
    {name: 'emptyData(type)', cause: 'No samples of that type for the date.', fix: 'Treat it as “no data”.'},
    {name: 'emptyUserId', cause: 'No user is registered.', fix: 'Call `updateUserId`.'},
    {
      name: 'requestError(code, message)',
      cause: 'ROOK’s server answered with an error.',
      fix: 'Log the code and message; retry later.',
    },
    {
      name: 'invalidDataSource',
      cause: 'An unknown API data source was passed to `DataSourcesManager`.',
      fix: 'Use a `DataSourceRevoke` case.',
    },
    {
      name: 'deviceLocked',
      cause: 'HealthKit data is encrypted while the phone is locked.',
      fix: 'Retry after the user unlocks the phone.',
    },
    {
      name: 'invalidEventType',
      cause: 'The event type is not valid for the call.',
      fix: 'Use an `EventTypeToUpload` case.',
    },
    {
      name: 'appDeInitialized',
      cause: 'ROOK does not describe it.',
      fix: 'Configure and initialise again, then retry; report it to ROOK support with logs.',
    },
    {
      name: 'timeZoneNotAvailable',
      cause: 'ROOK does not describe it; the name points at the time-zone upload.',
      fix: 'Retry `syncUserTimeZone` later.',
    },
    {name: 'unknown', cause: 'Anything else.', fix: 'Log it with console logs on and contact ROOK support.'},
  ],
  flutter: [
    {
      name: 'SDKNotAuthorizedException',
      cause: 'The bundle ID or package name and secret are not registered in the Portal for this environment.',
      fix: 'Register them, then call `initRook` again.',
    },
    {
      name: 'MissingConfigurationException',
      cause: '`initRook` ran before `setConfiguration`.',
      fix: 'Configure first.',
    },
    {
      name: 'SDKNotInitializedException',
      cause: 'A call ran before `initRook` completed.',
      fix: 'Await `initRook` once per launch.',
    },
    {name: 'UserNotInitializedException', cause: 'No user is registered.', fix: 'Call `updateUserID`.'},
    {
      name: 'MissingPermissionsException',
      cause: 'Required permissions are not granted.',
      fix: 'Request them; after two Health Connect denials, open its settings.',
    },
    {
      name: 'HealthKitNotInstalledException',
      cause: 'The health app is missing (name reused for Health Connect on Android 13 and earlier and for Samsung Health).',
      fix: 'Ask the user to install it.',
    },
    {
      name: 'HealthKitNotSupportedException',
      cause: 'The device cannot run the health store.',
      fix: 'Offer another source.',
    },
    {
      name: 'HealthKitDisabledException',
      cause: 'The health app is disabled (Samsung Health).',
      fix: 'Ask the user to enable it.',
    },
    {
      name: 'HealthKitNotAllowedException',
      cause: 'Samsung refused access (code 2003): developer mode off or the app not approved.',
      fix: 'Developer mode for testing; Samsung’s Partnership Request Form for production.',
    },
    {
      name: 'HealthKitNotReadyException',
      cause: 'The health app is not set up yet (Samsung Health).',
      fix: 'Ask the user to open it and finish setup.',
    },
    {
      name: 'HealthKitOutdatedException',
      cause: `The health app is too old (Samsung Health older than ${sdk.android.samsungHealth.minSamsungHealthApp}).`,
      fix: 'Ask the user to update it.',
    },
    {name: 'HealthConnectQuotaExceededException', cause: 'Health Connect’s request quota is used up.', fix: quotaWait},
    {
      name: 'DateNotValidForEventsException',
      cause: 'The date is outside the events window or in the future.',
      fix: 'Pass a date inside the source’s window (see Manual sync).',
    },
    {
      name: 'DateNotValidForSummariesException',
      cause: 'The date is outside the summaries window or in the future.',
      fix: 'Pass a date inside the source’s window (see Manual sync).',
    },
    {name: 'RecordsNotFoundException', cause: 'No data of that type for that day.', fix: 'Treat it as “no data”.'},
    {name: 'HttpRequestException', cause: 'ROOK’s server answered with an error.', fix: 'Log it and retry later.'},
    {name: 'ConnectTimeoutException', cause: 'A request to ROOK timed out.', fix: 'Retry later.'},
    {
      name: 'SessionExpiredException',
      cause: 'The session with ROOK expired.',
      fix: 'Retry; if it persists, initialise again.',
    },
    {name: 'UnknownException', cause: 'Anything else.', fix: 'Log it with native logs on and contact ROOK support.'},
  ],
} as const satisfies Record<string, readonly SdkException[]>;

/**
 * Known issues of a cross-platform release (React Native and Capacitor 4.1.1),
 * reported only in ROOK's integration guides: the wrappers name no error classes of their own, so their known-exceptions pages list
 * these next to the native exceptions.
 */
export const sdkKnownIssues = {
  reactNative: [
    {
      name: 'Samsung Health environment forced to sandbox',
      cause: 'In 4.1.1 the Samsung environment is always SANDBOX.',
      fix: 'Confirm with ROOK before releasing Samsung Health on 4.1.1.',
    },
    {
      name: 'Samsung `getDiagnosticState` broken',
      cause: 'The Samsung diagnostic state is wrong in 4.1.1.',
      fix: 'Use native logs (`enableLogs`) instead.',
    },
    {
      name: '`androidHasAlarmPermissions` checks the wrong permission',
      cause: 'Its answer cannot be trusted in 4.1.1.',
      fix: 'Do not gate features on it; offer the alarm request from a support screen.',
    },
    {
      name: '`sync()` with no arguments on Android',
      cause: 'It tries Health Connect and Samsung Health.',
      fix: 'Always pass `sources`.',
    },
    {
      name: 'Samsung `.aar` required',
      cause: 'The Android build needs Samsung’s `.aar` even for Health Connect-only apps.',
      fix: 'Add the `.aar` as described in Getting started.',
    },
  ],
  capacitor: [
    {
      name: '“Not implemented for web”',
      cause: 'A plugin method ran on the web platform.',
      fix: 'Call the plugin only on iOS and Android, for example after checking `Capacitor.getPlatform()`.',
    },
    {
      name: 'Health Connect background methods',
      cause: 'In 4.1.1 their TypeScript names do not match the native bridge.',
      fix: 'Check each call’s result on a device before release. If it rejects, pass `enableBackgroundSync: true` to `initRook` instead, confirm in the native logs that the scheduler runs, and report the failure to ROOK.',
    },
    {
      name: 'Samsung permission check helpers',
      cause: 'They send the wrong parameter name in 4.1.1.',
      fix: 'Treat a failed check as “unknown” and request permissions instead.',
    },
    {
      name: '`boolean` versus `{result}` return shapes',
      cause: 'Return shapes are inconsistent in 4.1.1.',
      fix: 'Inspect the resolved value before branching on it.',
    },
    {
      name: 'Android initialisation',
      cause: 'It fails if either the Health Connect or the Samsung native initialisation fails.',
      fix: 'Read the rejection message to see which source failed, and fix that source’s setup.',
    },
    {
      name: 'Event coverage',
      cause: '`ecg` is iOS only; there is no Samsung temperature event mapping.',
      fix: 'Do not request those events on the platforms that lack them.',
    },
  ],
} as const satisfies Record<string, readonly SdkException[]>;
