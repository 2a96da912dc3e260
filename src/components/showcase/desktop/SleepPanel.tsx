import type {ReactNode} from 'react';
import {sampleDates, sleepSummaries} from '../../../../core/data/showcaseSamples';
import {sleepFor} from '../state/summaries';
import {formatDuration, formatShortDate, formatTime} from '../format';
import HBarChart from '../charts/HBarChart';
import DocumentJson from './DocumentJson';
import StatList from './StatList';
import styles from './desktop.module.css';

/** The night that ended on the date: timing, scores and stages. */
export default function SleepPanel({date}: {date: string}): ReactNode {
  const summary = sleepFor(date);
  if (!summary) return <p>No sleep summary for this date (the API answers 204).</p>;
  const {duration, scores, heart_rate: hr} = summary;
  const stages = [
    ['Deep', duration.deep_sleep_duration_seconds_int],
    ['Light', duration.light_sleep_duration_seconds_int],
    ['REM', duration.rem_sleep_duration_seconds_int],
    ['Awake', duration.time_awake_during_sleep_seconds_int],
  ] as const;
  const rows = stages.map(([label, s]) => ({label, value: Math.round((s ?? 0) / 60), display: formatDuration(s ?? 0)}));
  return (
    <section className={styles.card} aria-labelledby="showcase-sleep">
      <h3 id="showcase-sleep">Sleep</h3>
      <StatList
        items={[
          ['Asleep', duration.sleep_duration_seconds_int == null ? '–' : formatDuration(duration.sleep_duration_seconds_int)],
          ['In bed', `${formatTime(duration.sleep_start_datetime_string)}–${formatTime(duration.sleep_end_datetime_string)} local time`],
          ['Efficiency', scores.sleep_efficiency_1_100_score_int == null ? '–' : `${scores.sleep_efficiency_1_100_score_int} / 100`],
          ['Average heart rate', hr.hr_avg_bpm_int == null ? '–' : `${hr.hr_avg_bpm_int} bpm`],
        ]}
      />
      <HBarChart
        title={`Sleep stages, night to ${formatShortDate(date)}`}
        summary={rows.map((r) => `${r.label} ${r.display}`).join(', ') + '.'}
        columns={['Stage', 'Time']}
        rows={rows}
      />
      <DocumentJson schema="SleepSummaryDocument" doc={sleepSummaries[sampleDates.indexOf(date)]} />
    </section>
  );
}
