import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {hmacSha256Hex, signedMessage, verifySignature, PayloadError} from '../../core/contract/model/signature';
import {prepare, type VerifierInput} from '../../plugins/openapi-reference/theme/ApiReference/WebhookVerifier/inputs';
import {signatureTestVector as vector} from '../../core/data/webhooks';
import type {Loose} from '../support/loose';
import {sign} from '../../sandbox/model/notices';
import {startSandbox, type TestSandbox} from '../sandbox/support';

/*
 * The webhook verifier's message building and HMAC (the webhook pages and
 * the in-browser verifier use them): ROOK's test vector, the form's errors,
 * and real deliveries signed by the local sandbox.
 */

const flip = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);

describe('HMAC', () => {
  it("gives ROOK's test vector", async () => {
    expect(await hmacSha256Hex(vector.key, vector.message)).toBe(vector.hash);
    expect(await verifySignature(vector.key, vector.message, vector.hash)).toEqual({verifies: true, expected: vector.hash});
    // Upper-case hex and surrounding spaces, as a header may carry them, still verify.
    expect((await verifySignature(vector.key, vector.message, ` ${vector.hash.toUpperCase()} `)).verifies).toBe(true);
  });

  it('fails when one hex digit of the hash, a byte of the message or of the key changes', async () => {
    for (const at of [0, 31, 63]) expect((await verifySignature(vector.key, vector.message, flip(vector.hash, at))).verifies).toBe(false);
    expect((await verifySignature(vector.key, 'ROOk', vector.hash)).verifies).toBe(false);
    expect((await verifySignature('ROOK_Secret_Kez', vector.message, vector.hash)).verifies).toBe(false);
  });
});

describe('the signed message', () => {
  it("is client_uuid + user_id + the datetime the example's page names, for every webhook payload of the contract", async () => {
    const {model} = await loadContract();
    for (const page of model.webhookPages) {
      const example = page.example.value as {[key: string]: Loose};
      const signed = signedMessage(example);
      const datetime = page.signed.datetimePath
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .reduce((node: Loose, key: string) => node[key], example);
      expect(signed.message, page.slug).toBe(`${example.client_uuid}${example.user_id}${datetime}`);
      expect(signed.datetime, page.slug).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('names the field that is missing', () => {
    const doc = {client_uuid: 'c', user_id: 'u', sleep_health: {summary: {sleep_summary: {metadata: {datetime_string: 'd'}}}}};
    expect(signedMessage(doc)).toEqual({
      message: 'cud',
      datetime: 'd',
      datetimePath: 'sleep_health.summary.sleep_summary.metadata.datetime_string',
    });
    const missing = (payload: Loose) => {
      try {
        signedMessage(payload);
      } catch (error) {
        return [(error as PayloadError).field, (error as Error).message];
      }
      throw new Error('signed a payload it should not');
    };
    expect(missing({...doc, client_uuid: undefined})).toEqual(['client_uuid', expect.stringContaining('no `client_uuid`')]);
    expect(missing({...doc, user_id: 42})).toEqual(['user_id', expect.stringContaining('no `user_id`')]);
    expect(missing({client_uuid: 'c', user_id: 'u', sleep_health: {summary: {sleep_summary: {}}}})).toEqual([
      'datetime',
      expect.stringContaining('no datetime to sign'),
    ]);
    expect(missing([1, 2])).toEqual(['payload', expect.stringContaining('JSON object')]);
  });
});

describe("the verifier's form", () => {
  const base: VerifierInput = {mode: 'message', payload: '', message: vector.message, key: vector.key, hash: vector.hash};

  it('accepts the test vector and a payload', () => {
    expect(prepare(base)).toEqual({ok: true, message: 'ROOK', hash: vector.hash});
    const payload = JSON.stringify({client_uuid: 'c', user_id: 'u', datetime: 'd'});
    expect(prepare({...base, mode: 'payload', payload})).toMatchObject({ok: true, message: 'cud', signed: {datetimePath: 'datetime'}});
  });

  it('gives a specific error for each bad input', () => {
    const errors = (patch: Partial<VerifierInput>) => {
      const prepared = prepare({...base, ...patch});
      return prepared.ok ? {} : prepared.errors;
    };
    expect(errors({mode: 'payload', payload: '{"client_uuid": "c",'}).payload).toMatch(/^The payload is not valid JSON: /);
    expect(errors({mode: 'payload', payload: '  '}).payload).toBe('Paste the request body ROOK sent (JSON).');
    expect(errors({mode: 'payload', payload: '{"user_id": "u", "datetime": "d"}'}).payload).toContain('no `client_uuid`');
    expect(errors({mode: 'payload', payload: '{"client_uuid": "c", "datetime": "d"}'}).payload).toContain('no `user_id`');
    expect(errors({mode: 'payload', payload: '{"client_uuid": "c", "user_id": "u"}'}).payload).toContain('no datetime to sign');
    expect(errors({hash: vector.hash.slice(1)}).hash).toBe(
      'An X-ROOK-HASH value is 64 hexadecimal characters (0–9, a–f); this one has 63 characters.',
    );
    expect(errors({hash: `${vector.hash.slice(1)}g`}).hash).toBe(
      'An X-ROOK-HASH value is 64 hexadecimal characters (0–9, a–f); this one has 64 characters and contains “g”.',
    );
    expect(errors({hash: ''}).hash).toBe('Enter the value of the X-ROOK-HASH header.');
    expect(errors({key: ''}).key).toMatch(/^Enter your hash key/);
    expect(errors({message: ''}).message).toBe('Enter the message that was signed.');
    expect(Object.keys(errors({key: '', hash: 'x', message: ''})).sort()).toEqual(['hash', 'key', 'message']);
  });
});

describe('deliveries signed by the local sandbox', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  });
  afterAll(() => s?.close());

  it('verify with their X-ROOK-HASH, and fail when one byte changes', async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const auth = {username: created!.client_uuid, password: created!.secret_key};
    const hashKey: string = created!.hash_key;
    const inbox = (name: string) => `${s.base}/inbox/${name}`;
    await s.control(auth).PATCH('/_sandbox/settings', {
      body: {data_webhook_url: inbox('verify-data'), notification_webhook_url: inbox('verify-notes')},
    });
    const authorizer = await s.call('getDataSourceAuthorizer', '/api/v1/user_id/verified/data_source/Garmin/authorizer', {auth});
    await s.fetch(authorizer.json.authorization_url, {
      auth: null,
      raw: 'decision=allow',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    await s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds: 0}});
    await s.drain();

    const messages: Loose[] = [];
    for (const name of ['verify-data', 'verify-notes'])
      messages.push(...(await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}})).data!.messages);
    const structures = new Set(messages.map((m) => m.body.data_structure ?? m.body.notification_type));
    // Summaries, events and notices: every path of the message builder.
    expect([...structures]).toEqual(
      expect.arrayContaining(['physical_summary', 'sleep_summary', 'activity_event', 'user_created', 'data_source_linked']),
    );
    for (const message of messages) {
      const header: string = message.headers['x-rook-hash'];
      const prepared = prepare({mode: 'payload', payload: JSON.stringify(message.body), message: '', key: hashKey, hash: header});
      expect(prepared.ok, JSON.stringify(message.body).slice(0, 120)).toBe(true);
      if (!prepared.ok) continue;
      expect(await verifySignature(hashKey, prepared.message, prepared.hash)).toEqual({verifies: true, expected: header});
      expect(sign(hashKey, message.body.client_uuid, message.body.user_id, prepared.signed!.datetime)).toBe(header);
      expect((await verifySignature(hashKey, prepared.message, flip(header, 10))).verifies).toBe(false);
      const changed = signedMessage({...message.body, user_id: `${message.body.user_id}x`});
      expect((await verifySignature(hashKey, changed.message, header)).verifies).toBe(false);
    }
  });
});
