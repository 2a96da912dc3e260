import sleepExample from './fixtures/junction-sleep.json';
import type {FieldRow, Platform, PayloadTable} from './types';
import {atOffset, minutesToSeconds, round, sourceName, startOfDay} from './units';

/**
 * Junction (formerly Vital): its daily sleep, activity and body summaries, as
 * its published OpenAPI description names and documents them (units are the
 * suffix Junction writes after `::` in each field's description).
 */

// The address and date are the fixtures' own (the OpenAPI file they were copied from), kept in one place.
const citation = {
  document:
    'Junction’s published OpenAPI description, version 0.4.632 (schemas ClientFacingSleep, ClientFacingActivity, ClientFacingBody, ClientFacingWorkout)',
  url: sleepExample.source.url,
  date: sleepExample.source.date,
};

const offsetOf = (record: Record<string, unknown>): number | null =>
  typeof record.timezone_offset === 'number' ? record.timezone_offset : null;

/** Rows every Junction summary shares: its identifiers, dates and source. */
const common = (what: string, deprecatedDate = true): FieldRow[] => [
  {
    field: 'id',
    kind: 'dropped',
    reason: `Junction’s ID for the ${what}. ROOK keys a document by user, structure and metadata.datetime_string, and counts its updates in document_version.`,
  },
  {
    field: 'user_id',
    kind: 'mapped',
    targets: [{rook: 'metadata.user_id_string'}],
    judgement:
      'Junction’s user_id is the ID Junction gave the user; ROOK’s user_id is the ID you give ROOK. The converter keeps Junction’s (a UUID fits ROOK’s pattern) unless you give your own.',
  },
  ...(deprecatedDate
    ? [{field: 'date', kind: 'dropped', reason: 'Junction deprecates it in favour of calendar_date, which the table maps.'} as const]
    : []),
  {field: 'created_at', kind: 'dropped', reason: 'ROOK does not timestamp documents; it raises document_version on each update.'},
  {field: 'updated_at', kind: 'dropped', reason: 'ROOK does not timestamp documents; it raises document_version on each update.'},
  {field: 'source.device_id', kind: 'dropped', reason: 'ROOK names the source of the data (sources_of_data_array), not the device.'},
];

/** A sleep's or a workout's source: Junction's provider slug and the kind of device. */
const sourceByProvider: FieldRow[] = [
  {
    field: 'source.provider',
    kind: 'mapped',
    targets: [{rook: 'metadata.sources_of_data_array', conversion: 'a list of one name, capitalised', convert: sourceName}],
    judgement: 'ROOK writes source names capitalised (Oura, Garmin); the converter capitalises Junction’s slug.',
  },
  {field: 'source.type', kind: 'dropped', reason: 'ROOK does not say which kind of device recorded the data.'},
];

/** A daily summary's source (activity, body): its display name, slug and logo. */
const sourceByName: FieldRow[] = [
  {
    field: 'source.name',
    kind: 'mapped',
    targets: [{rook: 'metadata.sources_of_data_array', conversion: 'a list of one name', convert: sourceName}],
  },
  {field: 'source.slug', kind: 'dropped', reason: 'The same source as source.name, which the table maps.'},
  {field: 'source.logo', kind: 'dropped', reason: 'ROOK sends no source logos in documents (the authorizers list has them).'},
];

const envelope: FieldRow[] = [
  {field: 'event_type', kind: 'applied', note: 'Chooses the ROOK structure; ROOK names it in data_structure.'},
  {field: 'user_id', kind: 'dropped', reason: 'The same ID as the record’s user_id, which the table maps.'},
  {
    field: 'client_user_id',
    kind: 'dropped',
    reason: 'Your own ID for the user at Junction. ROOK’s user_id is that kind of ID: pass it to the converter to use it.',
  },
  {field: 'team_id', kind: 'dropped', reason: 'Your Junction team. At ROOK, client_uuid names your company.'},
  {field: 'data', kind: 'applied', note: 'Holds the record the table converts.'},
];

const sleep: PayloadTable = {
  id: 'junction-sleep',
  platform: 'junction',
  kind: 'sleep',
  title: 'ClientFacingSleep (webhook daily.data.sleep.*, GET /v2/summary/sleep)',
  structure: 'sleep_summary',
  citation,
  envelope,
  dayAttribution:
    'Junction files a sleep under calendar_date, which it says generally matches the day the sleep ended, and gives times in UTC with the user’s offset beside them. The ROOK document takes calendar_date as sleep_date_string and writes every time at that offset.',
  matches: (record) => 'bedtime_start' in record,
  rows: [
    ...common('sleep'),
    {
      field: 'calendar_date',
      kind: 'mapped',
      targets: [{rook: 'duration.sleep_date_string'}],
      judgement:
        'ROOK has not published whether sleep_date_string is the day the user fell asleep or woke up; Junction’s is generally the day the sleep ended.',
    },
    {
      field: 'bedtime_start',
      kind: 'mapped',
      unit: 'UTC',
      targets: [
        {
          rook: 'duration.sleep_start_datetime_string',
          conversion: 'UTC → the user’s offset (timezone_offset)',
          convert: (v, r) => atOffset(v, offsetOf(r)),
        },
        {rook: 'metadata.datetime_string', conversion: 'UTC → the user’s offset', convert: (v, r) => atOffset(v, offsetOf(r))},
      ],
    },
    {
      field: 'bedtime_stop',
      kind: 'mapped',
      unit: 'UTC',
      targets: [
        {
          rook: 'duration.sleep_end_datetime_string',
          conversion: 'UTC → the user’s offset (timezone_offset)',
          convert: (v, r) => atOffset(v, offsetOf(r)),
        },
      ],
    },
    {field: 'timezone_offset', kind: 'applied', unit: 'seconds', note: 'Written as the ±HH:MM offset of every ROOK timestamp.'},
    {field: 'duration', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.time_in_bed_seconds_int', convert: round}]},
    {field: 'total', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.sleep_duration_seconds_int', convert: round}]},
    {field: 'awake', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.time_awake_during_sleep_seconds_int', convert: round}]},
    {field: 'light', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.light_sleep_duration_seconds_int', convert: round}]},
    {field: 'rem', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.rem_sleep_duration_seconds_int', convert: round}]},
    {field: 'deep', kind: 'mapped', unit: 'seconds', targets: [{rook: 'duration.deep_sleep_duration_seconds_int', convert: round}]},
    {
      field: 'latency',
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: 'duration.time_to_fall_asleep_seconds_int', convert: round}],
      judgement:
        'Junction measures to the first five minutes of persistent sleep; ROOK has not published how its sources measure the time to fall asleep.',
    },
    {
      field: 'efficiency',
      kind: 'mapped',
      unit: 'percent',
      targets: [
        {
          rook: 'scores.sleep_efficiency_1_100_score_int',
          conversion: 'a share from 0 to 1 × 100, rounded; a value above 1 is taken as a percentage already',
          convert: (v) => (typeof v === 'number' ? Math.min(100, Math.max(1, Math.round(v <= 1 ? v * 100 : v))) : null),
        },
      ],
      judgement: 'Junction documents a percentage but its own example is 0.97, so the converter reads values up to 1 as shares.',
    },
    {
      field: 'hr_lowest',
      kind: 'mapped',
      unit: 'bpm',
      targets: [{rook: 'heart_rate.hr_minimum_bpm_int', convert: round}],
      judgement: 'Junction’s lowest is a five-minute sliding average; ROOK has not published how its minimum is taken.',
    },
    {field: 'hr_average', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_avg_bpm_int', convert: round}]},
    {field: 'hr_resting', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_resting_bpm_int', convert: round}]},
    {field: 'average_hrv', kind: 'mapped', unit: 'RMSSD', targets: [{rook: 'heart_rate.hrv_avg_rmssd_float'}]},
    {
      field: 'respiratory_rate',
      kind: 'mapped',
      unit: 'breaths per minute',
      targets: [{rook: 'breathing.breaths_avg_per_min_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {
      field: 'skin_temperature',
      kind: 'mapped',
      unit: '°C',
      targets: [
        {
          rook: 'temperature.temperature_avg_object',
          conversion: '{temperature_celsius_float, measurement_type: skin}',
          convert: (v) => (typeof v === 'number' ? {temperature_celsius_float: v, measurement_type: 'skin'} : null),
        },
      ],
      judgement: 'Junction does not say whether this is an average; it is the only skin temperature of the sleep.',
    },
    {
      field: 'temperature_delta',
      kind: 'mapped',
      unit: '°C',
      targets: [
        {
          rook: 'temperature.temperature_delta_object',
          conversion: '{temperature_celsius_float, measurement_type: skin}',
          convert: (v) => (typeof v === 'number' ? {temperature_celsius_float: v, measurement_type: 'skin'} : null),
        },
      ],
    },
    {
      field: 'score',
      kind: 'dropped',
      reason:
        'A provider’s own sleep score copied by Junction. ROOK has no field for it; it keeps a source’s own scores in non_structured_data_array as the source sends them.',
    },
    {
      field: 'recovery_readiness_score',
      kind: 'dropped',
      reason: 'A provider’s readiness or recovery score. ROOK has no field for it in the sleep summary.',
    },
    {field: 'hr_dip', kind: 'dropped', reason: 'ROOK has no field for the sleeping heart-rate dip.'},
    {field: 'type', kind: 'dropped', reason: 'ROOK has no sleep type (long sleep, nap); a date can hold several sleep summaries.'},
    {field: 'state', kind: 'dropped', reason: 'ROOK marks a later version of the same sleep with a higher document_version instead.'},
    {
      field: 'sleep_stream',
      kind: 'dropped',
      reason: 'Junction’s per-sleep time series are not converted by this kit; ROOK carries its own in the granular arrays.',
    },
    ...sourceByProvider,
  ],
};

const activity: PayloadTable = {
  id: 'junction-activity',
  platform: 'junction',
  kind: 'activity',
  title: 'ClientFacingActivity (webhook daily.data.activity.*, GET /v2/summary/activity)',
  structure: 'physical_summary',
  citation,
  envelope,
  dayAttribution:
    'Junction files a day’s activity under calendar_date with the user’s time zone and offset. The ROOK document’s metadata.datetime_string is the start of that local day.',
  matches: (record) => 'calendar_date' in record && ('steps' in record || 'calories_total' in record || 'calories_active' in record),
  rows: [
    ...common('day’s activity'),
    {
      field: 'calendar_date',
      kind: 'mapped',
      targets: [
        {
          rook: 'metadata.datetime_string',
          conversion: 'midnight of the date at the user’s offset',
          convert: (v, r) => startOfDay(v, offsetOf(r)),
        },
      ],
      judgement:
        'ROOK has not published which moment a daily summary’s datetime_string carries; the contract’s examples use the start of the user’s local day.',
    },
    {
      field: 'time_zone',
      kind: 'dropped',
      reason: 'ROOK keeps the user’s time zone in the user information (time_zone_string), not in each summary.',
    },
    {field: 'timezone_offset', kind: 'applied', unit: 'seconds', note: 'Written as the ±HH:MM offset of metadata.datetime_string.'},
    {field: 'calories_total', kind: 'mapped', unit: 'kcal', targets: [{rook: 'calories.calories_expenditure_kcal_float'}]},
    {field: 'calories_active', kind: 'mapped', unit: 'kcal', targets: [{rook: 'calories.calories_net_active_kcal_float'}]},
    {field: 'steps', kind: 'mapped', unit: 'steps', targets: [{rook: 'distance.steps_int', convert: round}]},
    {field: 'daily_movement', kind: 'dropped', reason: 'Junction deprecates it; it is an equivalent walking distance, not a measured one.'},
    {
      field: 'distance',
      kind: 'mapped',
      unit: 'metres',
      targets: [{rook: 'distance.traveled_distance_meters_float'}],
      judgement:
        'Junction’s distance covers the day’s activities without saying how; ROOK’s traveled distance counts any means, walked distance on foot only.',
    },
    {field: 'floors_climbed', kind: 'mapped', unit: 'count', targets: [{rook: 'distance.floors_climbed_float'}]},
    {
      field: 'low',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'activity.low_intensity_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
      judgement: 'Junction’s and ROOK’s intensity bands are each defined by their sources; they may not cut at the same point.',
    },
    {
      field: 'medium',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'activity.moderate_intensity_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
      judgement: 'Junction’s and ROOK’s intensity bands are each defined by their sources; they may not cut at the same point.',
    },
    {
      field: 'high',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'activity.vigorous_intensity_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
      judgement: 'Junction’s and ROOK’s intensity bands are each defined by their sources; they may not cut at the same point.',
    },
    {field: 'heart_rate.avg_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_avg_bpm_int', convert: round}]},
    {field: 'heart_rate.min_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_minimum_bpm_int', convert: round}]},
    {field: 'heart_rate.max_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_maximum_bpm_int', convert: round}]},
    {field: 'heart_rate.resting_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_resting_bpm_int', convert: round}]},
    {field: 'heart_rate.avg_walking_bpm', kind: 'dropped', reason: 'ROOK has no walking heart rate.'},
    {field: 'wheelchair_use', kind: 'dropped', reason: 'ROOK has no wheelchair fields.'},
    {field: 'wheelchair_push', kind: 'dropped', reason: 'ROOK has no wheelchair fields.'},
    ...sourceByName,
  ],
};

const body: PayloadTable = {
  id: 'junction-body',
  platform: 'junction',
  kind: 'body',
  title: 'ClientFacingBody (webhook daily.data.body.*, GET /v2/summary/body)',
  structure: 'body_summary',
  citation,
  envelope,
  dayAttribution:
    'Junction files body measurements under calendar_date and gives no offset with them. The ROOK document’s metadata.datetime_string is midnight of that date in UTC.',
  matches: (record) => 'calendar_date' in record && ('weight' in record || 'fat' in record || 'body_mass_index' in record),
  rows: [
    ...common('body summary'),
    {
      field: 'calendar_date',
      kind: 'mapped',
      targets: [{rook: 'metadata.datetime_string', conversion: 'midnight of the date, UTC', convert: (v) => startOfDay(v, null)}],
      judgement:
        'Junction’s body summary carries no offset, so the converter writes the day in UTC; ROOK files body summaries under the user’s local day.',
    },
    {field: 'weight', kind: 'mapped', unit: 'kg', targets: [{rook: 'body_metrics.weight_kg_float'}]},
    {
      field: 'height',
      kind: 'mapped',
      targets: [{rook: 'body_metrics.height_cm_int', conversion: 'rounded to a whole number', convert: round}],
      judgement:
        'Height is in Junction’s example but not in its field list, so it has no documented unit; the example’s value (183) reads as centimetres.',
    },
    {field: 'body_mass_index', kind: 'mapped', unit: 'kg/m²', targets: [{rook: 'body_metrics.bmi_float'}]},
    {field: 'fat', kind: 'mapped', unit: 'percent', targets: [{rook: 'body_metrics.fat_percentage_float'}]},
    {field: 'water_percentage', kind: 'mapped', unit: 'percent', targets: [{rook: 'body_metrics.water_composition_percentage_float'}]},
    {
      field: 'muscle_mass_percentage',
      kind: 'mapped',
      unit: 'percent',
      targets: [{rook: 'body_metrics.muscle_composition_percentage_float'}],
    },
    {field: 'bone_mass_percentage', kind: 'mapped', unit: 'percent', targets: [{rook: 'body_metrics.bone_composition_percentage_float'}]},
    {
      field: 'waist_circumference_centimeter',
      kind: 'mapped',
      unit: 'cm',
      targets: [{rook: 'body_metrics.waist_circumference_cm_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {
      field: 'lean_body_mass_kilogram',
      kind: 'dropped',
      reason: 'ROOK gives body composition as percentages and has no lean mass in kilograms.',
    },
    {field: 'visceral_fat_index', kind: 'dropped', reason: 'ROOK has no visceral fat field.'},
    ...sourceByName,
  ],
};

const workout: PayloadTable = {
  id: 'junction-workout',
  platform: 'junction',
  kind: 'workout',
  title: 'ClientFacingWorkout (webhook daily.data.workouts.*, GET /v2/summary/workouts)',
  structure: 'activity_event',
  citation,
  envelope,
  dayAttribution:
    'Junction files a workout under calendar_date, which it says generally matches the start date. ROOK places an activity event by its start: metadata.datetime_string is time_start, written at the user’s offset when the record gives one.',
  matches: (record) => 'time_start' in record && 'time_end' in record,
  rows: [
    ...common('workout', false),
    {
      field: 'provider_id',
      kind: 'dropped',
      reason: 'The provider’s own ID for the workout. ROOK keys a document by user, structure and metadata.datetime_string.',
    },
    {field: 'title', kind: 'dropped', reason: 'ROOK has no workout title; it names the activity type.'},
    {field: 'calendar_date', kind: 'dropped', reason: 'ROOK places the event by its start time, which the table maps.'},
    {field: 'timezone_offset', kind: 'applied', unit: 'seconds', note: 'Written as the ±HH:MM offset of every ROOK timestamp.'},
    {
      field: 'time_start',
      kind: 'mapped',
      targets: [
        {
          rook: 'activity.activity_start_datetime_string',
          conversion: 'at the user’s offset (timezone_offset), else UTC',
          convert: (v, r) => atOffset(v, offsetOf(r)),
        },
        {rook: 'metadata.datetime_string', conversion: 'at the user’s offset, else UTC', convert: (v, r) => atOffset(v, offsetOf(r))},
      ],
    },
    {
      field: 'time_end',
      kind: 'mapped',
      targets: [
        {
          rook: 'activity.activity_end_datetime_string',
          conversion: 'at the user’s offset (timezone_offset), else UTC',
          convert: (v, r) => atOffset(v, offsetOf(r)),
        },
      ],
    },
    {
      field: 'sport.name',
      kind: 'mapped',
      targets: [{rook: 'activity.activity_type_name_string'}],
      judgement: 'ROOK has not published a list of activity type names; the converter keeps Junction’s sport name.',
    },
    {field: 'sport.id', kind: 'dropped', reason: 'Junction’s number for the sport; ROOK names the activity type instead.'},
    {
      field: 'moving_time',
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: 'activity.intensity.active_seconds_int', convert: round}],
      judgement: 'Junction’s time spent active read as ROOK’s time in motion.',
    },
    {
      field: 'calories',
      kind: 'mapped',
      unit: 'kcal',
      targets: [{rook: 'calories.calories_expenditure_kcal_float'}],
      judgement: 'Junction does not say whether a workout’s calories include basal energy; the converter reads them as the total spent.',
    },
    {field: 'distance', kind: 'mapped', unit: 'metres', targets: [{rook: 'distance.traveled_distance_meters_float'}]},
    {field: 'steps', kind: 'mapped', unit: 'count', targets: [{rook: 'distance.steps_int', convert: round}]},
    {
      field: 'total_elevation_gain',
      kind: 'mapped',
      unit: 'metres',
      targets: [{rook: 'distance.elevation_gain_actual_altitude_meters_float'}],
    },
    {field: 'elev_high', kind: 'mapped', unit: 'metres', targets: [{rook: 'distance.elevation_maximum_altitude_meters_float'}]},
    {field: 'elev_low', kind: 'mapped', unit: 'metres', targets: [{rook: 'distance.elevation_minimum_altitude_meters_float'}]},
    {field: 'average_hr', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_avg_bpm_int', convert: round}]},
    {field: 'max_hr', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_maximum_bpm_int', convert: round}]},
    {field: 'hr_zones', kind: 'dropped', reason: 'ROOK’s heart-rate data has no time per heart-rate zone.'},
    {field: 'average_speed', kind: 'mapped', unit: 'm/s', targets: [{rook: 'movement.speed_avg_meters_per_second_float'}]},
    {field: 'max_speed', kind: 'mapped', unit: 'm/s', targets: [{rook: 'movement.speed_maximum_meters_per_second_float'}]},
    {field: 'average_watts', kind: 'mapped', unit: 'watts', targets: [{rook: 'power.power_avg_watts_float'}]},
    {field: 'max_watts', kind: 'mapped', unit: 'watts', targets: [{rook: 'power.power_maximum_watts_float'}]},
    {field: 'device_watts', kind: 'dropped', reason: 'ROOK keeps one average power, which average_watts gives.'},
    {field: 'weighted_average_watts', kind: 'dropped', reason: 'ROOK has no weighted average power.'},
    {field: 'map.summary_polyline', kind: 'mapped', targets: [{rook: 'position.position_polyline_map_data_summary_string'}]},
    ...sourceByProvider,
  ],
};

export const junction: Platform = {
  id: 'junction',
  name: 'Junction',
  tables: [sleep, activity, body, workout],
  unwrap: (payload) =>
    typeof payload.event_type === 'string' && payload.data && typeof payload.data === 'object' && !Array.isArray(payload.data)
      ? {record: payload.data as Record<string, unknown>, envelope: payload}
      : {record: payload, envelope: null},
};
