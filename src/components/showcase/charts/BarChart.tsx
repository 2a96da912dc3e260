import type {ReactNode} from 'react';
import ChartFigure, {type SeriesChartProps} from './ChartFigure';
import {niceMax} from './scale';
import styles from './charts.module.css';

type Props = SeriesChartProps;

const width = 360;
const height = 200;
const pad = {top: 16, right: 8, bottom: 28, left: 44};

/** Vertical bars, one per row, with a zero-based axis. */
export default function BarChart({title, summary, columns, rows, highlight, slots}: Props): ReactNode {
  const max = niceMax(Math.max(0, ...rows.map((r) => r.value)));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / slots;
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  return (
    <ChartFigure title={title} summary={summary} columns={columns} rows={rows}>
      {({titleId, descId}) => (
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className={styles.svg}>
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={pad.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
                {tick >= 1000 ? `${tick / 1000}k` : tick}
              </text>
            </g>
          ))}
          {rows.map((row, i) => {
            const x = pad.left + slot * i + slot * 0.15;
            const emphasis = i === highlight;
            return (
              <g key={row.label}>
                <rect
                  x={x}
                  y={y(row.value)}
                  width={slot * 0.7}
                  height={Math.max(0, pad.top + plotH - y(row.value))}
                  className={emphasis ? styles.barStrong : styles.bar}
                />
                <text x={x + slot * 0.35} y={height - 10} textAnchor="middle" className={emphasis ? styles.tickStrong : styles.tick}>
                  {row.axisLabel ?? row.label}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
