// The request log: every answer's X-Sandbox-Request-Id, each client's own requests listed newest
// first with the rule that refused a call and the docs page that explains it (also the answer's
// Link header), secrets removed, the client's view only, and the log's own reads left out.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteOrigin} from '../../core/config/site';
import {randomUUID} from 'node:crypto';
import {REQUESTS_KEPT, RequestLogWriter, type LoggedRequest} from '../../sandbox/state/request-log';
import {demoAuth, startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
type Auth = {username: string; password: string};

async function newClient(): Promise<Auth> {
  const {data} = await s.control(null).POST('/_sandbox/clients');
  return {username: data!.client_uuid, password: data!.secret_key};
}

async function logOf(auth: Auth, query: Record<string, string | number> = {}) {
  await s.sandbox.flushRequestLog();
  const {data} = await s.control(auth).GET('/_sandbox/requests', {params: {query}});
  return data!.requests;
}

beforeAll(async () => {
  s = await startSandbox({startAt: '2026-05-05T09:00:00Z'});
});
afterAll(() => s?.close());

describe('request ids', () => {
  it('are on every answer, failures and unknown paths included, each its own', async () => {
    const answers = await Promise.all([
      s.fetch('/_sandbox/settings'),
      s.fetch('/_sandbox/settings', {auth: {username: 'nobody', password: 'wrong'}}),
      s.fetch('/no/such/path'),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-sandbox-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('the log of a client', () => {
  let auth: Auth;
  beforeAll(async () => {
    auth = await newClient();
  });

  it('lists a refused call newest first with its rule, its help page, its bodies and its id', async () => {
    const answer = await s.call('getSleepSummary', '/v2/processed_data/sleep_health/summary?user_id=logged-user&date=2026-13-01', {auth});
    expect(answer.status).toBe(422);
    const link = answer.headers.get('link');
    expect(link).toBe(`<${siteOrigin}/docs/api/#formats>; rel="help"`);
    const [entry] = await logOf(auth);
    expect(entry).toMatchObject({
      request_id: answer.headers.get('x-sandbox-request-id'),
      operation_id: 'getSleepSummary',
      method: 'GET',
      path: '/v2/processed_data/sleep_health/summary?user_id=logged-user&date=2026-13-01',
      status: 422,
      user_id: 'logged-user',
      request_body: null,
      response_body: answer.text,
      rule: 'Invalid date format, expected YYYY-MM-DD',
      help: `${siteOrigin}/docs/api/#formats`,
    });
    expect(entry!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(entry!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a document read as it was answered, and cuts a long body with a note of where', async () => {
    const read = await s.call('getPhysicalSummary', '/v2/processed_data/physical_health/summary?user_id=demoUserId&date=2022-10-20');
    expect(read.status).toBe(200);
    const [entry] = await logOf(demoAuth, {operation_id: 'getPhysicalSummary'});
    expect(entry!.response_body).toBe(read.text);
    const padding = 'x'.repeat(20_000);
    await s.fetch('/_sandbox/clock/advance', {auth, method: 'POST', body: {seconds: 60, padding}});
    const [long] = await logOf(auth, {operation_id: 'advanceSandboxClock'});
    const sent = JSON.stringify({seconds: 60, padding});
    expect(long!.request_body).toBe(`${sent.slice(0, 8_192)}… (cut at 8192 characters)`);
  });

  it('cuts a long answer with a note of where', async () => {
    const many = await newClient();
    for (let batch = 0; batch < 4; batch += 1)
      await Promise.all(
        Array.from({length: 20}, (_, i) =>
          s.fetch(`/api/v1/user_id/a-user-with-a-long-enough-name-${batch}-${i}/data_source/Polar/authorizer`, {auth: many}),
        ),
      );
    const users = await s.fetch('/_sandbox/users', {auth: many});
    expect(users.text.length).toBeGreaterThan(8_192);
    const [entry] = await logOf(many, {operation_id: 'listSandboxUsers'});
    expect(entry!.response_body).toBe(`${users.text.slice(0, 8_192)}… (cut at 8192 characters)`);
  });

  it('records the client’s sandbox time beside the wall clock', async () => {
    const {data: moved} = await s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds: 86_400}});
    const [entry] = await logOf(auth, {operation_id: 'advanceSandboxClock'});
    // The client's clock when the request arrived: a day before the time it moved the clock to.
    expect(Math.abs(Date.parse(entry!.sandbox_at) + 86_400_000 - Date.parse(moved!.clock.now))).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(entry!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('removes secret keys and hash keys from both bodies', async () => {
    await s.control(auth).GET('/_sandbox/settings');
    const [entry] = await logOf(auth, {operation_id: 'getSandboxSettings'});
    expect(entry!.response_body).toContain('"hash_key":"[removed]"');
    const settings = await s.control(auth).GET('/_sandbox/settings');
    expect(JSON.stringify(await logOf(auth))).not.toContain(settings.data!.hash_key);
    expect(JSON.stringify(await logOf(auth))).not.toContain(auth.password);
  });

  it('filters by operation, status class and user', async () => {
    await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/filter-user/data_sources/authorized', {auth});
    const byUser = await logOf(auth, {user_id: 'filter-user'});
    expect(byUser.map((r) => r.user_id)).toEqual(byUser.map(() => 'filter-user'));
    expect(byUser.length).toBeGreaterThan(0);
    const refused = await logOf(auth, {status: '4xx'});
    expect(refused.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    expect((await logOf(auth, {status: '2xx'})).every((r) => r.status < 300)).toBe(true);
  });

  it('is the client’s own: another client sees none of it, a failed login is logged for nobody, the log’s reads are not logged', async () => {
    const other = await newClient();
    await s.fetch('/_sandbox/settings', {auth: {username: auth.username, password: 'not-the-secret'}});
    const own = await logOf(auth);
    expect(own.filter((r) => r.status === 401)).toEqual([]);
    expect(own.filter((r) => r.operation_id === 'listSandboxRequests')).toEqual([]);
    expect(await logOf(other)).toEqual([]);
  });

  it('leaves out the dashboard’s quiet reads, and logs the same read without the header', async () => {
    const fresh = await newClient();
    await s.fetch('/_sandbox/deliveries', {auth: fresh, headers: {'x-sandbox-quiet': '1'}});
    expect(await logOf(fresh)).toEqual([]);
    await s.fetch('/_sandbox/deliveries', {auth: fresh});
    expect((await logOf(fresh)).map((r) => r.operation_id)).toEqual(['listWebhookDeliveries']);
    // A write with the header is the reader's own call: logged.
    await s.fetch('/_sandbox/clock/advance', {auth: fresh, method: 'POST', body: {seconds: 60}, headers: {'x-sandbox-quiet': '1'}});
    expect((await logOf(fresh))[0]!.operation_id).toBe('advanceSandboxClock');
  });

  it('keeps a request whose bytes PostgreSQL text cannot hold, and the others of its batch', async () => {
    const odd = await newClient();
    const raw = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x00, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    await Promise.all([
      s.fetch('/_sandbox/clock/advance', {auth: odd, method: 'POST', raw, headers: {'content-type': 'application/json'}}),
      s.fetch('/_sandbox/clock/advance', {auth: odd, method: 'POST', body: {seconds: '\u0000\ud800'}}),
      s.fetch('/_sandbox/users', {auth: odd}),
    ]);
    const logged = await logOf(odd);
    expect(logged.map((r) => r.operation_id).sort()).toEqual(['advanceSandboxClock', 'advanceSandboxClock', 'listSandboxUsers']);
    const texts = logged.flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string'));
    expect(texts.filter((text) => text.includes('\u0000') || text !== text.toWellFormed())).toEqual([]);
  });

  it(`keeps the newest ${REQUESTS_KEPT} of a client`, async () => {
    const busy = await newClient();
    for (let batch = 0; batch < 4; batch += 1)
      await Promise.all(Array.from({length: 80}, () => s.fetch('/_sandbox/deliveries?limit=1', {auth: busy})));
    const kept = await logOf(busy, {limit: 300});
    expect(kept).toHaveLength(REQUESTS_KEPT);
  });
});

describe('the writer', () => {
  /** An entry that counts how often it is made, as the HTTP layer's entries are made: only when written. */
  function entryOf(client: string, id: number, made: number[], answer: string | null = null) {
    const request: LoggedRequest = {
      request_id: randomUUID(),
      at: new Date().toISOString(),
      sandbox_at: new Date().toISOString(),
      operation_id: 'listSandboxUsers',
      method: 'GET',
      path: `/_sandbox/users?n=${id}`,
      status: 200,
      duration_ms: 1,
      // The first 29 of a run are about a user of their own, so that a filter can find them.
      user_id: id >= 0 && id < 29 ? 'early-user' : null,
      request_body: null,
      response_body: answer,
      rule: null,
      help: null,
    };
    return {
      client_uuid: client,
      made: () => {
        made.push(id);
        return request;
      },
    };
  }
  const writerOf = (capacity = 5_000) =>
    new RequestLogWriter(
      s.sandbox.store.requests,
      (work) => work(),
      (error) => {
        throw error;
      },
      // Batches only when flushed here: no timer runs within a test.
      {flushMs: 600_000, busyFlushMs: 3_600_000, rowsPerStatement: 16, capacity, trimEvery: 30},
    );

  it(`makes and writes only a client’s newest ${REQUESTS_KEPT} of a batch, then waits longer for the next`, async () => {
    const auth = await newClient();
    const writer = writerOf();
    const made: number[] = [];
    for (let id = 0; id < REQUESTS_KEPT + 50; id += 1) writer.add(entryOf(auth.username, id, made));
    expect(writer.delayMs).toBe(600_000);
    await writer.flush();
    expect(made).toEqual(Array.from({length: REQUESTS_KEPT}, (_, i) => i + 50));
    const logged = await logOf(auth, {limit: REQUESTS_KEPT});
    expect(logged).toHaveLength(REQUESTS_KEPT);
    expect(logged[0]!.path).toBe(`/_sandbox/users?n=${REQUESTS_KEPT + 49}`);
    expect(writer.delayMs).toBe(3_600_000);
    // A batch it writes whole brings the usual wait back.
    writer.add(entryOf(auth.username, -1, made));
    await writer.flush();
    expect(writer.delayMs).toBe(600_000);
    expect((await logOf(auth))[0]!.path).toBe('/_sandbox/users?n=-1');
  });

  it('trims a client once it has written 30 rows since the last trim, and never lists the rows past the newest kept', async () => {
    const auth = await newClient();
    const writer = writerOf();
    const made: number[] = [];
    const rows = async () =>
      (await s.sandbox.db.query<{n: number}>('SELECT count(*)::int AS n FROM request_log WHERE client_uuid = $1', [auth.username]))[0]!.n;
    for (let id = 0; id < REQUESTS_KEPT; id += 1) writer.add(entryOf(auth.username, id, made));
    await writer.flush();
    expect(await rows()).toBe(REQUESTS_KEPT);
    expect(await logOf(auth, {user_id: 'early-user', limit: REQUESTS_KEPT})).toHaveLength(29);
    // 29 more: not trimmed yet, and the 29 oldest are not listed, whatever the filter.
    for (let id = REQUESTS_KEPT; id < REQUESTS_KEPT + 29; id += 1) writer.add(entryOf(auth.username, id, made));
    await writer.flush();
    expect(await rows()).toBe(REQUESTS_KEPT + 29);
    const listed = await logOf(auth, {limit: REQUESTS_KEPT});
    expect(listed).toHaveLength(REQUESTS_KEPT);
    expect(listed.at(-1)!.path).toBe('/_sandbox/users?n=29');
    expect(await logOf(auth, {user_id: 'early-user', limit: REQUESTS_KEPT})).toEqual([]);
    // The thirtieth trims.
    writer.add(entryOf(auth.username, REQUESTS_KEPT + 29, made));
    await writer.flush();
    expect(await rows()).toBe(REQUESTS_KEPT);
  });

  it('stores a client’s repeated answer once a statement, lists it on each request, and keeps it while a kept row needs it', async () => {
    const [auth, other] = [await newClient(), await newClient()];
    const writer = writerOf();
    const made: number[] = [];
    const answerOf = (id: number) => (id % 5 === 4 ? '{"odd":true}' : '{"document":1}');
    // Two clients' requests interleaved, as they arrive: each client's are written side by side, so the
    // first client's ten share one statement of 16 and the other's are six there and four in the next.
    for (let id = 0; id < 10; id += 1) {
      writer.add(entryOf(auth.username, id, made, answerOf(id)));
      writer.add(entryOf(other.username, id, made, '{"document":1}'));
    }
    await writer.flush();
    const listed = await logOf(auth, {limit: 100});
    expect(listed.map((row) => [row.path, row.response_body])).toEqual(
      Array.from({length: 10}, (_, i) => [`/_sandbox/users?n=${9 - i}`, answerOf(9 - i)]),
    );
    const texts = async (client: string) =>
      (
        await s.sandbox.db.query<{n: number}>(
          'SELECT count(*)::int AS n FROM request_log WHERE client_uuid = $1 AND response_body IS NOT NULL',
          [client],
        )
      )[0]!.n;
    // One text per distinct answer, client and statement: the other client's identical answer is its own.
    expect([await texts(auth.username), await texts(other.username)]).toEqual([2, 2]);
    expect((await logOf(other, {limit: 100})).every((row) => row.response_body === '{"document":1}')).toBe(true);
    // The same answer REQUESTS_KEPT times (which trims the first ten), then 30 more: that trim takes the
    // oldest 30 of the previous batch, part-way through its second statement of 16.
    for (let id = 10; id < REQUESTS_KEPT + 10; id += 1) writer.add(entryOf(auth.username, id, made, '{"document":1}'));
    await writer.flush();
    for (let id = REQUESTS_KEPT + 10; id < REQUESTS_KEPT + 40; id += 1) writer.add(entryOf(auth.username, id, made, '{"document":1}'));
    await writer.flush();
    const [oldest] = await s.sandbox.db.query<{path: string; shared: boolean}>(
      'SELECT path, response_in IS NOT NULL AS shared FROM request_log WHERE client_uuid = $1 ORDER BY id LIMIT 1',
      [auth.username],
    );
    expect(oldest).toEqual({path: '/_sandbox/users?n=40', shared: true});
    const kept = await logOf(auth, {limit: REQUESTS_KEPT});
    expect(kept).toHaveLength(REQUESTS_KEPT);
    expect(kept.filter((row) => row.response_body !== '{"document":1}')).toEqual([]);
    const pointingBack = await s.sandbox.db.query(
      'SELECT id FROM request_log WHERE client_uuid = $1 AND response_in IS NOT NULL AND response_in <= id',
      [auth.username],
    );
    expect(pointingBack).toEqual([]);
  });

  it('drops the oldest quarter at once when more than its capacity wait', async () => {
    const writer = writerOf(8);
    const made: number[] = [];
    // Clients of their own, so that no client's cut applies.
    for (let id = 0; id < 9; id += 1) writer.add(entryOf(randomUUID(), id, made));
    await writer.flush();
    expect(made).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('help links', () => {
  it('name the operation’s own reference section for a rule without a page of its own', async () => {
    const auth = await newClient();
    const answer = await s.call('listWebhookDeliveries', '/_sandbox/deliveries?limit=0', {auth});
    expect(answer.status).toBe(422);
    expect(answer.headers.get('link')).toBe(`<${siteOrigin}/api/sandbox/operations/listWebhookDeliveries/#parameters>; rel="help"`);
  });

  it('send a wrong pair to the authentication section, and leave successes without one', async () => {
    const refused = await s.fetch('/_sandbox/settings', {auth: {username: 'nobody', password: 'wrong'}});
    expect(refused.headers.get('link')).toBe(`<${siteOrigin}/docs/api/#authentication>; rel="help"`);
    expect((await s.fetch('/_sandbox/settings')).headers.get('link')).toBeNull();
  });
});

describe('what is never logged', () => {
  it('in public mode, the shared demo client’s requests, which every reader would see', async () => {
    const hosted = await startSandbox({startAt: '2026-05-05T09:00:00Z', publicMode: true});
    try {
      await hosted.fetch('/_sandbox/users');
      await hosted.sandbox.flushRequestLog();
      const {data} = await hosted.control().GET('/_sandbox/requests');
      expect(data!.requests).toEqual([]);
    } finally {
      await hosted.close();
    }
  });

  it('anything, with the log off, while every answer keeps its id', async () => {
    const quiet = await startSandbox({startAt: '2026-05-05T09:00:00Z', requestLog: false});
    try {
      const answer = await quiet.fetch('/_sandbox/users');
      expect(answer.headers.get('x-sandbox-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await quiet.sandbox.flushRequestLog();
      const {data} = await quiet.control().GET('/_sandbox/requests');
      expect(data!.requests).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
