// The outbox when every sending slot is busy: a wake that finds no free slot must not stop it for good
// (it once left its run marker set, and nothing was sent again until a restart); and a resend that
// comes while a try of the same delivery is under way.
import {createServer, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Loose} from '../support/loose';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;

beforeAll(async () => {
  // One client at a time, so the second client's changes wake the outbox while its only slot is busy.
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z', deliveryConcurrency: 1});
});
afterAll(() => s?.close());

/** A client with its Data Webhook at an inbox of its own, and a Dexcom user linked through the consent page. */
async function clientWithLink(name: string) {
  const {data: created} = await s.control().POST('/_sandbox/clients');
  const auth = {username: created!.client_uuid, password: created!.secret_key};
  await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: `${s.base}/inbox/${name}`}});
  const authorizer = await s.call('getDataSourceAuthorizer', `/api/v1/user_id/${name}-user/data_source/Dexcom/authorizer`, {auth});
  const allowed = await s.fetch(authorizer.json.authorization_url, {
    auth: null,
    raw: 'decision=allow',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  });
  expect(allowed.status).toBe(303);
  return auth;
}

async function received(name: string, auth: {username: string; password: string}): Promise<Loose[]> {
  return (await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}})).data!.messages;
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
    const pending = await s.control(later).GET('/_sandbox/deliveries', {params: {query: {status: 'pending'}}});
    expect(pending.data!.deliveries).toEqual([]);
  });
});

/** A receiver that holds its first request until the test answers it, and accepts the others at once. */
async function holdingReceiver() {
  const bodies: string[] = [];
  let arrived!: (response: ServerResponse) => void;
  const first = new Promise<ServerResponse>((resolve) => (arrived = resolve));
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      if (bodies.length === 1) arrived(response);
      else response.writeHead(200).end('{"again":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies, first, close: () => server.close()};
}

describe('a resend while a try of the same delivery is under way', () => {
  it('wins: the try records its attempt, then the resend’s try is sent and recorded', async () => {
    const receiver = await holdingReceiver();
    try {
      const {data: created} = await s.control().POST('/_sandbox/clients');
      const auth = {username: created!.client_uuid, password: created!.secret_key};
      await s.call('createUserInformation', '/api/v2/user-information', {
        auth,
        body: {datetime: '2026-03-10T08:00:00+00:00', user_id: 'racer', height_cm_int: 180},
      });
      const control = s.control(auth);
      const {data: sent} = await control.POST('/_sandbox/deliveries/test', {
        body: {type: 'user_created', user_id: 'racer', url: receiver.url},
      });
      const held = await receiver.first;
      const resent = await control.POST('/_sandbox/deliveries/{delivery_id}/resend', {params: {path: {delivery_id: sent!.id}}});
      expect(resent.response.status).toBe(202);
      // Refused, so this try's outcome alone would plan a retry in 2 hours.
      held.writeHead(500).end('{"busy":true}');
      await expect.poll(() => receiver.bodies.length, {timeout: 10_000}).toBe(2);
      await s.drain();
      const {data: listed} = await control.GET('/_sandbox/deliveries');
      const delivery = listed!.deliveries.find((d) => d.id === sent!.id)!;
      expect(delivery.attempts.map((a) => a.status)).toEqual([500, 200]);
      expect(delivery).toMatchObject({status: 'delivered', next_attempt_at: null});
      expect(receiver.bodies[1]).toBe(receiver.bodies[0]);
    } finally {
      receiver.close();
    }
  });
});
