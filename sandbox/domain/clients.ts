// A client's clock and webhook settings: each change one operation, owning its transaction and
// the tick that queues what became due.
import type {Client} from '../state/rows';
import type {DomainServices} from './services';

export type WebhookSetting = 'data_webhook_url' | 'notification_webhook_url';

/**
 * Sets webhook URLs under the client's clock lock: a new Data Webhook URL starts from now (older
 * documents are not replayed), and the tries still pending for the old URL (retries of what it
 * refused) go to the new one, as they would to a receiver that came back.
 */
export async function setWebhookUrls(
  d: DomainServices,
  clientUuid: string,
  urls: Partial<Record<WebhookSetting, string | null>>,
): Promise<void> {
  const moved = await d.store.db.transaction(async (tx) => {
    const {client, now} = await d.store.clients.lockClock(tx, clientUuid);
    let pending = 0;
    for (const key of ['data_webhook_url', 'notification_webhook_url'] as const) {
      const url = urls[key];
      if (url === undefined) continue;
      await d.store.clients.setWebhookUrl(tx, clientUuid, key, url, now);
      const old = client[key];
      if (old && url && old !== url)
        pending += await d.store.deliveries.repointPending(tx, clientUuid, key === 'data_webhook_url' ? 'data' : 'notification', old, url);
    }
    return pending;
  });
  if (moved) d.webhooks.outbox.wake();
}

/** Moves the client's clock forward by `seconds` and queues what became due; how many deliveries are due now. */
export async function moveClock(d: DomainServices, client: Client, seconds: number): Promise<number> {
  await d.webhooks.assertRoomForDeliveries(client);
  await d.store.clients.advanceClock(client.client_uuid, seconds * 1000);
  return d.webhooks.tick(client.client_uuid);
}

/** Moves the client's clock forward to `instant` (never back) and queues what became due. */
export async function moveClockTo(d: DomainServices, clientUuid: string, instant: number): Promise<void> {
  const ms = instant - d.store.clients.now(await d.store.clients.client(clientUuid));
  if (ms > 0) await d.store.clients.advanceClock(clientUuid, ms);
  await d.webhooks.tick(clientUuid);
}
