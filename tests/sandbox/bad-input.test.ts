// Inputs a contract fuzzer run by a reader found answering 500, and the class
// each belongs to: numbers beyond what the server can hold, and inbox bodies
// with bytes a text column refuses or no bytes at all.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts, type Json} from '../../sandbox/contract';
import {isContractError, startSandbox, type TestSandbox} from './support';

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
    const usable = (parameter: Json) =>
      parameter.schema?.format === 'date' ? TODAY : String(parameter.example ?? parameter.schema?.example ?? 'demoUserId');
    let checked = 0;
    for (const operation of operations.values()) {
      const parameters: Json[] = operation.definition.parameters ?? [];
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
    // users status (page), the deliveries list (limit) and the inbox (respond_with).
    expect(checked).toBe(3);
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

describe('inbox bodies', () => {
  async function stored(name: string) {
    const answer = await s.call('listInboxMessages', `/_sandbox/inbox/${name}`);
    return (answer.json.messages as Json[]).map((message) => message.body);
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
        .map((line) => JSON.parse(line) as Json)
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
