import type {ReactNode} from 'react';
import a11y from '../../../../ui/a11y.module.css';

/** Screen readers hear connection changes; the text itself stays visually hidden. */
export default function LiveAnnouncer({message}: {message: string}): ReactNode {
  return (
    <div role="status" aria-live="polite" className={a11y.visuallyHidden}>
      {message}
    </div>
  );
}
