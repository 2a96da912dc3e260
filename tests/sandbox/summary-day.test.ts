// The sandbox's timeline follows the shared day rules (core/rules/summaryDay.ts): a night's sleep
// summary arrives at 12:15 local on the day the user wakes up, and the day's final physical
// summary at 00:16 local the next day (ROOK's extraction times plus its 15-minute hold).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
let auth: {username: string; password: string};

// 02:30 UTC on 10 March 2026 is 22:30 on 9 March in New York (EDT, UTC-04:00, since 8 March).
const startAt = '2026-03-10T02:30:00Z';
const date = '2026-03-10';

beforeAll(async () => {
  s = await startSandbox({startAt});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  await s
    .control(auth)
    .POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: 'sleeper'}}, body: {data_source: 'Apple Health'}});
  const zone = await s.call('updateUserTimeZone', '/api/v1/user_id/sleeper/time_zone', {
    auth,
    body: {time_zone: 'America/New_York', offset: '-04:00'},
  });
  expect(zone.status).toBe(200);
});
afterAll(() => s?.close());

/** Moves the client's clock to just before or after an instant (the clock also runs in real time: a minute's margin). */
async function moveTo(instant: string, marginSeconds: number): Promise<void> {
  const now = Date.parse((await s.control(auth).GET('/_sandbox/settings')).data!.clock.now);
  const seconds = Math.round((Date.parse(instant) - now) / 1000) + marginSeconds;
  expect(seconds).toBeGreaterThanOrEqual(0);
  await s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds}});
}

const read = (operationId: string, pillar: string) =>
  s.call(operationId, `/v2/processed_data/${pillar}/summary?user_id=sleeper&date=${date}`, {auth});

describe('the day rules in the sandbox', () => {
  it('delivers the night’s sleep summary at 12:15 local on the day the user wakes up, filed under that day', async () => {
    await moveTo('2026-03-10T16:15:00Z', -60);
    expect((await read('getSleepSummary', 'sleep_health')).status).toBe(204);
    await moveTo('2026-03-10T16:15:00Z', 60);
    const answer = await read('getSleepSummary', 'sleep_health');
    expect(answer.status).toBe(200);
    expect(answer.json.sleep_health.summary.sleep_summary.duration.sleep_date_string).toBe(date);
  });

  it('delivers the final physical summary at 00:16 local the next day, after the five partial ones', async () => {
    await moveTo('2026-03-11T04:16:00Z', -60);
    expect((await read('getPhysicalSummary', 'physical_health')).json.document_version).toBe(5);
    await moveTo('2026-03-11T04:16:00Z', 60);
    expect((await read('getPhysicalSummary', 'physical_health')).json.document_version).toBe(6);
  });
});
