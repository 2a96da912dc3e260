import type {ReactNode} from 'react';
import {marks, type MarkKind} from '@site/core/data/marks';
import a11y from './a11y.module.css';
import styles from './Mark.module.css';

interface Props {
  of: MarkKind;
  /** What the page knows about this one thing, in plain text; said in place of the mark's general explanation. */
  detail?: string;
  /** The text beside the mark already says what it means: screen readers are not told twice. */
  explained?: boolean;
  /** The mark opens a line: no gap before it. */
  lead?: boolean;
}

/**
 * One of the site's marks (`core/data/marks.ts`): its label as a badge, and
 * what it means (or, given `detail`, what the page says about this one thing)
 * as its tooltip and in text that screen readers read with it. The Markdown
 * copy writes it from `data-mark` and `data-mark-detail`, in parentheses after
 * a space (`plugins/docs-as-data/html-to-markdown.ts`).
 */
export default function Mark({of, detail, explained = false, lead = false}: Props): ReactNode {
  const {label, explanation} = marks[of];
  const said = detail ?? explanation;
  const className = [styles.mark, of === 'integration-guides' ? '' : styles.warning, lead ? styles.lead : ''].filter(Boolean).join(' ');
  return (
    <span className={className} title={said} data-mark={of} data-mark-detail={detail}>
      {label}
      {!explained && <span className={a11y.visuallyHidden}>: {said}</span>}
    </span>
  );
}
