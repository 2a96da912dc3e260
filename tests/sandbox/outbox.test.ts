// The outbox when every sending slot is busy: a wake that finds no free slot must not stop it for good
// (it once left its run marker set, and nothing was sent again until a restart).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Json} from '../../sandbox/contract';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;

beforeAll(async () => {
  // One client at a time, so the second client's changes wake the outbox while its only slot is busy.
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z', deliveryConcurrency: 1});
});
afterAll(() => s?.close());

/** A client with its Data Webhook at an inbox of its own, and a Dexcom user linked through the consent page. */
async function clientWithLink(name: string) {
  const created = await s.call('createSandboxClient', '/_sandbox/clients', {method: 'POST'});
  const auth = {username: created.json.client_uuid, password: created.json.secret_key};
  await s.call('updateSandboxSettings', '/_sandbox/settings', {auth, method: 'PATCH', body: {data_webhook_url: `${s.base}/inbox/${name}`}});
  const authorizer = await s.call('getDataSourceAuthorizer', `/api/v1/user_id/${name}-user/data_source/Dexcom/authorizer`, {auth});
  const allowed = await s.fetch(authorizer.json.authorization_url, {
    auth: null,
    raw: 'decision=allow',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  });
  expect(allowed.status).toBe(303);
  return auth;
}

async function received(name: string, auth: {username: string; password: string}): Promise<Json[]> {
  return (await s.call('listInboxMessages', `/_sandbox/inbox/${name}`, {auth})).json.messages;
}

describe('the outbox', () => {
  it('keeps sending after changes woke it while every slot was busy', async () => {
    const names = ['busy-a', 'busy-b', 'busy-c'];
    const clients = await Promise.all(names.map(clientWithLink));
    await s.drain();
    for (const [i, name] of names.entries()) expect((await received(name, clients[i]!)).length, name).toBeGreaterThan(0);
    // Once more, after the busy rounds: a stopped outbox would leave these undelivered.
    const later = await clientWithLink('busy-later');
    await s.drain();
    expect((await received('busy-later', later)).length).toBeGreaterThan(0);
    const pending = await s.call('listWebhookDeliveries', '/_sandbox/deliveries?status=pending', {auth: later});
    expect(pending.json.deliveries).toEqual([]);
  });
});
