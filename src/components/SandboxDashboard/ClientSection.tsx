import {useId, useState, type ReactNode} from 'react';
import {sandboxDemoCredentials} from '../../../core/data/sandbox';
import type {Settings} from './api';
import {createOwnSandboxClient} from '../../../ui/sandboxClient';
import CodeBlock from '@theme/CodeBlock';
import {sandboxLocation, useSandboxLocation} from '../../../ui/sandboxLocation';
import type {useSandbox} from './useSandbox';
import CredentialFields from '../../../ui/CredentialFields';
import type {Credentials} from '../../../ui/credentials';
import styles from './styles.module.css';

/**
 * The variables the site's samples, the Postman environment's values and the MCP server read, for the
 * reader's own client: shown only when asked for, since it holds the secret key.
 */
function ClientVariables({credentials, hashKey}: {credentials: Credentials; hashKey: string}): ReactNode {
  const location = useSandboxLocation();
  if (!location) return null;
  const lines = [
    `export ROOK_API_URL="${location.baseUrl}"`,
    `export ROOK_CLIENT_UUID="${credentials.username}"`,
    `export ROOK_SECRET_KEY="${credentials.secret}"`,
    `export ROOK_HASH_KEY="${hashKey}"`,
  ];
  return (
    <details className={styles.details}>
      <summary>Use this client in curl, the samples or a receiver</summary>
      <p>The samples on these pages read these variables. This shows the client’s secret key: paste it only where you run your own code.</p>
      <CodeBlock language="bash">{lines.join('\n')}</CodeBlock>
    </details>
  );
}

/** Which client the dashboard acts as: the demo pair, a new client, or one the reader enters. */
export default function ClientSection({sandbox, settings}: {sandbox: ReturnType<typeof useSandbox>; settings: Settings}): ReactNode {
  const id = useId();
  const [entered, setEntered] = useState<Credentials>({username: '', secret: ''});
  const {isDemo, busy, credentials} = sandbox;

  const create = async () => {
    let created: Credentials | undefined;
    await sandbox.act('Creating a client', async () => {
      created = await createOwnSandboxClient((await sandboxLocation()).baseUrl);
      return `Created client ${created.username}.`;
    });
    if (created) {
      await sandbox.switchClient(
        created,
        `Now using your new client ${created.username}. Its secret key stays in this tab's session storage until you forget it or close the tab.`,
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
      {!isDemo && <ClientVariables credentials={credentials} hashKey={settings.hash_key} />}
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
