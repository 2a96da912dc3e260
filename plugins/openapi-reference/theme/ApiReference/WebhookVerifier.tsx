import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {signatureTestVector} from '@site/core/data/webhooks';
import styles from './WebhookVerifier/verifier.module.css';

/**
 * Where the signature verifier opens. The verifier itself is a separate
 * chunk, imported once this page is running in a browser: no other page
 * ships it, and the server-rendered page says what it needs meanwhile.
 */
export default function WebhookVerifier(): ReactNode {
  const [Verifier, setVerifier] = useState<ComponentType | Error>();
  useEffect(() => {
    import('./WebhookVerifier/Verifier').then(
      (module) => setVerifier(() => module.default),
      (error: Error) => setVerifier(error),
    );
  }, []);
  if (typeof Verifier === 'function') return <Verifier />;
  return (
    <div className={styles.verifier}>
      {Verifier instanceof Error ? (
        <p role="alert">The verifier did not load ({Verifier.message}). Reload the page to try again.</p>
      ) : (
        <p>
          The verifier runs in your browser, with JavaScript: it computes the HMAC with the browser’s WebCrypto and sends nothing anywhere.
          To check your own code instead, use ROOK’s test vector: the HMAC-SHA256 of <code>{signatureTestVector.message}</code> keyed with{' '}
          <code>{signatureTestVector.key}</code> is <code className={styles.hash}>{signatureTestVector.hash}</code>.
        </p>
      )}
    </div>
  );
}
