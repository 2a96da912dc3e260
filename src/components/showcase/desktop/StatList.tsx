import type {ReactNode} from 'react';
import styles from './desktop.module.css';

/** Key figures as a description list. */
export default function StatList({items}: {items: readonly [string, string][]}): ReactNode {
  return (
    <dl className={styles.stats}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
