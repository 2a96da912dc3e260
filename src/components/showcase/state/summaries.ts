/**
 * Reads the sample summary documents the way a client would read the API's
 * answers: by date, through the documented nesting.
 */
import {
  bodySummaries,
  physicalSummaries,
  sampleDates,
  sleepSummaries,
  type BodySummary,
  type PhysicalSummary,
  type SleepSummary,
} from '../../../../core/data/showcaseSamples';

const dateOf = (datetime: string) => datetime.slice(0, 10);

export function physicalFor(date: string): PhysicalSummary | undefined {
  return physicalSummaries.map((d) => d.physical_health.summary.physical_summary).find((s) => dateOf(s.metadata.datetime_string) === date);
}

export function sleepFor(date: string): SleepSummary | undefined {
  return sleepSummaries.map((d) => d.sleep_health.summary.sleep_summary).find((s) => s.duration.sleep_date_string === date);
}

export function bodyFor(date: string): BodySummary | undefined {
  return bodySummaries.map((d) => d.body_health.summary.body_summary).find((s) => dateOf(s.metadata.datetime_string) === date);
}

/** Steps and calories burned on a date, or null when the summary lacks them. */
export function dailyTotals(date: string): {steps: number; calories: number} | null {
  const summary = physicalFor(date);
  const steps = summary?.distance.steps_int;
  const calories = summary?.calories.calories_expenditure_kcal_float;
  return steps != null && calories != null ? {steps, calories} : null;
}

/** The sample dates up to and including `date`, at most `days` of them. */
export function weekEndingOn(date: string, days = 7): string[] {
  const end = sampleDates.indexOf(date);
  if (end < 0) throw new Error(`Showcase: no sample data for ${date}.`);
  return sampleDates.slice(Math.max(0, end - days + 1), end + 1);
}
