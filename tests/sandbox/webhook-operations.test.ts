// Webhook operations of the control API: a test webhook of every type the
// contract describes, signed and sent through the outbox like any delivery,
// and one past delivery sent again as a new attempt. Every payload is
// validated against the contract's webhooks and its X-ROOK-HASH checked.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {documentKindsOf} from '../../sandbox/model/generator';
import {sign} from '../../sandbox/model/notices';
import {signedMessage} from '../../core/contract/model/signature';
import {testWebhookChoices} from '../../src/components/SandboxDashboard/testWebhookChoices';
import type {components} from '../../core/contract/generated/sandbox-api';
import {startSandbox, validate, type TestSandbox} from './support';

type TestWebhook = components['schemas']['TestWebhookRequest'];

let s: TestSandbox;
let auth: {username: string; password: string};
let hashKey: string;
const inbox = (name: string) => `${s.base}/inbox/${name}`;
const user = 'tester';

beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  hashKey = created!.hash_key;
  // A user with no source linked: a test webhook does not depend on what the user has linked.
  await s.call('createUserInformation', '/api/v2/user-information', {
    auth,
    body: {datetime: '2026-03-10T08:00:00+00:00', user_id: user, height_cm_int: 180},
  });
});
afterAll(() => s?.close());

const sendTest = (body: TestWebhook, as = auth) => s.control(as).POST('/_sandbox/deliveries/test', {body});
const resend = (id: number, as = auth) =>
  s.control(as).POST('/_sandbox/deliveries/{delivery_id}/resend', {params: {path: {delivery_id: id}}});
const deliveries = async (as = auth) => (await s.control(as).GET('/_sandbox/deliveries', {params: {query: {limit: 500}}})).data!.deliveries;
const deliveryById = async (id: number) => (await deliveries()).find((d) => d.id === id)!;
async function messages(name: string): Promise<Loose[]> {
  await s.drain();
  return (await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}})).data!.messages;
}

async function testTypes(): Promise<{types: string[]; notices: string[]}> {
  const {control, api}: Loose = await loadContracts();
  return {
    types: control.components.schemas.TestWebhookRequest.properties.type.enum,
    notices: api.components.schemas.NotificationWebhookPayload.properties.notification_type.enum,
  };
}

describe('sendTestWebhook', () => {
  it('offers exactly the documents the sandbox makes and the notices the contract describes', async () => {
    const {types, notices} = await testTypes();
    const structures = new Set([...documentKindsOf(await loadContracts()).values()].map((kind) => kind.structure));
    expect(new Set(types)).toEqual(new Set([...structures, ...notices]));
  });

  it('is offered in every type, and both pillars where the contract has both, by the dashboard’s form', async () => {
    const {types, notices} = await testTypes();
    const control: Loose = (await loadContracts()).control;
    const pillars: string[] = control.components.schemas.TestWebhookRequest.properties.pillar.enum;
    const containers = new Map<string, string[]>();
    for (const kind of documentKindsOf(await loadContracts()).values())
      containers.set(kind.structure, [...(containers.get(kind.structure) ?? []), kind.container]);
    const expected = types.flatMap((type) =>
      notices.includes(type) || containers.get(type)!.length === 1 ? [type] : pillars.map((pillar) => `${type}|${pillar}`),
    );
    const offered = [...testWebhookChoices.documents, ...testWebhookChoices.notices].map((choice) => choice.value);
    expect(offered).toEqual(expected);
    expect(testWebhookChoices.notices.map((choice) => choice.value)).toEqual(notices);
    // The structures offered in both pillars are the two ROOK sends as both.
    expect(offered.filter((value) => value.endsWith('|body_health'))).toEqual([
      'heart_rate_event|body_health',
      'oxygenation_event|body_health',
    ]);
  });

  it('sends every type, signed like any delivery, with a body the contract allows, marked test in the log', async () => {
    const {types, notices} = await testTypes();
    const api: Loose = (await loadContracts()).api;
    await s.control(auth).PATCH('/_sandbox/settings', {
      body: {data_webhook_url: inbox('tests-data'), notification_webhook_url: inbox('tests-notes')},
    });
    const sent: Omit<TestWebhook, 'user_id'>[] = [
      // The contract's own enum, read at run time.
      ...types.map((type) => ({type: type as TestWebhook['type']})),
      {type: 'heart_rate_event', pillar: 'body_health'},
      {type: 'oxygenation_event', pillar: 'body_health'},
    ];
    for (const body of sent) {
      const answer = await sendTest({...body, user_id: user});
      expect(answer.response.status, JSON.stringify(body)).toBe(202);
      expect(answer.data).toMatchObject({
        user_id: user,
        status: 'pending',
        test: true,
        kind: notices.includes(body.type) ? 'notification' : 'data',
      });
      expect(answer.data!.headers['X-ROOK-HASH']).toBe(answer.data!.signature);
    }
    const received = [...(await messages('tests-data')), ...(await messages('tests-notes'))];
    expect(received).toHaveLength(sent.length);
    for (const message of received) {
      const notice = typeof message.body.notification_type === 'string';
      const schema = api.webhooks[notice ? 'notificationWebhook' : 'dataWebhook'].post.requestBody.content['application/json'].schema;
      expect(validate(schema, message.body), JSON.stringify(message.body).slice(0, 200)).toBeNull();
      expect(message.body.user_id).toBe(user);
      const {datetime} = signedMessage(message.body);
      expect(message.headers['x-rook-hash']).toBe(await sign(hashKey, auth.username, user, datetime));
    }
    const body = received.find((m) => m.body.body_health?.events?.heart_rate_event);
    expect(body, 'a body heart_rate_event').toBeDefined();
    // The user's stored information is in the user_info document.
    expect(received.find((m) => m.body.data_structure === 'user_info')!.body.user_information.user_body_metrics.height_cm_int).toBe(180);
    const log = await deliveries();
    expect(log.filter((d) => d.test)).toHaveLength(sent.length);
    for (const delivery of log) {
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({status: 200, answer: expect.stringContaining('"received":true')});
    }
  });

  it('sends to the url given instead of the webhook URL, and retries a refused test webhook like any delivery', async () => {
    const answer = await sendTest({
      type: 'failed_extraction',
      user_id: user,
      data_source: 'Oura',
      url: `${inbox('down')}?respond_with=503`,
    });
    expect(answer.data!.payload).toMatchObject({notification_type: 'failed_extraction', data_source: 'Oura'});
    await s.drain();
    const delivery = await deliveryById(answer.data!.id);
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts.map((a) => a.status)).toEqual([503]);
    expect(Date.parse(delivery.next_attempt_at!) - Date.parse(delivery.attempts[0]!.at)).toBe(2 * 3_600_000);
    expect((await messages('tests-notes')).some((m) => m.body.data_source === 'Oura')).toBe(false);
  });

  it('refuses an unknown user, a missing webhook URL and options that do not apply, saying what to do', async () => {
    const unknown = await sendTest({type: 'sleep_summary', user_id: 'nobody-here'});
    expect(unknown.response.status).toBe(404);
    expect(unknown.error.error).toBe('User nobody-here does not exist for this client: create it first (linkSdkSource, or the authorizer)');
    const pillar = await sendTest({type: 'sleep_summary', pillar: 'body_health', user_id: user});
    expect(pillar.response.status).toBe(422);
    expect(pillar.error.detail).toContain('pillar applies only to heart_rate_event and oxygenation_event');
    const source = await sendTest({type: 'sleep_summary', data_source: 'Oura', user_id: user});
    expect(source.response.status).toBe(422);
    expect(source.error.detail).toContain('data_source applies only to notices');
    // A type the contract does not have: a raw request, which the typed client would not send.
    const wrongType = await s.call('sendTestWebhook', '/_sandbox/deliveries/test', {auth, body: {type: 'sleep', user_id: user}});
    expect(wrongType.status).toBe(422);
    expect(wrongType.json.detail).toContain('type');

    const {data: created} = await s.control().POST('/_sandbox/clients');
    const bare = {username: created!.client_uuid, password: created!.secret_key};
    await s
      .control(bare)
      .POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: user}}, body: {data_source: 'Apple Health'}});
    const noUrl = await sendTest({type: 'user_created', user_id: user}, bare);
    expect(noUrl.response.status).toBe(422);
    expect(noUrl.error.detail).toBe('No notification_webhook_url is set for this client: set one with updateSandboxSettings, or give url');
  });
});

describe('resendWebhookDelivery', () => {
  it('sends a past delivery again as a new attempt of the same delivery, to the webhook URL as it is now', async () => {
    const first = await sendTest({type: 'physical_summary', user_id: user});
    await s.drain();
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('tests-moved')}});
    const again = await resend(first.data!.id);
    expect(again.response.status).toBe(202);
    expect(again.data).toMatchObject({id: first.data!.id, status: 'pending', url: inbox('tests-moved')});
    const moved = await messages('tests-moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.body).toEqual(first.data!.payload);
    expect(moved[0]!.headers['x-rook-hash']).toBe(first.data!.signature);
    const delivery = await deliveryById(first.data!.id);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a) => a.status)).toEqual([200, 200]);
  });

  it('starts the retry schedule again from a resend of a refused delivery', async () => {
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: `${inbox('tests-down')}?respond_with=500`}});
    const sent = await sendTest({type: 'body_summary', user_id: user});
    await s.drain();
    await s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds: 3 * 3600}});
    await s.drain();
    const again = await resend(sent.data!.id);
    await s.drain();
    const delivery = await deliveryById(sent.data!.id);
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    expect(delivery.status).toBe('pending');
    const resentAt = Date.parse(delivery.attempts[2]!.at);
    expect(resentAt).toBeGreaterThan(Date.parse(delivery.attempts[1]!.at));
    expect(Date.parse(delivery.next_attempt_at!) - resentAt).toBe(2 * 3_600_000);
    expect(again.data!.attempts).toHaveLength(2);
  });

  it('answers 404 for a delivery of another client or none, in the Error shape', async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const other = {username: created!.client_uuid, password: created!.secret_key};
    const mine = (await deliveries())[0]!;
    const foreign = await resend(mine.id, other);
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({
      error: `This client has no delivery ${mine.id}: listWebhookDeliveries lists yours`,
      exception: 'NotFound',
    });
    expect((await resend(9_999_999)).response.status).toBe(404);
    expect((await s.fetch('/_sandbox/deliveries/abc/resend', {auth, method: 'POST'})).status).toBe(404);
  });
});

describe('in a hosted sandbox (public mode)', () => {
  it('checks a test webhook’s url like a webhook URL: https to public addresses only', async () => {
    const hosted = await startSandbox({startAt: '2026-03-10T10:30:00Z', publicMode: true, resolveHost: async () => ['10.0.0.7']});
    try {
      const {data: created} = await hosted.control().POST('/_sandbox/clients');
      const own = hosted.control({username: created!.client_uuid, password: created!.secret_key});
      await own.POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: user}}, body: {data_source: 'Apple Health'}});
      const send = (url: string) => own.POST('/_sandbox/deliveries/test', {body: {type: 'user_created', user_id: user, url}});
      const plain = await send('http://receiver.example.com/rook/webhook');
      expect(plain.response.status).toBe(422);
      expect(plain.error.detail).toBe('url must use https in the hosted sandbox');
      const privateHost = await send('https://receiver.example.com/rook/webhook');
      expect(privateHost.response.status).toBe(422);
      expect(privateHost.error.detail).toContain('10.0.0.7');
      // The demo pair may not send (a write), as every write of the demo client in public mode.
      const demo = await hosted.control().POST('/_sandbox/deliveries/test', {body: {type: 'user_created', user_id: 'demoUserId'}});
      expect(demo.response.status).toBe(403);
    } finally {
      await hosted.close();
    }
  });
});
