import {useId, useState, type ReactNode} from 'react';
import {sandboxDemoCredentials} from '../../data/sandbox';
import {control, type Settings} from './api';
import type {useSandbox} from './useSandbox';
import CredentialFields from '../shared/CredentialFields';
import type {Credentials} from '../shared/credentials';
import styles from './styles.module.css';

interface Created {
  client_uuid: string;
  secret_key: string;
}

/** Which client the dashboard acts as: the demo pair, a new client, or one the reader enters. */
export default function ClientSection({sandbox, settings}: {sandbox: ReturnType<typeof useSandbox>; settings: Settings}): ReactNode {
  const id = useId();
  const [entered, setEntered] = useState<Credentials>({username: '', secret: ''});
  const {isDemo, busy, credentials} = sandbox;

  const create = async () => {
    let created: Created | undefined;
    await sandbox.act('Creating a client', async (using) => {
      created = await control<Created>(using, 'POST', '/clients');
      return `Created client ${created.client_uuid}.`;
    });
    if (created) {
      await sandbox.switchClient(
        {username: created.client_uuid, secret: created.secret_key},
        `Now using your new client ${created.client_uuid}. Its secret key stays in this tab's session storage until you forget it or close the tab.`,
      );
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Client</h2>
      {isDemo ? (
        <p>
          Using the <strong>demo client</strong> (<code>{sandboxDemoCredentials.username}</code>), which everyone using this sandbox server
          shares. Create a client of your own for users nobody else sees.
        </p>
      ) : (
        <p>
          Using <strong>your client</strong> <code>{credentials.username}</code>. Its secret key is kept in this tab’s session storage only,
          never in local storage or the address bar.
        </p>
      )}
      <p>
        Hash key that signs its webhooks: <code>{settings.hash_key}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void create()}>
          Create a new sandbox client
        </button>
        {!isDemo && (
          <button type="button" className="button button--secondary" disabled={busy !== null} onClick={sandbox.forgetClient}>
            Forget this client
          </button>
        )}
      </div>
      <details className={styles.details}>
        <summary>Use a client you created earlier</summary>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const username = entered.username.trim();
            void sandbox
              .switchClient({username, secret: entered.secret}, `Now using client ${username}.`)
              .then((ok) => ok && setEntered((current) => ({...current, secret: ''})));
          }}>
          <CredentialFields id={id} className={styles.field} value={entered} onChange={setEntered} required />
          <button type="submit" className="button button--secondary" disabled={busy !== null}>
            Use this client
          </button>
        </form>
      </details>
    </section>
  );
}
