// Concurrent changes to one user, the per-client rate limit, and a stop with a request under way. (The fuzzing of
// bad requests is fuzz.test.ts.)
import {once} from 'node:events';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {demoAuth, startSandbox, type TestSandbox} from './support';

const startAt = '2026-03-10T10:30:00Z';
let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({startAt});
});
afterAll(() => s?.close());

describe('concurrency', () => {
  it('leaves one consistent state after parallel authorizations, revokes, SDK links and clock moves for one user', async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const auth = {username: created!.client_uuid, password: created!.secret_key};
    const user = 'busy-user';
    const urls = await Promise.all(
      Array.from({length: 12}, () =>
        s
          .call('getDataSourceAuthorizer', `/api/v1/user_id/${user}/data_source/Garmin/authorizer`, {auth})
          .then((a) => a.json.authorization_url as string),
      ),
    );
    // Parallel first calls make one waiting link, not one each.
    expect(new Set(urls).size).toBe(1);
    const form = {auth: null, raw: 'decision=allow', headers: {'content-type': 'application/x-www-form-urlencoded'}};
    const answers = await Promise.all([
      ...urls.map((url) => s.fetch(url, form)),
      ...Array.from({length: 8}, () => s.fetch(`/api/v1/user_id/${user}/data_sources/revoke_auth`, {auth, body: {data_source: 'Garmin'}})),
      ...Array.from({length: 8}, () => s.fetch(`/_sandbox/users/${user}/sdk_sources`, {auth, body: {data_source: 'Apple Health'}})),
      ...Array.from({length: 10}, () => s.fetch('/_sandbox/clock/advance', {auth, body: {seconds: 3600}})),
    ]);
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    // The link is answered once; the other answers are told it was used.
    expect(
      answers
        .slice(0, urls.length)
        .map((a) => a.status)
        .sort(),
    ).toEqual([303, ...Array.from({length: urls.length - 1}, () => 404)]);

    const settings = await s.control(auth).GET('/_sandbox/settings');
    expect(settings.data!.clock.offset_seconds).toBe(10 * 3600);
    const open = await s.sandbox.db.query<{data_source: string; n: number}>(
      'SELECT data_source, count(*)::int AS n FROM links WHERE client_uuid = $1 AND user_id = $2 AND revoked_at IS NULL GROUP BY data_source',
      [created!.client_uuid, user],
    );
    expect(open.every((row) => row.n === 1)).toBe(true);
    const v2 = await s.call('getAuthorizedDataSourcesV2', `/api/v2/user_id/${user}/data_sources/authorized`, {auth});
    const authorized = v2.json
      .filter((e: {authorized: boolean}) => e.authorized)
      .map((e: {data_source: string}) => e.data_source)
      .sort();
    expect(authorized).toEqual(open.map((row) => row.data_source).sort());
    expect(authorized).toContain('Apple Health');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After per client, leaving other clients alone', async () => {
    const limited = await startSandbox({startAt, rateLimitPerMinute: 5});
    try {
      const path = '/api/v2/user_id/demoUserId/data_sources/authorized';
      // Needs no credentials, so it counts against the caller's address, not against the demo client.
      const {data: created} = await limited.control().POST('/_sandbox/clients');
      const own = {username: created!.client_uuid, password: created!.secret_key};
      for (let i = 0; i < 5; i += 1) expect((await limited.call('getAuthorizedDataSourcesV2', path)).status).toBe(200);
      const refused = await limited.call('getAuthorizedDataSourcesV2', path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json).toMatchObject({exception: 'TooManyRequests', path, method: 'GET'});
      expect(refused.json.error).toMatch(/^Too many requests, retry in \d+ seconds$/);
      // A wrong secret is no login: it is refused as such and counts against nobody's client.
      const guessing = await limited.call('getAuthorizedDataSourcesV2', path, {auth: {username: own.username, password: 'guess'}});
      expect(guessing.status).toBe(401);
      const other = await limited.control(own).GET('/_sandbox/settings');
      expect(other.response.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('stopping', () => {
  it('answers a request under way when the stop begins, then ends its keep-alive connection instead of waiting on it', async () => {
    const own = await startSandbox({startAt});
    const body = JSON.stringify({datetime: '2026-03-10T08:00:00Z', user_id: 'stopping-user', weight_kg_float: 70});
    const pair = Buffer.from(`${demoAuth.username}:${demoAuth.password}`).toString('base64');
    const socket = net.connect(Number(new URL(own.origin).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = once(socket, 'close');
    await once(socket, 'connect');
    const underWay = once(own.sandbox.app.server, 'request');
    // The headers and part of the body: the request has begun, and its connection is not idle.
    socket.write(
      `POST /sandbox/api/v2/user-information HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Authorization: Basic ${pair}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await underWay;
    const stopped = own.close();
    socket.write(body.slice(10));
    // Without ending it, the connection stayed open for Fastify's keep-alive timeout (72 s) after the answer, and so did the stop.
    await ended;
    await stopped;
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(received).toContain('User information created');
  });
});
