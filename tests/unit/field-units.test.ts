import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {fieldRows, unitOf} from '../../core/contract/model/fields';

describe('units read from field names', () => {
  it('word the units ROOK names carry', () => {
    expect(unitOf('hr_avg_bpm_int')).toBe('bpm');
    expect(unitOf('calories_intake_kcal_float')).toBe('kcal');
    expect(unitOf('blood_glucose_mg_per_dL_int')).toBe('mg/dL');
    expect(unitOf('speed_avg_meters_per_second_float')).toBe('m/s');
    expect(unitOf('vo2max_mL_per_min_per_kg_int')).toBe('mL/kg/min');
    expect(unitOf('hydration_amount_mL_int')).toBe('mL');
    expect(unitOf('fat_intake_g_float')).toBe('g');
    expect(unitOf('weight_kg_float')).toBe('kg');
    expect(unitOf('saturation_avg_percentage_int')).toBe('%');
    expect(unitOf('interval_duration_seconds_float')).toBe('s');
  });

  it('leave unitless values and non-numeric fields alone', () => {
    for (const name of [
      'steps_int',
      'mood_scale_int',
      'stress_score_int',
      'hrv_rmssd_float',
      'sleep_efficiency_1_100_score_int',
      'datetime_string',
      'seconds',
    ]) {
      expect(unitOf(name), name).toBeUndefined();
    }
  });

  it('give every numeric field of the contract whose name ends in a unit word a unit', async () => {
    const {model} = await loadContract();
    const unitWords =
      /_(bpm|kcal|kilojoules|meters|seconds|percentage|celsius|mmHg|watts|rpm|days|deg|mL|mg|kg|cm|g|dL|km|min)_(int|float)$/;
    const missing = model.schemas
      .flatMap((schema) => fieldRows(schema.schema))
      .filter((row) => unitWords.test(row.name) && !unitOf(row.name))
      .map((row) => row.name);
    expect([...new Set(missing)]).toEqual([]);
  });
});
