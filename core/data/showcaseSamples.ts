/**
 * Deterministic sample responses for the Showcase prototypes, shaped exactly
 * like the OpenAPI contract's schemas (tests/unit/showcase-samples.test.ts
 * validates each one against openapi/rook-api.yaml). Fixed dates and
 * numbers only: the server-rendered HTML must equal the first client render.
 */
import {dataSources} from './dataSources';
import type {
  AuthorizedDataSourceV2,
  BodySummaryDocument,
  DataSourceAuthorizer,
  HeartRateData,
  Message,
  OxygenationData,
  PhysicalSummaryDocument,
  SleepSummaryDocument,
  TemperatureData,
} from './showcaseSampleTypes';

export type * from './showcaseSampleTypes';

const sampleClientUuid = '6f1c2a9e-3b47-4d8e-9a05-2c7e81f4b6d3';
export const sampleUserId = 'sample-user-42';
/** "Today" in the prototypes. */
export const sampleToday = '2025-11-16';
/** When a "Sync now" in the prototype completes. */
export const sampleSyncTime = '2025-11-16T09:30:00Z';

/** Sample consent page address; example.com keeps it obviously fictional. */
function sampleAuthorizationUrl(slug: string): string {
  return `https://${slug}.example.com/oauth/authorize?client=rook-sandbox&state=${sampleUserId}`;
}

export function authorizerSample(authorizerName: string, slug: string, authorized: boolean): DataSourceAuthorizer {
  return {
    data_source: authorizerName,
    authorized,
    authorization_url: authorized ? null : sampleAuthorizationUrl(slug),
  };
}

function logoUrl(slug: string): string {
  return `https://assets.example.com/data-sources/${slug}.png`;
}

/** The v2 authorized-sources answer for a set of linked sources. */
export function authorizedSourcesSample(linked: ReadonlySet<string>): AuthorizedDataSourceV2[] {
  return dataSources.flatMap((s) => {
    const name = s.kind === 'api' ? s.authorizerName : s.revokeName;
    if (!name) return [];
    return [{data_source: name, authorized: linked.has(s.slug), image: logoUrl(s.slug)}];
  });
}

export function revokeSample(revokeName: string): Message {
  return {message: `${revokeName} authorization revoked for user ${sampleUserId}.`};
}

// --- Processed data: one week for the sample user --------------------------

/** The sample dates, oldest first; the last one is "today". */
export const sampleDates = ['2025-11-10', '2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14', '2025-11-15', sampleToday];

/** The sample user lives at UTC-06:00; daily summaries start at local midnight. */
const offset = '-06:00';
const at = (date: string, time: string) => `${date}T${time}:00.000000${offset}`;

function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function envelope<S extends string>(data_structure: S, document_version: number) {
  return {client_uuid: sampleClientUuid, user_id: sampleUserId, version: 2 as const, document_version, data_structure};
}

function metadata(date: string, sources: string[]) {
  return {datetime_string: at(date, '00:00'), sources_of_data_array: sources, user_id_string: sampleUserId};
}

function heartRate(avg: number | null, resting: number | null, min: number | null, max: number | null): HeartRateData {
  return {
    hr_maximum_bpm_int: max,
    hr_minimum_bpm_int: min,
    hr_avg_bpm_int: avg,
    hr_resting_bpm_int: resting,
    hrv_avg_rmssd_float: null,
    hrv_avg_sdnn_float: null,
    hr_granular_data_array: [],
    hrv_rmssd_granular_data_array: [],
    hrv_sdnn_granular_data_array: [],
  };
}

function oxygenation(avg: number | null): OxygenationData {
  return {
    saturation_avg_percentage_int: avg,
    saturation_minimum_percentage_int: null,
    saturation_maximum_percentage_int: null,
    vo2max_mL_per_min_per_kg_int: null,
    saturation_granular_data_array: [],
    vo2_granular_data_array: [],
  };
}

const noTemperature: TemperatureData = {
  temperature_minimum_object: null,
  temperature_avg_object: null,
  temperature_maximum_object: null,
  temperature_delta_object: null,
  temperature_granular_data_array: [],
};

// Per date: steps, kcal burned, active kcal, low / moderate / vigorous minutes, avg / resting / min / max bpm.
const physicalRows = [
  [8412, 2318, 520, 142, 38, 12, 74, 58, 51, 148],
  [10234, 2466, 648, 160, 46, 24, 76, 57, 50, 162],
  [6120, 2104, 372, 118, 22, 0, 71, 59, 52, 121],
  [11873, 2538, 711, 171, 52, 31, 78, 57, 49, 168],
  [9305, 2387, 566, 150, 41, 15, 75, 58, 51, 151],
  [12650, 2612, 789, 182, 58, 36, 79, 56, 49, 171],
  [4218, 1305, 251, 64, 18, 0, 72, 58, 52, 118],
] as const;

export const physicalSummaries: PhysicalSummaryDocument[] = sampleDates.map((date, i) => {
  const [steps, kcal, active, low, moderate, vigorous, avg, resting, min, max] = physicalRows[i]!;
  const activeSeconds = (low + moderate + vigorous) * 60;
  return {
    ...envelope('physical_summary', date === sampleToday ? 3 : 2),
    physical_health: {
      summary: {
        physical_summary: {
          metadata: metadata(date, ['Garmin', 'Apple Health']),
          activity: {
            active_seconds_int: activeSeconds,
            rest_seconds_int: 86400 - activeSeconds,
            low_intensity_seconds_int: low * 60,
            moderate_intensity_seconds_int: moderate * 60,
            vigorous_intensity_seconds_int: vigorous * 60,
            inactivity_seconds_int: null,
            continuous_inactive_periods_int: null,
            activity_level_granular_data_array: [],
          },
          calories: {
            calories_expenditure_kcal_float: kcal,
            calories_net_active_kcal_float: active,
            calories_basal_metabolic_rate_kcal_float: kcal - active,
          },
          distance: {
            steps_int: steps,
            active_steps_int: Math.round(steps * 0.8),
            walked_distance_meters_float: Math.round(steps * 0.74),
            traveled_distance_meters_float: Math.round(steps * 0.74),
            floors_climbed_float: null,
            elevation_avg_altitude_meters_float: null,
            elevation_minimum_altitude_meters_float: null,
            elevation_maximum_altitude_meters_float: null,
            elevation_gain_actual_altitude_meters_float: null,
            elevation_loss_actual_altitude_meters_float: null,
            steps_granular_data_array: [],
            traveled_distance_granular_data_array: [],
            floors_climbed_granular_data_array: [],
            elevation_granular_data_array: [],
          },
          heart_rate: heartRate(avg, resting, min, max),
          oxygenation: oxygenation(null),
          stress: {
            stress_avg_level_int: null,
            stress_maximum_level_int: null,
            stress_at_rest_duration_seconds_int: null,
            stress_duration_seconds_int: null,
            low_stress_duration_seconds_int: null,
            medium_stress_duration_seconds_int: null,
            high_stress_duration_seconds_int: null,
            stress_granular_data_array: [],
          },
          non_structured_data_array: [],
        },
      },
    },
  };
});

// Per night ending on the date: bed time (previous evening), wake time, deep / light / REM / awake minutes, efficiency, avg bpm.
const sleepRows = [
  ['23:05', '06:40', 82, 231, 96, 46, 89, 56],
  ['22:50', '06:35', 91, 238, 104, 32, 93, 55],
  ['23:40', '06:30', 64, 220, 88, 38, 90, 58],
  ['22:45', '06:50', 95, 246, 110, 34, 93, 54],
  ['23:20', '07:05', 88, 240, 101, 36, 92, 55],
  ['00:10', '07:45', 79, 235, 92, 49, 89, 57],
  ['22:55', '06:45', 93, 244, 107, 26, 94, 54],
] as const;

export const sleepSummaries: SleepSummaryDocument[] = sampleDates.map((date, i) => {
  const [bed, wake, deep, light, rem, awake, efficiency, avg] = sleepRows[i]!;
  // A bed time after midnight falls on the same date as the wake time.
  const bedDate = bed < '12:00' ? date : previousDay(date);
  const asleep = (deep + light + rem) * 60;
  return {
    ...envelope('sleep_summary', 1),
    sleep_health: {
      summary: {
        sleep_summary: {
          metadata: metadata(date, ['Garmin']),
          duration: {
            sleep_start_datetime_string: at(bedDate, bed),
            sleep_end_datetime_string: at(date, wake),
            sleep_date_string: date,
            sleep_duration_seconds_int: asleep,
            time_in_bed_seconds_int: asleep + awake * 60,
            light_sleep_duration_seconds_int: light * 60,
            rem_sleep_duration_seconds_int: rem * 60,
            deep_sleep_duration_seconds_int: deep * 60,
            time_to_fall_asleep_seconds_int: 600,
            time_awake_during_sleep_seconds_int: awake * 60,
            sleep_stages_granular_data_array: [],
          },
          scores: {
            sleep_efficiency_1_100_score_int: efficiency,
            sleep_quality_rating_1_5_score_int: null,
            sleep_continuity_1_5_score_int: null,
            sleep_goal_seconds_int: 28800,
          },
          heart_rate: heartRate(avg, avg - 4, avg - 8, avg + 14),
          breathing: {
            breaths_minimum_per_min_int: null,
            breaths_avg_per_min_int: 14,
            breaths_maximum_per_min_int: null,
            snoring_events_count_int: null,
            snoring_duration_total_seconds_int: null,
            breathing_granular_data_array: [],
          },
          oxygenation: oxygenation(96),
          temperature: noTemperature,
          non_structured_data_array: [],
        },
      },
    },
  };
});

// Per date: weight kg, systolic / diastolic mmHg (a morning reading on the Withings scale and cuff).
const bodyRows = [
  [78.4, 121, 79],
  [78.2, 118, 77],
  [78.5, 124, 81],
  [78.1, 119, 78],
  [77.9, 117, 76],
  [78.0, 122, 80],
  [77.8, 118, 77],
] as const;
const heightCm = 178;

export const bodySummaries: BodySummaryDocument[] = sampleDates.map((date, i) => {
  const [weight, systolic, diastolic] = bodyRows[i]!;
  return {
    ...envelope('body_summary', 1),
    body_health: {
      summary: {
        body_summary: {
          metadata: metadata(date, ['Withings']),
          body_metrics: {
            weight_kg_float: weight,
            height_cm_int: heightCm,
            bmi_float: Math.round((weight / (heightCm / 100) ** 2) * 10) / 10,
            fat_percentage_float: null,
            muscle_composition_percentage_float: null,
            water_composition_percentage_float: null,
            bone_composition_percentage_float: null,
            waist_circumference_cm_int: null,
            hip_circumference_cm_int: null,
            chest_circumference_cm_int: null,
            weight_granular_data_array: [],
          },
          blood_glucose: {blood_glucose_avg_mg_per_dL_int: null, blood_glucose_granular_data_array: []},
          blood_pressure: {
            blood_pressure_avg_object: {systolic_mmHg_int: systolic, diastolic_mmHg_int: diastolic},
            blood_pressure_granular_data_array: [],
          },
          heart_rate: heartRate(null, null, null, null),
          hydration: {water_total_consumption_mL_int: null, hydration_amount_granular_data_array: []},
          menstruation: {
            last_updated_datetime_string: null,
            period_start_date_string: null,
            cycle_day_int: null,
            cycle_length_days_int: null,
            predicted_cycle_length_days_int: null,
            current_phase_string: null,
            length_of_current_phase_days_int: null,
            days_until_next_phase_int: null,
            is_a_predicted_cycle_bool: null,
          },
          mood: {
            mood_minimum_scale_int: null,
            mood_avg_scale_int: null,
            mood_maximum_scale_int: null,
            mood_delta_scale_int: null,
            mood_granular_data_array: [],
          },
          nutrition: {
            food_name_string: null,
            calories_intake_kcal_float: null,
            protein_intake_g_float: null,
            carbohydrates_intake_g_float: null,
            sugar_intake_g_float: null,
            fiber_intake_g_float: null,
            fat_intake_g_float: null,
            saturated_fat_intake_g_float: null,
            trans_fat_intake_g_float: null,
            cholesterol_intake_mg_float: null,
            sodium_intake_mg_float: null,
            alcohol_intake_g_float: null,
          },
          oxygenation: oxygenation(null),
          temperature: noTemperature,
          non_structured_data_array: [],
        },
      },
    },
  };
});
