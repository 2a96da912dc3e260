import {useId, type ReactNode} from 'react';
import type {InboxMessage} from './api';
import {sandboxTime} from './format';
import {SignatureBadge, useSignatureChecks} from './SignatureBadge';
import type {SandboxState} from './useSandbox';
import styles from './styles.module.css';
import Table from '../../../ui/Table';

const SHOWN = 20;

function summary(body: unknown): string {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? 'Text body' : 'Empty body';
  const fields = body as Record<string, unknown>;
  if (typeof fields.notification_type === 'string') return `${fields.notification_type.replace(/_/g, ' ')} for ${String(fields.user_id)}`;
  if (typeof fields.data_structure === 'string') return `${fields.data_structure.replace(/_/g, ' ')} for ${String(fields.user_id)}`;
  return 'JSON body';
}

function InboxTable({name, messages, hashKey}: {name: string; messages: InboxMessage[]; hashKey: string}): ReactNode {
  const newest = messages.slice(-SHOWN).reverse();
  const checks = useSignatureChecks(
    hashKey,
    newest.map((message) => ({key: message.id, payload: message.body, signature: message.headers['x-rook-hash']})),
  );
  if (!messages.length) return <p>The inbox {name} has received nothing yet.</p>;
  return (
    <Table
      columns={['Message', 'Received (real time)', 'Contents', 'X-ROOK-HASH with your hash key', 'Inbox answered']}
      caption={
        <>
          Inbox {name}: {messages.length} {messages.length === 1 ? 'message' : 'messages'}, the newest {Math.min(SHOWN, messages.length)}{' '}
          shown first
        </>
      }
      focusable>
      {newest.map((message) => (
        <tr key={message.id}>
          <th scope="row">#{message.id}</th>
          <td>{sandboxTime(message.received_at)}</td>
          <td>{summary(message.body)}</td>
          <td>
            <SignatureBadge check={checks.get(message.id)} />
          </td>
          <td>{message.status}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * The inboxes the client's webhook URLs point at. An inbox (`/sandbox/inbox/{name}`)
 * is the sandbox's own receiver: what it received is what a webhook handler would
 * have received, and its names are shared by everyone on the server.
 */
export default function InboxSection({state}: {state: SandboxState}): ReactNode {
  const id = useId();
  const names = Object.keys(state.inboxes);
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Inbox</h2>
      {names.length === 0 ? (
        <p>
          No webhook URL points at a sandbox inbox (<code>/sandbox/inbox/…</code>). Use <em>Send webhooks to the sandbox inbox</em> above to
          watch what a receiver would get.
        </p>
      ) : (
        names.map((name) => <InboxTable key={name} name={name} messages={state.inboxes[name]!} hashKey={state.settings.hash_key} />)
      )}
    </section>
  );
}
