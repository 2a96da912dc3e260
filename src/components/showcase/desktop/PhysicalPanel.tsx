import type {ReactNode} from 'react';
import {physicalSummaries, sampleDates} from '../../../../core/data/showcaseSamples';
import {physicalFor, weekEndingOn} from '../state/summaries';
import {formatNumber, formatShortDate} from '../format';
import BarChart from '../charts/BarChart';
import HBarChart from '../charts/HBarChart';
import DocumentJson from './DocumentJson';
import StatList from './StatList';
import styles from './desktop.module.css';

const dash = '–';
const num = (v: number | null, unit = '') => (v == null ? dash : `${formatNumber(v)}${unit}`);

/** Physical summary of one date: totals, the week's steps and time by intensity. */
export default function PhysicalPanel({date}: {date: string}): ReactNode {
  const summary = physicalFor(date);
  if (!summary) return <p>No physical summary for this date (the API answers 204).</p>;
  const week = weekEndingOn(date).map((d) => ({d, steps: physicalFor(d)?.distance.steps_int ?? 0}));
  const stepRows = week.map(({d, steps}) => ({
    label: formatShortDate(d),
    axisLabel: d.slice(8).replace(/^0/, ''),
    value: steps,
    display: formatNumber(steps),
  }));
  const top = week.reduce((a, b) => (b.steps > a.steps ? b : a));
  const {activity, calories, distance, heart_rate: hr} = summary;
  const minutes = (s: number | null) => Math.round((s ?? 0) / 60);
  const intensity = [
    ['Low', minutes(activity.low_intensity_seconds_int)],
    ['Moderate', minutes(activity.moderate_intensity_seconds_int)],
    ['Vigorous', minutes(activity.vigorous_intensity_seconds_int)],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="showcase-physical">
      <h3 id="showcase-physical">Physical</h3>
      <StatList
        items={[
          ['Steps', num(distance.steps_int)],
          ['Calories burned', num(calories.calories_expenditure_kcal_float, ' kcal')],
          ['Active calories', num(calories.calories_net_active_kcal_float, ' kcal')],
          [
            'Distance',
            distance.walked_distance_meters_float == null ? dash : `${formatNumber(distance.walked_distance_meters_float / 1000, 1)} km`,
          ],
          ['Resting heart rate', num(hr.hr_resting_bpm_int, ' bpm')],
        ]}
      />
      <div className={styles.charts}>
        <BarChart
          title={`Steps per day, ${stepRows[0]!.label} to ${formatShortDate(date)}`}
          summary={`${formatNumber(distance.steps_int ?? 0)} steps on ${formatShortDate(date)} (the bold bar); the most in these days was ${formatNumber(top.steps)} on ${formatShortDate(top.d)}.`}
          columns={['Date', 'Steps']}
          rows={stepRows}
          highlight={stepRows.length - 1}
          slots={7}
        />
        <HBarChart
          title={`Time by intensity, ${formatShortDate(date)}`}
          summary={intensity.map(([label, m]) => `${label} ${m} min`).join(', ') + '.'}
          columns={['Intensity', 'Minutes']}
          rows={intensity.map(([label, m]) => ({label, value: m, display: `${m} min`}))}
        />
      </div>
      <DocumentJson schema="PhysicalSummaryDocument" doc={physicalSummaries[sampleDates.indexOf(date)]} />
    </section>
  );
}
