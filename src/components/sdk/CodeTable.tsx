import type {ReactNode} from 'react';
import styles from './CodeTable.module.css';

/**
 * Wraps a Markdown table whose cells hold long identifiers (exception names,
 * method signatures). Letting that code break anywhere keeps the table within
 * the content column, so it never becomes a sideways-scrolling region that
 * keyboard users cannot reach.
 */
export default function CodeTable({children}: {children: ReactNode}) {
  return <div className={styles.codeTable}>{children}</div>;
}
