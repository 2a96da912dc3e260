import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

function statusClass(status: string): string | undefined {
  if (status.startsWith('2')) return styles.status2;
  if (status.startsWith('4')) return styles.status4;
  if (status.startsWith('5')) return styles.status5;
  return undefined;
}

/** A response status (200, 4XX, default), coloured by class. */
export default function StatusBadge({status}: {status: string}): ReactNode {
  return <span className={clsx(styles.status, statusClass(status))}>{status}</span>;
}
