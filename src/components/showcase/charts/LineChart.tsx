import type {ReactNode} from 'react';
import ChartFigure, {type SeriesChartProps} from './ChartFigure';
import styles from './charts.module.css';

type Props = SeriesChartProps;

const width = 360;
const height = 200;
const pad = {top: 16, right: 12, bottom: 28, left: 44};

/** A line through the rows' values; the axis spans their range with some margin. */
export default function LineChart({title, summary, columns, rows, highlight, slots}: Props): ReactNode {
  const values = rows.map((r) => r.value);
  const lo = Math.floor(Math.min(...values) - 1);
  const hi = Math.ceil(Math.max(...values) + 1);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (plotW / slots) * (i + 0.5);
  const y = (v: number) => pad.top + plotH - ((v - lo) / (hi - lo)) * plotH;
  const points = rows.map((r, i) => `${x(i)},${y(r.value)}`).join(' ');
  return (
    <ChartFigure title={title} summary={summary} columns={columns} rows={rows}>
      {({titleId, descId}) => (
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className={styles.svg}>
          {[lo, hi].map((tick) => (
            <g key={tick}>
              <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={pad.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
                {tick}
              </text>
            </g>
          ))}
          <polyline points={points} className={styles.line} />
          {rows.map((row, i) => (
            <g key={row.label}>
              <circle cx={x(i)} cy={y(row.value)} r={i === highlight ? 6 : 4} className={i === highlight ? styles.dotStrong : styles.dot} />
              <text x={x(i)} y={height - 10} textAnchor="middle" className={i === highlight ? styles.tickStrong : styles.tick}>
                {row.axisLabel ?? row.label}
              </text>
            </g>
          ))}
        </svg>
      )}
    </ChartFigure>
  );
}
