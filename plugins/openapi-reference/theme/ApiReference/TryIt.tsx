import {useState, type ComponentType, type ReactNode} from 'react';
import type {OperationModel} from '../../model/types';
import styles from './TryIt/console.module.css';
import {headings} from '../../model/labels';
import Section from './Section';

type ConsoleView = ComponentType<{operation: OperationModel; overview: string}>;

/**
 * The "Try it" button and the place the console opens. The console (form,
 * validators, result views) is a separate chunk, imported on the first
 * click: a page that is only read ships none of it.
 */
export default function TryIt({operation, overview}: {operation: OperationModel; overview: string}): ReactNode {
  const [Console, setConsole] = useState<ConsoleView | 'loading' | Error>();
  const open = () => {
    setConsole('loading');
    import('./TryIt/Console').then(
      (module) => setConsole(() => module.default),
      (error: Error) => setConsole(error),
    );
  };
  return (
    <Section id="try-it" title={headings.tryIt}>
      {Console === undefined && (
        <>
          <p>Send this call from the page, to the local sandbox or to ROOK, and see the answer checked against the contract.</p>
          <button type="button" className="button button--primary" onClick={open}>
            Try it
          </button>
        </>
      )}
      {Console === 'loading' && (
        <div className={styles.loading} role="status">
          Loading the console…
        </div>
      )}
      {Console instanceof Error && <p role="alert">The console did not load ({Console.message}). Reload the page to try again.</p>}
      {typeof Console === 'function' && <Console operation={operation} overview={overview} />}
    </Section>
  );
}
