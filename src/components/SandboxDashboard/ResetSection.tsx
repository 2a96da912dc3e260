import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {control} from './api';
import type {useSandbox} from './useSandbox';
import styles from './styles.module.css';

/** resetSandbox behind a confirmation step, since it deletes the client's users and deliveries. */
export default function ResetSection({sandbox}: {sandbox: ReturnType<typeof useSandbox>}): ReactNode {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Keyboard focus follows the step: to the confirmation when it opens, back to the first button when it closes.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) startButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const reset = async () => {
    await sandbox.act('Resetting the sandbox', async (using) => {
      const {message} = await control(using, (sandbox) => sandbox.POST('/_sandbox/reset'));
      return `${message}: the client has ${sandbox.isDemo ? 'its demo users back' : 'no users'}, no deliveries, no webhook URLs, and its clock is on real time.`;
    });
    setConfirming(false);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Reset</h2>
      <p>
        Returns this client to its first state: no users (the demo client gets its demo users back), no deliveries, no webhook URLs and the
        clock on real time. The credentials and hash key stay.
      </p>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>
            <strong>Reset {sandbox.isDemo ? 'the shared demo client' : 'your client'}?</strong> This cannot be undone.
          </p>
          <div className={styles.actions}>
            <button
              ref={confirmButton}
              type="button"
              className={`button ${styles.danger}`}
              disabled={sandbox.busy !== null}
              onClick={() => void reset()}>
              Yes, reset the sandbox
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startButton}
          type="button"
          className={`button ${styles.danger}`}
          disabled={sandbox.busy !== null}
          onClick={() => setConfirming(true)}>
          Reset the sandbox…
        </button>
      )}
    </section>
  );
}
