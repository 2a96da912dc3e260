// A link's older pre-existing days are queued in the background after the call answers (webhooks.ts);
// what is left of a backfill stays in the database, so a process that stops mid-way loses nothing.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Loose} from '../support/loose';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
let auth: {username: string; password: string};
let clientUuid: string;
const startAt = '2026-03-10T10:30:00Z';

beforeAll(async () => {
  // The scheduler runs, as in a served sandbox: its sweep resumes backfills nobody is working on.
  s = await startSandbox({startAt, tickIntervalMs: 50});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  clientUuid = created!.client_uuid;
  await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: `${s.base}/inbox/backfill`}});
});
afterAll(() => s?.close());

async function summaryDates(): Promise<string[]> {
  const {data} = await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name: 'backfill'}}});
  return (data!.messages as Loose[])
    .filter((m) => m.body.data_structure === 'physical_summary')
    .map((m) => m.body.physical_health.summary.physical_summary.metadata.datetime_string.slice(0, 10))
    .sort();
}

describe('backfills', () => {
  it('queue every pre-existing day of an SDK link, the older ones after the call answers', async () => {
    const linked = await s
      .control(auth)
      .POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: 'backfilled'}}, body: {data_source: 'Apple Health'}});
    expect(linked.data!.pre_existing_days).toBe(29);
    await s.drain();
    const dates = await summaryDates();
    // The 29 days before the link's day, each once, and nothing of today yet (its first partial summary is at 04:00, before the link).
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.filter((date) => date < '2026-03-10')).toHaveLength(29);
    expect(dates[0]).toBe('2026-02-09');
    expect(await s.sandbox.store.backfills.hasBackfills(clientUuid)).toBe(false);
  });

  it('left in the database by a stopped process, are queued by the scheduler’s sweep', async () => {
    const before = await summaryDates();
    // What a process that stopped after its first step leaves: the rest of the dates, seen by the tick of the link.
    await s.sandbox.db.transaction((tx) =>
      s.sandbox.store.backfills.queueBackfill(tx, {
        clientUuid,
        userId: 'backfilled',
        from: '2026-02-20',
        to: '2026-02-22',
        since: Date.parse('2026-03-10T10:00:00Z'),
        until: Date.parse('2026-03-10T11:00:00Z'),
      }),
    );
    await expect.poll(() => s.sandbox.store.backfills.hasBackfills(clientUuid), {timeout: 10_000}).toBe(false);
    await s.drain();
    const after = await summaryDates();
    // Those three dates again (a new version each, as of the link), and nothing else.
    expect(after).toHaveLength(before.length + 3);
    expect(after.filter((date, i) => after.indexOf(date) !== i)).toEqual(['2026-02-20', '2026-02-21', '2026-02-22']);
  });
});

// Without the scheduler, whose sweep would consume a backfill the reset forgot, so only the reset can remove it.
describe('a reset', () => {
  let quiet: TestSandbox;
  let quietAuth: {username: string; password: string};
  beforeAll(async () => {
    quiet = await startSandbox({startAt, tickIntervalMs: 0});
    const {data: created} = await quiet.control().POST('/_sandbox/clients');
    quietAuth = {username: created!.client_uuid, password: created!.secret_key};
  });
  afterAll(() => quiet?.close());

  const backfillRows = () => quiet.sandbox.db.query('SELECT 1 FROM backfills WHERE client_uuid = $1', [quietAuth.username]);

  it('drops the client’s backfills, with nothing queued after it', async () => {
    await quiet.sandbox.db.transaction((tx) =>
      quiet.sandbox.store.backfills.queueBackfill(tx, {
        clientUuid: quietAuth.username,
        userId: 'backfilled',
        from: '2026-02-01',
        to: '2026-02-05',
        since: 0,
        until: quiet.startAt,
      }),
    );
    expect(await backfillRows()).toHaveLength(1);
    await quiet.control(quietAuth).POST('/_sandbox/reset');
    expect(await backfillRows()).toEqual([]);
    await quiet.drain();
    expect((await quiet.control(quietAuth).GET('/_sandbox/deliveries')).data!.deliveries).toEqual([]);
  });
});
