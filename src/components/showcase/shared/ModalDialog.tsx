import {useId, useRef, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useFocusTrap} from './useFocusTrap';
import styles from './shared.module.css';

interface Props {
  title: string;
  /** Escape and the close button call this. */
  onClose: () => void;
  /** 'contained' stays inside the nearest positioned box (the phone screen); 'page' covers the page. */
  placement: 'contained' | 'page';
  /** Bottom sheet look inside the phone. */
  variant?: 'dialog' | 'sheet';
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close if the opening control is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** Focused first instead of the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  children: ReactNode;
}

/** A modal dialog: focus stays inside, Escape closes, focus returns on close. */
export default function ModalDialog({
  title,
  onClose,
  placement,
  variant = 'dialog',
  role = 'dialog',
  fallbackFocus,
  initialFocus,
  closeLabel = 'Close',
  children,
}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, onClose, initialFocus, fallbackFocus);
  return (
    <div className={clsx(styles.backdrop, placement === 'page' ? styles.backdropPage : styles.backdropContained)}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(styles.dialog, variant === 'sheet' && styles.sheet, placement === 'page' && styles.dialogPage)}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
