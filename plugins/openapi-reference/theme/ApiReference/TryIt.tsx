import {useState, type ComponentType, type ReactNode} from 'react';
import {sandboxLocation, type SandboxLocation} from '@site/ui/sandboxLocation';
import type {OperationModel} from '../../../../core/contract/model/types';
import styles from './TryIt/console.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

type ConsoleView = ComponentType<{operation: OperationModel; overview: string; sandbox: SandboxLocation}>;
interface Loaded {
  Console: ConsoleView;
  sandbox: SandboxLocation;
}

/**
 * The "Try it" button and the place the console opens. The console (form,
 * validators, result views) is a separate chunk, imported on the first
 * click together with where the sandbox is: a page that is only read ships
 * and asks for none of it.
 */
export default function TryIt({operation, overview}: {operation: OperationModel; overview: string}): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | 'loading' | Error>();
  const open = () => {
    setLoaded('loading');
    Promise.all([import('./TryIt/Console'), sandboxLocation()]).then(
      ([module, sandbox]) => setLoaded({Console: module.default, sandbox}),
      (error: Error) => setLoaded(error),
    );
  };
  return (
    <Section id="try-it" title={headings.tryIt}>
      {loaded === undefined && (
        <>
          <p>Send this call from the page, to the sandbox or to ROOK, and see the answer checked against the contract.</p>
          <button type="button" className="button button--primary" onClick={open}>
            Try it
          </button>
        </>
      )}
      {loaded === 'loading' && (
        <div className={styles.loading} role="status">
          Loading the console…
        </div>
      )}
      {loaded instanceof Error && <p role="alert">The console did not load ({loaded.message}). Reload the page to try again.</p>}
      {typeof loaded === 'object' && !(loaded instanceof Error) && (
        <loaded.Console operation={operation} overview={overview} sandbox={loaded.sandbox} />
      )}
    </Section>
  );
}
