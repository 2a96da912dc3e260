/**
 * TypeScript shapes of the contract schemas the Showcase samples use
 * (openapi/rook-api.yaml). tests/unit/showcase-samples.test.ts checks the
 * samples against the contract itself, so a drift shows up there.
 */
/** Contract schema DataSourceAuthorizer: answer of the single-source authorizer endpoint. */
export interface DataSourceAuthorizer {
  data_source: string;
  authorized: boolean;
  authorization_url: string | null;
}

/** Contract schema AuthorizedDataSourceV2: one entry of the v2 authorized-sources list. */
export interface AuthorizedDataSourceV2 {
  data_source: string;
  authorized: boolean;
  image: string;
}

/** Contract schema Message: the revoke endpoint's answer. */
export interface Message {
  message: string;
}

// --- Processed-data documents ---------------------------------------------
// Types follow the contract's data areas. A field is null when no linked
// source measured it; granular arrays are left empty in these samples.

type Num = number | null;
type Fields<K extends string> = Record<K, Num>;

interface Metadata {
  datetime_string: string;
  sources_of_data_array: string[];
  user_id_string: string;
}

interface TemperatureMeasurement {
  temperature_celsius_float: number;
  measurement_type: 'core' | 'skin' | 'ambient';
}

type ActivityData = Fields<
  | 'active_seconds_int'
  | 'rest_seconds_int'
  | 'low_intensity_seconds_int'
  | 'moderate_intensity_seconds_int'
  | 'vigorous_intensity_seconds_int'
  | 'inactivity_seconds_int'
  | 'continuous_inactive_periods_int'
> & {activity_level_granular_data_array: []};
type CaloriesData = Fields<
  'calories_expenditure_kcal_float' | 'calories_net_active_kcal_float' | 'calories_basal_metabolic_rate_kcal_float'
>;
type DistanceData = Fields<
  | 'steps_int'
  | 'active_steps_int'
  | 'walked_distance_meters_float'
  | 'traveled_distance_meters_float'
  | 'floors_climbed_float'
  | 'elevation_avg_altitude_meters_float'
  | 'elevation_minimum_altitude_meters_float'
  | 'elevation_maximum_altitude_meters_float'
  | 'elevation_gain_actual_altitude_meters_float'
  | 'elevation_loss_actual_altitude_meters_float'
> &
  Record<
    | 'steps_granular_data_array'
    | 'traveled_distance_granular_data_array'
    | 'floors_climbed_granular_data_array'
    | 'elevation_granular_data_array',
    []
  >;
export type HeartRateData = Fields<
  'hr_maximum_bpm_int' | 'hr_minimum_bpm_int' | 'hr_avg_bpm_int' | 'hr_resting_bpm_int' | 'hrv_avg_rmssd_float' | 'hrv_avg_sdnn_float'
> &
  Record<'hr_granular_data_array' | 'hrv_rmssd_granular_data_array' | 'hrv_sdnn_granular_data_array', []>;
export type OxygenationData = Fields<
  | 'saturation_avg_percentage_int'
  | 'saturation_minimum_percentage_int'
  | 'saturation_maximum_percentage_int'
  | 'vo2max_mL_per_min_per_kg_int'
> &
  Record<'saturation_granular_data_array' | 'vo2_granular_data_array', []>;
type StressData = Fields<
  | 'stress_avg_level_int'
  | 'stress_maximum_level_int'
  | 'stress_at_rest_duration_seconds_int'
  | 'stress_duration_seconds_int'
  | 'low_stress_duration_seconds_int'
  | 'medium_stress_duration_seconds_int'
  | 'high_stress_duration_seconds_int'
> & {stress_granular_data_array: []};
type SleepDurationData = {sleep_start_datetime_string: string; sleep_end_datetime_string: string; sleep_date_string: string} & Fields<
  | 'sleep_duration_seconds_int'
  | 'time_in_bed_seconds_int'
  | 'light_sleep_duration_seconds_int'
  | 'rem_sleep_duration_seconds_int'
  | 'deep_sleep_duration_seconds_int'
  | 'time_to_fall_asleep_seconds_int'
  | 'time_awake_during_sleep_seconds_int'
> & {sleep_stages_granular_data_array: []};
type SleepScores = Fields<
  'sleep_efficiency_1_100_score_int' | 'sleep_quality_rating_1_5_score_int' | 'sleep_continuity_1_5_score_int' | 'sleep_goal_seconds_int'
>;
type BreathingData = Fields<
  | 'breaths_minimum_per_min_int'
  | 'breaths_avg_per_min_int'
  | 'breaths_maximum_per_min_int'
  | 'snoring_events_count_int'
  | 'snoring_duration_total_seconds_int'
> & {breathing_granular_data_array: []};
export type TemperatureData = Record<
  'temperature_minimum_object' | 'temperature_avg_object' | 'temperature_maximum_object' | 'temperature_delta_object',
  TemperatureMeasurement | null
> & {temperature_granular_data_array: []};
type BodyMetricsData = Fields<
  | 'weight_kg_float'
  | 'height_cm_int'
  | 'bmi_float'
  | 'fat_percentage_float'
  | 'muscle_composition_percentage_float'
  | 'water_composition_percentage_float'
  | 'bone_composition_percentage_float'
  | 'waist_circumference_cm_int'
  | 'hip_circumference_cm_int'
  | 'chest_circumference_cm_int'
> & {weight_granular_data_array: []};

export interface PhysicalSummary {
  metadata: Metadata;
  activity: ActivityData;
  calories: CaloriesData;
  distance: DistanceData;
  heart_rate: HeartRateData;
  oxygenation: OxygenationData;
  stress: StressData;
  non_structured_data_array: [];
}

export interface SleepSummary {
  metadata: Metadata;
  duration: SleepDurationData;
  scores: SleepScores;
  heart_rate: HeartRateData;
  breathing: BreathingData;
  oxygenation: OxygenationData;
  temperature: TemperatureData;
  non_structured_data_array: [];
}

export interface BodySummary {
  metadata: Metadata;
  body_metrics: BodyMetricsData;
  blood_glucose: {blood_glucose_avg_mg_per_dL_int: Num; blood_glucose_granular_data_array: []};
  blood_pressure: {
    blood_pressure_avg_object: {systolic_mmHg_int: number; diastolic_mmHg_int: number} | null;
    blood_pressure_granular_data_array: [];
  };
  heart_rate: HeartRateData;
  hydration: {water_total_consumption_mL_int: Num; hydration_amount_granular_data_array: []};
  menstruation: Fields<
    | 'cycle_day_int'
    | 'cycle_length_days_int'
    | 'predicted_cycle_length_days_int'
    | 'length_of_current_phase_days_int'
    | 'days_until_next_phase_int'
  > & {last_updated_datetime_string: null; period_start_date_string: null; current_phase_string: null; is_a_predicted_cycle_bool: null};
  mood: Fields<'mood_minimum_scale_int' | 'mood_avg_scale_int' | 'mood_maximum_scale_int' | 'mood_delta_scale_int'> & {
    mood_granular_data_array: [];
  };
  nutrition: Fields<
    | 'calories_intake_kcal_float'
    | 'protein_intake_g_float'
    | 'carbohydrates_intake_g_float'
    | 'sugar_intake_g_float'
    | 'fiber_intake_g_float'
    | 'fat_intake_g_float'
    | 'saturated_fat_intake_g_float'
    | 'trans_fat_intake_g_float'
    | 'cholesterol_intake_mg_float'
    | 'sodium_intake_mg_float'
    | 'alcohol_intake_g_float'
  > & {food_name_string: string | null};
  oxygenation: OxygenationData;
  temperature: TemperatureData;
  non_structured_data_array: [];
}

interface Envelope<S extends string> {
  client_uuid: string;
  user_id: string;
  version: 2;
  document_version: number;
  data_structure: S;
}

export type PhysicalSummaryDocument = Envelope<'physical_summary'> & {physical_health: {summary: {physical_summary: PhysicalSummary}}};
export type SleepSummaryDocument = Envelope<'sleep_summary'> & {sleep_health: {summary: {sleep_summary: SleepSummary}}};
export type BodySummaryDocument = Envelope<'body_summary'> & {body_health: {summary: {body_summary: BodySummary}}};
