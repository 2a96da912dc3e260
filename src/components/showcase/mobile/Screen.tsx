import {useEffect, useRef, type ReactNode} from 'react';
import styles from './mobile.module.css';

interface Props {
  title: string;
  /** Moves focus to the title when the screen opens after a tap, not on page load. */
  focusOnMount: boolean;
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
}

/** One screen of the simulated app: an app bar with its title, then scrolling content. */
export default function Screen({title, focusOnMount, onBack, backLabel = 'Back', children}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the screen first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.screen}>
      <div className={styles.appBar}>
        {onBack && (
          <button type="button" className={styles.backButton} onClick={onBack}>
            <span aria-hidden="true">‹ </span>
            {backLabel}
          </button>
        )}
        <h3 ref={heading} tabIndex={-1} className={styles.screenTitle}>
          {title}
        </h3>
      </div>
      <div className={styles.screenBody}>{children}</div>
    </div>
  );
}
