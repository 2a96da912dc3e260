import type {ReactNode} from 'react';
import ChartFigure, {type ChartRow} from './ChartFigure';
import {niceMax} from './scale';
import styles from './charts.module.css';

interface Props {
  title: string;
  summary: string;
  columns: [string, string];
  rows: readonly ChartRow[];
}

const width = 360;
const rowH = 34;
const pad = {top: 8, right: 84, bottom: 8, left: 84};

/** Horizontal bars with their values written at the end, for a few named parts. */
export default function HBarChart({title, summary, columns, rows}: Props): ReactNode {
  const max = niceMax(Math.max(0, ...rows.map((r) => r.value)));
  const height = pad.top + pad.bottom + rowH * rows.length;
  const plotW = width - pad.left - pad.right;
  return (
    <ChartFigure title={title} summary={summary} columns={columns} rows={rows}>
      {({titleId, descId}) => (
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className={styles.svg}>
          {rows.map((row, i) => {
            const y = pad.top + i * rowH;
            const w = (row.value / max) * plotW;
            return (
              <g key={row.label}>
                <text x={pad.left - 8} y={y + rowH / 2 + 4} textAnchor="end" className={styles.tick}>
                  {row.axisLabel ?? row.label}
                </text>
                <rect x={pad.left} y={y + 6} width={Math.max(0, w)} height={rowH - 12} className={styles.bar} />
                <text x={pad.left + w + 6} y={y + rowH / 2 + 4} className={styles.tick}>
                  {row.display}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
