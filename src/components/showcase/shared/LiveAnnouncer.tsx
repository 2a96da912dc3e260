import type {ReactNode} from 'react';
import styles from './shared.module.css';

/** Screen readers hear connection changes; the text itself stays visually hidden. */
export default function LiveAnnouncer({message}: {message: string}): ReactNode {
  return (
    <div role="status" aria-live="polite" className={styles.visuallyHidden}>
      {message}
    </div>
  );
}
