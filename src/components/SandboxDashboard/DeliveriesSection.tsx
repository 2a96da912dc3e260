import {useId, useRef, useState, type ReactNode} from 'react';
import {control, inboxUrl, type Delivery} from './api';
import DeliveryDetail from './DeliveryDetail';
import TestWebhookForm from './TestWebhookForm';
import {triesText} from './format';
import {SignatureBadge, useSignatureChecks} from './SignatureBadge';
import {DELIVERY_LIMIT, type SandboxState, type useSandbox} from './useSandbox';
import styles from './styles.module.css';
import Table from '../../../ui/Table';

/** What a delivery carries, in a few words: the notification type, or the document's structure and version. */
function contents(delivery: Delivery): string {
  const payload = delivery.payload;
  if (typeof payload.notification_type === 'string') return payload.notification_type.replace(/_/g, ' ');
  const version = typeof payload.document_version === 'number' ? ` v${payload.document_version}` : '';
  return `${String(payload.data_structure ?? 'document').replace(/_/g, ' ')}${version}`;
}

/** The client's webhook URLs, a one-click route to this sandbox's inbox, and every delivery with its signature check and tries. */
export default function DeliveriesSection({sandbox, state}: {sandbox: ReturnType<typeof useSandbox>; state: SandboxState}): ReactNode {
  const id = useId();
  const {settings, deliveries} = state;
  const [shown, setShown] = useState<number | null>(null);
  const detail = deliveries.find((delivery) => delivery.id === shown);
  // Each row's Details button, so closing a delivery's detail puts focus back where the reader opened it.
  const detailsButtons = useRef(new Map<number, HTMLButtonElement>());
  const closeDetail = () => {
    if (shown !== null) detailsButtons.current.get(shown)?.focus();
    setShown(null);
  };
  const checks = useSignatureChecks(
    settings.hash_key,
    deliveries.map((delivery) => ({key: delivery.id, payload: delivery.payload, signature: delivery.signature})),
  );
  // Starts with the client_uuid: a hosted sandbox lets only that client read the inbox.
  const inbox = `${settings.client_uuid}-dashboard`;

  const setUrls = (url: string | null) =>
    sandbox.act(url ? 'Sending webhooks to the inbox' : 'Stopping webhooks', async (using) => {
      await control(using, (sandbox) =>
        sandbox.PATCH('/_sandbox/settings', {body: {data_webhook_url: url, notification_webhook_url: url}}),
      );
      return url
        ? `Data and Notification Webhooks now go to the sandbox inbox ${inbox}. Documents that become available from now on are sent.`
        : 'Webhooks stopped: no Data or Notification Webhook URL is set.';
    });

  const resend = (delivery: Delivery) =>
    sandbox.act(`Resending delivery #${delivery.id}`, async (using) => {
      const again = await control(using, (sandbox) =>
        sandbox.POST('/_sandbox/deliveries/{delivery_id}/resend', {params: {path: {delivery_id: delivery.id}}}),
      );
      return `Delivery #${again.id} queued again to ${again.url}: a new attempt of the same delivery, sent in the background.`;
    });

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Webhook deliveries</h2>
      <dl className={styles.urls}>
        <dt>Data Webhook URL</dt>
        <dd>{settings.data_webhook_url ? <code>{settings.data_webhook_url}</code> : 'Not set'}</dd>
        <dt>Notification Webhook URL</dt>
        <dd>{settings.notification_webhook_url ? <code>{settings.notification_webhook_url}</code> : 'Not set'}</dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={sandbox.busy !== null || !sandbox.location}
          onClick={() => sandbox.location && void setUrls(inboxUrl(sandbox.location.baseUrl, inbox))}>
          Send webhooks to the sandbox inbox
        </button>
        {(settings.data_webhook_url || settings.notification_webhook_url) && (
          <button type="button" className="button button--secondary" disabled={sandbox.busy !== null} onClick={() => void setUrls(null)}>
            Stop webhooks
          </button>
        )}
      </div>
      {deliveries.length === 0 ? (
        <p>
          No deliveries yet. Set a webhook URL, then link a source or advance the clock: new documents and notifications are sent as they
          appear.
        </p>
      ) : (
        <Table
          columns={['Delivery', 'Webhook', 'User', 'Contents', 'Status', 'X-ROOK-HASH', 'Tries (answers)', 'Actions']}
          caption={
            <>Webhook deliveries, newest first (at most {DELIVERY_LIMIT}). The signature is checked in your browser with the hash key.</>
          }
          focusable>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                #{delivery.id}
                {delivery.test ? ' (test)' : ''}
              </th>
              <td>{delivery.kind === 'data' ? 'Data' : 'Notification'}</td>
              <td>
                <code>{delivery.user_id}</code>
              </td>
              <td>{contents(delivery)}</td>
              <td>{delivery.status}</td>
              <td>
                <SignatureBadge check={checks.get(delivery.id)} />
              </td>
              <td>{triesText(delivery)}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    aria-expanded={shown === delivery.id}
                    aria-controls={shown === delivery.id ? `delivery-${delivery.id}` : undefined}
                    aria-label={`Details of delivery #${delivery.id}`}
                    ref={(button) => {
                      if (button) detailsButtons.current.set(delivery.id, button);
                      else detailsButtons.current.delete(delivery.id);
                    }}
                    onClick={() => setShown(shown === delivery.id ? null : delivery.id)}>
                    Details
                  </button>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    disabled={sandbox.busy !== null}
                    aria-label={`Resend delivery #${delivery.id}`}
                    onClick={() => void resend(delivery)}>
                    Resend
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {detail && <DeliveryDetail delivery={detail} onClose={closeDetail} />}
      <TestWebhookForm sandbox={sandbox} users={state.users} />
    </section>
  );
}
