import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './panes.module.css';

/** Lines an example shows before "Show all". */
const FOLDED_LINES = 12;

/**
 * A long example folded to its first lines, with a "Show all" button. The
 * whole text is always in the HTML (search and deep links see it); without
 * JavaScript nothing is folded (see `scripting: none` in the CSS).
 */
export default function ShowAll({lines, label, children}: {lines: number; label: string; children: ReactNode}): ReactNode {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (lines <= FOLDED_LINES) return children;
  return (
    <div className={styles.foldable}>
      <div id={id} className={clsx(!open && styles.folded)}>
        {children}
      </div>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.showAll)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}>
        {open ? `Show fewer lines of ${label}` : `Show all ${lines} lines of ${label}`}
      </button>
    </div>
  );
}
