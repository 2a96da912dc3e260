import type {ReactNode} from 'react';
import styles from './mobile.module.css';

/** The device outline. Its size comes from CSS alone, so nothing moves as the page loads. */
export default function PhoneFrame({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.phone}>
      <div className={styles.statusBar} aria-hidden="true">
        <span>9:41</span>
        <span className={styles.notch} />
        <span>100%</span>
      </div>
      <div className={styles.phoneScreen}>{children}</div>
    </div>
  );
}
