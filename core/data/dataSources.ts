/**
 * The data sources ROOK reads: the one list that the data-source pages, the
 * index and comparison matrix, guides and the Showcase prototypes are built
 * from. Tests check it against the OpenAPI contract's enums and schemas.
 *
 * Confidence says where a fact comes from: `confirmed` from an official
 * ROOK page, `secondary` from ROOK's own agent guides only, `unconfirmed`
 * from third parties or not found at all. Pages say so when a fact is not
 * confirmed, with the mark of `confidenceMark`.
 */
import type {MarkKind} from './marks';

/** How a source reaches ROOK. */
export type SourceKind =
  /** The user grants OAuth consent on the provider's site; ROOK reads the provider's API. */
  | 'api'
  /** A ROOK SDK in the client's app reads the data on the device. */
  | 'sdk'
  /** No direct link: the user routes the app's data through Apple Health or Health Connect. */
  | 'via-hub';

export type Confidence = 'confirmed' | 'secondary' | 'unconfirmed';

export type Pillar = 'physical' | 'sleep' | 'body';

/** The data structures ROOK delivers, as they appear in `data_structure`. */
export const dataStructures = [
  {name: 'physical_summary', pillar: 'physical', kind: 'summary', schema: 'PhysicalSummary', label: 'Physical summary'},
  {name: 'sleep_summary', pillar: 'sleep', kind: 'summary', schema: 'SleepSummary', label: 'Sleep summary'},
  {name: 'body_summary', pillar: 'body', kind: 'summary', schema: 'BodySummary', label: 'Body summary'},
  {name: 'activity_event', pillar: 'physical', kind: 'event', schema: 'ActivityEvent', label: 'Activity event'},
  {name: 'heart_rate_event', pillar: 'physical', alsoUnder: 'body', kind: 'event', schema: 'HeartRateEvent', label: 'Heart rate event'},
  {name: 'oxygenation_event', pillar: 'physical', alsoUnder: 'body', kind: 'event', schema: 'OxygenationEvent', label: 'Oxygenation event'},
  {name: 'stress_event', pillar: 'physical', kind: 'event', schema: 'StressEvent', label: 'Stress event'},
  {name: 'steps_event', pillar: 'physical', kind: 'event', schema: 'StepsEvent', label: 'Steps event'},
  {name: 'blood_glucose_event', pillar: 'body', kind: 'event', schema: 'BloodGlucoseEvent', label: 'Blood glucose event'},
  {name: 'blood_pressure_event', pillar: 'body', kind: 'event', schema: 'BloodPressureEvent', label: 'Blood pressure event'},
  {name: 'body_metrics_event', pillar: 'body', kind: 'event', schema: 'BodyMetricsEvent', label: 'Body metrics event'},
  {name: 'hydration_event', pillar: 'body', kind: 'event', schema: 'HydrationEvent', label: 'Hydration event'},
  {name: 'mood_event', pillar: 'body', kind: 'event', schema: 'MoodEvent', label: 'Mood event'},
  {name: 'nutrition_event', pillar: 'body', kind: 'event', schema: 'NutritionEvent', label: 'Nutrition event'},
  {name: 'temperature_event', pillar: 'body', kind: 'event', schema: 'TemperatureEvent', label: 'Temperature event'},
] as const satisfies readonly {
  name: string;
  pillar: Pillar;
  /** A second pillar the contract delivers the structure under, as its own document (getBodyHeartRateEvents beside getPhysicalHeartRateEvents). */
  alsoUnder?: Pillar;
  kind: 'summary' | 'event';
  /** Contract schema of the structure. */
  schema: string;
  label: string;
}[];

export type DataStructureName = (typeof dataStructures)[number]['name'];

export interface StructureCoverage {
  structure: DataStructureName;
  confidence: Confidence;
  /** Fields worth knowing for this source; each must exist in the structure's contract schema. */
  fields?: readonly string[];
  note?: string;
}

export interface Fact {
  text: string;
  confidence: Confidence;
}

/** Why a source does not provide a structure: it has no such sensor, no such API, or the user's device lacks it. */
export type NotProvidedWhy = 'no-sensor' | 'no-api' | 'device';

interface NotProvided {
  structures: readonly DataStructureName[];
  why: NotProvidedWhy;
  /** One of the source's own facts (a caveat, say): the statement the cells rest on. */
  fact: Fact;
}

/**
 * How long Withings itself keeps listing a link ROOK has already revoked. ROOK says it twice, differently:
 * each page gives both, with where ROOK said it; the sandbox models the support article's span.
 */
export const withingsUnlinkDelay = {
  supportArticle: '30 minutes to 2 hours',
  documentation: 'until overnight',
  /** What the sandbox models, in minutes: the support article's span, fixed per user. */
  sandboxMinutes: {min: 30, max: 120},
} as const;

export interface DataSource {
  /** Route segment under /data-sources/. */
  slug: string;
  /** Display name. */
  name: string;
  kind: SourceKind;
  /** Value of the authorizer endpoint's data_source path parameter, when the source has one. */
  authorizerName: string | null;
  /** Value accepted by the revoke endpoint's data_source body field, when revocable there. */
  revokeName: string | null;
  /** Revoking the source deletes the user at ROOK, as ROOK has confirmed for Withings. */
  revokeDeletesUser?: true;
  /** Key of the source in the v1 authorized-sources map, when it appears there. */
  authorizedV1Key: string | null;
  /** Hubs a via-hub source's data travels through. */
  via?: readonly string[];
  /** One or two sentences: what the source is and what it is good for. */
  summary: string;
  /** How the user connects it, as numbered steps. */
  connection: readonly string[];
  /** Data structures the source feeds; empty for via-hub sources (their hub decides). */
  structures: readonly StructureCoverage[];
  /**
   * Structures ROOK says this source does NOT provide, why, and the
   * published fact that says so. A structure in neither list is "not
   * published": absence from `structures` is never read as "not provided".
   */
  notProvided?: NotProvided;
  /** Days of history fetched on first link, when ROOK has published it. */
  preExistingDays: number | null;
  timing: readonly Fact[];
  caveats: readonly Fact[];
  revoke: readonly Fact[];
}

// Steps shared by every OAuth source: written once, used by seven entries.
const oauthSteps = (name: string): readonly string[] => [
  `Your backend calls the authorizer endpoint with \`data_source\` set to \`${name}\` for the user.`,
  'If the answer says `authorized` is `false`, open its `authorization_url` in the system browser (Chrome Custom Tabs or SFSafariViewController, not a WebView).',
  `The user signs in to ${name} and accepts the consent screen.`,
  `${name} sends the user back to your \`redirect_url\` (or to the connections page) and ROOK starts reading the account.`,
];

const revokeByApi = (name: string): Fact => ({
  text: `Disconnect with \`POST /api/v1/user_id/{user_id}/data_sources/revoke_auth\` and the body \`{"data_source": "${name}"}\`, as the API contract defines it. Afterwards the source reports \`authorized: false\` again. ROOK’s support material describes revocation as disconnecting the user’s sources for your client, so check the status of the user’s other sources afterwards.`,
  confidence: 'confirmed',
});

/** ROOK's Pre-Existing Data: the sources it lists (those with `preExistingDays`) get their summaries' history on first link. */
export const apiPreExisting: Fact = {
  text: 'On first link ROOK fetches up to 7 days of physical, sleep and body summaries that already exist at the provider.',
  confidence: 'confirmed',
};

export const sdkPreExisting: Fact = {
  text: 'On first link the SDK uploads up to 29 days of physical, sleep and body summaries already stored on the device.',
  confidence: 'confirmed',
};

const syncMinutes = (name: string): Fact => ({
  text: `New data reaches ROOK within minutes after the user syncs the ${name} app.`,
  confidence: 'confirmed',
});

const noManualEntries = (name: string): Fact => ({
  text: `${name} does not pass on events or summaries the user typed in by hand; only name, weight, height and gender are accepted from manual entry.`,
  confidence: 'confirmed',
});

const sdkAuthorizedMeaning: Fact = {
  text: 'In the authorized-sources list, `authorized: true` only means your app linked the user through the SDK. It does not mean the user granted read permissions on the device.',
  confidence: 'secondary',
};

const sdkLogout = (name: string): Fact => ({
  text: `When the user signs out, call the SDK's \`deleteUserFromRook\` or \`removeUserFromRook\` (the name depends on the SDK) for ${name}. It removes the local user and disables the source on ROOK’s side, but it does not withdraw the operating-system permissions: the user does that in the device settings.`,
  confidence: 'secondary',
});

// An SDK source the revoke endpoint accepts: revoke by API, then sign out in the app.
const sdkRevoke = (name: string): readonly Fact[] => [revokeByApi(name), sdkLogout(name)];

// Every via-hub source reaches ROOK through the same two hubs and has no endpoint names of its own.
const viaSdkHubs = {
  kind: 'via-hub',
  authorizerName: null,
  revokeName: null,
  authorizedV1Key: null,
  via: ['apple-health', 'health-connect'],
} as const;

const androidStepsOnly: Fact = {text: 'Steps only: the phone sensor measures nothing else.', confidence: 'confirmed'};

const integrateHubSdk = 'Integrate the ROOK SDK for Apple Health (iOS) or Health Connect (Android) in your app.';

const sharedSdkEvents = (confidence: Confidence): StructureCoverage[] => [
  {structure: 'physical_summary', confidence},
  {structure: 'sleep_summary', confidence},
  {structure: 'body_summary', confidence},
  {structure: 'activity_event', confidence},
  {structure: 'heart_rate_event', confidence},
  {structure: 'oxygenation_event', confidence},
  {structure: 'blood_pressure_event', confidence},
  {structure: 'blood_glucose_event', confidence},
  {structure: 'body_metrics_event', confidence},
];

export const dataSources = [
  {
    slug: 'dexcom',
    name: 'Dexcom',
    kind: 'api',
    authorizerName: 'Dexcom',
    revokeName: null,
    authorizedV1Key: null,
    summary:
      'Continuous glucose monitors. Dexcom is an API-based source: the user connects a Dexcom account once and ROOK reads its glucose readings.',
    connection: oauthSteps('Dexcom'),
    structures: [
      {
        structure: 'blood_glucose_event',
        confidence: 'unconfirmed',
        note: 'ROOK has not published a Dexcom page; glucose readings are the expected content.',
      },
    ],
    preExistingDays: null,
    timing: [
      {
        text: 'ROOK has not published Dexcom delivery times. Plan for readings to arrive after the user’s Dexcom data syncs, not in real time.',
        confidence: 'unconfirmed',
      },
    ],
    caveats: [
      {
        text: 'Dexcom is in the authorizer enum, but ROOK has published no Dexcom-specific guide. Test with a real account in ROOK’s sandbox before you promise fields to your users.',
        confidence: 'unconfirmed',
      },
      {
        text: 'Dexcom is missing from the v1 authorized-sources map; use the v2 authorized-sources endpoint to see its status.',
        confidence: 'confirmed',
      },
    ],
    revoke: [
      {
        text: 'The revoke endpoint does not accept Dexcom. How to disconnect a Dexcom user from ROOK is to be confirmed with ROOK support; the user can always withdraw access from their Dexcom account.',
        confidence: 'unconfirmed',
      },
    ],
  },
  {
    slug: 'fitbit',
    name: 'Fitbit',
    kind: 'api',
    authorizerName: 'Fitbit',
    revokeName: 'Fitbit',
    authorizedV1Key: 'fitbit',
    summary: 'Fitbit trackers and smartwatches. Fitbit is an API-based source: the user grants consent once on Fitbit’s page.',
    connection: oauthSteps('Fitbit'),
    structures: [
      {
        structure: 'physical_summary',
        confidence: 'confirmed',
        note: 'Fitbit is on ROOK’s list of sources whose existing summaries are fetched on first link.',
      },
      {structure: 'sleep_summary', confidence: 'confirmed'},
      {structure: 'body_summary', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'unconfirmed'},
      {structure: 'heart_rate_event', confidence: 'unconfirmed'},
    ],
    preExistingDays: 7,
    timing: [apiPreExisting, {text: 'ROOK has not published Fitbit-specific delivery times.', confidence: 'unconfirmed'}],
    caveats: [
      noManualEntries('Fitbit'),
      {text: 'ROOK has not published a Fitbit page; the event coverage listed here is to be confirmed.', confidence: 'unconfirmed'},
    ],
    revoke: [revokeByApi('Fitbit')],
  },
  {
    slug: 'garmin',
    name: 'Garmin',
    kind: 'api',
    authorizerName: 'Garmin',
    revokeName: 'Garmin',
    authorizedV1Key: 'garmin',
    summary: 'Garmin watches and bike computers. When a user has several sources, ROOK ranks Garmin first for physical data.',
    connection: oauthSteps('Garmin'),
    structures: [
      {structure: 'physical_summary', confidence: 'confirmed', note: 'Preferred source for physical data when several are connected.'},
      {structure: 'sleep_summary', confidence: 'confirmed'},
      {structure: 'body_summary', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'unconfirmed'},
      {structure: 'heart_rate_event', confidence: 'unconfirmed'},
      {structure: 'stress_event', confidence: 'unconfirmed'},
    ],
    preExistingDays: 7,
    timing: [apiPreExisting, {text: 'ROOK has not published Garmin-specific delivery times.', confidence: 'unconfirmed'}],
    caveats: [
      noManualEntries('Garmin'),
      {
        text: 'Third parties report that Garmin gives no data from before the user authorized; whether this limits ROOK’s 7-day backfill is not confirmed.',
        confidence: 'unconfirmed',
      },
    ],
    revoke: [revokeByApi('Garmin')],
  },
  {
    slug: 'oura',
    name: 'Oura',
    kind: 'api',
    authorizerName: 'Oura',
    revokeName: 'Oura',
    authorizedV1Key: 'oura',
    summary: 'The Oura ring. ROOK ranks Oura first for sleep data and also reads its activity and body measurements.',
    connection: oauthSteps('Oura'),
    structures: [
      {structure: 'sleep_summary', confidence: 'confirmed', note: 'Preferred source for sleep when several are connected.'},
      {structure: 'physical_summary', confidence: 'confirmed'},
      {structure: 'body_summary', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'confirmed'},
    ],
    preExistingDays: 7,
    timing: [apiPreExisting, syncMinutes('Oura')],
    caveats: [
      noManualEntries('Oura'),
      {
        text: 'Oura’s own sleep and activity scores are not part of the harmonised fields; ROOK passes them in the `non_structured_data_array` of the ROOK Score document.',
        confidence: 'confirmed',
      },
    ],
    revoke: [revokeByApi('Oura')],
  },
  {
    slug: 'polar',
    name: 'Polar',
    kind: 'api',
    authorizerName: 'Polar',
    revokeName: 'Polar',
    authorizedV1Key: 'polar',
    summary: 'Polar watches and heart-rate sensors. Polar provides the richest set of body-summary fields among the API-based sources.',
    connection: oauthSteps('Polar'),
    structures: [
      {structure: 'physical_summary', confidence: 'confirmed', note: 'Read by polling Polar’s daily activity data.'},
      {structure: 'sleep_summary', confidence: 'confirmed', note: 'Pushed by Polar after the user syncs.'},
      {structure: 'body_summary', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'confirmed', note: 'Pushed by Polar after the user syncs.'},
    ],
    preExistingDays: 7,
    timing: [
      apiPreExisting,
      {
        text: 'Sleep and activity arrive in under a minute when the user syncs the Polar app, and otherwise within 10 to 60 minutes.',
        confidence: 'confirmed',
      },
      {text: 'The physical summary is not pushed by Polar: ROOK reads it by polling.', confidence: 'confirmed'},
    ],
    caveats: [
      noManualEntries('Polar'),
      {
        text: 'Polar’s consent page may not render inside a WebView. Open the authorization URL in the system browser.',
        confidence: 'secondary',
      },
    ],
    revoke: [revokeByApi('Polar')],
  },
  {
    slug: 'whoop',
    name: 'Whoop',
    kind: 'api',
    authorizerName: 'Whoop',
    revokeName: 'Whoop',
    authorizedV1Key: 'whoop',
    summary: 'The Whoop strap. ROOK reads its sleep, daily physical data and workouts, including Whoop’s strain level.',
    connection: oauthSteps('Whoop'),
    structures: [
      {structure: 'sleep_summary', confidence: 'confirmed'},
      {structure: 'physical_summary', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'confirmed', fields: ['activity_strain_level_float']},
    ],
    preExistingDays: 7,
    timing: [apiPreExisting, syncMinutes('Whoop')],
    caveats: [
      {
        text: 'Whoop’s strain appears in activity events as `activity_strain_level_float`, and among the provider scores in the `non_structured_data_array` of the ROOK Score document.',
        confidence: 'confirmed',
      },
    ],
    revoke: [revokeByApi('Whoop')],
  },
  {
    slug: 'withings',
    name: 'Withings',
    kind: 'api',
    authorizerName: 'Withings',
    revokeName: 'Withings',
    revokeDeletesUser: true,
    authorizedV1Key: 'withings',
    summary:
      'Withings scales, blood-pressure monitors, thermometers and watches. ROOK reads their measurements as events, plus activity and sleep.',
    connection: oauthSteps('Withings'),
    structures: [
      {structure: 'blood_pressure_event', confidence: 'confirmed'},
      {structure: 'body_metrics_event', confidence: 'confirmed', note: 'Weight from Withings scales.'},
      {structure: 'oxygenation_event', confidence: 'confirmed'},
      {structure: 'temperature_event', confidence: 'confirmed'},
      {structure: 'activity_event', confidence: 'confirmed'},
      {structure: 'sleep_summary', confidence: 'confirmed'},
      {structure: 'physical_summary', confidence: 'unconfirmed'},
      {structure: 'body_summary', confidence: 'unconfirmed'},
    ],
    preExistingDays: 7,
    timing: [apiPreExisting, syncMinutes('Withings')],
    caveats: [noManualEntries('Withings')],
    revoke: [
      revokeByApi('Withings'),
      {
        text: `ROOK unlinks the user at once, but Withings takes a while to show the disconnection on its side: ${withingsUnlinkDelay.supportArticle}, says ROOK’s support article; ${withingsUnlinkDelay.documentation}, says ROOK’s documentation.`,
        confidence: 'confirmed',
      },
      {
        text: 'Unlinking Withings deletes the user at ROOK, and an inactive user is not billed.',
        confidence: 'confirmed',
      },
    ],
  },
  {
    slug: 'xiaomi',
    name: 'Xiaomi (Mi Fitness)',
    ...viaSdkHubs,
    summary:
      'Xiaomi bands and watches through the Mi Fitness app. ROOK has no direct Xiaomi link: Mi Fitness writes to Apple Health or Health Connect, and your app reads the hub through a ROOK SDK.',
    connection: [
      integrateHubSdk,
      'On iOS, the user opens Mi Fitness once and allows it to write to Apple Health.',
      'On Android, the user allows Mi Fitness to write to Health Connect.',
      'Your app asks the user for read permissions for the hub, and ROOK receives the Xiaomi data with the hub’s data.',
    ],
    structures: [],
    preExistingDays: null,
    timing: [
      {
        text: 'Data arrives when Mi Fitness writes to the hub and your app’s SDK syncs; see the hub’s page for sync timing.',
        confidence: 'confirmed',
      },
    ],
    caveats: [
      {
        text: 'Which structures you receive depends on what Mi Fitness writes to the hub. `sources_of_data_array` names the hub, so Xiaomi data may not be labelled as Xiaomi.',
        confidence: 'unconfirmed',
      },
    ],
    revoke: [
      {
        text: 'There is no separate Xiaomi link to revoke. Revoke the hub (Apple Health or Health Connect), or the user stops Mi Fitness from writing to it.',
        confidence: 'confirmed',
      },
    ],
  },
  {
    slug: 'zepp',
    name: 'Zepp',
    ...viaSdkHubs,
    summary:
      'Zepp (Amazfit) devices. ROOK has no direct Zepp link; the expected route is through Apple Health or Health Connect, which ROOK has not documented.',
    connection: [
      integrateHubSdk,
      'The user allows the Zepp app to write to Apple Health or Health Connect.',
      'Your app asks the user for read permissions for the hub; ROOK then receives whatever Zepp wrote there.',
    ],
    structures: [],
    preExistingDays: null,
    timing: [{text: 'Data arrives when Zepp writes to the hub and your app’s SDK syncs.', confidence: 'unconfirmed'}],
    caveats: [
      {
        text: 'ROOK has not published a Zepp page. Treat this route as to be confirmed and test it with a real device.',
        confidence: 'unconfirmed',
      },
    ],
    revoke: [
      {
        text: 'There is no separate Zepp link to revoke. Revoke the hub, or the user stops Zepp from writing to it.',
        confidence: 'unconfirmed',
      },
    ],
  },
  {
    slug: 'android',
    name: 'Android',
    kind: 'sdk',
    authorizerName: null,
    revokeName: 'Android',
    authorizedV1Key: 'android',
    summary: 'The phone’s own step sensor, read by the ROOK Android SDK’s steps counter. It gives step counts for users with no wearable.',
    connection: [
      'Integrate a ROOK SDK for Android and register the user with `updateUserID`.',
      'Ask for the `ACTIVITY_RECOGNITION` permission.',
      'Enable the steps counter (`RookStepsCounter` in the native SDK).',
    ],
    structures: [{structure: 'steps_event', confidence: 'confirmed', note: 'Running total since local midnight, sent about hourly.'}],
    notProvided: {
      structures: dataStructures.map((d) => d.name).filter((name) => name !== 'steps_event'),
      why: 'no-sensor',
      fact: androidStepsOnly,
    },
    // ROOK's Pre-Existing Data lists "Android"; that history is summaries, which this source does not send.
    preExistingDays: 29,
    timing: [{text: 'Steps are sent about once an hour as a running total for the day.', confidence: 'confirmed'}],
    caveats: [
      androidStepsOnly,
      {
        text: 'ROOK’s Pre-Existing Data lists Android among the sources with up to 29 days of history on first link. That history is physical, sleep and body summaries, which the step sensor does not send, and the SDKs send steps for the current day only: expect no step history.',
        confidence: 'confirmed',
      },
      {
        text: 'Steps events are delivered by Data Webhook only; the API has no steps endpoint. The “Steps Events in API” add-on means hourly polling of providers’ APIs for steps, not a ROOK endpoint.',
        confidence: 'confirmed',
      },
      sdkAuthorizedMeaning,
    ],
    revoke: [revokeByApi('Android'), sdkLogout('Android')],
  },
  {
    slug: 'apple-health',
    name: 'Apple Health',
    kind: 'sdk',
    authorizerName: null,
    revokeName: 'Apple Health',
    authorizedV1Key: 'apple_health',
    summary:
      'Apple’s HealthKit store on iPhone, fed by the Apple Watch and many third-party apps. It has the widest set of body fields of any source.',
    connection: [
      'Integrate the ROOK SDK for iOS (or Flutter, React Native, Capacitor) and enable the HealthKit capability with Background Delivery.',
      'Add `NSHealthShareUsageDescription` to `Info.plist`.',
      'Register the user with `updateUserID`.',
      'Ask for HealthKit read permissions; iOS shows the prompt once per data type.',
    ],
    structures: [
      ...sharedSdkEvents('secondary'),
      {structure: 'temperature_event', confidence: 'unconfirmed'},
      {structure: 'steps_event', confidence: 'secondary'},
    ],
    preExistingDays: 29,
    timing: [
      sdkPreExisting,
      {text: 'Background sync runs about every hour while iOS allows it, and catches up to 14 days back.', confidence: 'secondary'},
      {
        text: 'Delivery is not real time: HealthKit data is encrypted while the phone is locked, and Low Power Mode or a force-quit delays background work.',
        confidence: 'confirmed',
      },
    ],
    caveats: [
      {
        text: 'iOS hides read-permission denials. Empty data can mean denied, nothing recorded yet, or a locked phone.',
        confidence: 'confirmed',
      },
      {
        text: 'Manual entries a Watch could have measured are ignored; entries it cannot measure (basal temperature, blood pressure, glucose) are accepted.',
        confidence: 'confirmed',
      },
      {text: 'HealthKit is not available on the iOS Simulator or on iPad.', confidence: 'secondary'},
      sdkAuthorizedMeaning,
    ],
    revoke: sdkRevoke('Apple Health'),
  },
  {
    slug: 'health-connect',
    name: 'Health Connect',
    kind: 'sdk',
    authorizerName: null,
    revokeName: 'Health Connect',
    authorizedV1Key: 'health_connect',
    summary:
      'Android’s on-device health store, the Android route to use now that Google Fit support has ended. Apps and wearables write to it; your app reads it through a ROOK SDK.',
    connection: [
      'Integrate a ROOK SDK with Health Connect support and complete Google Play’s Health apps declaration before release.',
      'Check that Health Connect is installed (it is built in from Android 14; a Play Store app before that).',
      'Register the user with `updateUserID`.',
      'Ask for Health Connect read permissions, including background read where the device supports it.',
    ],
    structures: [...sharedSdkEvents('secondary'), {structure: 'steps_event', confidence: 'secondary'}],
    preExistingDays: 29,
    timing: [
      sdkPreExisting,
      {
        text: 'Health Connect stores what other apps write, so timing depends on when those apps write, not on ROOK.',
        confidence: 'secondary',
      },
      {
        text: 'Background sync runs about hourly: today’s events, then summaries, then missing history up to 29 days back.',
        confidence: 'secondary',
      },
    ],
    caveats: [
      {
        text: 'Health Connect limits how many reads an app makes. Sync summaries once a day and back off after a quota error.',
        confidence: 'secondary',
      },
      {
        text: 'After two denials Health Connect stops showing the permission prompt; send the user to Health Connect settings.',
        confidence: 'secondary',
      },
      {text: 'Health Connect cannot tell manual entries from measured ones, so everything is passed on.', confidence: 'confirmed'},
      sdkAuthorizedMeaning,
    ],
    revoke: sdkRevoke('Health Connect'),
  },
  {
    slug: 'samsung-health',
    name: 'Samsung Health',
    kind: 'sdk',
    authorizerName: null,
    revokeName: null,
    authorizedV1Key: null,
    summary:
      'Samsung’s health app on Galaxy phones and watches, read directly through the Samsung Health Data SDK. On Samsung devices ROOK recommends it over Health Connect.',
    connection: [
      'Integrate a ROOK SDK with Samsung Health support; the user needs Samsung Health 6.29 or later on Android 10 or later.',
      'For testing, turn on developer mode in Samsung Health. For production, send Samsung’s partnership request with your package name and SHA-256 signing certificate.',
      'Register the user with `updateUserID`.',
      'Ask for Samsung Health read permissions.',
    ],
    structures: [
      ...sharedSdkEvents('secondary'),
      {structure: 'hydration_event', confidence: 'secondary', note: 'Sent as one cumulative event (Flutter Samsung plugin 4.2.0).'},
      {structure: 'nutrition_event', confidence: 'secondary', note: 'Sent as one cumulative event (Flutter Samsung plugin 4.2.0).'},
    ],
    preExistingDays: null,
    timing: [
      {
        text: 'Manual sync covers summaries and events from 29 days ago through today; the Flutter plugin 4.2.0 allows 180 days.',
        confidence: 'secondary',
      },
    ],
    caveats: [
      {text: 'Needs a physical device: Samsung Health does not run on emulators.', confidence: 'secondary'},
      {
        text: 'A package name or certificate that does not match the partnership request causes error 2003 (not allowed).',
        confidence: 'secondary',
      },
      {text: 'Ask users to turn on continuous heart-rate measurement on the Galaxy Watch.', confidence: 'secondary'},
      {
        text: 'Sleep apnea detection (DETECTED, NOT_DETECTED or UNDEFINED, from Android Samsung SDK 4.1.0 with the `SLEEP_APNEA` permission) arrives in the sleep summary’s non-structured data.',
        confidence: 'confirmed',
      },
      sdkAuthorizedMeaning,
    ],
    revoke: [{text: 'The revoke endpoint does not accept Samsung Health.', confidence: 'confirmed'}, sdkLogout('Samsung Health')],
  },
] as const satisfies readonly DataSource[];

export type DataSourceSlug = (typeof dataSources)[number]['slug'];

/** Values of the authorizer endpoint's data_source enum (in this module's order). */
export const authorizerNames = dataSources.flatMap((s) => (s.authorizerName ? [s.authorizerName] : []));

/** Values of the revoke endpoint's data_source enum. */
export const revokeNames = dataSources.flatMap((s) => (s.revokeName ? [s.revokeName] : []));

/** Keys of the v1 authorized-sources map, plus google_fit, kept for old integrations. */
export const authorizedV1Keys = [...dataSources.flatMap((s) => (s.authorizedV1Key ? [s.authorizedV1Key] : [])), 'google_fit'];

export function dataSourceBySlug(slug: string): DataSource | undefined {
  return dataSources.find((s) => s.slug === slug);
}

export const kindLabels: Record<SourceKind, string> = {
  api: 'API-based',
  sdk: 'SDK-based',
  'via-hub': 'Through a hub',
};

/** The mark (core/data/marks.ts) a page shows beside a fact that is not confirmed. */
export const confidenceMark: Record<Exclude<Confidence, 'confirmed'>, MarkKind> = {
  secondary: 'integration-guides',
  unconfirmed: 'not-published',
};
