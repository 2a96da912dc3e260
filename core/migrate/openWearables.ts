import type {FieldRow, Platform, PayloadTable} from './types';
import {atOffset, localDateOf, minutesToSeconds, offsetSeconds, round, sourceName} from './units';

/**
 * Open Wearables: the webhook events its webhooks guide documents that have a
 * ROOK counterpart (a saved sleep, a saved workout, a batch of heart-rate
 * samples). Every event is `{type, data}`; its times already carry the
 * user's offset (`zone_offset`).
 */

const citation = {
  document: 'Open Wearables’ webhooks guide (docs/api-reference/guides/webhooks.mdx), payload reference',
  url: 'https://github.com/the-momentum/open-wearables/blob/8dcb85a51548cd30bb7febeda7d4913e8a178d6f/docs/api-reference/guides/webhooks.mdx',
  date: '2026-07-14',
};

const zoneOf = (record: Record<string, unknown>): number | null => offsetSeconds(record.zone_offset);
/** A time Open Wearables wrote at the user's offset, rewritten in ROOK's format at the same offset. */
const local = (v: unknown, r: Record<string, unknown>): string | null => atOffset(v, zoneOf(r));

const envelope: FieldRow[] = [
  {field: 'type', kind: 'applied', note: 'Chooses the ROOK structure; ROOK names it in data_structure.'},
  {field: 'data', kind: 'applied', note: 'Holds the record the table converts.'},
];

const session: FieldRow[] = [
  {
    field: 'id',
    kind: 'dropped',
    reason:
      'Open Wearables’ record ID. ROOK keys a document by user, structure and metadata.datetime_string, and counts its updates in document_version.',
  },
  {
    field: 'user_id',
    kind: 'mapped',
    targets: [{rook: 'metadata.user_id_string'}],
    judgement:
      'Open Wearables’ user_id is its own UUID for the user; ROOK’s user_id is the ID you give ROOK. The converter keeps it unless you give your own.',
  },
  {field: 'zone_offset', kind: 'applied', note: 'The ±HH:MM offset of every ROOK timestamp.'},
  {
    field: 'source.provider',
    kind: 'mapped',
    targets: [{rook: 'metadata.sources_of_data_array', conversion: 'a list of one name, capitalised', convert: sourceName}],
    judgement: 'ROOK writes source names capitalised (Oura, Garmin); the converter capitalises Open Wearables’ lower-case provider.',
  },
  {field: 'source.device', kind: 'dropped', reason: 'ROOK names the source of the data (sources_of_data_array), not the device.'},
];

const sleep: PayloadTable = {
  id: 'open-wearables-sleep',
  platform: 'open-wearables',
  kind: 'sleep',
  title: 'sleep.created',
  structure: 'sleep_summary',
  citation,
  envelope,
  dayAttribution:
    'Open Wearables sends a sleep with its start and end at the user’s offset and no date of its own. The ROOK document files it under the local date it ended.',
  matches: (_record, env) => env?.type === 'sleep.created',
  rows: [
    ...session,
    {
      field: 'start_time',
      kind: 'mapped',
      targets: [
        {rook: 'duration.sleep_start_datetime_string', convert: local},
        {rook: 'metadata.datetime_string', convert: local},
      ],
    },
    {
      field: 'end_time',
      kind: 'mapped',
      targets: [
        {rook: 'duration.sleep_end_datetime_string', convert: local},
        {rook: 'duration.sleep_date_string', conversion: 'the local date of the end', convert: (v) => localDateOf(v)},
      ],
      judgement:
        'ROOK has not published whether sleep_date_string is the day the user fell asleep or woke up; the converter takes the day the sleep ended.',
    },
    {
      field: 'duration_seconds',
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: 'duration.time_in_bed_seconds_int', convert: round}],
      judgement: 'In Open Wearables’ example it equals end minus start, so it is read as time in bed rather than time asleep.',
    },
    {
      field: 'efficiency_percent',
      kind: 'mapped',
      unit: 'percent',
      targets: [{rook: 'scores.sleep_efficiency_1_100_score_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {
      field: 'stages.deep_minutes',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'duration.deep_sleep_duration_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
    },
    {
      field: 'stages.rem_minutes',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'duration.rem_sleep_duration_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
    },
    {
      field: 'stages.light_minutes',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'duration.light_sleep_duration_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
    },
    {
      field: 'stages.awake_minutes',
      kind: 'mapped',
      unit: 'minutes',
      targets: [
        {
          rook: 'duration.time_awake_during_sleep_seconds_int',
          conversion: 'minutes × 60',
          convert: minutesToSeconds,
        },
      ],
    },
    {field: 'is_nap', kind: 'dropped', reason: 'ROOK has no nap flag; a date can hold several sleep summaries.'},
  ],
};

const workout: PayloadTable = {
  id: 'open-wearables-workout',
  platform: 'open-wearables',
  kind: 'workout',
  title: 'workout.created',
  structure: 'activity_event',
  citation,
  envelope,
  dayAttribution:
    'Both platforms place a workout by its start time at the user’s offset; the ROOK event’s metadata.datetime_string is the start.',
  matches: (_record, env) => env?.type === 'workout.created',
  rows: [
    ...session,
    {
      field: 'type',
      kind: 'mapped',
      targets: [{rook: 'activity.activity_type_name_string'}],
      judgement: 'ROOK has not published a list of activity type names; the converter keeps Open Wearables’ name.',
    },
    {
      field: 'start_time',
      kind: 'mapped',
      targets: [
        {rook: 'activity.activity_start_datetime_string', convert: local},
        {rook: 'metadata.datetime_string', convert: local},
      ],
    },
    {field: 'end_time', kind: 'mapped', targets: [{rook: 'activity.activity_end_datetime_string', convert: local}]},
    {
      field: 'duration_seconds',
      kind: 'mapped',
      unit: 'seconds',
      targets: [{rook: 'activity.activity_duration_seconds_int', convert: round}],
    },
    {
      field: 'calories_kcal',
      kind: 'mapped',
      unit: 'kcal',
      targets: [{rook: 'calories.calories_expenditure_kcal_float'}],
      judgement:
        'Open Wearables does not say whether a workout’s calories include basal energy; the converter reads them as the total spent.',
    },
    {field: 'distance_meters', kind: 'mapped', unit: 'metres', targets: [{rook: 'distance.traveled_distance_meters_float'}]},
    {field: 'avg_heart_rate_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_avg_bpm_int', convert: round}]},
    {field: 'max_heart_rate_bpm', kind: 'mapped', unit: 'bpm', targets: [{rook: 'heart_rate.hr_maximum_bpm_int', convert: round}]},
    {
      field: 'avg_pace_sec_per_km',
      kind: 'mapped',
      unit: 'seconds per km',
      targets: [
        {rook: 'movement.pace_avg_min_per_km_float', conversion: 'seconds ÷ 60', convert: (v) => (typeof v === 'number' ? v / 60 : null)},
      ],
    },
    {
      field: 'elevation_gain_meters',
      kind: 'mapped',
      unit: 'metres',
      targets: [{rook: 'distance.elevation_gain_actual_altitude_meters_float'}],
    },
  ],
};

const heartRate: PayloadTable = {
  id: 'open-wearables-heart-rate',
  platform: 'open-wearables',
  kind: 'heart_rate',
  title: 'heart_rate.created (series_type heart_rate)',
  structure: 'heart_rate_event',
  citation,
  envelope,
  dayAttribution:
    'Open Wearables sends one batch of samples per sync; the ROOK event is placed at the batch’s start, each sample at its own time.',
  // The same event type also carries resting and walking heart rate, which ROOK's heart-rate events do not hold.
  matches: (record, env) => env?.type === 'heart_rate.created' && record.series_type === 'heart_rate',
  rows: [
    {
      field: 'user_id',
      kind: 'mapped',
      targets: [{rook: 'metadata.user_id_string'}],
      judgement:
        'Open Wearables’ user_id is its own UUID for the user; ROOK’s user_id is the ID you give ROOK. The converter keeps it unless you give your own.',
    },
    {
      field: 'provider',
      kind: 'mapped',
      targets: [{rook: 'metadata.sources_of_data_array', conversion: 'a list of one name, capitalised', convert: sourceName}],
      judgement: 'ROOK writes source names capitalised (Oura, Garmin); the converter capitalises Open Wearables’ lower-case provider.',
    },
    {
      field: 'series_type',
      kind: 'applied',
      note: 'Chooses heart-rate samples (hr_bpm_int); other series of this event type have no ROOK heart-rate field.',
    },
    {field: 'sample_count', kind: 'dropped', reason: 'ROOK sends the samples without a count; count hr_granular_data_array.'},
    {
      field: 'start_time',
      kind: 'mapped',
      targets: [
        {
          rook: 'metadata.datetime_string',
          conversion: 'rewritten at its own offset',
          convert: (v) => atOffset(v, offsetSeconds(typeof v === 'string' ? v.slice(-6) : null)),
        },
      ],
      judgement:
        'ROOK has not published which moment a heart-rate event’s datetime_string carries; the converter takes the first sample’s time.',
    },
    {field: 'end_time', kind: 'dropped', reason: 'The last sample’s datetime_string gives the end; ROOK’s event has no end field.'},
    {
      field: 'samples[].timestamp',
      kind: 'mapped',
      targets: [
        {
          rook: 'heart_rate.hr_granular_data_array[].datetime_string',
          conversion: 'rewritten at its own offset',
          convert: (v) => atOffset(v, offsetSeconds(typeof v === 'string' ? v.slice(-6) : null)),
        },
      ],
    },
    {field: 'samples[].zone_offset', kind: 'applied', note: 'The same offset the timestamp carries.'},
    {field: 'samples[].type', kind: 'dropped', reason: 'Repeats series_type.'},
    {
      field: 'samples[].value',
      kind: 'mapped',
      unit: 'bpm (samples[].unit)',
      targets: [{rook: 'heart_rate.hr_granular_data_array[].hr_bpm_int', conversion: 'rounded to a whole number', convert: round}],
    },
    {field: 'samples[].unit', kind: 'applied', note: 'bpm, the unit ROOK’s hr_bpm_int names.'},
    {field: 'samples[].source.provider', kind: 'dropped', reason: 'Repeats provider, which the event’s sources_of_data_array names.'},
    {field: 'samples[].source.device', kind: 'dropped', reason: 'ROOK names the source of the data, not the device.'},
    {
      field: 'samples[].is_daily_total',
      kind: 'dropped',
      reason: 'Open Wearables says it applies to additive series only; heart rate is not one.',
    },
    {field: 'chunk_index', kind: 'dropped', reason: 'Open Wearables splits large batches; ROOK sends each event whole.'},
    {field: 'total_chunks', kind: 'dropped', reason: 'Open Wearables splits large batches; ROOK sends each event whole.'},
  ],
};

export const openWearables: Platform = {
  id: 'open-wearables',
  name: 'Open Wearables',
  tables: [sleep, workout, heartRate],
  unwrap: (payload) =>
    typeof payload.type === 'string' && payload.data && typeof payload.data === 'object' && !Array.isArray(payload.data)
      ? {record: payload.data as Record<string, unknown>, envelope: payload}
      : {record: payload, envelope: null},
};
