import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Fetches the page's Markdown copy and puts it on the clipboard. Rendered in the browser only. */
export default function CopyMarkdownButton({href}: {href: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  // The confirmation goes back to the normal label after a moment.
  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    setStatus('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <button type="button" className={styles.button} onClick={copy} disabled={status === 'copying'}>
      <span aria-live="polite">{LABELS[status]}</span>
    </button>
  );
}
