import type {ReactNode} from 'react';
import {bodySummaries, sampleDates} from '../../../../core/data/showcaseSamples';
import {bodyFor, weekEndingOn} from '../state/summaries';
import {formatNumber, formatShortDate} from '../format';
import LineChart from '../charts/LineChart';
import DocumentJson from './DocumentJson';
import StatList from './StatList';
import styles from './desktop.module.css';

/** Body measurements of the date and the weight trend before it. */
export default function BodyPanel({date}: {date: string}): ReactNode {
  const summary = bodyFor(date);
  if (!summary) return <p>No body summary for this date (the API answers 204).</p>;
  const {body_metrics: metrics, blood_pressure: bp} = summary;
  const week = weekEndingOn(date).flatMap((d) => {
    const w = bodyFor(d)?.body_metrics.weight_kg_float;
    return w == null
      ? []
      : [{label: formatShortDate(d), axisLabel: d.slice(8).replace(/^0/, ''), value: w, display: `${formatNumber(w, 1)} kg`}];
  });
  const first = week[0]!;
  const last = week[week.length - 1]!;
  const change = last.value - first.value;
  const pressure = bp.blood_pressure_avg_object;
  return (
    <section className={styles.card} aria-labelledby="showcase-body">
      <h3 id="showcase-body">Body</h3>
      <StatList
        items={[
          ['Weight', metrics.weight_kg_float == null ? '–' : `${formatNumber(metrics.weight_kg_float, 1)} kg`],
          ['BMI', metrics.bmi_float == null ? '–' : formatNumber(metrics.bmi_float, 1)],
          ['Blood pressure', pressure ? `${pressure.systolic_mmHg_int}/${pressure.diastolic_mmHg_int} mmHg` : '–'],
        ]}
      />
      <LineChart
        title={`Weight, ${first.label} to ${last.label}`}
        summary={`${last.display} on ${last.label} (the larger point), ${change <= 0 ? 'down' : 'up'} ${formatNumber(Math.abs(change), 1)} kg from ${first.label}.`}
        columns={['Date', 'Weight']}
        rows={week}
        highlight={week.length - 1}
        slots={7}
      />
      <DocumentJson schema="BodySummaryDocument" doc={bodySummaries[sampleDates.indexOf(date)]} />
    </section>
  );
}
