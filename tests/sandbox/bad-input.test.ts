// Inputs that answered 500 (a contract fuzzer run by a reader, and strangers'
// requests), one test per class: numbers beyond what the server can hold,
// strings PostgreSQL cannot store (a NUL character, a lone surrogate, bytes
// that are not UTF-8) wherever a request carries them, JSON nested deeper than
// any recursive code should meet, and inbox bodies, which are stored as they
// came whatever they hold. Each asserts the exact status, that the contract
// lists it (`call`), and that the message names the field or the limit.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {MAX_JSON_DEPTH} from '../../sandbox/http/input';
import {demoAuth, isContractError, startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({startAt: START});
});
afterAll(() => s?.close());

// The sandbox's clock starts here; the date only has to be one the users-status call accepts.
const START = '2026-03-10T10:30:00Z';
const TODAY = START.slice(0, 10);
const TOO_BIG = ['99999999999999999999', '9007199254740993', '1e309', '-99999999999999999999'];
const json = {'content-type': 'application/json'};
const basic = (bytes: Buffer) => ({authorization: `Basic ${bytes.toString('base64')}`});
/** JSON nested `levels` deep: arrays around one string. */
const nested = (levels: number) => `${'['.repeat(levels)}"deep"${']'.repeat(levels)}`;

describe('numbers beyond the bounds', () => {
  it('the users-status page above the largest the sandbox takes is a 400 that names the page and both bounds', async () => {
    const answer = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${TODAY}&page=9007199254740993`);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('page must be a whole number from 1 to 9007199254740991');
    for (const page of TOO_BIG) {
      const other = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${TODAY}&page=${page}`);
      expect(other.status, `page=${page}: ${other.text}`).toBe(400);
      expect(other.json.error).toBe('page must be a whole number from 1 to 9007199254740991');
    }
  });

  it('every numeric query parameter of both contracts refuses a number beyond its maximum, saying the maximum', async () => {
    const {operations} = await loadContracts();
    // Other required parameters get a value the sandbox accepts, so the number is what is judged.
    const usable = (parameter: Loose) =>
      parameter.schema?.format === 'date' ? TODAY : String(parameter.example ?? parameter.schema?.example ?? 'demoUserId');
    let checked = 0;
    for (const operation of operations.values()) {
      const parameters: Loose[] = operation.definition.parameters ?? [];
      const numeric = parameters.filter((p) => p.in === 'query' && ['integer', 'number'].includes(p.schema?.type));
      if (!numeric.length) continue;
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        usable(parameters.find((p) => p.in === 'path' && p.name === name) ?? {}),
      );
      for (const parameter of numeric) {
        const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, usable(p)]));
        query.set(parameter.name, TOO_BIG[0]!);
        const answer = await s.call(operation.operationId, `${path}?${query}`, {method: operation.method});
        expect(answer.status, `${operation.operationId} ${parameter.name}: ${answer.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.text, `${operation.operationId}: the answer names ${parameter.name}`).toContain(parameter.name);
        expect(answer.text, `${operation.operationId}: the answer says the maximum`).toContain(String(parameter.schema.maximum));
        checked += 1;
      }
    }
    // users status (page), the deliveries list (limit), the request log (limit) and the inbox (respond_with).
    expect(checked).toBe(4);
  });

  it('a body number beyond its maximum says the maximum', async () => {
    const height = await s.call('createUserInformation', '/api/v2/user-information', {
      body: {datetime: `${TODAY}T08:00:00Z`, user_id: 'tall', height_cm_int: 1e308},
    });
    expect(height.status).toBe(422);
    expect(height.json.detail).toBe('Unprocessable Content: height_cm_int must be a whole number from 1 to 9007199254740991');
    const clock = await s.call('advanceSandboxClock', '/_sandbox/clock/advance', {
      raw: '{"seconds": 9007199254740993}',
      headers: json,
      auth: await ownClient(),
    });
    expect(clock.status).toBe(422);
    expect(clock.json.detail).toBe('seconds must be a whole number from 0 to 2678400');
  });
});

let own: {username: string; password: string} | undefined;
/** A client of the test's own, so changes leave the demo client alone. */
async function ownClient() {
  if (!own) {
    const created = await s.call('createSandboxClient', '/_sandbox/clients', {method: 'POST'});
    own = {username: created.json.client_uuid, password: created.json.secret_key};
  }
  return own;
}

describe('strings the database cannot store', () => {
  it('a NUL in the Basic username, without credentials, is refused before authentication, naming the header', async () => {
    const control = await s.call('getSandboxSettings', '/_sandbox/settings', {auth: null, headers: basic(Buffer.from('a\u0000b:secret'))});
    expect(control.status).toBe(422);
    expect(control.json.detail).toBe("The Authorization header's username contains a NUL character (U+0000): remove it");
    // ROOK's time zone call answers a bad request with 400 (its error rules): the same sentence there.
    const rook = await s.call('updateUserTimeZone', '/api/v1/user_id/demoUserId/time_zone', {
      auth: null,
      headers: {...basic(Buffer.from('a\u0000b:secret')), ...json},
      raw: JSON.stringify({time_zone: 'Europe/Madrid', offset: '+01:00'}),
    });
    expect(rook.status).toBe(400);
    expect(rook.json.error).toBe("The Authorization header's username contains a NUL character (U+0000): remove it");
  });

  it('a Basic username or secret that is not UTF-8 is refused, naming which', async () => {
    const username = await s.call('getSandboxSettings', '/_sandbox/settings', {
      auth: null,
      headers: basic(Buffer.from([0xed, 0xa0, 0x80, 0x3a, 0x73])),
    });
    expect(username.status).toBe(422);
    expect(username.json.detail).toBe("The Authorization header's username is not valid UTF-8: encode it as UTF-8");
    const secret = await s.call('getSandboxSettings', '/_sandbox/settings', {
      auth: null,
      headers: basic(Buffer.concat([Buffer.from(`${demoAuth.username}:`), Buffer.from([0xff])])),
    });
    expect(secret.status).toBe(422);
    expect(secret.json.detail).toMatch(/^The Authorization header's secret is not valid UTF-8/);
  });

  it('a NUL in a webhook URL is refused, naming the field, and nothing is stored', async () => {
    const auth = await ownClient();
    const answer = await s.call('updateSandboxSettings', '/_sandbox/settings', {
      method: 'PATCH',
      auth,
      body: {data_webhook_url: 'https://example.com/hook\u0000x'},
    });
    expect(answer.status).toBe(422);
    expect(answer.json.detail).toBe('body.data_webhook_url contains a NUL character (U+0000): remove it');
    expect((await s.call('getSandboxSettings', '/_sandbox/settings', {auth})).json.data_webhook_url).toBeNull();
  });

  it("a NUL in sendTestWebhook's url or data_source is refused, naming the field", async () => {
    const auth = await ownClient();
    await s.call('linkSdkSource', '/_sandbox/users/tester/sdk_sources', {auth, body: {data_source: 'Apple Health'}});
    const url = await s.call('sendTestWebhook', '/_sandbox/deliveries/test', {
      auth,
      body: {type: 'user_created', user_id: 'tester', url: 'https://example.com/\u0000'},
    });
    expect(url.status).toBe(422);
    expect(url.json.detail).toBe('body.url contains a NUL character (U+0000): remove it');
    const source = await s.call('sendTestWebhook', '/_sandbox/deliveries/test', {
      auth,
      body: {type: 'data_source_linked', user_id: 'tester', data_source: 'Gar\u0000min'},
    });
    expect(source.status).toBe(422);
    expect(source.json.detail).toBe('body.data_source contains a NUL character (U+0000): remove it');
  });

  it('a lone surrogate in a JSON body is refused, naming the field (the escape is how JSON carries one)', async () => {
    const answer = await s.call('linkSdkSource', '/_sandbox/users/surrogate/sdk_sources', {
      auth: await ownClient(),
      raw: '{"data_source": "Apple Health", "time_zone": "Europe/\\ud800"}',
      headers: json,
    });
    expect(answer.status).toBe(422);
    expect(answer.json.detail).toBe(
      'body.time_zone contains a lone surrogate (half of a UTF-16 pair, not a character): send whole characters',
    );
  });

  it('a body that is not UTF-8 is a 400 saying so, in both APIs', async () => {
    const bytes = Buffer.concat([Buffer.from('{"seconds": 1, "note": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const control = await s.call('advanceSandboxClock', '/_sandbox/clock/advance', {auth: await ownClient(), raw: bytes, headers: json});
    expect(control.status).toBe(400);
    expect(control.json.error).toBe('The body is not valid UTF-8: send it encoded as UTF-8');
    const rook = await s.call('revokeDataSource', '/api/v1/user_id/demoUserId/data_sources/revoke_auth', {
      raw: Buffer.from([0x7b, 0xff, 0x7d]),
      headers: json,
    });
    expect(rook.status).toBe(400);
    expect(rook.json.error).toBe('The body is not valid UTF-8: send it encoded as UTF-8');
  });

  it("a NUL in a query parameter of the ROOK API is refused with its rule's status, naming the parameter", async () => {
    const answer = await s.call('getPhysicalSummary', '/v2/processed_data/physical_health/summary?user_id=demo%00UserId&date=2022-10-28');
    expect(answer.status).toBe(422);
    expect(answer.json.detail).toBe('query.user_id contains a NUL character (U+0000): remove it');
  });

  it("a NUL in a path parameter of the ROOK API: named where the rule answers 422, ROOK's 404 where it answers that", async () => {
    const named = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/demo%00UserId/data_sources/authorized');
    expect(named.status).toBe(422);
    expect(named.json.detail).toBe('path.user_id contains a NUL character (U+0000): remove it');
    // A malformed path segment names no resource: ROOK's catalogue answer stays.
    const missing = await s.call('updateUserTimeZone', '/api/v1/user_id/demo%00UserId/time_zone', {
      body: {time_zone: 'Europe/Madrid', offset: '+01:00'},
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      error: 'Requested URL not found',
      exception: 'NotFound',
      path: '/api/v1/user_id/demo%00UserId/time_zone',
      method: 'POST',
    });
  });
});

describe('JSON nesting', () => {
  it(`a control operation refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with a 400 naming the limit`, async () => {
    const answer = await s.call('advanceSandboxClock', '/_sandbox/clock/advance', {
      auth: await ownClient(),
      raw: nested(5000),
      headers: json,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('The JSON body is nested deeper than 32 levels, the most the sandbox reads');
    const wide = await s.call('advanceSandboxClock', '/_sandbox/clock/advance', {
      auth: await ownClient(),
      raw: JSON.stringify({seconds: 0, list: Array(1001).fill(0)}),
      headers: json,
    });
    expect(wide.status).toBe(400);
    expect(wide.json.error).toMatch(/^The JSON body has an array of more than 1000 items/);
  });

  it('the inbox stores 5,000-deep JSON as it came, answers 200 and lists it back (as text: it is past the bound)', async () => {
    const body = nested(5000);
    const sent = await s.call('receiveInboxMessage', '/inbox/deep-json', {raw: body, headers: json});
    expect(sent.status).toBe(200);
    const listed = await s.call('listInboxMessages', '/_sandbox/inbox/deep-json');
    expect(listed.json.messages.map((message: Loose) => message.body)).toEqual([body]);
    // Within the bound, the same inbox shows JSON as JSON.
    await s.call('receiveInboxMessage', '/inbox/deep-json', {raw: nested(MAX_JSON_DEPTH), headers: json});
    const again = await s.call('listInboxMessages', '/_sandbox/inbox/deep-json');
    expect(again.json.messages[1].body).toEqual(JSON.parse(nested(MAX_JSON_DEPTH)));
  });
});

describe('control operations without a body', () => {
  it('take {} sent as JSON as no body, and still refuse any other body', async () => {
    const created = await s.call('createSandboxClient', '/_sandbox/clients', {method: 'POST', body: {}});
    expect(created.status).toBe(201);
    const auth = {username: created.json.client_uuid, password: created.json.secret_key};
    expect((await s.call('resetSandbox', '/_sandbox/reset', {auth, raw: ' { } ', headers: json})).status).toBe(200);
    const other = await s.call('createSandboxClient', '/_sandbox/clients', {method: 'POST', body: {name: 'x'}});
    expect(other.status).toBe(400);
    expect(other.json.error).toBe('Content-Type not supported!');
  });

  it('every POST of the control contract that declares no body takes {} (and ROOK has none)', async () => {
    const {operations} = await loadContracts();
    const bodiless = [...operations.values()].filter((operation) => operation.method === 'POST' && !operation.definition.requestBody);
    expect(bodiless.map((operation) => operation.operationId).sort()).toEqual([
      'createSandboxClient',
      'resendWebhookDelivery',
      'resetSandbox',
      'runScenario',
    ]);
    const auth = await ownClient();
    for (const operation of bodiless) {
      const path = operation.path.replace('{delivery_id}', '1').replace('{scenario_id}', 'no-such-scenario');
      const answer = await s.call(operation.operationId, path, {auth, body: {}});
      // The answer the contract gives the call without a body: its one success status, or the 404 of a
      // delivery or scenario that does not exist.
      const successes = Object.keys(operation.definition.responses).filter((status) => status.startsWith('2'));
      expect(successes, operation.operationId).toHaveLength(1);
      const expected = operation.path.includes('{') ? 404 : Number(successes[0]);
      expect(answer.status, `${operation.operationId}: ${answer.text}`).toBe(expected);
    }
  });
});

describe('inbox bodies', () => {
  async function stored(name: string) {
    const answer = await s.call('listInboxMessages', `/_sandbox/inbox/${name}`);
    return (answer.json.messages as Loose[]).map((message) => message.body);
  }

  it('keeps a text with a NUL byte as it came', async () => {
    const sent = await s.call('receiveInboxMessage', '/inbox/nul-byte', {
      raw: 'before\u0000after',
      headers: {'content-type': 'text/plain'},
    });
    expect(sent.status).toBe(200);
    expect(await stored('nul-byte')).toEqual(['before\u0000after']);
  });

  it('keeps a JSON body whose strings hold NUL and non-Latin characters', async () => {
    const body = {text: 'a\u0000b', name: 'Zoë 睡眠 🛌'};
    expect((await s.call('receiveInboxMessage', '/inbox/json-bytes', {body})).status).toBe(200);
    expect(await stored('json-bytes')).toEqual([body]);
  });

  it('stores bytes that are not UTF-8 exactly as they came, and lists them as text', async () => {
    const bytes = Buffer.from([0x61, 0xff, 0x00, 0xed, 0xa0, 0x80, 0x62]);
    const sent = await s.call('receiveInboxMessage', '/inbox/raw-bytes', {raw: bytes, headers: {'content-type': 'text/plain'}});
    expect(sent.status).toBe(200);
    const [row] = await s.sandbox.store.inbox.inboxMessages('raw-bytes');
    expect(Buffer.from(row!.body).equals(bytes)).toBe(true);
    const [shown] = await stored('raw-bytes');
    // Shown decoded, each byte that is not UTF-8 as U+FFFD; the NUL is a character like any other there.
    expect([shown.slice(0, 3), shown.slice(-2)]).toEqual(['a\ufffd\u0000', '\ufffdb']);
  });

  it('stores a JSON body it could not parse, or one holding an escaped lone surrogate, byte for byte', async () => {
    const texts = ['{"unterminated": ', '{"half": "\\ud800"}'];
    for (const text of texts)
      expect((await s.call('receiveInboxMessage', '/inbox/json-as-sent', {raw: text, headers: json})).status).toBe(200);
    const rows = await s.sandbox.store.inbox.inboxMessages('json-as-sent');
    expect(rows.map((row) => Buffer.from(row.body).toString('utf8'))).toEqual(texts);
    expect(await stored('json-as-sent')).toEqual([texts[0], {half: '\ud800'}]);
  });

  it('takes an empty text body, which the contract allows', async () => {
    const sent = await s.call('receiveInboxMessage', '/inbox/empty-text', {raw: '', headers: {'content-type': 'text/plain'}});
    expect(sent.status, sent.text).toBe(200);
    const none = await s.call('receiveInboxMessage', '/inbox/empty-text', {method: 'POST'});
    expect(none.status, none.text).toBe(200);
    expect(await stored('empty-text')).toEqual(['', '']);
  });

  it('still refuses a media type the inbox does not accept, with the contract error', async () => {
    const answer = await s.fetch('/inbox/wrong-type', {
      raw: new Uint8Array([0xff, 0xfe]),
      headers: {'content-type': 'application/octet-stream'},
    });
    expect(answer.status).toBe(400);
    expect(await isContractError(answer.json)).toBe(true);
  });
});

describe('a 500 leaves a trace', () => {
  it('is logged to standard error by default, with its stack', async () => {
    const broken = await startSandbox({startAt: START});
    const written: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    // Kept, not printed: the suite's output stays quiet.
    process.stderr.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      // A database gone from under a running server: every query fails.
      await broken.sandbox.db.close();
      const answer = await broken.fetch('/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-28');
      expect(answer.status).toBe(500);
      expect(await isContractError(answer.json)).toBe(true);
      const errors = written
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Loose)
        .filter((entry) => entry.level === 50);
      expect(errors).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          url: expect.stringContaining('/physical_health/summary'),
          err: expect.objectContaining({message: expect.any(String), stack: expect.any(String)}),
        }),
      );
    } finally {
      process.stderr.write = original;
      await broken.sandbox.app.close();
    }
  });
});
