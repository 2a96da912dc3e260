// Three sandbox processes on one PostgreSQL database behave like one sandbox:
// they migrate an empty database once, elect one scheduler, send each due
// delivery exactly once and record it once, lose nothing when one of them is
// killed mid-send, and answer control calls without waiting for receivers.
// Runs only where a PostgreSQL server is configured (npm run test:sandbox:pg).
import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {freePort} from '../../scripts/lib/free-port.mjs';
import type {components} from '../../core/contract/generated/sandbox-api';
import {sandboxControl, type SandboxControl} from '../../core/contract/sandbox-client';
import {demoAuth, freshPostgresDatabase} from './support';

const root = path.resolve(import.meta.dirname, '../..');
const startAt = '2026-03-10T10:30:00Z';

interface SandboxProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

function startProcess(databaseUrl: string, port: number): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['scripts/sandbox.mjs', '--port', String(port)], {
    cwd: root,
    env: {...process.env, DATABASE_URL: databaseUrl, SANDBOX_RATE_LIMIT: '0', SANDBOX_START_AT: startAt},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[sandbox] ROOK local sandbox at')) resolve({child, base: `http://127.0.0.1:${port}/sandbox`, exited});
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox process exited with ${code} before it was ready:\n${output}`)));
  });
}

type Auth = {username: string; password: string};

/** One process's control API as `auth`, through the contract's typed client: any answer but a success fails the test. */
function control(base: string, auth: Auth): SandboxControl {
  const client = sandboxControl({baseUrl: base, pair: {client_uuid: auth.username, secret_key: auth.password}});
  client.use({
    async onResponse({request, response}) {
      expect(response.status, `${request.method} ${request.url}: ${await response.clone().text()}`).toBeLessThan(300);
    },
  });
  return client;
}

const link = (base: string, auth: Auth, user: string, source: components['schemas']['SdkSource']) =>
  control(base, auth).POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: user}}, body: {data_source: source}});
const advance = (base: string, auth: Auth, seconds: number) => control(base, auth).POST('/_sandbox/clock/advance', {body: {seconds}});

/** Resolves once an observable state holds (no fixed sleep decides the result). */
async function until(check: () => Promise<boolean>, what: string, timeout = 45_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting until ${what}`);
    },
    {timeout, interval: 200},
  );
}

/** A webhook receiver that counts what it accepted (a 200 fully written), per client, and can hold requests. */
function receiver() {
  const accepted = new Map<string, string[]>();
  const held: http.ServerResponse[] = [];
  let holding = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const client = request.url!.split('/')[2]!;
      const key = `${request.headers['x-rook-hash']} ${body}`;
      response.on('finish', () => accepted.set(client, [...(accepted.get(client) ?? []), key]));
      if (holding) held.push(response);
      else response.end('ok');
    });
  });
  return {
    server,
    accepted,
    held,
    hold: () => (holding = true),
    release() {
      holding = false;
      for (const response of held.splice(0)) response.end('ok');
    },
  };
}

describe('three sandbox processes on one PostgreSQL database', () => {
  let databaseUrl: string;
  let processes: SandboxProcess[];
  let db: pg.Client;
  const inbox = receiver();
  let receiverBase: string;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    if (!fresh) throw new Error('this suite needs a PostgreSQL server: run it with npm run test:sandbox:pg');
    databaseUrl = fresh;
    // All three at once on the empty database: the first start of a hosted sandbox.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    processes = await Promise.all(ports.map((port) => startProcess(databaseUrl, port)));
    db = new pg.Client({connectionString: databaseUrl});
    await db.connect();
    await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
    receiverBase = `http://127.0.0.1:${(inbox.server.address() as net.AddressInfo).port}`;
  });

  afterAll(async () => {
    inbox.release();
    for (const sandbox of processes ?? []) sandbox.child.kill('SIGKILL');
    await Promise.all((processes ?? []).map((sandbox) => sandbox.exited));
    await db?.end();
    inbox.server.closeAllConnections();
    await new Promise((resolve) => inbox.server.close(resolve));
  });

  const live = () => processes.filter((sandbox) => sandbox.child.exitCode === null && sandbox.child.signalCode === null);

  async function newClient(sandbox: SandboxProcess): Promise<Auth & {uuid: string}> {
    const {data: created} = await control(sandbox.base, demoAuth).POST('/_sandbox/clients');
    const auth = {username: created!.client_uuid, password: created!.secret_key, uuid: created!.client_uuid};
    await control(sandbox.base, auth).PATCH('/_sandbox/settings', {
      body: {data_webhook_url: `${receiverBase}/c/${auth.uuid}`, notification_webhook_url: `${receiverBase}/c/${auth.uuid}`},
    });
    return auth;
  }

  /** A client's deliveries as the database holds them (the list call shows at most 500). */
  async function deliveries(auth: {uuid: string}) {
    const {rows} = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
         count(*) FILTER (WHERE status = 'delivered' AND jsonb_array_length(attempts) <> 1)::int AS recorded_twice
       FROM deliveries WHERE client_uuid = $1`,
      [auth.uuid],
    );
    return rows[0] as {pending: number; delivered: number; recorded_twice: number};
  }

  /** Waits until nothing is pending, then checks each delivery was recorded once and accepted once by the receiver. */
  async function expectEachDeliveredOnce(auth: {uuid: string}) {
    // What is tested is exactly once, not speed: CI builds the site beside this suite on two cores.
    await until(async () => (await deliveries(auth)).pending === 0, 'every delivery was sent', 120_000);
    const counts = await deliveries(auth);
    expect(counts.delivered).toBeGreaterThan(20);
    expect(counts.recorded_twice).toBe(0);
    const received = inbox.accepted.get(auth.uuid) ?? [];
    expect(new Set(received).size, 'no document arrived twice').toBe(received.length);
    expect(received.length).toBe(counts.delivered);
  }

  it('migrated the empty database once, with every migration recorded', async () => {
    const files = readdirSync(path.join(root, 'sandbox/state/migrations')).filter((name) => name.endsWith('.sql'));
    const {rows} = await db.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(files.sort());
    expect(live()).toHaveLength(3);
  });

  it('sends each due delivery exactly once and records it once, with many clients working across all three', async () => {
    const clients = await Promise.all(Array.from({length: 6}, (_, i) => newClient(processes[i % 3]!)));
    // Users linking, clocks moving and reads, each client's calls spread over the three processes at once.
    await Promise.all(
      clients.flatMap((auth, i) => [
        ...[0, 1].map((u) => link(processes[(i + u) % 3]!.base, auth, `user-${u}`, 'Apple Health')),
        ...[0, 1, 2].map((p) => advance(processes[p]!.base, auth, 6 * 3600)),
        control(processes[(i + 2) % 3]!.base, auth).GET('/_sandbox/users'),
      ]),
    );
    // A clock call on every process runs after any tick that process has under way for the client
    // (the consent page's links tick in the background), so once these answer, everything is queued.
    await Promise.all(clients.flatMap((auth) => processes.map((p) => advance(p.base, auth, 0))));
    for (const auth of clients) await expectEachDeliveredOnce(auth);
  }, 240_000);

  it('has one scheduler, and another process takes over within seconds when its process is killed', async () => {
    const leaders = async () =>
      (
        await db.query(
          `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.classid = 2 AND l.granted`,
        )
      ).rows.map((row) => Number(/pid (\d+)/.exec(row.application_name)![1]));
    await until(async () => (await leaders()).length === 1, 'a scheduler was elected');
    const [leader] = await leaders();
    expect((await leaders()).length).toBe(1);
    const killed = processes.find((sandbox) => sandbox.child.pid === leader)!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    await until(async () => {
      const now = await leaders();
      return now.length === 1 && now[0] !== leader;
    }, 'another process leads');
  });

  it('loses nothing when the process sending a client’s deliveries is killed mid-send', async () => {
    const [first] = live();
    const auth = await newClient(first!);
    inbox.hold();
    await link(first!.base, auth, 'survivor', 'Health Connect');
    await advance(first!.base, auth, 0);
    await until(async () => inbox.held.length > 0, 'a delivery is in flight');
    const {rows} = await db.query('SELECT holder FROM dispatch_leases WHERE client_uuid = $1', [auth.uuid]);
    const sender = processes.find((sandbox) => rows[0]?.holder.endsWith(`:${sandbox.child.pid}`));
    expect(sender, 'the lease names a live process').toBeDefined();
    sender!.child.kill('SIGKILL');
    await sender!.exited;
    inbox.release();

    // The killed process's lease lapses; a surviving one sends the rest, the interrupted delivery included.
    await expectEachDeliveredOnce(auth);
  });

  it('answers control calls while a receiver never answers', async () => {
    const connections: net.Socket[] = [];
    const blackhole = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    try {
      const [sandbox] = live();
      const {data: created} = await control(sandbox!.base, demoAuth).POST('/_sandbox/clients');
      const auth = {username: created!.client_uuid, password: created!.secret_key};
      const url = `http://127.0.0.1:${(blackhole.address() as net.AddressInfo).port}/hook`;
      await control(sandbox!.base, auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: url, notification_webhook_url: url}});
      await link(sandbox!.base, auth, 'waiting', 'Apple Health');
      await until(async () => connections.length > 0, 'a send is under way');
      const first = connections[0]!;
      // Every control call answers while that first send still waits for its answer.
      await advance(sandbox!.base, auth, 3600);
      await link(sandbox!.base, auth, 'other', 'Android');
      await control(sandbox!.base, auth).PATCH('/_sandbox/settings', {body: {notification_webhook_url: null}});
      expect(first.destroyed, 'the first send was still waiting').toBe(false);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => blackhole.close(resolve));
    }
  });
});
