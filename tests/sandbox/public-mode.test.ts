// The hosted sandbox (publicMode): the demo pair is read-only, new clients and
// requests are limited per address, webhook URLs reach public addresses only
// (host names answered by an injected resolver: no real network), inbox names
// belong to a client, connections pages need their token, and idle clients expire.
// On PostgreSQL the request counts are shared by every sandbox: rate-limit.pg.test.ts.
import {randomUUID} from 'node:crypto';
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sandboxOptionsFromEnv} from '../../sandbox/app';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {OwnInbox} from '../../sandbox/delivery/own-inbox';
import {demoReadOnlyMessage, isWrite, writingReads} from '../../sandbox/http/public-mode';
import type {Resolver} from '../../sandbox/delivery/webhook-target';
import type {components} from '../../core/contract/generated/sandbox-api';
import {dataOf, demoAuth, isContractError, startSandbox, type TestSandbox} from './support';

const startAt = '2026-03-10T02:30:00Z';
const demoUuid = 'c2f4961b-9d3c-4ff0-915e-f70655892b89';
const hosts = new Map<string, string[]>([
  ['public.test', ['93.184.216.34']],
  ['private.test', ['10.0.0.5']],
]);
const resolveHost: Resolver = async (host) => hosts.get(host) ?? [];

type Auth = {username: string; password: string};
let s: TestSandbox;

async function newClient(sandbox: TestSandbox = s): Promise<Auth & {clientUuid: string}> {
  const {data: created, response} = await sandbox.control(null).POST('/_sandbox/clients');
  expect(response.status).toBe(201);
  return {username: created!.client_uuid, password: created!.secret_key, clientUuid: created!.client_uuid};
}

/** An SDK link of Apple Health (linkSdkSource), which creates the user when new. */
async function linkAppleHealth(auth: Auth, userId: string): Promise<void> {
  const linked = s.control(auth).POST('/_sandbox/users/{user_id}/sdk_sources', {
    params: {path: {user_id: userId}},
    body: {data_source: 'Apple Health'},
  });
  dataOf(await linked);
}

/** A PATCH of the settings with headers fetch will not send (Host), through node:http. */
function rawPatch(sandbox: TestSandbox, auth: Auth, body: Loose, headers: Record<string, string>): Promise<{status: number; text: string}> {
  const target = new URL(`${sandbox.base}/_sandbox/settings`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'PATCH',
        headers: {
          ...headers,
          authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({status: response.statusCode ?? 0, text}));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

beforeAll(async () => {
  s = await startSandbox({startAt, publicMode: true, resolveHost});
});
afterAll(() => s?.close());

describe('settings', () => {
  it('reads SANDBOX_PUBLIC and its limits from the environment, off by default', () => {
    expect(sandboxOptionsFromEnv({}).publicMode).toBeUndefined();
    expect(
      sandboxOptionsFromEnv({
        SANDBOX_PUBLIC: '1',
        SANDBOX_CLIENTS_PER_HOUR: '10',
        SANDBOX_RATE_LIMIT_PER_ADDRESS: '0',
        SANDBOX_LOGIN_FAILURES_PER_ADDRESS: '20',
        SANDBOX_CLIENT_TTL_DAYS: '3',
        SANDBOX_TRUST_PROXY: 'true',
      }),
    ).toMatchObject({
      publicMode: true,
      clientsPerHour: 10,
      rateLimitPerAddress: 0,
      loginFailuresPerAddress: 20,
      clientTtlDays: 3,
      trustProxy: true,
    });
  });

  it('refuses malformed values, naming the variable', () => {
    expect(() => sandboxOptionsFromEnv({SANDBOX_PUBLIC: 'yes'})).toThrow('SANDBOX_PUBLIC must be 1 or 0 (true or false), not "yes"');
    expect(() => sandboxOptionsFromEnv({SANDBOX_CLIENTS_PER_HOUR: '-1'})).toThrow(/^SANDBOX_CLIENTS_PER_HOUR must be a whole number/);
    expect(() => sandboxOptionsFromEnv({SANDBOX_CLIENT_TTL_DAYS: '0'})).toThrow('SANDBOX_CLIENT_TTL_DAYS must be at least 1 day');
  });
});

describe('createSandboxClient', () => {
  it('needs no credentials, locally too', async () => {
    const local = await startSandbox({startAt});
    try {
      expect((await local.control(null).POST('/_sandbox/clients')).response.status).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('is limited per address in public mode: 429 with the Error shape and Retry-After', async () => {
    const limited = await startSandbox({startAt, publicMode: true, clientsPerHour: 2, trustProxy: true});
    try {
      // The address the request comes from, as the proxy the sandbox trusts names it.
      const from = (address: string) => limited.control(null).POST('/_sandbox/clients', {headers: {'x-forwarded-for': address}});
      expect((await from('203.0.113.7')).response.status).toBe(201);
      expect((await from('203.0.113.7')).response.status).toBe(201);
      const third = await from('203.0.113.7');
      expect(third.response.status).toBe(429);
      expect(await isContractError(third.error)).toBe(true);
      expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(60);
      // Another address has its own count.
      expect((await from('198.51.100.9')).response.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the demo pair in public mode', () => {
  it('lists exactly the authorizer calls as GETs that write, each a GET of the contract', async () => {
    const {operations} = await loadContracts();
    for (const operationId of Object.keys(writingReads)) expect(operations.get(operationId)?.method.toUpperCase()).toBe('GET');
    // Every GET that creates users or links calls ensureUser or writes consents: the authorizers only.
    expect(Object.keys(writingReads).sort()).toEqual(['getAllDataSourceAuthorizers', 'getDataSourceAuthorizer']);
  });

  it('answers 403 to every call that changes state, ROOK API included, saying how to get a client', async () => {
    const {operations} = await loadContracts();
    const writes = [...operations.values()].filter((operation) => operation.basicAuth && isWrite(operation));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    for (const operation of writes) {
      const path = operation.path
        .replace('{user_id}', 'demoUserId')
        .replace('{data_source}', 'Garmin')
        .replace('{client_uuid}', demoUuid)
        .replace('{name}', `${demoUuid}-x`);
      const method = operation.method.toUpperCase();
      const answer = await s.fetch(path, {method, body: method === 'GET' ? undefined : {}});
      expect(answer.status, operation.operationId).toBe(403);
      expect(answer.json.error, operation.operationId).toBe(demoReadOnlyMessage);
      expect(await isContractError(answer.json)).toBe(true);
    }
    // Control writes list the 403 in the contract.
    expect((await s.control().POST('/_sandbox/reset')).response.status).toBe(403);
  });

  it("offers no Connect links on the demo users' connections page, and its earlier consent links are not valid", async () => {
    const {data} = await s.control().GET('/_sandbox/users');
    const page = await s.call('showConnectionsPage', new URL(data!.users[1]!.connections_url).pathname.replace('/sandbox', ''), {
      auth: null,
    });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('/connect/');
    // A link made for a demo user before the sandbox went public.
    const token = 'a'.repeat(32);
    await s.sandbox.db.query(
      `INSERT INTO consents (token, client_uuid, user_id, data_source, created_at) VALUES ($1, $2, 'demo-user-2', 'Polar', now())`,
      [token, demoUuid],
    );
    const decided = await s.fetch(`/connect/${token}`, {
      auth: null,
      raw: 'decision=allow',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(decided.status).toBe(404);
    expect((await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/demo-user-2/data_sources/authorized')).json.sources.polar).toBe(
      false,
    );
  });

  it('still reads', async () => {
    expect((await s.control().GET('/_sandbox/settings')).response.status).toBe(200);
    expect((await s.control().GET('/_sandbox/users')).data!.users.length).toBe(2);
    const v2 = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/demoUserId/data_sources/authorized');
    expect(v2.status).toBe(200);
  });

  it('writes locally as before', async () => {
    const local = await startSandbox({startAt});
    try {
      expect((await local.control(demoAuth).POST('/_sandbox/reset')).response.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('webhook URLs in public mode', () => {
  type Update = components['schemas']['SandboxSettingsUpdate'];
  const update = (auth: Auth, body: Update) => s.control(auth).PATCH('/_sandbox/settings', {body});

  it('refuses http and every non-public address, naming the rule', async () => {
    const auth = await newClient();
    const refused: [Update, string][] = [
      [{data_webhook_url: 'http://public.test/hook'}, 'data_webhook_url must use https in the hosted sandbox'],
      [
        {data_webhook_url: 'https://private.test/hook'},
        'data_webhook_url resolves to 10.0.0.5, a private address: the hosted sandbox only delivers to public addresses (host private.test)',
      ],
      [{notification_webhook_url: 'https://127.0.0.1/hook'}, 'notification_webhook_url points to 127.0.0.1, a loopback address'],
      [{data_webhook_url: 'https://2130706433/hook'}, 'points to 127.0.0.1, a loopback address'],
      [{data_webhook_url: 'https://[::ffff:127.0.0.1]/hook'}, 'a loopback address'],
      [{data_webhook_url: 'https://169.254.169.254/latest'}, 'points to 169.254.169.254, a link-local address'],
      [{data_webhook_url: 'https://[fd00:ec2::254]/'}, 'points to fd00:ec2::254, a private address'],
      [{data_webhook_url: 'https://[fe80::1]/'}, 'points to fe80::1, a link-local address'],
    ];
    for (const [body, message] of refused) {
      const answer = await update(auth, body);
      expect(answer.response.status, JSON.stringify(body)).toBe(422);
      expect(answer.error.detail).toContain(message);
    }
    const settings = await s.control(auth).GET('/_sandbox/settings');
    expect(settings.data!.data_webhook_url).toBeNull();
    expect((await update(auth, {data_webhook_url: 'https://public.test/hook'})).response.status).toBe(200);
  });

  it("accepts the sandbox's own inbox URL for an inbox of the client, not another client's", async () => {
    const auth = await newClient();
    const other = await newClient();
    const own = await update(auth, {data_webhook_url: `${s.base}/inbox/${auth.clientUuid}-hooks`});
    expect(own.response.status).toBe(200);
    const theirs = await update(auth, {data_webhook_url: `${s.base}/inbox/${other.clientUuid}-hooks`});
    expect(theirs.response.status).toBe(422);
    expect(theirs.error.detail).toBe('data_webhook_url must use https in the hosted sandbox');
  });

  it('fills the own inbox on a loopback deployment, without a network round trip, and honours respond_with', async () => {
    const auth = await newClient();
    const inbox = `${auth.clientUuid}-loop`;
    expect(
      (
        await update(auth, {
          data_webhook_url: `${s.base}/inbox/${inbox}`,
          notification_webhook_url: `${s.base}/inbox/${inbox}-refusing?respond_with=503`,
        })
      ).response.status,
    ).toBe(200);
    const control = s.control(auth);
    const linked = await control.POST('/_sandbox/users/{user_id}/sdk_sources', {
      params: {path: {user_id: 'looped'}},
      body: {data_source: 'Apple Health'},
    });
    expect(linked.response.status).toBe(200);
    await s.drain();
    const {data} = await control.GET('/_sandbox/deliveries', {params: {query: {kind: 'data', limit: 500}}});
    expect(data!.deliveries.length).toBeGreaterThan(10);
    for (const delivery of data!.deliveries) expect(delivery).toMatchObject({status: 'delivered', attempts: [{status: 200}]});
    const {data: stored} = await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: inbox}}});
    expect(stored!.messages.length).toBe(data!.deliveries.length);
    expect(stored!.messages[0]!.headers['x-rook-hash']).toMatch(/^[0-9a-f]{64}$/);
    // The refusing inbox stores each try and answers 503, so the notices wait for their retries.
    const {data: notices} = await control.GET('/_sandbox/deliveries', {params: {query: {kind: 'notification'}}});
    for (const delivery of notices!.deliveries) expect(delivery).toMatchObject({status: 'pending', attempts: [{status: 503}]});
    const {data: refusing} = await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: `${inbox}-refusing`}}});
    expect(refusing!.messages.map((message) => message.status)).toEqual(notices!.deliveries.map(() => 503));
  });

  it('reads an inbox name only from a URL on its configured address, and none from a malformed one', () => {
    const own = new OwnInbox('https://sandbox.example.com/sandbox', s.sandbox.store, true);
    expect(own.target('https://sandbox.example.com/sandbox/inbox/abc-x?respond_with=500')).toMatchObject({name: 'abc-x'});
    for (const url of [
      'https://sandbox.example.com/sandbox/inbox/%E0%A4%A',
      'https://sandbox.example.com/sandbox/inbox/a/b',
      'https://sandbox.example.com/sandbox/inbox/',
      'http://sandbox.example.com/sandbox/inbox/abc-x',
      'https://sandbox.example.com:8443/sandbox/inbox/abc-x',
      'https://other.example.com/sandbox/inbox/abc-x',
      'not a url',
    ])
      expect(own.target(url), url).toBeNull();
  });

  it('knows its own inbox by its configured address: a forged Host or X-Forwarded-Host cannot get a private URL stored', async () => {
    const forwarding = await startSandbox({startAt, publicMode: true, trustProxy: true, resolveHost});
    try {
      for (const sandbox of [s, forwarding]) {
        const auth = await newClient(sandbox);
        const forged: [string, Record<string, string>][] = [
          ['http://169.254.169.254', {host: '169.254.169.254'}],
          ['http://10.0.0.5:8080', {host: '10.0.0.5:8080'}],
          ['http://127.0.0.1', {host: '127.0.0.1'}],
          ['http://169.254.169.254', {'x-forwarded-host': '169.254.169.254', 'x-forwarded-proto': 'http'}],
          ['https://[fd00:ec2::254]', {'x-forwarded-host': '[fd00:ec2::254]', 'x-forwarded-proto': 'https'}],
        ];
        for (const [origin, headers] of forged) {
          const url = `${origin}/sandbox/inbox/${auth.clientUuid}-x`;
          const answer = await rawPatch(sandbox, auth, {data_webhook_url: url}, headers);
          expect(answer.status, `${url} with ${JSON.stringify(headers)}`).toBe(422);
        }
        const settings = dataOf(await sandbox.control(auth).GET('/_sandbox/settings'));
        expect(settings.data_webhook_url).toBeNull();
      }
    } finally {
      await forwarding.close();
    }
  });

  /**
   * A new client whose Notification Webhook URL names `host` while it resolves to a public address; then the
   * host resolves to `addresses` and an SDK link makes notices due: the client's notification deliveries, once sent.
   */
  async function noticesAfterTheHostChanges(host: string, url: string, addresses: string[]) {
    const auth = await newClient();
    hosts.set(host, ['93.184.216.34']);
    expect((await update(auth, {notification_webhook_url: url})).response.status).toBe(200);
    hosts.set(host, addresses);
    const control = s.control(auth);
    const linked = await control.POST('/_sandbox/users/{user_id}/sdk_sources', {
      params: {path: {user_id: host.split('.')[0]!}},
      body: {data_source: 'Apple Health'},
    });
    expect(linked.response.status).toBe(200);
    await s.drain();
    const {data} = await control.GET('/_sandbox/deliveries', {params: {query: {kind: 'notification'}}});
    expect(data!.deliveries.length).toBeGreaterThan(0);
    return data!.deliveries;
  }

  it('resolves the host again at each delivery: a host turned private is refused, recorded, and nothing is sent', async () => {
    let received = 0;
    const receiver: Server = createServer((_request, response) => {
      received += 1;
      response.end('ok');
    });
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    try {
      const port = (receiver.address() as AddressInfo).port;
      const deliveries = await noticesAfterTheHostChanges('rebind.test', `https://rebind.test:${port}/hook`, ['127.0.0.1']);
      for (const delivery of deliveries) {
        expect(delivery.status).toBe('pending');
        // Refused by the sandbox, not a receiver that failed to answer: `refused`, and the reason in the sandbox's words.
        expect(delivery.attempts[0]).toEqual({
          at: expect.any(String),
          status: null,
          refused: true,
          error: 'rebind.test resolves to 127.0.0.1, a loopback address; the hosted sandbox only delivers to public addresses',
        });
      }
      expect(received).toBe(0);
    } finally {
      await new Promise((closed) => receiver.close(closed));
    }
  });
  it('tells a refused try from a failed connection: a host that stopped resolving is a connection failure, not refused', async () => {
    const deliveries = await noticesAfterTheHostChanges('vanished.test', 'https://vanished.test/hook', []);
    for (const delivery of deliveries) {
      expect(delivery.attempts[0]).toEqual({
        at: expect.any(String),
        status: null,
        error: 'could not connect: vanished.test does not resolve',
      });
    }
  });
});

describe('inbox names in public mode', () => {
  it("lets a client read only names starting with its client_uuid, and takes messages only for existing clients' names", async () => {
    const auth = await newClient();
    const other = await newClient();
    const mine = `${auth.clientUuid}-inbox`;
    expect((await s.call('receiveInboxMessage', `/inbox/${mine}`, {auth: null, body: {hello: 1}})).status).toBe(200);
    const inbox = (name: string) => s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}});
    const read = dataOf(await inbox(mine));
    expect(read.messages.map((message) => message.body)).toEqual([{hello: 1}]);

    for (const name of ['shared-name', `${other.clientUuid}-inbox`]) {
      const refused = await inbox(name);
      expect(refused.response.status).toBe(403);
      expect(refused.error).toMatchObject({
        error: `In the hosted sandbox an inbox name starts with the client_uuid of the client that reads it, such as ${auth.clientUuid}-my-app`,
      });
    }
    for (const name of ['shared-name', `${randomUUID()}-inbox`]) {
      expect((await s.call('receiveInboxMessage', `/inbox/${name}`, {auth: null, body: {}})).status).toBe(404);
    }
  });
});

describe('connections pages and consent links', () => {
  it('open only with the token the sandbox gave; a wrong or missing one says only "Link not valid"', async () => {
    const auth = await newClient();
    const other = await newClient();
    for (const as of [auth, other]) await linkAppleHealth(as, 'page-user');
    const url = new URL(dataOf(await s.control(auth).GET('/_sandbox/users')).users[0]!.connections_url);
    const path = url.pathname.replace('/sandbox', '');
    expect((await s.call('showConnectionsPage', path, {auth: null})).text).toContain('Connections of page-user');

    const token = path.split('/').at(-1)!;
    const wrong = [
      path.replace(token, '0'.repeat(32)),
      path.replace(auth.clientUuid, other.clientUuid),
      path.replace('page-user', 'nobody'),
      path.replace(auth.clientUuid, randomUUID()),
    ];
    for (const attempt of wrong) {
      // An HTML page, which the contract lists for 404: fetched without the JSON error check.
      const page = await s.fetch(attempt, {auth: null});
      expect(page.status, attempt).toBe(404);
      expect(page.text).toContain('Link not valid');
    }
    expect((await s.fetch(`/connections/${auth.clientUuid}/page-user`, {auth: null})).status).toBe(404);
  });

  it('links only the client and user stored with a consent token, once', async () => {
    const auth = await newClient();
    const other = await newClient();
    for (const as of [auth, other]) await linkAppleHealth(as, 'shared-id');
    const {json} = await s.call('getDataSourceAuthorizer', '/api/v1/user_id/shared-id/data_source/Garmin/authorizer', {auth});
    const consentPath = new URL(json.authorization_url).pathname.replace('/sandbox', '');
    const decide = () =>
      s.fetch(consentPath, {auth: other, raw: 'decision=allow', headers: {'content-type': 'application/x-www-form-urlencoded'}});
    const first = await decide();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toContain(`/connections/${auth.clientUuid}/shared-id/`);
    const sources = async (as: Auth) =>
      (await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/shared-id/data_sources/authorized', {auth: as})).json.sources;
    expect((await sources(auth)).garmin).toBe(true);
    // Whoever sent it (other's credentials), the token linked its own client's user only.
    expect((await sources(other)).garmin).toBe(false);
    const replay = await decide();
    expect(replay.status).toBe(404);
    expect(replay.text).toContain('Link not valid');
  });
});

describe('idle clients', () => {
  const backdate = (clientUuid: string, days: number) =>
    s.sandbox.db.query(`UPDATE clients SET last_seen_at = last_seen_at - make_interval(days => $2) WHERE client_uuid = $1`, [
      clientUuid,
      days,
    ]);
  const lastSeen = async (clientUuid: string) =>
    (await s.sandbox.db.query<{at: string}>(`SELECT last_seen_at::text AS at FROM clients WHERE client_uuid = $1`, [clientUuid]))[0]?.at;

  it('records when a client was seen, at most once a minute', async () => {
    const auth = await newClient();
    await backdate(auth.clientUuid, 1);
    const before = await lastSeen(auth.clientUuid);
    await s.control(auth).GET('/_sandbox/settings');
    expect(Date.parse((await lastSeen(auth.clientUuid))!)).toBeGreaterThan(Date.parse(before!));
    await backdate(auth.clientUuid, 1);
    const backdated = await lastSeen(auth.clientUuid);
    await s.control(auth).GET('/_sandbox/settings');
    // Written a moment ago already: no new write within the minute.
    expect(await lastSeen(auth.clientUuid)).toBe(backdated);
  });

  it('deletes clients idle past the TTL in batches, with everything of theirs, never the demo client; their pair then gets 401', async () => {
    const idle = [await newClient(), await newClient()];
    const active = await newClient();
    for (const client of [...idle, active]) {
      await linkAppleHealth(client, 'u1');
      await s.call('getDataSourceAuthorizer', '/api/v1/user_id/u1/data_source/Garmin/authorizer', {auth: client});
      await s.call('receiveInboxMessage', `/inbox/${client.clientUuid}-x`, {auth: null, body: {}});
    }
    for (const client of idle) await backdate(client.clientUuid, 8);
    await backdate(demoUuid, 30);
    const now = s.startAt + 60_000;
    // Batches of one: the loop goes on until a batch comes back short.
    const others = await s.sandbox.db.query<{n: number}>(
      `SELECT count(*)::int AS n FROM clients WHERE last_seen_at < $1 AND client_uuid <> $2`,
      [new Date(now - 7 * 86_400_000).toISOString(), demoUuid],
    );
    expect(await s.sandbox.store.clients.expireIdleClients(now, 7 * 86_400_000, 1)).toBe(others[0]!.n);
    for (const client of idle) {
      expect((await s.control(client).GET('/_sandbox/settings')).response.status).toBe(401);
      for (const table of ['users', 'links', 'consents', 'deliveries', 'inbox_messages']) {
        const rows = await s.sandbox.db.query(`SELECT 1 FROM ${table} WHERE client_uuid = $1`, [client.clientUuid]);
        expect(rows.length, table).toBe(0);
      }
    }
    expect((await s.control(active).GET('/_sandbox/settings')).response.status).toBe(200);
    expect(dataOf(await s.control(active).GET('/_sandbox/users')).users.length).toBe(1);
    expect((await s.control().GET('/_sandbox/settings')).response.status).toBe(200);
  });
});

describe('request limits', () => {
  it('limits requests per address in public mode, whatever client they name', async () => {
    const limited = await startSandbox({startAt, publicMode: true, rateLimitPerAddress: 4});
    try {
      const one = await newClient(limited);
      const two = await newClient(limited);
      expect((await limited.control(one).GET('/_sandbox/settings')).response.status).toBe(200);
      expect((await limited.control(two).GET('/_sandbox/settings')).response.status).toBe(200);
      const over = await limited.control(one).GET('/_sandbox/settings');
      expect(over.response.status).toBe(429);
      expect(over.response.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('counts wrong secrets against the address they come from, never against the client they name', async () => {
    const limited = await startSandbox({
      startAt,
      publicMode: true,
      trustProxy: true,
      rateLimitPerMinute: 60,
      loginFailuresPerAddress: 10,
      rateLimitPerAddress: 0,
    });
    try {
      const owner = await newClient(limited);
      // The address the request comes from, as the proxy the sandbox trusts names it.
      const from = async (address: string, auth: Auth) =>
        (await limited.control(auth).GET('/_sandbox/settings', {headers: {'x-forwarded-for': address}})).response;
      const statuses: number[] = [];
      for (const name of [owner.username, demoAuth.username]) {
        for (let i = 0; i < 40; i += 1) statuses.push((await from('203.0.113.9', {username: name, password: 'wrong'})).status);
      }
      // Ten failures a minute from one address, then 429 for its wrong pairs.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
      // The clients those pairs named are untouched: their whole per-client minute is still theirs,
      // from another address and from the guessing one.
      for (let i = 0; i < 30; i += 1) expect((await from('198.51.100.4', owner)).status).toBe(200);
      for (let i = 0; i < 30; i += 1) expect((await from('203.0.113.9', owner)).status).toBe(200);
      expect((await from('198.51.100.4', owner)).status).toBe(429);
      expect((await from('198.51.100.4', demoAuth)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
