import type {FieldRow, PayloadTable, Platform} from './types';
import {atOwnOffset, localDateOf, round, sourceName} from './units';

/**
 * Terra: its sleep, daily, body and activity (workout) records, as its
 * published OpenAPI description names and documents them. Terra sends a list
 * of records with the user they belong to (`{type, user, data: [...]}`, the
 * same shape its REST reads answer), and its times already carry the offset
 * Terra knows for them.
 */

const citation = {
  document:
    'Terra’s published OpenAPI description of its v2 API, version 2026.07.17.1 (schemas Sleep, Daily, Body, Activity and the webhook events SleepEvent, DailyEvent, BodyEvent, ActivityEvent)',
  url: 'https://github.com/tryterra/openapi/blob/c1f5faee8b53179757c27a96ae5faf437d116306/dist/core/v2-bundled.yaml',
  date: '2026-07-23',
};

/** The four record kinds Terra names in its events' `type`, in the order a record's shape is tried. */
const kinds = ['sleep', 'activity', 'body', 'daily'] as const;
type Kind = (typeof kinds)[number];

/** Objects only one kind of record has, for a payload whose `type` does not say (Terra's SDK examples write "type"). */
const ownObjects: Record<Kind, string[]> = {
  sleep: ['sleep_durations_data', 'readiness_data', 'respiration_data'],
  activity: ['movement_data', 'power_data', 'polyline_map_data', 'position_data', 'energy_data', 'work_data', 'lap_data', 'TSS_data'],
  body: ['measurements_data', 'hydration_data', 'glucose_data', 'blood_pressure_data', 'ketone_data', 'heart_data'],
  daily: ['scores', 'stress_data', 'tag_data', 'distance_data', 'active_durations_data'],
};

function kindOf(record: Record<string, unknown>, envelope: Record<string, unknown> | null): Kind | undefined {
  const named = kinds.find((kind) => envelope?.type === kind);
  return named ?? kinds.find((kind) => ownObjects[kind].some((key) => key in record));
}

const time = (v: unknown): string | null => atOwnOffset(v);
const percentInt = (v: unknown): number | null => (typeof v === 'number' ? Math.min(100, Math.max(0, Math.round(v))) : null);

const timeNote = 'rewritten with six decimals, at the offset it carries';

const envelope: FieldRow[] = [
  {field: 'type', kind: 'applied', note: 'Chooses the ROOK structure (sleep, daily, body, activity); ROOK names it in data_structure.'},
  {
    field: 'data',
    kind: 'applied',
    note: 'Holds the records; the converter converts the first. Each record becomes a ROOK document of its own.',
  },
  {
    field: 'user.user_id',
    kind: 'mapped',
    targets: [{rook: 'metadata.user_id_string'}],
    judgement:
      'Terra’s user_id identifies one wearable connection; ROOK’s user_id is the ID you give ROOK for the person. The converter keeps Terra’s (a UUID fits ROOK’s pattern) unless you give your own.',
  },
  {
    field: 'user.provider',
    kind: 'mapped',
    targets: [
      {
        rook: 'metadata.sources_of_data_array',
        conversion: 'a list of one name, capitalised (FITBIT → Fitbit)',
        convert: (v) => sourceName(typeof v === 'string' ? v.toLowerCase() : v),
      },
    ],
    judgement: 'ROOK writes source names capitalised (Oura, Garmin); the converter rewrites Terra’s upper-case provider that way.',
  },
  {
    field: 'user.reference_id',
    kind: 'dropped',
    reason:
      'Your own ID for the user at Terra, the kind of ID ROOK’s user_id is: pass it to the converter. ROOK’s user_id takes 1 to 50 letters, digits or hyphens, so an email address does not fit.',
  },
  {field: 'user.scopes', kind: 'dropped', reason: 'ROOK does not repeat the granted permissions in its documents.'},
  {field: 'user.active', kind: 'dropped', reason: 'ROOK does not repeat the connection’s state in its documents.'},
  {field: 'user.created_at', kind: 'dropped', reason: 'ROOK does not repeat when the connection was made in its documents.'},
  {field: 'user.last_webhook_update', kind: 'dropped', reason: 'ROOK does not timestamp deliveries in its documents.'},
  {field: 'version', kind: 'dropped', reason: 'Terra’s API version. ROOK’s documents carry their schema version in version (currently 2).'},
  {field: 'status', kind: 'dropped', reason: 'The status of a Terra event; a ROOK data document has none.'},
];

/** Rows every record kind shares: the device and how Terra localised its times. */
const common: FieldRow[] = [
  {field: 'device_data', kind: 'dropped', reason: 'ROOK names the source of the data (sources_of_data_array), not the device.'},
  {
    field: 'metadata.timestamp_localization',
    kind: 'dropped',
    reason: 'Says whether Terra’s times are local or UTC; each time carries its offset, which the converter keeps.',
  },
];

const enrichment: FieldRow = {
  field: 'data_enrichment',
  kind: 'dropped',
  reason: 'Scores Terra computes itself. ROOK has no field for them.',
};

const uploadType: FieldRow = {
  field: 'metadata.upload_type',
  kind: 'dropped',
  reason: 'ROOK does not say whether data was recorded automatically or entered by hand.',
};

const summaryId: FieldRow = {
  field: 'metadata.summary_id',
  kind: 'dropped',
  reason: 'Terra’s ID for the record. ROOK keys a document by user, structure and metadata.datetime_string.',
};

/** Why a list of samples has no row of its own: ROOK's granular arrays are not filled by this kit except for heart rate. */
const samples = (rook: string): string =>
  `Terra’s samples over time. The kit converts summaries and heart-rate samples only; ROOK carries these in ${rook}.`;

/** `heart_rate_data` (sleep, daily, activity) or `heart_data.heart_rate_data` (body). */
function heartRate(at: string): FieldRow[] {
  const summary = `${at}.summary`;
  const detailed = `${at}.detailed`;
  return [
    {field: `${summary}.avg_hr_bpm`, kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_avg_bpm_int', convert: round}]},
    {field: `${summary}.max_hr_bpm`, kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_maximum_bpm_int', convert: round}]},
    {field: `${summary}.min_hr_bpm`, kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_minimum_bpm_int', convert: round}]},
    {field: `${summary}.resting_hr_bpm`, kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_resting_bpm_int', convert: round}]},
    {field: `${summary}.avg_hrv_rmssd`, kind: 'mapped', unit: 'RMSSD', targets: [{rook: 'heart_rate.hrv_avg_rmssd_float'}]},
    {field: `${summary}.avg_hrv_sdnn`, kind: 'mapped', unit: 'SDNN', targets: [{rook: 'heart_rate.hrv_avg_sdnn_float'}]},
    {field: `${summary}.user_max_hr_bpm`, kind: 'dropped', reason: 'ROOK has no estimated maximum heart rate.'},
    {field: `${summary}.hr_zone_data`, kind: 'dropped', reason: 'ROOK’s heart-rate data has no time per heart-rate zone.'},
    {
      field: `${detailed}.hr_samples[].timestamp`,
      kind: 'mapped',
      targets: [{rook: 'heart_rate.hr_granular_data_array[].datetime_string', conversion: timeNote, convert: time}],
    },
    {
      field: `${detailed}.hr_samples[].bpm`,
      kind: 'mapped',
      unit: 'bpm',
      targets: [{rook: 'heart_rate.hr_granular_data_array[].hr_bpm_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {field: `${detailed}.hr_samples[].timer_duration_seconds`, kind: 'dropped', reason: 'Each ROOK sample has its own time instead.'},
    {field: `${detailed}.hr_samples[].context`, kind: 'dropped', reason: 'ROOK’s samples do not say whether the user was active.'},
    {
      field: `${detailed}.hrv_samples_rmssd[].timestamp`,
      kind: 'mapped',
      targets: [{rook: 'heart_rate.hrv_rmssd_granular_data_array[].datetime_string', conversion: timeNote, convert: time}],
    },
    {
      field: `${detailed}.hrv_samples_rmssd[].hrv_rmssd`,
      kind: 'mapped',
      targets: [{rook: 'heart_rate.hrv_rmssd_granular_data_array[].hrv_rmssd_float'}],
    },
    {
      field: `${detailed}.hrv_samples_sdnn[].timestamp`,
      kind: 'mapped',
      targets: [{rook: 'heart_rate.hrv_sdnn_granular_data_array[].datetime_string', conversion: timeNote, convert: time}],
    },
    {
      field: `${detailed}.hrv_samples_sdnn[].hrv_sdnn`,
      kind: 'mapped',
      targets: [{rook: 'heart_rate.hrv_sdnn_granular_data_array[].hrv_sdnn_float'}],
    },
  ];
}

/** `oxygen_data` (daily, body, activity). */
const oxygen: FieldRow[] = [
  {
    field: 'oxygen_data.avg_saturation_percentage',
    kind: 'mapped',
    unit: 'percent',
    targets: [{rook: 'oxygenation.saturation_avg_percentage_int', conversion: 'rounded to a whole number', convert: percentInt}],
  },
  {
    field: 'oxygen_data.vo2max_ml_per_min_per_kg',
    kind: 'mapped',
    unit: 'mL/min/kg',
    targets: [{rook: 'oxygenation.vo2max_mL_per_min_per_kg_int', conversion: 'rounded to a whole number', convert: round}],
  },
  {
    field: 'oxygen_data.day_avg_vo2max_ml_per_min_per_kg',
    kind: 'dropped',
    reason: 'ROOK keeps one VO2 max, which vo2max_ml_per_min_per_kg gives.',
  },
  {field: 'oxygen_data.saturation_samples', kind: 'dropped', reason: samples('oxygenation.saturation_granular_data_array')},
  {field: 'oxygen_data.vo2_samples', kind: 'dropped', reason: samples('oxygenation.vo2_granular_data_array')},
];

/** `active_durations_data` (daily, activity): ROOK's intensity seconds, under `at`. */
function intensity(at: string): FieldRow[] {
  const band = (field: string, rook: string, judgement?: string): FieldRow => ({
    field: `active_durations_data.${field}`,
    kind: 'mapped',
    unit: 'seconds',
    targets: [{rook: `${at}.${rook}`, convert: round}],
    ...(judgement ? {judgement} : {}),
  });
  const bands = 'Terra’s and ROOK’s intensity bands are each defined by their sources; they may not cut at the same point.';
  return [
    band('activity_seconds', 'active_seconds_int'),
    band('rest_seconds', 'rest_seconds_int'),
    band('inactivity_seconds', 'inactivity_seconds_int'),
    band('low_intensity_seconds', 'low_intensity_seconds_int', bands),
    band('moderate_intensity_seconds', 'moderate_intensity_seconds_int', bands),
    band('vigorous_intensity_seconds', 'vigorous_intensity_seconds_int', bands),
    {
      field: 'active_durations_data.num_continuous_inactive_periods',
      kind: 'mapped',
      unit: 'count',
      targets: [{rook: `${at}.continuous_inactive_periods_int`, convert: round}],
    },
    {field: 'active_durations_data.standing_hours_count', kind: 'dropped', reason: 'ROOK has no standing time.'},
    {field: 'active_durations_data.standing_seconds', kind: 'dropped', reason: 'ROOK has no standing time.'},
    {field: 'active_durations_data.activity_levels_samples', kind: 'dropped', reason: samples(`${at}.activity_level_granular_data_array`)},
  ];
}

const kcal = 'Terra writes calories without naming the unit; the converter reads them as kilocalories.';

/** `calories_data` (daily, activity). */
const calories: FieldRow[] = [
  {
    field: 'calories_data.total_burned_calories',
    kind: 'mapped',
    unit: 'calories',
    targets: [{rook: 'calories.calories_expenditure_kcal_float'}],
    judgement: kcal,
  },
  {
    field: 'calories_data.net_activity_calories',
    kind: 'mapped',
    unit: 'calories',
    targets: [{rook: 'calories.calories_net_active_kcal_float'}],
    judgement: kcal,
  },
  {
    field: 'calories_data.BMR_calories',
    kind: 'mapped',
    unit: 'calories',
    targets: [{rook: 'calories.calories_basal_metabolic_rate_kcal_float'}],
    judgement: kcal,
  },
  {
    field: 'calories_data.net_intake_calories',
    kind: 'dropped',
    reason: 'ROOK records what the user eats in the body summary’s nutrition, from nutrition sources.',
  },
  {field: 'calories_data.calorie_samples', kind: 'dropped', reason: 'Terra’s samples over time; ROOK’s calories are totals.'},
];

/** Terra's `distance_data` (daily) or `distance_data.summary` (activity), at `at`. */
function distance(at: string): FieldRow[] {
  const metres = (field: string, rook: string): FieldRow => ({
    field: `${at}.elevation.${field}`,
    kind: 'mapped',
    unit: 'metres',
    targets: [{rook: `distance.${rook}`}],
  });
  return [
    {field: `${at}.steps`, kind: 'mapped', unit: 'steps', targets: [{rook: 'distance.steps_int', convert: round}]},
    {
      field: `${at}.distance_meters`,
      kind: 'mapped',
      unit: 'metres',
      targets: [{rook: 'distance.traveled_distance_meters_float'}],
      judgement:
        'Terra’s distance counts any means without saying which; ROOK’s traveled distance counts any means, walked distance on foot only.',
    },
    {field: `${at}.floors_climbed`, kind: 'mapped', unit: 'floors', targets: [{rook: 'distance.floors_climbed_float'}]},
    metres('avg_meters', 'elevation_avg_altitude_meters_float'),
    metres('min_meters', 'elevation_minimum_altitude_meters_float'),
    metres('max_meters', 'elevation_maximum_altitude_meters_float'),
    metres('gain_actual_meters', 'elevation_gain_actual_altitude_meters_float'),
    metres('loss_actual_meters', 'elevation_loss_actual_altitude_meters_float'),
    {field: `${at}.elevation.gain_planned_meters`, kind: 'dropped', reason: 'ROOK has no planned elevation.'},
  ];
}

/** Where a daily or body record's day starts: Terra's `metadata.start_time`, the start of the user's day. */
const dayStart: FieldRow[] = [
  {
    field: 'metadata.start_time',
    kind: 'mapped',
    targets: [{rook: 'metadata.datetime_string', conversion: timeNote, convert: time}],
    judgement:
      'ROOK has not published which moment a daily summary’s datetime_string carries; the contract’s examples use the start of the user’s local day, which is what Terra’s start_time gives.',
  },
  {field: 'metadata.end_time', kind: 'dropped', reason: 'The end of the same day; ROOK files a daily summary by its start.'},
];

const terraDay =
  'Terra files a day from midnight to midnight in the user’s time (metadata.start_time and end_time, with the offset when Terra knows it). The ROOK document’s metadata.datetime_string is that start. A Terra time without an offset is the user’s local time, while ROOK reads a time without an offset as UTC: add the user’s offset to such times.';

const sleep: PayloadTable = {
  id: 'terra-sleep',
  platform: 'terra',
  kind: 'sleep',
  title: 'Sleep (webhook type sleep, GET /sleep)',
  structure: 'sleep_summary',
  citation,
  envelope,
  dayAttribution:
    'Terra sends a sleep with its start and end in the user’s time and no date of its own. The ROOK document files it under the local date it ended and keeps each time’s offset. A Terra time without an offset is the user’s local time, while ROOK reads a time without an offset as UTC.',
  matches: (record, env) => kindOf(record, env) === 'sleep',
  rows: sleepRows(),
};

function sleepRows(): FieldRow[] {
  const seconds = (field: string, rook: string, judgement?: string): FieldRow => ({
    field: `sleep_durations_data.${field}`,
    kind: 'mapped',
    unit: 'seconds',
    targets: [{rook: `duration.${rook}`, convert: round}],
    ...(judgement ? {judgement} : {}),
  });
  const breaths = (field: string, rook: string): FieldRow => ({
    field: `respiration_data.breaths_data.${field}`,
    kind: 'mapped',
    unit: 'breaths per minute',
    targets: [{rook: `breathing.${rook}`, conversion: 'rounded to a whole number', convert: round}],
  });
  const window = (at: string): FieldRow[] => [
    {field: `${at}.start_time`, kind: 'dropped', reason: 'The sleep’s own start and end give the window.'},
    {field: `${at}.end_time`, kind: 'dropped', reason: 'The sleep’s own start and end give the window.'},
  ];
  return [
    ...common,
    enrichment,
    uploadType,
    summaryId,
    {
      field: 'metadata.start_time',
      kind: 'mapped',
      targets: [
        {rook: 'duration.sleep_start_datetime_string', conversion: timeNote, convert: time},
        {rook: 'metadata.datetime_string', conversion: timeNote, convert: time},
      ],
    },
    {
      field: 'metadata.end_time',
      kind: 'mapped',
      targets: [
        {rook: 'duration.sleep_end_datetime_string', conversion: timeNote, convert: time},
        {rook: 'duration.sleep_date_string', conversion: 'the local date of the end', convert: localDateOf},
      ],
      judgement:
        'ROOK has not published whether sleep_date_string is the day the user fell asleep or woke up; the converter takes the day the sleep ended.',
    },
    {field: 'metadata.is_nap', kind: 'dropped', reason: 'ROOK has no nap flag; a date can hold several sleep summaries.'},
    seconds('asleep.duration_asleep_state_seconds', 'sleep_duration_seconds_int'),
    seconds('asleep.duration_light_sleep_state_seconds', 'light_sleep_duration_seconds_int'),
    seconds('asleep.duration_deep_sleep_state_seconds', 'deep_sleep_duration_seconds_int'),
    seconds('asleep.duration_REM_sleep_state_seconds', 'rem_sleep_duration_seconds_int'),
    {field: 'sleep_durations_data.asleep.num_REM_events', kind: 'dropped', reason: 'ROOK does not count REM periods.'},
    seconds('awake.duration_awake_state_seconds', 'time_awake_during_sleep_seconds_int'),
    seconds(
      'awake.sleep_latency_seconds',
      'time_to_fall_asleep_seconds_int',
      'Terra measures from lying in bed meaning to sleep; ROOK has not published how its sources measure the time to fall asleep.',
    ),
    {
      field: 'sleep_durations_data.awake.duration_long_interruption_seconds',
      kind: 'dropped',
      reason: 'ROOK gives the time awake as one total (duration_awake_state_seconds).',
    },
    {
      field: 'sleep_durations_data.awake.duration_short_interruption_seconds',
      kind: 'dropped',
      reason: 'ROOK gives the time awake as one total (duration_awake_state_seconds).',
    },
    {field: 'sleep_durations_data.awake.num_wakeup_events', kind: 'dropped', reason: 'ROOK does not count awakenings.'},
    {field: 'sleep_durations_data.awake.num_out_of_bed_events', kind: 'dropped', reason: 'ROOK does not count times out of bed.'},
    {field: 'sleep_durations_data.awake.wake_up_latency_seconds', kind: 'dropped', reason: 'ROOK has no time from waking to getting up.'},
    seconds('other.duration_in_bed_seconds', 'time_in_bed_seconds_int'),
    {field: 'sleep_durations_data.other.duration_unmeasurable_sleep_seconds', kind: 'dropped', reason: 'ROOK has no unmeasured time.'},
    {
      field: 'sleep_durations_data.sleep_efficiency',
      kind: 'mapped',
      unit: 'percent',
      targets: [
        {
          rook: 'scores.sleep_efficiency_1_100_score_int',
          conversion: 'rounded to a whole number from 1 to 100',
          convert: (v) => (typeof v === 'number' ? Math.min(100, Math.max(1, Math.round(v))) : null),
        },
      ],
    },
    {
      field: 'sleep_durations_data.hypnogram_samples',
      kind: 'dropped',
      reason:
        'Terra’s stages include “sleeping” and “out of bed”, which ROOK’s stages (awake, light, deep, rem) do not have; the kit does not convert them.',
    },
    ...heartRate('heart_rate_data'),
    breaths('avg_breaths_per_min', 'breaths_avg_per_min_int'),
    breaths('min_breaths_per_min', 'breaths_minimum_per_min_int'),
    breaths('max_breaths_per_min', 'breaths_maximum_per_min_int'),
    {field: 'respiration_data.breaths_data.on_demand_reading', kind: 'dropped', reason: 'ROOK does not say how a reading was started.'},
    {field: 'respiration_data.breaths_data.samples', kind: 'dropped', reason: samples('breathing.breathing_granular_data_array')},
    ...window('respiration_data.breaths_data'),
    {
      field: 'respiration_data.oxygen_saturation_data.avg_saturation_percentage',
      kind: 'mapped',
      unit: 'percent',
      targets: [{rook: 'oxygenation.saturation_avg_percentage_int', conversion: 'rounded to a whole number', convert: percentInt}],
    },
    {
      field: 'respiration_data.oxygen_saturation_data.samples',
      kind: 'dropped',
      reason: samples('oxygenation.saturation_granular_data_array'),
    },
    ...window('respiration_data.oxygen_saturation_data'),
    {
      field: 'respiration_data.snoring_data.num_snoring_events',
      kind: 'mapped',
      unit: 'count',
      targets: [{rook: 'breathing.snoring_events_count_int', convert: round}],
    },
    {
      field: 'respiration_data.snoring_data.total_snoring_duration_seconds',
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: 'breathing.snoring_duration_total_seconds_int', convert: round}],
    },
    {field: 'respiration_data.snoring_data.samples', kind: 'dropped', reason: 'ROOK has no snoring samples.'},
    ...window('respiration_data.snoring_data'),
    {
      field: 'temperature_data.delta',
      kind: 'mapped',
      targets: [
        {
          rook: 'temperature.temperature_delta_object',
          conversion: '{temperature_celsius_float, measurement_type: skin}',
          convert: (v) => (typeof v === 'number' ? {temperature_celsius_float: v, measurement_type: 'skin'} : null),
        },
      ],
      judgement:
        'Terra describes the skin temperature’s variation from the user’s baseline without naming the unit; the converter reads it as °C.',
    },
    {
      field: 'readiness_data',
      kind: 'dropped',
      reason: 'A provider’s readiness or recovery score. ROOK has no field for it in the sleep summary.',
    },
    {
      field: 'scores.sleep',
      kind: 'dropped',
      reason:
        'A provider’s own sleep score. ROOK has no field for it; it keeps a source’s own scores in non_structured_data_array as the source sends them.',
    },
  ];
}

const daily: PayloadTable = {
  id: 'terra-daily',
  platform: 'terra',
  kind: 'daily',
  title: 'Daily (webhook type daily, GET /daily)',
  structure: 'physical_summary',
  citation,
  envelope,
  dayAttribution: terraDay,
  matches: (record, env) => kindOf(record, env) === 'daily',
  rows: [
    ...common,
    enrichment,
    uploadType,
    ...dayStart,
    ...intensity('activity'),
    ...calories,
    ...distance('distance_data'),
    {field: 'distance_data.swimming', kind: 'dropped', reason: 'ROOK’s physical summary has no swimming fields; its activity events do.'},
    {field: 'distance_data.detailed', kind: 'dropped', reason: samples('the distance part’s granular arrays')},
    ...heartRate('heart_rate_data'),
    ...oxygen,
    {
      field: 'stress_data.avg_stress_level',
      kind: 'mapped',
      targets: [{rook: 'stress.stress_avg_level_int', conversion: 'rounded to a whole number', convert: percentInt}],
      judgement: 'Terra does not give its stress scale; its examples (45.5, at most 85) fit ROOK’s 0 to 100.',
    },
    {
      field: 'stress_data.max_stress_level',
      kind: 'mapped',
      targets: [{rook: 'stress.stress_maximum_level_int', conversion: 'rounded to a whole number', convert: percentInt}],
      judgement: 'Terra does not give its stress scale; its examples (45.5, at most 85) fit ROOK’s 0 to 100.',
    },
    ...(
      [
        ['rest_stress_duration_seconds', 'stress_at_rest_duration_seconds_int'],
        ['stress_duration_seconds', 'stress_duration_seconds_int'],
        ['low_stress_duration_seconds', 'low_stress_duration_seconds_int'],
        ['medium_stress_duration_seconds', 'medium_stress_duration_seconds_int'],
        ['high_stress_duration_seconds', 'high_stress_duration_seconds_int'],
      ] as const
    ).map(([field, rook]): FieldRow => ({
      field: `stress_data.${field}`,
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: `stress.${rook}`, convert: round}],
    })),
    {field: 'stress_data.activity_stress_duration_seconds', kind: 'dropped', reason: 'ROOK has no time stressed while active.'},
    {field: 'stress_data.stress_rating', kind: 'dropped', reason: 'ROOK has no stress rating; it gives the level.'},
    {field: 'stress_data.samples', kind: 'dropped', reason: samples('stress.stress_granular_data_array')},
    {field: 'stress_data.body_battery_samples', kind: 'dropped', reason: 'ROOK has no body battery.'},
    {field: 'MET_data', kind: 'dropped', reason: 'ROOK has no MET values; its intensity times come from active_durations_data.'},
    {field: 'strain_data', kind: 'dropped', reason: 'ROOK’s physical summary has no strain; its activity events do.'},
    {field: 'scores', kind: 'dropped', reason: 'A provider’s activity, recovery and sleep scores. ROOK has no field for them.'},
    {field: 'tag_data', kind: 'dropped', reason: 'ROOK has no tags entered by the user.'},
  ],
};

const body: PayloadTable = {
  id: 'terra-body',
  platform: 'terra',
  kind: 'body',
  title: 'Body (webhook type body, GET /body)',
  structure: 'body_summary',
  citation,
  envelope,
  dayAttribution: terraDay,
  matches: (record, env) => kindOf(record, env) === 'body',
  rows: bodyRows(),
};

function bodyRows(): FieldRow[] {
  const measured = (field: string, unit: string, rook: string, convert?: (v: unknown) => unknown): FieldRow => ({
    field: `measurements_data.${field}`,
    kind: 'mapped',
    unit,
    targets: [{rook: `body_metrics.${rook}`, ...(convert ? {conversion: 'rounded to a whole number', convert} : {})}],
  });
  const noField = (field: string, what: string): FieldRow => ({field, kind: 'dropped', reason: `ROOK’s body summary has no ${what}.`});
  const grams = 'ROOK gives body composition as percentages of the weight; Terra gives grams.';
  return [
    ...common,
    ...dayStart,
    measured('day_avg_weight_kg', 'kg', 'weight_kg_float'),
    measured('day_avg_height_cm', 'cm', 'height_cm_int', round),
    measured('day_avg_bmi', 'kg/m²', 'bmi_float'),
    measured('day_avg_bodyfat_percentage', 'percent', 'fat_percentage_float'),
    measured('day_avg_water_percentage', 'percent', 'water_composition_percentage_float'),
    {field: 'measurements_data.day_avg_muscle_mass_g', kind: 'dropped', reason: grams},
    {field: 'measurements_data.day_avg_bone_mass_g', kind: 'dropped', reason: grams},
    {field: 'measurements_data.day_avg_lean_mass_g', kind: 'dropped', reason: grams},
    {
      field: 'measurements_data.day_avg_bmr',
      kind: 'dropped',
      reason: 'ROOK gives the basal metabolic rate in the physical summary’s calories, not in the body summary.',
    },
    noField('measurements_data.day_avg_rmr', 'resting metabolic rate'),
    noField('measurements_data.day_avg_estimated_fitness_age', 'fitness age'),
    noField('measurements_data.day_avg_skin_fold_mm', 'skin fold thickness'),
    noField('measurements_data.day_avg_insulin_units', 'insulin'),
    noField('measurements_data.day_avg_visceral_fat_level', 'visceral fat level'),
    {field: 'measurements_data.measurements', kind: 'dropped', reason: samples('body_metrics.weight_granular_data_array')},
    {
      field: 'blood_pressure_data.day_avg_systolic_bp',
      kind: 'mapped',
      unit: 'mmHg',
      targets: [
        {rook: 'blood_pressure.blood_pressure_avg_object.systolic_mmHg_int', conversion: 'rounded to a whole number', convert: round},
      ],
    },
    {
      field: 'blood_pressure_data.day_avg_diastolic_bp',
      kind: 'mapped',
      unit: 'mmHg',
      targets: [
        {rook: 'blood_pressure.blood_pressure_avg_object.diastolic_mmHg_int', conversion: 'rounded to a whole number', convert: round},
      ],
    },
    {
      field: 'blood_pressure_data.blood_pressure_samples',
      kind: 'dropped',
      reason: samples('blood_pressure.blood_pressure_granular_data_array'),
    },
    {
      field: 'hydration_data.day_total_water_consumption_ml',
      kind: 'mapped',
      unit: 'mL',
      targets: [{rook: 'hydration.water_total_consumption_mL_int', conversion: 'rounded to a whole number', convert: round}],
    },
    noField('hydration_data.day_avg_hydration_kg', 'body water in kilograms'),
    {
      field: 'hydration_data.hydration_amount_samples',
      kind: 'dropped',
      reason: 'Terra’s samples of body hydration; ROOK’s hydration samples are water drunk.',
    },
    {
      field: 'glucose_data.day_avg_blood_glucose_mg_per_dL',
      kind: 'mapped',
      unit: 'mg/dL',
      targets: [{rook: 'blood_glucose.blood_glucose_avg_mg_per_dL_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {
      field: 'glucose_data.day_avg_blood_glucose_mg_per_dl',
      kind: 'dropped',
      reason: 'Terra’s deprecated copy of day_avg_blood_glucose_mg_per_dL, which the table maps.',
    },
    {
      field: 'glucose_data.day_avg_detailed_blood_glucose_mg_per_dL',
      kind: 'dropped',
      reason: 'ROOK keeps one average glucose, which day_avg_blood_glucose_mg_per_dL gives.',
    },
    noField('glucose_data.gmi', 'glucose management indicator'),
    noField('glucose_data.time_in_range', 'time in range'),
    noField('glucose_data.sensor_usage', 'sensor count'),
    noField('glucose_data.daily_patterns', 'glucose percentiles'),
    {field: 'glucose_data.blood_glucose_samples', kind: 'dropped', reason: samples('blood_glucose.blood_glucose_granular_data_array')},
    {
      field: 'glucose_data.detailed_blood_glucose_samples',
      kind: 'dropped',
      reason: samples('blood_glucose.blood_glucose_granular_data_array'),
    },
    ...oxygen,
    {
      field: 'temperature_data.day_avg_body_temperature_celsius',
      kind: 'mapped',
      unit: '°C',
      targets: [
        {
          rook: 'temperature.temperature_avg_object',
          conversion: '{temperature_celsius_float, measurement_type: core}',
          convert: (v) => (typeof v === 'number' ? {temperature_celsius_float: v, measurement_type: 'core'} : null),
        },
      ],
      judgement: 'Terra’s body temperature read as ROOK’s core temperature.',
    },
    {
      field: 'temperature_data.day_avg_skin_temperature_celsius',
      kind: 'dropped',
      reason: 'ROOK’s body summary holds one average temperature, which day_avg_body_temperature_celsius gives.',
    },
    noField('temperature_data.day_avg_ambient_temperature_celsius', 'ambient temperature average'),
    {field: 'temperature_data.body_temperature_samples', kind: 'dropped', reason: samples('temperature.temperature_granular_data_array')},
    {field: 'temperature_data.skin_temperature_samples', kind: 'dropped', reason: samples('temperature.temperature_granular_data_array')},
    {
      field: 'temperature_data.ambient_temperature_samples',
      kind: 'dropped',
      reason: samples('temperature.temperature_granular_data_array'),
    },
    ...heartRate('heart_data.heart_rate_data'),
    noField('heart_data.afib_classification_samples', 'atrial fibrillation classification'),
    noField('heart_data.ecg_signal', 'ECG'),
    noField('heart_data.pulse_wave_velocity_samples', 'pulse wave velocity'),
    noField('heart_data.rr_interval_samples', 'RR intervals'),
    noField('ketone_data', 'ketones'),
  ];
}

/** A position Terra gives as `[latitude, longitude]`, one of the two. */
const coordinate =
  (field: string, index: 0 | 1) =>
  (_v: unknown, record: Record<string, unknown>): number | null => {
    const pair = (record.position_data as Record<string, unknown> | undefined)?.[field];
    return Array.isArray(pair) && typeof pair[index] === 'number' ? pair[index] : null;
  };

const activity: PayloadTable = {
  id: 'terra-activity',
  platform: 'terra',
  kind: 'activity',
  title: 'Activity (webhook type activity, GET /activity)',
  structure: 'activity_event',
  citation,
  envelope,
  dayAttribution:
    'Both platforms place a workout by its start time in the user’s time; the ROOK event’s metadata.datetime_string is the start, with the offset Terra gives. A Terra time without an offset is the user’s local time, while ROOK reads a time without an offset as UTC.',
  matches: (record, env) => kindOf(record, env) === 'activity',
  rows: activityRows(),
};

function activityRows(): FieldRow[] {
  const movement = (field: string, unit: string, rook: string): FieldRow => ({
    field: `movement_data.${field}`,
    kind: 'mapped',
    unit,
    targets: [{rook: `movement.${rook}`}],
  });
  const noMovement = (field: string, what: string): FieldRow => ({
    field: `movement_data.${field}`,
    kind: 'dropped',
    reason: `ROOK has no ${what}.`,
  });
  const kilojoules = (field: string, rook: string): FieldRow => ({
    field,
    kind: 'mapped',
    unit: 'kJ',
    targets: [{rook: `activity.${rook}`}],
  });
  return [
    ...common,
    enrichment,
    uploadType,
    summaryId,
    {
      field: 'metadata.start_time',
      kind: 'mapped',
      targets: [
        {rook: 'activity.activity_start_datetime_string', conversion: timeNote, convert: time},
        {rook: 'metadata.datetime_string', conversion: timeNote, convert: time},
      ],
    },
    {
      field: 'metadata.end_time',
      kind: 'mapped',
      targets: [{rook: 'activity.activity_end_datetime_string', conversion: timeNote, convert: time}],
    },
    {
      field: 'metadata.type',
      kind: 'dropped',
      reason:
        'A number from Terra’s ActivityType list (8 is Running). ROOK names the activity type in activity_type_name_string: look the number up in Terra’s list and write its name.',
    },
    {field: 'metadata.name', kind: 'dropped', reason: 'ROOK has no workout title; it names the activity type.'},
    {field: 'metadata.city', kind: 'dropped', reason: 'ROOK places a workout by coordinates, not by place names.'},
    {field: 'metadata.state', kind: 'dropped', reason: 'ROOK places a workout by coordinates, not by place names.'},
    {field: 'metadata.country', kind: 'dropped', reason: 'ROOK places a workout by coordinates, not by place names.'},
    ...intensity('activity.intensity'),
    ...calories,
    ...distance('distance_data.summary'),
    {
      field: 'distance_data.summary.swimming.num_laps',
      kind: 'mapped',
      unit: 'laps',
      targets: [{rook: 'movement.swimming_num_laps_int', convert: round}],
    },
    {
      field: 'distance_data.summary.swimming.num_strokes',
      kind: 'mapped',
      unit: 'strokes',
      targets: [{rook: 'movement.swimming_num_strokes_int', convert: round}],
    },
    {
      field: 'distance_data.summary.swimming.pool_length_meters',
      kind: 'mapped',
      unit: 'metres',
      targets: [{rook: 'movement.swimming_pool_length_meters_float'}],
    },
    {field: 'distance_data.detailed', kind: 'dropped', reason: samples('the distance part’s granular arrays')},
    kilojoules('energy_data.energy_kilojoules', 'activity_energy_kilojoules_float'),
    kilojoules('energy_data.energy_planned_kilojoules', 'activity_energy_planned_kilojoules_float'),
    kilojoules('work_data.work_kilojoules', 'activity_work_kilojoules_float'),
    {field: 'strain_data.strain_level', kind: 'mapped', targets: [{rook: 'activity.activity_strain_level_float'}]},
    ...heartRate('heart_rate_data'),
    ...oxygen,
    movement('avg_speed_meters_per_second', 'm/s', 'speed_avg_meters_per_second_float'),
    movement('max_speed_meters_per_second', 'm/s', 'speed_maximum_meters_per_second_float'),
    movement('avg_pace_minutes_per_kilometer', 'min/km', 'pace_avg_min_per_km_float'),
    movement('max_pace_minutes_per_kilometer', 'min/km', 'pace_maximum_min_per_km_float'),
    movement('avg_cadence_rpm', 'rpm', 'cadence_avg_rpm_float'),
    movement('max_cadence_rpm', 'rpm', 'cadence_maximum_rpm_float'),
    noMovement('adjusted_max_speed_meters_per_second', 'adjusted speed'),
    noMovement('normalized_speed_meters_per_second', 'normalised speed'),
    noMovement('avg_velocity_meters_per_second', 'velocity apart from speed'),
    noMovement('max_velocity_meters_per_second', 'velocity apart from speed'),
    noMovement('avg_torque_newton_meters', 'torque'),
    noMovement('max_torque_newton_meters', 'torque'),
    noMovement('torque_samples', 'torque'),
    {field: 'movement_data.speed_samples', kind: 'dropped', reason: samples('movement.speed_granular_data_array')},
    {field: 'movement_data.cadence_samples', kind: 'dropped', reason: samples('movement.cadence_granular_data_array')},
    {
      field: 'position_data.start_pos_lat_lng_deg',
      kind: 'mapped',
      unit: 'degrees [lat, lng]',
      targets: [
        {rook: 'position.start_lat_deg_float', conversion: 'the first value', convert: coordinate('start_pos_lat_lng_deg', 0)},
        {rook: 'position.start_lng_deg_float', conversion: 'the second value', convert: coordinate('start_pos_lat_lng_deg', 1)},
      ],
    },
    {
      field: 'position_data.center_pos_lat_lng_deg',
      kind: 'mapped',
      unit: 'degrees [lat, lng]',
      targets: [
        {rook: 'position.centroid_lat_deg_float', conversion: 'the first value', convert: coordinate('center_pos_lat_lng_deg', 0)},
        {rook: 'position.centroid_lng_deg_float', conversion: 'the second value', convert: coordinate('center_pos_lat_lng_deg', 1)},
      ],
      judgement: 'Terra’s position at the midway point read as ROOK’s centroid.',
    },
    {field: 'position_data.end_pos_lat_lng_deg', kind: 'dropped', reason: 'ROOK keeps the start and the centroid, not the end position.'},
    {field: 'position_data.position_samples', kind: 'dropped', reason: samples('position.position_granular_data_array')},
    {field: 'polyline_map_data.summary_polyline', kind: 'mapped', targets: [{rook: 'position.position_polyline_map_data_summary_string'}]},
    {field: 'power_data.avg_watts', kind: 'mapped', unit: 'watts', targets: [{rook: 'power.power_avg_watts_float'}]},
    {field: 'power_data.max_watts', kind: 'mapped', unit: 'watts', targets: [{rook: 'power.power_maximum_watts_float'}]},
    {field: 'power_data.power_samples', kind: 'dropped', reason: samples('power.power_granular_data_array')},
    {field: 'MET_data', kind: 'dropped', reason: 'ROOK has no MET values; its intensity times come from active_durations_data.'},
    {field: 'TSS_data', kind: 'dropped', reason: 'ROOK has no training stress score.'},
    {field: 'lap_data', kind: 'dropped', reason: 'ROOK has no laps apart from swimming laps.'},
    {field: 'cheat_detection', kind: 'dropped', reason: 'ROOK has no cheat-detection flag.'},
  ];
}

export const terra: Platform = {
  id: 'terra',
  name: 'Terra',
  tables: [sleep, daily, body, activity],
  // A Terra event or REST answer holds a list of records with the user; a record on its own is taken as it is.
  unwrap: (payload) => {
    const records = payload.data;
    const first: unknown = Array.isArray(records) ? records[0] : undefined;
    return first && typeof first === 'object' && !Array.isArray(first) && payload.user && typeof payload.user === 'object'
      ? {record: first as Record<string, unknown>, envelope: payload}
      : {record: payload, envelope: null};
  },
};
