import {useId, type ReactNode} from 'react';
import styles from './charts.module.css';

export interface ChartRow {
  label: string;
  value: number;
  /** Shown in the table instead of the raw number. */
  display: string;
  /** Shorter label under the bar or point, when the full one does not fit. */
  axisLabel?: string;
}

interface Props {
  title: string;
  /** One-sentence summary: the chart's text alternative. */
  summary: string;
  columns: [string, string];
  rows: readonly ChartRow[];
  /** Draws the SVG; gets the ids that label it. */
  children: (ids: {titleId: string; descId: string}) => ReactNode;
}

/**
 * A chart with everything a reader without sight of it needs: a caption, a
 * summary tied to the SVG, and the numbers as a table.
 */
/** Props shared by the time-series charts (one bar or point per day). */
export interface SeriesChartProps {
  title: string;
  summary: string;
  columns: [string, string];
  rows: readonly ChartRow[];
  /** Index of the row to emphasise (the chosen date), if any. */
  highlight?: number;
  /** Number of slots: fixed so the chart keeps its layout when fewer rows exist. */
  slots: number;
}

export default function ChartFigure({title, summary, columns, rows, children}: Props): ReactNode {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <p id={descId} className={styles.summary}>
        {summary}
      </p>
      <div className={styles.canvas}>{children({titleId, descId})}</div>
      <details className={styles.details}>
        <summary>Data table: {title}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
