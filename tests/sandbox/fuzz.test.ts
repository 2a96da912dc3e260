// Garbage in, no crash out: 10,000 generated bad requests (5,000 more in public
// mode), every answer below 500 and every 4xx in the contract's error shape. It exercises request
// handling, not the database, so it runs in the PGlite run only
// (scripts/sandbox-pg.mjs leaves this file out of the PostgreSQL run).
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts, type Operation} from '../../sandbox/contract';
import {demoAuth, isContractError, startSandbox, type Answer, type TestSandbox} from './support';

const startAt = '2026-03-10T10:30:00Z';
let local: TestSandbox;
/** The hosted shape (public mode), with its per-address limits off so the requests reach the rules, and no real DNS. */
let hosted: TestSandbox;
beforeAll(async () => {
  [local, hosted] = await Promise.all([
    startSandbox({startAt}),
    startSandbox({startAt, publicMode: true, rateLimitPerAddress: 0, clientsPerHour: 1_000_000, resolveHost: async () => []}),
  ]);
});
afterAll(() => Promise.all([local?.close(), hosted?.close()]));

interface BadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

const nasty = fc.oneof(
  fc.string({maxLength: 80}),
  fc.string({unit: 'grapheme', maxLength: 30}),
  fc.constantFrom(
    '',
    '../../etc/passwd',
    '..%2F..%2F',
    '%00',
    '%E0%A4%A',
    'demoUserId',
    '2022-10-28',
    '2022-02-30',
    '-1',
    '1e309',
    'null',
    '<script>',
    'a'.repeat(60),
    'https://x.io/\r\nSet-Cookie:a=1',
    'Garmin',
    'garmin',
  ),
);

const jsonValue = fc.oneof(
  fc.jsonValue({maxDepth: 3}),
  fc.record(
    {data_source: nasty, time_zone: nasty, offset: nasty, start: nasty, finish: nasty, seconds: fc.oneof(fc.integer(), fc.double(), nasty)},
    {requiredKeys: []},
  ),
  fc.record(
    {
      datetime: nasty,
      user_id: nasty,
      height_cm_int: fc.oneof(fc.integer(), nasty),
      weight_kg_float: fc.oneof(fc.double(), nasty),
      sex_string: nasty,
    },
    {requiredKeys: []},
  ),
);

// Just over the 1 MiB limit, and rare: thousands of them would only measure the loopback.
const oversized = `{"data_source":"${'x'.repeat(1_100_000)}"}`;
const body = fc.oneof(
  {arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 8},
  {arbitrary: fc.string({maxLength: 200}), weight: 4},
  {arbitrary: fc.uint8Array({maxLength: 64}), weight: 2},
  {arbitrary: fc.constant('{"unterminated": '), weight: 1},
  {arbitrary: fc.constant(oversized), weight: 1},
);

function requestFor(operations: Operation[]) {
  return fc
    .record({
      operation: fc.constantFrom(...operations),
      segments: fc.array(nasty, {minLength: 3, maxLength: 3}),
      query: fc.dictionary(
        fc.constantFrom('user_id', 'date', 'up_to_date', 'page', 'redirect_url', 'kind', 'status', 'limit', 'extra'),
        nasty,
        {maxKeys: 4},
      ),
      method: fc.oneof(fc.constant(null), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '',
      ),
      body: fc.option(body, {nil: undefined}),
      auth: fc.constantFrom('demo', 'wrong', 'none', 'garbage'),
    })
    .map(({operation, segments, query, method, contentType, body: payload, auth}): BadRequest => {
      let i = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[i++ % 3]!));
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const headers: Record<string, string> = {};
      if (contentType) headers['content-type'] = contentType;
      if (auth === 'demo') headers.authorization = `Basic ${Buffer.from(`${demoAuth.username}:${demoAuth.password}`).toString('base64')}`;
      if (auth === 'wrong') headers.authorization = `Basic ${Buffer.from('demoClientUUID:wrong').toString('base64')}`;
      if (auth === 'garbage') headers.authorization = 'Basic !!!';
      const chosen = method ?? operation.method;
      return {method: chosen, path: `${path}${search ? `?${search}` : ''}`, headers, body: chosen === 'GET' ? undefined : payload};
    });
}

/** Sends `count` generated bad requests; returns what went wrong and how many answered 4xx. */
async function fuzz(s: TestSandbox, count: number, seed: number): Promise<{failures: string[]; errors: number}> {
  const {operations} = await loadContracts();
  // JSON operations only: the HTML pages answer 404 with a page, and the inbox answers whatever respond_with says.
  const fuzzed = [...operations.values()].filter(
    (op) => !op.definition.tags?.includes('Pages') && op.operationId !== 'receiveInboxMessage',
  );
  const requests = fc.sample(requestFor(fuzzed), {numRuns: count, seed});
  const failures: string[] = [];
  let errors = 0;
  for (let i = 0; i < requests.length; i += 25) {
    await Promise.all(
      requests.slice(i, i + 25).map(async (request) => {
        let answer: Answer;
        try {
          answer = await s.fetch(request.path, {method: request.method, auth: null, headers: request.headers, raw: request.body});
        } catch (error) {
          failures.push(`${request.method} ${request.path}: ${(error as Error).message}`);
          return;
        }
        if (answer.status >= 500) failures.push(`${request.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (answer.status >= 400) {
          errors += 1;
          if (!(await isContractError(answer.json)))
            failures.push(`${request.method} ${request.path} → ${answer.status} body ${answer.text.slice(0, 200)}`);
        }
      }),
    );
  }
  return {failures, errors};
}

describe('fuzzing', () => {
  it('answers 10,000 generated bad requests without a 5xx, every 4xx in the contract error shape', async () => {
    const {failures, errors} = await fuzz(local, 10_000, 20261123);
    expect(failures.slice(0, 10)).toEqual([]);
    // The generator must really produce bad requests, not mostly valid ones.
    expect(errors).toBeGreaterThan(9_000);
    // And the state is intact afterwards: the demo fixture still answers.
    const check = await local.call('getPhysicalSummary', '/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-28');
    expect(check.json.document_version).toBe(2);
  }, 600_000);

  it('answers 5,000 more in public mode the same way, and the shared demo client is unchanged', async () => {
    const {failures, errors} = await fuzz(hosted, 5_000, 20261126);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(errors).toBeGreaterThan(4_500);
    const check = await hosted.call('getPhysicalSummary', '/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-28');
    expect(check.json.document_version).toBe(2);
    const users = await hosted.call('listSandboxUsers', '/_sandbox/users');
    expect(users.json.users.map((user: {user_id: string}) => user.user_id).sort()).toEqual(['demo-user-2', 'demoUserId']);
  }, 600_000);
});
