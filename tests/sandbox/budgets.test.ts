// What one client may make the sandbox do (sandbox/model/budgets.ts): each budget
// answers its documented 4xx one step past it; a long clock move is queued in
// the background in small steps and ends with the same documents as a day-by-
// day walk; generation waits while a client has its whole budget of deliveries
// due; and one client's backlog never keeps another client's single delivery
// waiting behind it (shown by the order turns are claimed in, not by time).
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {publicModeDefaults} from '../../sandbox/http/public-mode';
import {signedMessage} from '../../core/contract/model/signature';
import {sandboxBudgets, sandboxClockMoveSeconds, sandboxInboxKeeps} from '../../core/data/sandbox';
import type {components} from '../../core/contract/generated/sandbox-api';
import {isJsonObject} from '../../sandbox/contract/documents';
import {dataOf, startSandbox, type TestSandbox} from './support';

const startAt = '2026-03-10T10:30:00Z';
const DAY = 86_400;
type Auth = {username: string; password: string};

const opened: TestSandbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((sandbox) => sandbox.close()));
});

async function sandbox(options: Omit<Parameters<typeof startSandbox>[0], 'startAt'> = {}): Promise<TestSandbox> {
  const started = await startSandbox({startAt, ...options});
  opened.push(started);
  return started;
}

async function newClient(s: TestSandbox): Promise<Auth> {
  const {data: created} = await s.control(null).POST('/_sandbox/clients');
  return {username: created!.client_uuid, password: created!.secret_key};
}

/** An SDK link (linkSdkSource takes the SDK sources), which creates the user when new. */
const link = (s: TestSandbox, auth: Auth, userId: string, source: components['schemas']['SdkSource'] = 'Apple Health') =>
  s.control(auth).POST('/_sandbox/users/{user_id}/sdk_sources', {
    params: {path: {user_id: userId}},
    body: {data_source: source, time_zone: 'Europe/Madrid'},
  });
const advance = (s: TestSandbox, auth: Auth, seconds: number) => s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds}});
const inboxMessages = async (s: TestSandbox, auth: Auth, name: string) =>
  dataOf(await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}})).messages;

describe('the budgets of the sandbox', () => {
  it('are stated in the control API as the sandbox applies them', async () => {
    const control: Loose = (await loadContracts()).control;
    const text = (control.info.description as string).replace(/\s+/g, ' ');
    const n = (value: number) => value.toLocaleString('en-US');
    const {local, hosted, hostedEmbedded} = sandboxBudgets;
    expect(text).toContain(`one clock move goes at most ${sandboxClockMoveSeconds / DAY} days`);
    expect(text).toContain(
      `at most ${n(local.dueDeliveries)} webhook deliveries due and not yet sent and ${n(local.waitingDays)} user-days`,
    );
    expect([hosted.dueDeliveries, hosted.waitingDays]).toEqual([local.dueDeliveries, local.waitingDays]);
    expect(text).toContain(`at most ${hosted.users} users and ${hosted.linkedSources} linked sources per client`);
    expect(text).toContain(
      `allows ${hostedEmbedded.users} users, ${hostedEmbedded.linkedSources} linked sources, ${n(hostedEmbedded.dueDeliveries)} deliveries due and ${hostedEmbedded.waitingDays} user-days waiting`,
    );
    expect(text).toContain(`An inbox keeps its newest ${n(sandboxInboxKeeps)} messages`);
    expect(text).toContain(`past ${publicModeDefaults.loginFailuresPerAddress} failures a minute from one address`);
    expect(control.components.schemas.ClockAdvance.properties.seconds.maximum).toBe(sandboxClockMoveSeconds);
  });

  it('are the published ones: hosted on PostgreSQL, tighter hosted on the embedded database, the backlog only locally', async () => {
    const local = await sandbox();
    expect(local.sandbox.budgets).toEqual({profile: 'local', ...sandboxBudgets.local, inboxMessages: sandboxInboxKeeps});
    const hosted = await sandbox({publicMode: true});
    expect(hosted.sandbox.budgets.profile).toBe(process.env.SANDBOX_TEST_DATABASE_URL ? 'hosted' : 'hostedEmbedded');
  });

  it('refuses a user past the users budget with 422, whichever call would create it', async () => {
    const s = await sandbox({publicMode: true, budgets: {users: 2}});
    const auth = await newClient(s);
    expect((await link(s, auth, 'one')).response.status).toBe(200);
    expect((await link(s, auth, 'two')).response.status).toBe(200);
    const message =
      'This client has 2 users, the most the sandbox keeps for one client: reuse one of them, empty the client with resetSandbox, or create another client with createSandboxClient';
    const linked = await link(s, auth, 'three');
    expect(linked.response.status, JSON.stringify(linked.error)).toBe(422);
    expect(linked.error).toMatchObject({detail: message});
    const refused = [
      await s.call('getDataSourceAuthorizer', '/api/v1/user_id/three/data_source/Oura/authorizer', {auth}),
      await s.call('createUserInformation', '/api/v2/user-information', {
        auth,
        body: {datetime: '2026-03-10T10:00:00Z', user_id: 'three', sex_string: 'female'},
      }),
    ];
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json.detail).toBe(message);
    }
    // An existing user still takes calls, and nothing of the refused one was written.
    expect((await link(s, auth, 'one', 'Health Connect')).response.status).toBe(200);
    const {users} = dataOf(await s.control(auth).GET('/_sandbox/users'));
    expect(users.map((user) => user.user_id).sort()).toEqual(['one', 'two']);
  });

  it('refuses a link past the linked-sources budget with 422, and takes it again once one is revoked', async () => {
    const s = await sandbox({publicMode: true, budgets: {linkedSources: 2}});
    const auth = await newClient(s);
    expect((await link(s, auth, 'one', 'Apple Health')).response.status).toBe(200);
    expect((await link(s, auth, 'one', 'Health Connect')).response.status).toBe(200);
    // Linking a source linked already is no new link.
    expect((await link(s, auth, 'one', 'Health Connect')).response.status).toBe(200);
    const refused = await link(s, auth, 'one', 'Samsung Health');
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      detail: expect.stringMatching(/^This client has 2 sources linked, the most the sandbox keeps for one client: revoke one/),
    });
    const revoked = await s.call('revokeDataSource', '/api/v1/user_id/one/data_sources/revoke_auth', {
      auth,
      method: 'POST',
      body: {data_source: 'Health Connect'},
    });
    expect(revoked.status).toBeLessThan(300);
    expect((await link(s, auth, 'one', 'Samsung Health')).response.status).toBe(200);
  });

  it('keeps the newest messages of an inbox, per name and, in public mode, per client across its inboxes', async () => {
    const s = await sandbox({publicMode: true, budgets: {inboxMessages: 3}});
    const auth = await newClient(s);
    const post = (name: string, n: number) => s.call('receiveInboxMessage', `/inbox/${auth.username}-${name}`, {auth: null, body: {n}});
    const kept = async (name: string) => (await inboxMessages(s, auth, `${auth.username}-${name}`)).map((message) => message.body);
    for (let n = 1; n <= 5; n += 1) expect((await post('a', n)).status).toBe(200);
    expect(await kept('a')).toEqual([{n: 3}, {n: 4}, {n: 5}]);
    await post('b', 6);
    await post('b', 7);
    // The client keeps three across both inboxes: the newest.
    expect([...(await kept('a')), ...(await kept('b'))]).toEqual([{n: 5}, {n: 6}, {n: 7}]);
  });

  it('refuses a clock move one second past 31 days with 422', async () => {
    const s = await sandbox();
    const auth = await newClient(s);
    expect(sandboxClockMoveSeconds).toBe(31 * DAY);
    expect((await advance(s, auth, sandboxClockMoveSeconds + 1)).response.status).toBe(422);
    expect((await advance(s, auth, sandboxClockMoveSeconds)).response.status).toBe(200);
  });

  it('refuses calls that queue deliveries with 429 while the client has its budget of deliveries due, and generation waits', async () => {
    const s = await sandbox({budgets: {dueDeliveries: 30}});
    const auth = await newClient(s);
    const control = s.control(auth);
    // Another process holds the client's lease, as one busy sending its deliveries does: this process
    // sends none of them, so what is queued stays due until the lease goes.
    const {db} = s.sandbox.store;
    await db.query(
      `INSERT INTO dispatch_leases (client_uuid, token, holder, until) VALUES ($1, 'held', 'another process', clock_timestamp() + interval '1 hour')`,
      [auth.username],
    );
    await control.PATCH('/_sandbox/settings', {body: {data_webhook_url: `${s.base}/inbox/${auth.username}-due`}});
    expect((await link(s, auth, 'walker', 'Apple Health')).response.status).toBe(200);
    // The link's 29 pre-existing days wait as a backfill, queued only while fewer than 30 are due.
    const due = async () =>
      dataOf(await control.GET('/_sandbox/deliveries', {params: {query: {status: 'pending', limit: 500}}})).deliveries.length;
    await expect.poll(due).toBeGreaterThanOrEqual(30);
    const held = await due();
    // A step is one user-day, so the backlog stops within one step of the budget.
    expect(held).toBeLessThan(30 + 100);
    for (const {error, response} of [
      await advance(s, auth, 60),
      await control.POST('/_sandbox/deliveries/test', {body: {type: 'physical_summary', user_id: 'walker'}}),
      await link(s, auth, 'walker', 'Health Connect'),
      await control.POST('/_sandbox/scenarios/{scenario_id}', {params: {path: {scenario_id: 'partial-and-final-summaries'}}}),
    ]) {
      expect(response.status, `${response.url}: ${JSON.stringify(error)}`).toBe(429);
      expect(error).toMatchObject({
        error:
          'This client has 30 webhook deliveries due and not yet sent, the most the sandbox queues for one client: wait while they are sent (listWebhookDeliveries shows them), or empty the client with resetSandbox',
      });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Sending them makes room: once the lease lapses, this process sends them, the waiting backfill goes on, and the calls are taken again.
    await db.query(`UPDATE dispatch_leases SET until = clock_timestamp() - interval '1 millisecond' WHERE client_uuid = $1`, [
      auth.username,
    ]);
    await s.drain();
    expect(await due()).toBe(0);
    expect((await inboxMessages(s, auth, `${auth.username}-due`)).length).toBeGreaterThan(held);
    expect((await advance(s, auth, 60)).response.status).toBe(200);
  });
});

/**
 * What a client's Data Webhook received, as (user, structure, local date) without repeats: the
 * values and event times vary per client, the days and structures a span brings do not.
 */
async function documentKeys(s: TestSandbox, auth: Auth, inbox: string): Promise<string[]> {
  const keys = (await inboxMessages(s, auth, inbox)).map(({body}) => {
    if (!isJsonObject(body)) throw new Error(`inbox ${inbox} holds a body that is no health document: ${JSON.stringify(body)}`);
    return `${body.user_id}/${body.data_structure}/${signedMessage(body).datetime.slice(0, 10)}`;
  });
  return [...new Set(keys)].sort();
}

describe('data waiting to be queued', () => {
  it('refuses calls that would queue more with 429 while a client has its budget of user-days waiting', async () => {
    const s = await sandbox({budgets: {waitingDays: 20}});
    const auth = await newClient(s);
    expect((await link(s, auth, 'waiter')).response.status).toBe(200);
    // Twenty user-days waiting, as a long clock move leaves them.
    const {store} = s.sandbox;
    await store.db.transaction((tx) =>
      store.backfills.queueBackfill(tx, {
        clientUuid: auth.username,
        userId: 'waiter',
        from: '2026-02-01',
        to: '2026-02-20',
        since: 0,
        until: 0,
      }),
    );
    const refused = await advance(s, auth, DAY);
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({
      error:
        'This client has 20 user-days of data still waiting to be queued, the most the sandbox holds for one client: wait while it queues them (listWebhookDeliveries shows them as they come), or empty the client with resetSandbox',
    });
    await s.drain();
    expect((await advance(s, auth, DAY)).response.status).toBe(200);
  });
});

describe('a long clock move', () => {
  it('answers at once and ends with the same documents as a day-by-day walk over the same span', async () => {
    const s = await sandbox();
    const [leap, walk] = [await newClient(s), await newClient(s)];
    for (const [auth, name] of [
      [leap, 'leap'],
      [walk, 'walk'],
    ] as const) {
      for (const user of ['ann', 'bob']) await link(s, auth, user);
      // Set after the links: a new Data Webhook URL starts from now, so the inboxes hold the span's documents only.
      await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: `${s.base}/inbox/${name}`}});
    }
    const moved = dataOf(await advance(s, leap, 8 * DAY));
    // The request queued two days per user itself; the six before them came in the background.
    expect(moved.deliveries_due).toBeLessThan(2 * 2 * 40);
    for (let day = 0; day < 8; day += 1) await advance(s, walk, DAY);
    await s.drain();
    const [leapt, walked] = [await documentKeys(s, leap, 'leap'), await documentKeys(s, walk, 'walk')];
    expect(leapt.length).toBeGreaterThan(8 * 2 * 5);
    expect(leapt).toEqual(walked);
  });
});

/** A receiver that holds every request until released, recording the order in which they arrive (by path). */
async function orderedReceiver() {
  const arrivals: string[] = [];
  const waiting: ServerResponse[] = [];
  let held = true;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(request.url ?? '');
      if (held) waiting.push(response);
      else response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    waiting,
    release() {
      held = false;
      for (const response of waiting.splice(0)) response.writeHead(200).end('{}');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox with more backlogs than sending slots', () => {
  it("serves another client's single delivery after at most one turn of each backlog, not after the backlogs", async () => {
    // Two sending slots, two clients with backlogs of three days of documents each.
    const s = await sandbox({deliveryConcurrency: 2});
    const receiver = await orderedReceiver();
    // The order in which turns are claimed, as the database sees the leases taken: two slots send
    // at once, so the order in which deliveries reach a receiver can differ from it by a delivery or two.
    for (const statement of [
      'CREATE TABLE test_claims (seq bigserial PRIMARY KEY, client_uuid uuid NOT NULL)',
      `CREATE FUNCTION test_record_claim() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' OR OLD.token IS DISTINCT FROM NEW.token THEN
           INSERT INTO test_claims (client_uuid) VALUES (NEW.client_uuid);
         END IF;
         RETURN NULL;
       END $$`,
      'CREATE TRIGGER test_claims AFTER INSERT OR UPDATE OF token ON dispatch_leases FOR EACH ROW EXECUTE FUNCTION test_record_claim()',
    ])
      await s.sandbox.db.query(statement);
    try {
      const backlogs = [await newClient(s), await newClient(s)];
      for (const [i, auth] of backlogs.entries()) {
        await link(s, auth, 'walker');
        await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: `${receiver.url}/backlog-${i}`}});
        await advance(s, auth, 3 * DAY);
      }
      // Both slots are now held by the first delivery of each backlog.
      await expect.poll(() => receiver.waiting.length).toBe(2);
      const single = await newClient(s);
      await link(s, single, 'only');
      const test = await s.control(single).POST('/_sandbox/deliveries/test', {
        body: {type: 'physical_summary', user_id: 'only', url: `${receiver.url}/single`},
      });
      expect(test.response.status).toBe(202);
      // The other client's calls answer meanwhile.
      expect((await s.control(single).GET('/_sandbox/settings')).response.status).toBe(200);
      receiver.release();
      await s.drain();
      expect(receiver.arrivals).toContain('/single');
      // Each backlog is several turns long (a turn sends at most 25 deliveries)...
      const backlog = receiver.arrivals.filter((path) => path.startsWith('/backlog')).length;
      expect(backlog).toBeGreaterThan(4 * 25);
      // ...yet the single delivery's turn is claimed after the first turn of each backlog, before any second one.
      const claims = (
        await s.sandbox.db.query<{client_uuid: string}>('SELECT client_uuid::text AS client_uuid FROM test_claims ORDER BY seq')
      ).map((row) => row.client_uuid);
      const before = claims.slice(0, claims.indexOf(single.username));
      expect(claims).toContain(single.username);
      expect([...before].sort()).toEqual(backlogs.map((auth) => auth.username).sort());
      expect(claims.filter((client) => client !== single.username).length).toBeGreaterThan(4);
    } finally {
      receiver.release();
      await receiver.close();
    }
  });
});
