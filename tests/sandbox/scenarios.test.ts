// The data-behaviour rulebook runs: every scenario is set up through runScenario, its calls are
// made as the answer lists them, and its rule is asserted on what they answer. The page
// (docs/data-behaviour.mdx) has a section for each scenario id, and no other scenario section.
import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Loose} from '../support/loose';
import {startSandbox, type Answer, type TestSandbox} from './support';

// A Sunday in early March: New York changes its clocks a week later, the soonest of the zones the
// daylight-saving scenario looks at.
const startAt = '2026-03-01T09:00:00Z';
let s: TestSandbox;

beforeAll(async () => {
  s = await startSandbox({startAt});
});
afterAll(() => s?.close());

interface Run {
  run: Loose;
  answers: Answer[];
  auth: {username: string; password: string};
}

/** A new client (so scenarios never share a clock), the scenario, then each call it lists. */
async function runScenario(id: string): Promise<Run> {
  const {data: created} = await s.control().POST('/_sandbox/clients');
  const auth = {username: created!.client_uuid, password: created!.secret_key};
  const run = (await s.control(auth).POST('/_sandbox/scenarios/{scenario_id}', {params: {path: {scenario_id: id}}})).data!;
  expect(run.scenario).toBe(id);
  const answers: Answer[] = [];
  // The calls are any operation of either contract, as the scenario lists them: sent as given.
  for (const call of run.calls) {
    await s.drain();
    answers.push(await s.call(call.operation_id, call.path, {method: call.method, auth, body: call.body}));
  }
  return {run, answers, auth};
}

const sleepOf = (answer: Answer) => answer.json.sleep_health.summary.sleep_summary;
const physicalOf = (answer: Answer) => answer.json.physical_health.summary.physical_summary;
const offsetOf = (timestamp: string) => timestamp.slice(-6);
const dataDocuments = (answer: Answer) => (answer.json.deliveries as Loose[]).map((delivery) => delivery.payload);

function countSamples(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce(
    (sum, [key, child]) => sum + (Array.isArray(child) && key.endsWith('granular_data_array') ? child.length : countSamples(child)),
    0,
  );
}

describe('runScenario', () => {
  it('sleep-crosses-midnight: the sleep is filed under the date the user woke up', async () => {
    const {run, answers} = await runScenario('sleep-crosses-midnight');
    const {duration} = sleepOf(answers[0]!);
    expect(duration.sleep_date_string).toBe(run.dates.wake_date);
    expect(duration.sleep_end_datetime_string.slice(0, 10)).toBe(run.dates.wake_date);
    expect(duration.sleep_start_datetime_string.slice(0, 10) < run.dates.wake_date).toBe(true);
  });

  it('nap: a nap is its own sleep summary, filed under its date; the API answers the main sleep', async () => {
    const {run, answers} = await runScenario('nap');
    const sleeps = dataDocuments(answers[0]!).filter((doc) => doc.data_structure === 'sleep_summary' && doc.user_id === run.user_ids[0]);
    const naps = sleeps.filter((doc) => doc.sleep_health.summary.sleep_summary.duration.sleep_duration_seconds_int === 40 * 60);
    expect(naps).toHaveLength(1);
    const nap = naps[0]!.sleep_health.summary.sleep_summary;
    expect(nap.duration.sleep_date_string).toBe(run.dates.nap_date);
    expect(nap.duration.sleep_start_datetime_string).toMatch(new RegExp(`^${run.dates.nap_date}T15:10:00`));
    expect(nap.metadata.datetime_string).toBe(nap.duration.sleep_start_datetime_string);
    expect(sleepOf(answers[1]!).duration.sleep_duration_seconds_int).toBeGreaterThan(40 * 60);
  });

  it('several-sleeps-one-date: three sleep summaries share the date, each with its own start', async () => {
    const {run, answers} = await runScenario('several-sleeps-one-date');
    const onDate = dataDocuments(answers[0]!)
      .filter((doc) => doc.data_structure === 'sleep_summary' && doc.user_id === run.user_ids[0])
      .map((doc) => doc.sleep_health.summary.sleep_summary)
      .filter((sleep) => sleep.duration.sleep_date_string === run.dates.date);
    expect(onDate).toHaveLength(3);
    expect(new Set(onDate.map((sleep) => sleep.metadata.datetime_string)).size).toBe(3);
    const longest = Math.max(...onDate.map((sleep) => sleep.duration.sleep_duration_seconds_int));
    expect(sleepOf(answers[1]!).duration.sleep_duration_seconds_int).toBe(longest);
  });

  it('partial-and-final-summaries: document_version 1 at 04:00, 2 at 08:00, 6 once the day is over', async () => {
    const {answers} = await runScenario('partial-and-final-summaries');
    expect([1, 3, 5].map((i) => answers[i]!.json.document_version)).toEqual([1, 2, 6]);
    expect(physicalOf(answers[3]!).distance.steps_int).toBeGreaterThan(physicalOf(answers[1]!).distance.steps_int);
  });

  it('new-document-version: the higher version is whole, every earlier sample included', async () => {
    const {answers} = await runScenario('new-document-version');
    const [before, after] = [answers[0]!, answers[2]!];
    expect(after.json.document_version).toBe(before.json.document_version + 1);
    expect(countSamples(physicalOf(after))).toBeGreaterThan(countSamples(physicalOf(before)));
  });

  it('time-zone-change: the same date is cut in the new zone after the change', async () => {
    const {answers} = await runScenario('time-zone-change');
    const before = physicalOf(answers[0]!).metadata.datetime_string;
    const after = physicalOf(answers[2]!).metadata.datetime_string;
    expect(offsetOf(before)).toBe('+01:00');
    expect(offsetOf(after)).toBe('-05:00');
    expect(answers[1]!.status).toBe(200);
  });

  it('daylight-saving-day: the night of the change starts and ends in different offsets', async () => {
    const {run, answers} = await runScenario('daylight-saving-day');
    expect(run.time_zone).toBe('America/New_York');
    expect(run.dates.change_date).toBe('2026-03-08');
    const {duration} = sleepOf(answers[0]!);
    expect(offsetOf(duration.sleep_start_datetime_string)).toBe('-05:00');
    expect(offsetOf(duration.sleep_end_datetime_string)).toBe('-04:00');
  });

  it('source-priority: Garmin leads physical data, Oura leads sleep', async () => {
    const {answers} = await runScenario('source-priority');
    expect(physicalOf(answers[0]!).metadata.sources_of_data_array[0]).toBe('Garmin');
    expect(sleepOf(answers[1]!).metadata.sources_of_data_array[0]).toBe('Oura');
    expect(physicalOf(answers[0]!).metadata.sources_of_data_array.length).toBeGreaterThan(1);
  });

  it('first-link-history: 7 days back for an API source, 29 for an SDK source, nothing before', async () => {
    const {run, answers} = await runScenario('first-link-history');
    expect(answers.map((answer) => answer.status)).toEqual([200, 204, 200, 204]);
    const today = run.clock.now.slice(0, 10);
    const daysBack = (date: string) => (Date.parse(today) - Date.parse(date)) / 86_400_000;
    expect([daysBack(run.dates.api_oldest), daysBack(run.dates.sdk_oldest)]).toEqual([7, 29]);
  });

  it('revoke-withings: the user is deleted at once, still listed at Withings until the delay passes', async () => {
    const {answers} = await runScenario('revoke-withings');
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]!.status).toBe(422);
    expect(answers[2]!.text).toContain('This user was deleted at ROOK');
    expect(answers[2]!.text).toContain('Withings itself still lists the link');
    expect(answers[4]!.status).toBe(200);
    expect(answers[4]!.text).not.toContain('Withings itself still lists the link');
  });

  it('late-data: the past day comes again with a higher version and the new source', async () => {
    const {answers} = await runScenario('late-data');
    const [before, after] = [answers[0]!, answers[2]!];
    expect(after.json.document_version).toBe(before.json.document_version + 1);
    expect(physicalOf(before).metadata.sources_of_data_array).toEqual(['Garmin']);
    expect(physicalOf(after).metadata.sources_of_data_array).toContain('Apple Health');
  });

  it('source-not-authorized: not authorized, no data, and the authorizer offers the link', async () => {
    const {answers} = await runScenario('source-not-authorized');
    expect((answers[0]!.json as unknown as Loose[]).every((row) => row.authorized === false)).toBe(true);
    expect(answers[1]!.status).toBe(204);
    expect(answers[2]!.json.authorized).toBe(false);
    expect(answers[2]!.json.authorization_url).toMatch(/\/connect\//);
  });

  it('extraction-failed: a failed_extraction notification names the source and the reason', async () => {
    const {run, answers} = await runScenario('extraction-failed');
    const notices = (answers[1]!.json.deliveries as Loose[]).map((delivery) => delivery.payload);
    const failed = notices.find((notice) => notice.notification_type === 'failed_extraction' && notice.user_id === run.user_ids[0]);
    expect(failed?.data_source).toBe('Polar');
    expect(failed?.details).toEqual({reason: 'token_expired'});
  });

  it('sdk-permissions-missing: no data until the SDK source is linked', async () => {
    const {answers} = await runScenario('sdk-permissions-missing');
    const healthConnect = (answers[0]!.json as unknown as Loose[]).find((row) => row.data_source === 'Health Connect');
    expect(healthConnect?.authorized).toBe(false);
    expect(answers[1]!.status).toBe(204);
    expect(answers[3]!.status).toBe(200);
  });

  it('day-not-over: no sleep and a partial summary at 10:00; both there, final, after midnight', async () => {
    const {answers} = await runScenario('day-not-over');
    expect(answers[0]!.status).toBe(204);
    expect(answers[3]!.status).toBe(200);
    expect(answers[4]!.json.document_version).toBeGreaterThan(answers[1]!.json.document_version);
  });

  it('delivery-rejected: refused three more times, then rejected and notified', async () => {
    const {run, answers} = await runScenario('delivery-rejected');
    expect(run.inbox.data).toMatch(/scenarios-rejecting$/);
    expect((answers[0]!.json.deliveries as Loose[]).length).toBeGreaterThan(0);
    const notices = (answers[4]!.json.deliveries as Loose[]).map((delivery) => delivery.payload);
    expect(notices.some((notice) => notice.notification_type === 'rejected_information')).toBe(true);
  });

  it('receiver-down: documents first refused in the last 48 hours arrive late; earlier ones are rejected and notified', async () => {
    const {run, answers, auth} = await runScenario('receiver-down');
    const [user] = run.user_ids;
    const mine = (answer: Answer) => (answer.json.deliveries as Loose[]).filter((delivery) => delivery.user_id === user);
    // Before the outage: every document delivered at its first try, to the scenario's receiver.
    const before = mine(answers[0]!);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((d) => d.status === 'delivered' && d.attempts.length === 1 && d.url.endsWith('-receiver-down'))).toBe(true);
    const downAt = Date.parse(`${run.dates.down_from}T06:00:00Z`);
    const backAt = Date.parse(`${run.dates.back_on}T06:00:00Z`);
    expect(backAt - downAt).toBe(72 * 3_600_000);
    const rejected = mine(answers[5]!);
    expect(rejected.length).toBeGreaterThan(0);
    for (const delivery of rejected) {
      const first = Date.parse(delivery.attempts[0].at);
      // First refused in the outage's first day: all four tries fell inside it.
      expect(first).toBeGreaterThanOrEqual(downAt);
      expect(first + 48 * 3_600_000).toBeLessThanOrEqual(backAt);
      expect(delivery.attempts.map((a: Loose) => a.status)).toEqual([503, 503, 503, 503]);
    }
    const notices = mine(answers[6]!).filter((d) => d.payload.notification_type === 'rejected_information');
    expect(notices).toHaveLength(rejected.length);
    // Late: first refused after the outage's first day, accepted by a retry once the endpoint was back.
    const {data} = await s.control(auth).GET('/_sandbox/deliveries', {params: {query: {kind: 'data', limit: 500}}});
    const late = data!.deliveries.filter((d) => d.user_id === user && d.attempts.length > 1 && d.status === 'delivered');
    expect(late.length).toBeGreaterThan(0);
    for (const delivery of late) {
      const tries = delivery.attempts.map((a) => Date.parse(a.at));
      expect(tries[0]! + 48 * 3_600_000).toBeGreaterThan(backAt);
      expect(tries.at(-1)!).toBeGreaterThanOrEqual(backAt);
      expect(delivery.attempts.at(-1)!.status).toBe(200);
    }
    expect(answers[7]!.status).toBe(200);
    console.log(`receiver-down: ${before.length} before, ${late.length} late, ${rejected.length} rejected`);
  });

  it('field-not-provided: Android is linked, makes no physical summary, sends steps events', async () => {
    const {run, answers} = await runScenario('field-not-provided');
    expect((answers[0]!.json as unknown as Loose[]).find((row) => row.data_source === 'Android')?.authorized).toBe(true);
    expect(answers[1]!.status).toBe(204);
    const health = dataDocuments(answers[2]!).filter((doc) => doc.user_id === run.user_ids[0] && doc.data_structure !== 'user_info');
    expect(new Set(health.map((doc) => doc.data_structure))).toEqual(new Set(['steps_event']));
  });

  it('never touches another client and names the known ids for an unknown one', async () => {
    const demo = s.control();
    const before = (await demo.GET('/_sandbox/users')).data!.users.length;
    await runScenario('nap');
    expect((await demo.GET('/_sandbox/users')).data!.users.length).toBe(before);
    const unknown = await demo.POST('/_sandbox/scenarios/{scenario_id}', {params: {path: {scenario_id: 'sleep-at-noon'}}});
    expect(unknown.response.status).toBe(404);
    expect(unknown.error.error).toContain('sleep-crosses-midnight');
  });
});

describe('the rulebook page', () => {
  it('has a section for every scenario, and every scenario section on the page is one', async () => {
    const ids = (await s.control().GET('/_sandbox/scenarios')).data!.scenarios.map((scenario) => scenario.id);
    const page = readFileSync(new URL('../../docs/data-behaviour.mdx', import.meta.url), 'utf8');
    const sections = [...page.matchAll(/^#{2,4} .*\{\/\* #([a-z0-9-]+) \*\/\}$/gm)].map((match) => match[1]!);
    const scenarioSections = [...page.matchAll(/<Scenario id="([a-z0-9-]+)"/g)].map((match) => match[1]!);
    expect(new Set(scenarioSections)).toEqual(new Set(ids));
    for (const id of ids) expect(sections, `a section anchored #${id}`).toContain(id);
  });
});
