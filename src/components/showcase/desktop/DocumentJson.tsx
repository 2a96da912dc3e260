import type {ReactNode} from 'react';
import styles from './desktop.module.css';

/** The raw sample document behind a panel, for developers who want the exact JSON. */
export default function DocumentJson({schema, doc}: {schema: string; doc: unknown}): ReactNode {
  return (
    <details className={styles.json}>
      <summary>
        Sample <code>{schema}</code> (JSON)
      </summary>
      <pre tabIndex={0} aria-label={`${schema} JSON`}>
        {JSON.stringify(doc, null, 2)}
      </pre>
    </details>
  );
}
